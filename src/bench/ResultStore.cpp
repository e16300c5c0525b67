// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultStore.h"

#include "KeyPoolRecord.h"
#include "ResultExport.h"
#include "core/Logging.h"
#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <QtEndian>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace keyward::bench {

namespace {

constexpr int kSchemaVersion = 1;

const char *const kSchema[] = {
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)",
    "CREATE TABLE IF NOT EXISTS runs ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT, uuid TEXT UNIQUE NOT NULL, started TEXT,"
    " device_id TEXT, device_kind TEXT, vendor TEXT, model TEXT, firmware TEXT, serial TEXT,"
    " is_virtual INTEGER NOT NULL DEFAULT 0,"
    " algorithm TEXT, operation TEXT, path TEXT, threads INTEGER, warmup INTEGER,"
    " iterations INTEGER, duration_ms INTEGER, key_origin TEXT,"
    " host TEXT, os TEXT, cpu TEXT, software TEXT,"
    " wall_seconds REAL, truncated INTEGER, timer_ns INTEGER,"
    " imported INTEGER NOT NULL DEFAULT 0, origin TEXT,"
    " published INTEGER NOT NULL DEFAULT 0, published_source TEXT, published_year INTEGER,"
    " published_mean_ns REAL, notes TEXT)",
    "CREATE TABLE IF NOT EXISTS samples ("
    " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
    " thread INTEGER NOT NULL, phase INTEGER NOT NULL, data BLOB NOT NULL,"
    " PRIMARY KEY (run_id, thread, phase))",
    "CREATE TABLE IF NOT EXISTS load_profiles ("
    " run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE, data BLOB NOT NULL)",
    "CREATE TABLE IF NOT EXISTS run_details ("
    " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE, kind TEXT NOT NULL,"
    " data BLOB NOT NULL, PRIMARY KEY (run_id, kind))",
};

QByteArray toBlob(const QList<qint64> &v)
{
    if (v.isEmpty()) {
        // Empty but not null (a null QByteArray binds as SQL NULL); and no
        // memcpy from a null pointer (UBSan), even of 0 bytes.
        return QByteArray("", 0);
    }
    QByteArray b(v.size() * qsizetype(sizeof(qint64)), Qt::Uninitialized);
    qToLittleEndian<qint64>(v.constData(), v.size(), b.data());
    return b;
}

QList<qint64> fromBlob(const QByteArray &b)
{
    if (b.size() < qsizetype(sizeof(qint64))) {
        return {};
    }
    QList<qint64> v(b.size() / qsizetype(sizeof(qint64)));
    qFromLittleEndian<qint64>(b.constData(), v.size(), v.data());
    return v;
}

QString softwareToText(const QMap<QString, QString> &m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it) {
        o.insert(it.key(), it.value());
    }
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QMap<QString, QString> softwareFromText(const QString &t)
{
    QMap<QString, QString> m;
    const QJsonObject o = QJsonDocument::fromJson(t.toUtf8()).object();
    for (auto it = o.begin(); it != o.end(); ++it) {
        m.insert(it.key(), it.value().toString());
    }
    return m;
}

Error sqlError(const QSqlError &e, const QString &what)
{
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Io, what, e.text());
}

Error fileError(int code, const QString &what, const QString &path)
{
    return Error::make(ErrorDomain::System, code,
                       code == EACCES || code == EPERM ? ErrorKind::AccessDenied : ErrorKind::Io,
                       what, path + QStringLiteral(": ") + QString::fromLocal8Bit(strerror(code)));
}

/// Creates every missing folder of `path` with mode 0700. Returns whether the last one was
/// created here.
Result<bool> makeFolders(const QString &path, const QString &what)
{
    const QString clean = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(clean).constData(), &st) == 0) {
        return false;
    }
    const QString parent = QFileInfo(clean).path();
    if (parent != clean) {
        if (Result<bool> up = makeFolders(parent, what); !up) {
            return up.error();
        }
    }
    if (::mkdir(QFile::encodeName(clean).constData(), S_IRWXU) != 0 && errno != EEXIST) {
        return fileError(errno, what, clean);
    }
    return true;
}

