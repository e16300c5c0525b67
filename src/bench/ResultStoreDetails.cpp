// SPDX-License-Identifier: GPL-3.0-or-later
// ResultStore: the per-run details of an experiment kind (table run_details).
#include "ResultStore.h"

#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <utility>

namespace keyward::bench {

Status ResultStore::saveRunDetails(qint64 runId, const QString &kind, const QJsonObject &details)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(
        QStringLiteral("INSERT OR REPLACE INTO run_details (run_id, kind, data) VALUES (?, ?, ?)"));
    q.addBindValue(runId);
    q.addBindValue(kind);
    q.addBindValue(QJsonDocument(details).toJson(QJsonDocument::Compact));
    return exec(q, QStringLiteral("save run details"));
}

Result<QJsonObject> ResultStore::runDetails(qint64 runId, const QString &kind)
{
    const QString op = QStringLiteral("load run details");
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT data FROM run_details WHERE run_id = ? AND kind = ?"));
    q.addBindValue(runId);
    q.addBindValue(kind);
    if (Status s = exec(q, op); !s) {
        return s.error();
    }
    if (!q.next()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op,
                           QStringLiteral("run %1, %2").arg(runId).arg(kind));
    }
    const QJsonDocument doc = QJsonDocument::fromJson(q.value(0).toByteArray());
    if (!doc.isObject()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Io, op,
                           QStringLiteral("run %1, %2: not a JSON object").arg(runId).arg(kind));
    }
    return doc.object();
}

Result<QSet<qint64>> ResultStore::runDetailIds(const QString &kind)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT run_id FROM run_details WHERE kind = ?"));
    q.addBindValue(kind);
    if (Status s = exec(q, QStringLiteral("list run details")); !s) {
        return s.error();
    }
    QSet<qint64> ids;
    while (q.next()) {
        ids.insert(q.value(0).toLongLong());
    }
    return ids;
}

Status ResultStore::saveDetailsOf(const RunRecord &run)
{
    for (auto it = run.details.cbegin(); it != run.details.cend(); ++it) {
        if (Status s = saveRunDetails(run.id, it.key(), it.value()); !s) {
            return s;
        }
    }
    return {};
}

Status ResultStore::loadDetailsInto(RunRecord &run)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT kind, data FROM run_details WHERE run_id = ?"));
    q.addBindValue(run.id);
    if (Status s = exec(q, QStringLiteral("load run details")); !s) {
        return s;
    }
    run.details.clear();
    while (q.next()) {
        const QJsonDocument doc = QJsonDocument::fromJson(q.value(1).toByteArray());
        if (doc.isObject()) {
            run.details.insert(q.value(0).toString(), doc.object());
        }
    }
    for (const QJsonObject &d : std::as_const(run.details)) {
        if (run.samples.isEmpty() && d.value(QStringLiteral("latency")).isObject()) {
            run.steadyCache = summaryFromJson(d.value(QStringLiteral("latency")).toObject());
            run.coldCache = {};
        }
    }
    return {};
}

} // namespace keyward::bench
