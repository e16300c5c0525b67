// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The key pool's user operations (status, fill, drain), shared by
// `keyward-cli token pool` and the token page: each command starts the token
// side on the TokenService, does the pool store's part on a thread of its own
// (never the caller's), and has its user sentences in one place.

#include "PoolStore.h"

#include "core/Operation.h"
#include "core/Result.h"
#include "pkcs11/KeyPool.h"
#include "pkcs11/SecretBytes.h"
#include "pkcs11/TokenInfo.h"
#include "pkcs11/TokenRef.h"

#include <QFuture>
#include <QJsonObject>
#include <QStringList>

#include <functional>
#include <optional>

namespace keyward::pkcs11 {
class TokenService;
}

namespace keyward::app {

/// A pool key type for people: "rsa2048" -> "RSA-2048", "p256" -> "P-256".
QString poolKeyTypeName(const QString &keyType);
/// The key types a pool holds, in the order a list offers them.
QStringList poolKeyTypes();

/// What the pool of one token holds.
struct PoolStatusReport
{
    QString serial;
    QString tokenLabel;
    pkcs11::WrapSupport support;
    /// False when read without a login: the key-encryption key is private,
    /// so only the stored keys of the token as a whole are known.
    bool kekKnown = false;
    std::optional<QByteArray> kekId; ///< nullopt: none on the token (or not known)
    /// Stored keys under the key-encryption key, per key type (kekKnown).
    QList<PoolStore::Count> stored;
    /// Under the key-encryption key (kekKnown), else every key of the token.
    qint64 storedTotal = 0;
    /// Stored keys of the token that no key-encryption key on it can
    /// unwrap (kekKnown): made under one that was deleted or replaced.
    qint64 orphaned = 0;
    std::optional<PoolStore::Fill> lastFill;
    /// Unwrapped keys ready for signing: keys are unwrapped only inside a
    /// running signing service or benchmark, so outside one there are none.
    int ready = 0;
};

/// What one fill made.
struct PoolFillReport
{
    QString serial;
    pkcs11::WrapSupport support;
    pkcs11::PoolKek kek;
    int requested = 0;
    PoolStore::Fill fill;      ///< keys made, seconds, when
    bool stoppedEarly = false; ///< Cancel stopped it before `requested`
};

/// The token a command works on: how the service finds it, and what the
/// sentences name (label, serial).
struct PoolTarget
{
    pkcs11::TokenService *service = nullptr; ///< not owned
    pkcs11::TokenRef ref;
    pkcs11::TokenInfo info;
    QString storePath = PoolStore::defaultPath();
};

/// `pool status`: support (with the token's reason when it cannot keep a
/// pool), the key-encryption key, stored keys, the last fill's rate and
/// the ready count.
class PoolStatusCommand
{
public:
    explicit PoolStatusCommand(PoolTarget target)
        : m_t(std::move(target))
    {}
    /// With login (`pin`, or empty while the service keeps the login): the
    /// key-encryption key and the keys under it. Without: support from the
    /// mechanism list and the token's stored keys as a whole.
    QFuture<Result<PoolStatusReport>> run(const pkcs11::SecretBytes &pin, bool login = true) const;
    static QString what();
    /// Whole sentences, one a line: support, key-encryption key, stored,
    /// ready, last fill.
    static QStringList lines(const PoolStatusReport &r);
    static QJsonObject json(const PoolStatusReport &r);

private:
    PoolTarget m_t;
};

/// `pool fill`: `count` key pairs of a type, wrapped and stored; the fill
/// rate (keys/s, wall clock) is recorded with the time it finished.
class PoolFillCommand
{
public:
    static constexpr int kMaxCount = 10000;
    explicit PoolFillCommand(PoolTarget target)
        : m_t(std::move(target))
    {}
    /// The key type and count, before the token is touched (invalidInput).
    static Status validate(const QString &keyType, int count);
    static QString what(const QString &keyType, int count);
    /// What the page shows after Cancel until the fill stops.
    static QString cancelNote();
    /// Cancel stops between keys; the keys made so far are stored.
    /// `progress` (optional) gets the keys made so far, on the token's worker.
    QFuture<Result<PoolFillReport>> run(const QString &keyType, int count,
                                        const pkcs11::SecretBytes &pin,
                                        const CancelToken &cancel = {},
                                        std::function<void(int)> progress = {}) const;
    static QStringList lines(const PoolFillReport &r);
    static QJsonObject json(const PoolFillReport &r);

private:
    PoolTarget m_t;
};

/// `pool drain`: every wrapped key of the token removed from the store
/// (under any key-encryption key), after a question that names the loss.
class PoolDrainCommand
{
public:
    explicit PoolDrainCommand(PoolTarget target)
        : m_t(std::move(target))
    {}
    /// How many wrapped keys the token has in the store.
    QFuture<Result<qint64>> count() const;
    /// What is lost: `stored` wrapped keys of this token, for good.
    QString loss(qint64 stored) const;
    static QString what();
    QFuture<Result<qint64>> run() const;
    static QString done(qint64 removed);

private:
    PoolTarget m_t;
};

} // namespace keyward::app