/// Sets the mode of `path` to `mode` when it grants more; returns whether it changed it.
bool restrictMode(const QString &path, mode_t mode)
{
    struct stat st
    {
    };
    const QByteArray native = QFile::encodeName(path);
    if (::lstat(native.constData(), &st) != 0 || S_ISLNK(st.st_mode) ||
        (st.st_mode & 07777 & ~mode) == 0) {
        return false;
    }
    return ::chmod(native.constData(), mode) == 0;
}

bool storeExists(const QByteArray &native)
{
    struct stat st
    {
    };
    return ::lstat(native.constData(), &st) == 0;
}

/// A device id without the serial it embeds ("openpgp:<AID>" -> "openpgp:<vendor>:<model>").
QString idWithoutSerial(const DeviceIdentity &d)
{
    const bool embeds = d.id.startsWith(QLatin1String("openpgp:")) ||
                        d.id.startsWith(QLatin1String("pkcs11:")) ||
                        (!d.serial.isEmpty() && d.id.contains(d.serial, Qt::CaseInsensitive));
    if (!embeds) {
        return d.id;
    }
    return QStringLiteral("%1:%2:%3").arg(d.id.section(QLatin1Char(':'), 0, 0), d.vendor, d.model);
}

} // namespace

ResultStore::ResultStore(QString path)
    : m_path(std::move(path))
{
    static std::atomic_int counter{0};
    m_connection = QStringLiteral("keyward-results-%1").arg(counter++);
}

ResultStore::~ResultStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isValid()) {
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString ResultStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/results.sqlite");
}

bool ResultStore::isOpen() const
{
    return QSqlDatabase::database(m_connection, false).isOpen();
}

Status ResultStore::exec(QSqlQuery &q, const QString &what)
{
    if (!q.exec()) {
        return sqlError(q.lastError(), what);
    }
    return {};
}

Status ResultStore::open()
{
    const QString op = QStringLiteral("open result store");
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                           QStringLiteral("Qt SQLite driver (QSQLITE) missing"));
    }
    if (m_path != QLatin1String(":memory:")) {
        if (Status s = makePrivate(op); !s) {
            return s;
        }
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    if (!db.open()) {
        return sqlError(db.lastError(), op);
    }
    QSqlQuery q(db);
    q.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    for (const char *sql : kSchema) {
        if (!q.exec(QString::fromLatin1(sql))) {
            return sqlError(q.lastError(), op);
        }
    }
    q.prepare(QStringLiteral("INSERT OR IGNORE INTO meta (key, value) VALUES ('schema', ?)"));
    q.addBindValue(kSchemaVersion);
    return exec(q, op);
}

Status ResultStore::makePrivate(const QString &op)
{
    m_notice.clear();
    const QFileInfo info(m_path);
    const QString folder = info.absolutePath();
    Result<bool> created = makeFolders(folder, op);
    if (!created) {
        return created.error();
    }
    // The folder is Keyward's own when it was made here, is the default location, or holds
    // nothing but this store; a folder the user chose for other things keeps its mode.
    const QString base = info.fileName();
    const QStringList others = QDir(folder).entryList(QDir::AllEntries | QDir::Hidden |
                                                      QDir::System | QDir::NoDotAndDotDot);
    const bool ownFolder =
        *created || folder == QFileInfo(defaultPath()).absolutePath() ||
        std::all_of(others.cbegin(), others.cend(),
                    [&base](const QString &name) { return name.startsWith(base); });
    bool changed = ownFolder && restrictMode(folder, S_IRWXU);
    const QByteArray native = QFile::encodeName(info.absoluteFilePath());
    // A new database file: created 0600 (SQLite gives its journal the same mode).
    const bool existed = storeExists(native);
    const int fd = ::open(native.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                          S_IRUSR | S_IWUSR);
    if (fd >= 0) {
        ::fchmod(fd, S_IRUSR | S_IWUSR);
        ::close(fd);
    } else if (errno != EEXIST) {
        return fileError(errno, op, m_path);
    }
    for (const char *suffix : {"", "-journal", "-wal", "-shm"}) {
        changed =
            restrictMode(info.absoluteFilePath() + QLatin1String(suffix), S_IRUSR | S_IWUSR) ||
            changed;
    }
    // A store made just now (in a folder another part of Keyward created) had nothing to hide yet.
    if (changed && existed) {
        m_notice = QCoreApplication::translate(
                       "keyward::bench::ResultStore",
                       "The result store %1 could be read by other users of this computer; it is "
                       "now readable by you only (file 0600%2).")
                       .arg(m_path, ownFolder ? QStringLiteral(", folder 0700") : QString());
        qCWarning(lcBench).noquote() << m_notice;
    }
    return {};
}

