// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "pkcs11/KeyPool.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace keyward::app {

/// The wrapped keys of key pools (KeyPool), beside the result store: one
/// SQLite file in Keyward's data folder (file 0600, folder 0700), keyed by
/// token serial and key-encryption key ID. It holds ciphertext and public
/// keys only.
class PoolStore
{
public:
    explicit PoolStore(QString path = defaultPath());
    ~PoolStore();
    PoolStore(const PoolStore &) = delete;
    PoolStore &operator=(const PoolStore &) = delete;

    /// keypool.sqlite in the application data folder.
    static QString defaultPath();
    Status open();

    struct Count
    {
        QString keyType;
        qint64 count = 0;
    };

    /// One fill of the pool: how many keys of which type, wrapped with
    /// which mechanism, in how long (wall clock), finished when.
    struct Fill
    {
        QString keyType;
        QString mechanism;
        qint64 keys = 0;
        double seconds = 0;
        QDateTime finishedUtc;
        /// Keys per second; 0 when nothing was timed.
        double rate() const { return seconds > 0 ? double(keys) / seconds : 0; }
    };

    Status add(const QString &serial, const QByteArray &kekId,
               const QList<pkcs11::WrappedKey> &keys);
    /// Stored keys for the token and key-encryption key, per key type.
    Result<QList<Count>> counts(const QString &serial, const QByteArray &kekId) const;
    /// Stored keys for the token under any key-encryption key.
    Result<qint64> countAll(const QString &serial) const;
    /// A key taken out of the store, with what putBack() needs to return
    /// it to its place.
    struct Taken
    {
        qint64 row = 0;
        QString createdUtc;
        pkcs11::WrappedKey key;
    };

    /// The oldest key of the type, removed from the store (so two takers
    /// never get one key); nullopt when none.
    Result<std::optional<Taken>> takeOldest(const QString &serial, const QByteArray &kekId,
                                            const QString &keyType);
    /// takeOldest()'s key alone.
    Result<std::optional<pkcs11::WrappedKey>> take(const QString &serial, const QByteArray &kekId,
                                                   const QString &keyType);
    /// Returns a taken key that could not be used to its row, so it is the
    /// oldest again.
    Status putBack(const QString &serial, const QByteArray &kekId, const Taken &taken);
    /// Records a finished fill under the token and key-encryption key.
    Status addFill(const QString &serial, const QByteArray &kekId, const Fill &fill);
    /// The latest fill recorded for the token and key-encryption key.
    Result<std::optional<Fill>> lastFill(const QString &serial, const QByteArray &kekId) const;
    /// Removes every stored key of the token; how many went.
    Result<qint64> drain(const QString &serial);

private:
    QString m_path;
    QString m_connection;
};

} // namespace keyward::app
