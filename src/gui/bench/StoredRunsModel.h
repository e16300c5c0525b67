// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/StoreWorker.h"

#include <QAbstractTableModel>

namespace keyward::gui::bench {

/// The stored runs as a table, newest first: date (local time), device
/// (with "(virtual)"), algorithm, operation ("load profile" marked),
/// threads, steady-state median and, for imports, the file and host they
/// came from. Row data only: the store is read elsewhere (StoreWorker).
class StoredRunsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Date,
        Device,
        Algorithm,
        Operation,
        Threads,
        Median,
        From,
        ColumnCount
    };
    /// Qt::UserRole on any column: the run's row id in the store.
    static constexpr int IdRole = Qt::UserRole;

    explicit StoredRunsModel(QObject *parent = nullptr);

    void setRuns(QList<keyward::bench::StoredRun> runs);
    const QList<keyward::bench::StoredRun> &runs() const { return m_runs; }
    /// The row of run `id`, or -1.
    int rowOf(qint64 id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<keyward::bench::StoredRun> m_runs;
};

} // namespace keyward::gui::bench