Result<qint64> ResultStore::save(RunRecord &run)
{
    const QString op = QStringLiteral("save benchmark run");
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.isOpen()) {
        return Error::internal(op, QStringLiteral("store not open"));
    }
    if (run.uuid.isEmpty()) {
        run.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id FROM runs WHERE uuid = ?"));
    q.addBindValue(run.uuid);
    if (Status s = exec(q, op); !s) {
        return s.error();
    }
    if (q.next()) {
        run.id = q.value(0).toLongLong();
        return run.id;
    }
    db.transaction();
    q.prepare(QStringLiteral(
        "INSERT INTO runs (uuid, started, device_id, device_kind, vendor, model, firmware, serial,"
        " is_virtual, algorithm, operation, path, threads, warmup, iterations, duration_ms,"
        " key_origin, host, os, cpu, software, wall_seconds, truncated, timer_ns, imported, origin,"
        " published, published_source, published_year, published_mean_ns, notes)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"));
    for (const QVariant &v : {QVariant(run.uuid),
                              QVariant(run.startedUtc.toString(Qt::ISODateWithMs)),
                              QVariant(m_keepSerials ? run.device.id : idWithoutSerial(run.device)),
                              QVariant(run.device.kind),
                              QVariant(run.device.vendor),
                              QVariant(run.device.model),
                              QVariant(run.device.firmware),
                              QVariant(m_keepSerials ? run.device.serial : QString()),
                              QVariant(int(run.device.isVirtual)),
                              QVariant(run.algorithm),
                              QVariant(run.operation),
                              QVariant(run.path),
                              QVariant(run.threads),
                              QVariant(run.warmup),
                              QVariant(run.iterations),
                              QVariant(run.durationMs),
                              QVariant(run.keyOrigin),
                              QVariant(run.environment.host),
                              QVariant(run.environment.os),
                              QVariant(run.environment.cpu),
                              QVariant(softwareToText(run.environment.software)),
                              QVariant(run.wallSeconds),
                              QVariant(int(run.truncated)),
                              QVariant(run.timerResolutionNs),
                              QVariant(int(run.imported)),
                              QVariant(run.origin),
                              QVariant(int(run.published)),
                              QVariant(run.publishedSource),
                              QVariant(run.publishedYear),
                              QVariant(run.publishedMeanNs),
                              QVariant(run.notes)}) {
        q.addBindValue(v);
    }
    if (Status s = exec(q, op); !s) {
        db.rollback();
        return s.error();
    }
    const qint64 id = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral("INSERT INTO samples (run_id, thread, phase, data) VALUES (?,?,?,?)"));
    for (qsizetype t = 0; t < run.samples.size(); ++t) {
        for (int phase = 0; phase < 2; ++phase) {
            q.addBindValue(id);
            q.addBindValue(int(t));
            q.addBindValue(phase);
            q.addBindValue(toBlob(phase == 0 ? run.samples[t].cold : run.samples[t].steady));
            if (Status s = exec(q, op); !s) {
                db.rollback();
                return s.error();
            }
        }
    }
    if (!db.commit()) {
        return sqlError(db.lastError(), op);
    }
    run.id = id;
    if (Status s = saveDetailsOf(run); !s) {
        return s.error();
    }
    return id;
}

