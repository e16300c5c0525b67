// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/StoreWorker.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace keyward::gui::bench {

class StoredRunsModel;

/// The "Stored results" part of the benchmark window: the runs in the
/// result store, newest first (StoredRunsModel), listed on the store's
/// thread. Select runs and "Show in charts" (or Enter, or a double click);
/// "Import…" a result JSON file made elsewhere (its runs are marked with the
/// file and host they came from); "Delete…" (or the Delete key) asks first,
/// naming the runs. The
/// panel never waits for the store: every call returns at once and the
/// answer comes back as a signal.
class StoredRunsPanel : public QWidget
{
    Q_OBJECT
public:
    /// `store` outlives the panel.
    explicit StoredRunsPanel(keyward::bench::StoreWorker *store, QWidget *parent = nullptr);
    ~StoredRunsPanel() override;

    /// List the store again (after a save, an import, a delete).
    void refresh();
    /// Import `fileName` (what "Import…" does after its file dialog).
    void importFile(const QString &fileName);
    /// Ask whether to delete the selected runs (a window-modal question that
    /// does not block; they are deleted when it is answered Yes).
    void askDelete();

    QList<qint64> selectedIds() const;
    /// Select these runs (tests, and the selection kept across refreshes).
    void select(const QList<qint64> &ids);
    StoredRunsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

Q_SIGNALS:
    /// A listing finished and the table shows it.
    void listed();
    /// The user asked to see these runs in the charts (samples not loaded yet).
    void showRequested(const QList<keyward::bench::StoredRun> &runs);
    /// The user asked for the charts without stored runs again.
    void clearRequested();
    /// These runs were deleted from the store.
    void removed(const QList<qint64> &ids);
    /// Runs were imported from a file (new or already stored ones).
    void imported(const QList<qint64> &ids);
    /// Something to tell the user in the window's status line (a result or an error).
    void message(const QString &text);

private:
    void chooseImportFile();
    void showSelected();
    void updateButtons();

    keyward::bench::StoreWorker *m_store;
    StoredRunsModel *m_model;
    QTableView *m_view;
    QLabel *m_summary;
    QPushButton *m_show;
    QPushButton *m_clear;
    QPushButton *m_import;
    QPushButton *m_delete;
};

} // namespace keyward::gui::bench
