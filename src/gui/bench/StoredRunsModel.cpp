// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoredRunsModel.h"

#include "ChartStyle.h"
#include "bench/HtmlReport.h"
#include "bench/KeyPoolRecord.h"
#include "bench/LoadProfileRecord.h"
#include "bench/runners/TlsRunRecord.h"

namespace keyward::gui::bench {

namespace kb = keyward::bench;

StoredRunsModel::StoredRunsModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void StoredRunsModel::setRuns(QList<kb::StoredRun> runs)
{
    beginResetModel();
    m_runs = std::move(runs);
    endResetModel();
}

int StoredRunsModel::rowOf(qint64 id) const
{
    for (qsizetype i = 0; i < m_runs.size(); ++i) {
        if (m_runs.at(i).run.id == id) {
            return int(i);
        }
    }
    return -1;
}

int StoredRunsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int StoredRunsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StoredRunsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_runs.size()) {
        return {};
    }
    const kb::StoredRun &s = m_runs.at(index.row());
    const kb::RunRecord &r = s.run;
    if (role == IdRole) {
        return r.id;
    }
    if (role == Qt::TextAlignmentRole && (index.column() == Threads || index.column() == Median)) {
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole) {
        QString tip = runTime(r) + QLatin1Char('\n') + r.label();
        if (!r.environment.host.isEmpty()) {
            tip += QLatin1Char('\n') + tr("Measured on %1").arg(r.environment.host);
        }
        if (!r.notes.isEmpty()) {
            tip += QLatin1Char('\n') + r.notes;
        }
        if (r.imported) {
            tip += QLatin1Char('\n') + tr("Imported from %1").arg(r.origin);
        }
        return tip;
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case Date:
        return runTime(r).left(16); // to the minute; the tooltip has the rest
    case Device:
        // The model only (the vendor is in the tooltip), "(virtual)" kept.
        return r.device.model.isEmpty()
                   ? r.device.label()
                   : r.device.model + (r.device.isVirtual ? tr(" (virtual)") : QString());
    case Algorithm:
        return r.algorithm;
    case Operation:
        if (const auto tls = kb::tlsResultFromRecord(r)) {
            //: A stored TLS run: "TLS 1.3 handshakes (ECDHE), 596/s"
            return tr("%1 handshakes (%2), %3/s")
                .arg(QString(tls->protocol).replace(QLatin1String("TLSv"), QLatin1String("TLS ")),
                     tls->keyExchange, QString::number(tls->handshakesPerSecond, 'f', 0));
        }
        if (kb::isLoadProfileRun(r)) {
            return tr("%1, load profile").arg(r.operation);
        }
        if (kb::isKeyPoolRun(r)) {
            return r.keyOrigin == QLatin1String("pool") ? tr("key pool request, from the pool")
                                                        : tr("key pool request, on demand");
        }
        return r.path == QLatin1String("device-time") ? tr("%1, device time").arg(r.operation)
                                                      : r.operation;
    case Threads:
        return r.threads;
    case Median: {
        const kb::Summary st = r.steady();
        return st.count > 0 ? tr("%1 ms").arg(kb::reportMs(st.median)) : QString();
    }
    case From:
        return r.imported ? r.origin : QString();
    default:
        return {};
    }
}

QVariant StoredRunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == From) {
        return tr("Imported runs: the file (and host) they came from");
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case Date:
        return tr("Date");
    case Device:
        return tr("Device");
    case Algorithm:
        return tr("Algorithm");
    case Operation:
        return tr("Operation");
    case Threads:
        //: Column header: number of threads
        return tr("Thr.");
    case Median:
        return tr("Median");
    case From:
        return tr("From");
    default:
        return {};
    }
}

} // namespace keyward::gui::bench
