// SPDX-License-Identifier: GPL-3.0-or-later
#include "PoolStore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <QVariant>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace keyward::app {

namespace {

const char *const kSchema[] = {
    "CREATE TABLE IF NOT EXISTS wrapped_keys ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " token_serial TEXT NOT NULL,"
    " kek_id TEXT NOT NULL,"
    " key_type TEXT NOT NULL,"
    " ck_key_type INTEGER NOT NULL,"
    " bits INTEGER NOT NULL,"
    " mechanism INTEGER NOT NULL,"
    " public_key BLOB NOT NULL,"
    " blob BLOB NOT NULL,"
    " created_utc TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')))",
    "CREATE INDEX IF NOT EXISTS wrapped_keys_token ON wrapped_keys (token_serial, kek_id, "
    "key_type)",
    "CREATE TABLE IF NOT EXISTS pool_fills ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " token_serial TEXT NOT NULL,"
    " kek_id TEXT NOT NULL,"
    " key_type TEXT NOT NULL,"
    " mechanism TEXT NOT NULL,"
    " keys INTEGER NOT NULL,"
    " seconds REAL NOT NULL,"
    " finished_utc TEXT NOT NULL)",
};

Error sqlError(const QSqlError &e, const QString &op)
{
    return Error::make(ErrorDomain::System, 0, ErrorKind::Io, op, e.text());
}

Error fileError(int err, const QString &op, const QString &path)
{
    return Error::make(ErrorDomain::System, err, ErrorKind::Io, op,
                       QStringLiteral("%1: %2").arg(path, QString::fromLocal8Bit(strerror(err))));
}

/// The file (and its journal) 0600, a folder made here 0700.
Status makePrivate(const QString &path, const QString &op)
{
    const QFileInfo info(path);
    const QString folder = info.absolutePath();
    if (!QFileInfo::exists(folder)) {
        if (!QDir().mkpath(folder)) {
            return fileError(EACCES, op, folder);
        }
        ::chmod(QFile::encodeName(folder).constData(), S_IRWXU);
    }
    const QByteArray native = QFile::encodeName(info.absoluteFilePath());
    const int fd =
        ::open(native.constData(), O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, S_IRUSR | S_IWUSR);
    if (fd < 0) {
        return fileError(errno, op, path);
    }
    ::fchmod(fd, S_IRUSR | S_IWUSR);
    ::close(fd);
    for (const char *suffix : {"-journal", "-wal", "-shm"}) {
        const QByteArray side = native + suffix;
        struct stat st
        {
        };
        if (::lstat(side.constData(), &st) == 0 && !S_ISLNK(st.st_mode)) {
            ::chmod(side.constData(), S_IRUSR | S_IWUSR);
        }
    }
    return {};
}

} // namespace

PoolStore::PoolStore(QString path)
    : m_path(std::move(path))
    , m_connection(QStringLiteral("keyward-pool-") + QUuid::createUuid().toString())
{}

PoolStore::~PoolStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isValid()) {
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString PoolStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/keypool.sqlite");
}

Status PoolStore::open()
{
    const QString op = QStringLiteral("open key pool store");
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                           QStringLiteral("Qt SQLite driver (QSQLITE) missing"));
    }
    if (m_path != QLatin1String(":memory:")) {
        if (Status st = makePrivate(m_path, op); !st) {
            return st;
        }
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    if (!db.open()) {
        return sqlError(db.lastError(), op);
    }
    QSqlQuery q(db);
    for (const char *sql : kSchema) {
        if (!q.exec(QString::fromLatin1(sql))) {
            return sqlError(q.lastError(), op);
        }
    }
    return {};
}

Status PoolStore::add(const QString &serial, const QByteArray &kekId,
                      const QList<pkcs11::WrappedKey> &keys)
{
    const QString op = QStringLiteral("store wrapped keys");
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db.transaction();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO wrapped_keys (token_serial, kek_id, key_type, "
                             "ck_key_type, bits, mechanism, public_key, blob) VALUES "
                             "(?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const pkcs11::WrappedKey &k : keys) {
        q.addBindValue(serial);
        q.addBindValue(QString::fromLatin1(kekId.toHex()));
        q.addBindValue(k.keyType);
        q.addBindValue(qint64(k.ckKeyType));
        q.addBindValue(k.bits);
        q.addBindValue(qint64(k.mechanism));
        q.addBindValue(k.publicKeyDer);
        q.addBindValue(k.blob);
        if (!q.exec()) {
            const Error e = sqlError(q.lastError(), op);
            db.rollback();
            return e;
        }
    }
    if (!db.commit()) {
        return sqlError(db.lastError(), op);
    }
    return {};
}

Result<QList<PoolStore::Count>> PoolStore::counts(const QString &serial,
                                                  const QByteArray &kekId) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT key_type, COUNT(*) FROM wrapped_keys WHERE token_serial = ? "
                             "AND kek_id = ? GROUP BY key_type ORDER BY key_type"));
    q.addBindValue(serial);
    q.addBindValue(QString::fromLatin1(kekId.toHex()));
    if (!q.exec()) {
        return sqlError(q.lastError(), QStringLiteral("count wrapped keys"));
    }
    QList<Count> out;
    while (q.next()) {
        out << Count{q.value(0).toString(), q.value(1).toLongLong()};
    }
    return out;
}