Result<RunRecord> ResultStore::readRow(const QSqlQuery &q, bool withSamples)
{
    RunRecord r;
    int i = 0;
    r.id = q.value(i++).toLongLong();
    r.uuid = q.value(i++).toString();
    r.startedUtc = QDateTime::fromString(q.value(i++).toString(), Qt::ISODateWithMs);
    r.device.id = q.value(i++).toString();
    r.device.kind = q.value(i++).toString();
    r.device.vendor = q.value(i++).toString();
    r.device.model = q.value(i++).toString();
    r.device.firmware = q.value(i++).toString();
    r.device.serial = q.value(i++).toString();
    r.device.isVirtual = q.value(i++).toInt() != 0;
    r.algorithm = q.value(i++).toString();
    r.operation = q.value(i++).toString();
    r.path = q.value(i++).toString();
    r.threads = q.value(i++).toInt();
    r.warmup = q.value(i++).toInt();
    r.iterations = q.value(i++).toInt();
    r.durationMs = q.value(i++).toLongLong();
    r.keyOrigin = q.value(i++).toString();
    r.environment.host = q.value(i++).toString();
    r.environment.os = q.value(i++).toString();
    r.environment.cpu = q.value(i++).toString();
    r.environment.software = softwareFromText(q.value(i++).toString());
    r.wallSeconds = q.value(i++).toDouble();
    r.truncated = q.value(i++).toInt() != 0;
    r.timerResolutionNs = q.value(i++).toLongLong();
    r.imported = q.value(i++).toInt() != 0;
    r.origin = q.value(i++).toString();
    r.published = q.value(i++).toInt() != 0;
    r.publishedSource = q.value(i++).toString();
    r.publishedYear = q.value(i++).toInt();
    r.publishedMeanNs = q.value(i++).toDouble();
    r.notes = q.value(i++).toString();
    if (withSamples) {
        QSqlQuery s(QSqlDatabase::database(m_connection, false));
        s.prepare(QStringLiteral("SELECT thread, phase, data FROM samples WHERE run_id = ?"
                                 " ORDER BY thread, phase"));
        s.addBindValue(r.id);
        if (Status st = exec(s, QStringLiteral("load benchmark samples")); !st) {
            return st.error();
        }
        while (s.next()) {
            const int thread = s.value(0).toInt();
            while (r.samples.size() <= thread) {
                r.samples << ThreadSamples{};
            }
            (s.value(1).toInt() == 0 ? r.samples[thread].cold : r.samples[thread].steady) =
                fromBlob(s.value(2).toByteArray());
        }
        r.cacheSummaries(); // once here, not per chart on the GUI thread
    }
    if (Status st = loadDetailsInto(r); !st) {
        return st.error();
    }
    return r;
}

namespace {
const QString kColumns = QStringLiteral(
    "id, uuid, started, device_id, device_kind, vendor, model, firmware, serial, is_virtual,"
    " algorithm, operation, path, threads, warmup, iterations, duration_ms, key_origin, host, os,"
    " cpu, software, wall_seconds, truncated, timer_ns, imported, origin, published,"
    " published_source, published_year, published_mean_ns, notes");
} // namespace

Result<RunRecord> ResultStore::load(qint64 id)
{
    const QString op = QStringLiteral("load benchmark run");
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT ") + kColumns + QStringLiteral(" FROM runs WHERE id = ?"));
    q.addBindValue(id);
    if (Status s = exec(q, op); !s) {
        return s.error();
    }
    if (!q.next()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op,
                           QStringLiteral("run %1").arg(id));
    }
    return readRow(q, true);
}

Result<QList<RunRecord>> ResultStore::list(bool withSamples)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT ") + kColumns +
              QStringLiteral(" FROM runs ORDER BY started DESC, id DESC"));
    if (Status s = exec(q, QStringLiteral("list benchmark runs")); !s) {
        return s.error();
    }
    QList<RunRecord> runs;
    while (q.next()) {
        auto r = readRow(q, withSamples);
        if (!r) {
            return r.error();
        }
        runs << r.value();
    }
    return runs;
}

Status ResultStore::remove(qint64 id)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    db.transaction();
    q.prepare(QStringLiteral("DELETE FROM samples WHERE run_id = ?"));
    q.addBindValue(id);
    if (Status s = exec(q, QStringLiteral("delete benchmark run")); !s) {
        db.rollback();
        return s;
    }
    q.prepare(QStringLiteral("DELETE FROM load_profiles WHERE run_id = ?"));
    q.addBindValue(id);
    if (Status s = exec(q, QStringLiteral("delete benchmark run")); !s) {
        db.rollback();
        return s;
    }
    q.prepare(QStringLiteral("DELETE FROM run_details WHERE run_id = ?"));
    q.addBindValue(id);
    if (Status s = exec(q, QStringLiteral("delete benchmark run")); !s) {
        db.rollback();
        return s;
    }
    q.prepare(QStringLiteral("DELETE FROM runs WHERE id = ?"));
    q.addBindValue(id);
    if (Status s = exec(q, QStringLiteral("delete benchmark run")); !s) {
        db.rollback();
        return s;
    }
    db.commit();
    return {};
}

Result<QList<qint64>> ResultStore::importJson(const QByteArray &json, const QString &origin)
{
    auto runs = fromJson(json);
    if (!runs) {
        return runs.error();
    }
    auto keyPool = readKeyPoolImports(json); // checked before anything is saved
    if (!keyPool) {
        return keyPool.error();
    }
    QList<qint64> ids;
    for (RunRecord &r : runs.value()) {
        r.id = -1;
        r.imported = true;
        if (r.origin.isEmpty()) {
            r.origin = r.environment.host.isEmpty()
                           ? origin
                           : QStringLiteral("%1 (%2)").arg(origin, r.environment.host);
        }
        auto id = save(r);
        if (!id) {
            return id.error();
        }
        ids << id.value();
    }
    if (Status st = storeKeyPoolImports(*this, keyPool.value(), ids); !st) {
        return st.error();
    }
    return ids;
}

Result<QList<qint64>> ResultStore::importJsonFile(const QString &fileName)
{
    // A stranger's file: regular, bounded, read before anything is parsed.
    const auto bytes = SafeFile::readBounded(fileName, SafeFile::kImportFileMax,
                                             QStringLiteral("the results file"));
    if (!bytes) {
        return bytes.error();
    }
    return importJson(*bytes, QFileInfo(fileName).fileName());
}

} // namespace keyward::bench

namespace keyward::bench {

Status ResultStore::saveLoadProfile(qint64 runId, const LoadProfileResult &profile)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO load_profiles (run_id, data) VALUES (?, ?)"));
    q.addBindValue(runId);
    q.addBindValue(loadProfileJson(profile));
    return exec(q, QStringLiteral("save load profile"));
}

Result<LoadProfileResult> ResultStore::loadProfile(qint64 runId)
{
    const QString op = QStringLiteral("load load profile");
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT data FROM load_profiles WHERE run_id = ?"));
    q.addBindValue(runId);
    if (Status s = exec(q, op); !s) {
        return s.error();
    }
    if (!q.next()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op,
                           QStringLiteral("run %1").arg(runId));
    }
    return loadProfileFromJson(q.value(0).toByteArray());
}

} // namespace keyward::bench

namespace keyward::bench {

Result<QSet<qint64>> ResultStore::loadProfileRunIds()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT run_id FROM load_profiles"));
    if (Status s = exec(q, QStringLiteral("list load profiles")); !s) {
        return s.error();
    }
    QSet<qint64> ids;
    while (q.next()) {
        ids.insert(q.value(0).toLongLong());
    }
    return ids;
}

} // namespace keyward::bench