Result<qint64> PoolStore::countAll(const QString &serial) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT COUNT(*) FROM wrapped_keys WHERE token_serial = ?"));
    q.addBindValue(serial);
    if (!q.exec() || !q.next()) {
        return sqlError(q.lastError(), QStringLiteral("count wrapped keys"));
    }
    return q.value(0).toLongLong();
}

Result<std::optional<PoolStore::Taken>>
PoolStore::takeOldest(const QString &serial, const QByteArray &kekId, const QString &keyType)
{
    const QString op = QStringLiteral("take a wrapped key");
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db.transaction();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, ck_key_type, bits, mechanism, public_key, blob, "
                             "created_utc FROM wrapped_keys WHERE token_serial = ? AND kek_id = ? "
                             "AND key_type = ? ORDER BY id LIMIT 1"));
    q.addBindValue(serial);
    q.addBindValue(QString::fromLatin1(kekId.toHex()));
    q.addBindValue(keyType);
    if (!q.exec()) {
        const Error e = sqlError(q.lastError(), op);
        db.rollback();
        return e;
    }
    if (!q.next()) {
        db.rollback();
        return std::optional<Taken>();
    }
    Taken t;
    t.row = q.value(0).toLongLong();
    t.key.keyType = keyType;
    t.key.ckKeyType = CK_KEY_TYPE(q.value(1).toLongLong());
    t.key.bits = q.value(2).toInt();
    t.key.mechanism = CK_MECHANISM_TYPE(q.value(3).toLongLong());
    t.key.publicKeyDer = q.value(4).toByteArray();
    t.key.blob = q.value(5).toByteArray();
    t.createdUtc = q.value(6).toString();
    QSqlQuery del(db);
    del.prepare(QStringLiteral("DELETE FROM wrapped_keys WHERE id = ?"));
    del.addBindValue(t.row);
    if (!del.exec() || !db.commit()) {
        const Error e = sqlError(del.lastError(), op);
        db.rollback();
        return e;
    }
    return std::optional<Taken>(t);
}

Result<std::optional<pkcs11::WrappedKey>>
PoolStore::take(const QString &serial, const QByteArray &kekId, const QString &keyType)
{
    auto taken = takeOldest(serial, kekId, keyType);
    if (!taken) {
        return taken.error();
    }
    if (!taken.value()) {
        return std::optional<pkcs11::WrappedKey>();
    }
    return std::optional<pkcs11::WrappedKey>(taken.value()->key);
}

Status PoolStore::putBack(const QString &serial, const QByteArray &kekId, const Taken &taken)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("INSERT INTO wrapped_keys (id, token_serial, kek_id, key_type, "
                             "ck_key_type, bits, mechanism, public_key, blob, created_utc) VALUES "
                             "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    const pkcs11::WrappedKey &k = taken.key;
    q.addBindValue(taken.row);
    q.addBindValue(serial);
    q.addBindValue(QString::fromLatin1(kekId.toHex()));
    q.addBindValue(k.keyType);
    q.addBindValue(qint64(k.ckKeyType));
    q.addBindValue(k.bits);
    q.addBindValue(qint64(k.mechanism));
    q.addBindValue(k.publicKeyDer);
    q.addBindValue(k.blob);
    q.addBindValue(taken.createdUtc);
    if (!q.exec()) {
        return sqlError(q.lastError(), QStringLiteral("put a wrapped key back"));
    }
    return {};
}

Status PoolStore::addFill(const QString &serial, const QByteArray &kekId, const Fill &fill)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("INSERT INTO pool_fills (token_serial, kek_id, key_type, mechanism, "
                             "keys, seconds, finished_utc) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(serial);
    q.addBindValue(QString::fromLatin1(kekId.toHex()));
    q.addBindValue(fill.keyType);
    q.addBindValue(fill.mechanism);
    q.addBindValue(fill.keys);
    q.addBindValue(fill.seconds);
    q.addBindValue(fill.finishedUtc.toUTC().toString(Qt::ISODateWithMs));
    if (!q.exec()) {
        return sqlError(q.lastError(), QStringLiteral("record a pool fill"));
    }
    return {};
}

Result<std::optional<PoolStore::Fill>> PoolStore::lastFill(const QString &serial,
                                                           const QByteArray &kekId) const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT key_type, mechanism, keys, seconds, finished_utc FROM "
                             "pool_fills WHERE token_serial = ? AND kek_id = ? ORDER BY id DESC "
                             "LIMIT 1"));
    q.addBindValue(serial);
    q.addBindValue(QString::fromLatin1(kekId.toHex()));
    if (!q.exec()) {
        return sqlError(q.lastError(), QStringLiteral("read the last pool fill"));
    }
    if (!q.next()) {
        return std::optional<Fill>();
    }
    Fill f;
    f.keyType = q.value(0).toString();
    f.mechanism = q.value(1).toString();
    f.keys = q.value(2).toLongLong();
    f.seconds = q.value(3).toDouble();
    f.finishedUtc = QDateTime::fromString(q.value(4).toString(), Qt::ISODateWithMs);
    return std::optional<Fill>(f);
}

Result<qint64> PoolStore::drain(const QString &serial)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("DELETE FROM wrapped_keys WHERE token_serial = ?"));
    q.addBindValue(serial);
    if (!q.exec()) {
        return sqlError(q.lastError(), QStringLiteral("drain the key pool"));
    }
    return qint64(q.numRowsAffected());
}

} // namespace keyward::app
