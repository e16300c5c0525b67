// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoredRunsPanel.h"

#include "ChartStyle.h"
#include "StoredRunsModel.h"
#include "core/Continuation.h"
#include "core/Logging.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

StoredRunsPanel::StoredRunsPanel(kb::StoreWorker *store, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_model(new StoredRunsModel(this))
    , m_view(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_show(new QPushButton(tr("&Show in charts"), this))
    , m_clear(new QPushButton(tr("This session &only"), this))
    , m_import(new QPushButton(tr("&Import…"), this))
    , m_delete(new QPushButton(tr("De&lete…"), this))
{
    setObjectName(QStringLiteral("storedRuns"));
    m_view->setObjectName(QStringLiteral("storedRunsView"));
    m_show->setObjectName(QStringLiteral("showStoredButton"));
    m_clear->setObjectName(QStringLiteral("clearStoredButton"));
    m_import->setObjectName(QStringLiteral("importButton"));
    m_delete->setObjectName(QStringLiteral("deleteStoredButton"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setTabKeyNavigation(false); // Tab leaves the table for the buttons
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_show->setToolTip(tr("Put the selected runs into the charts beside this session's runs "
                          "(Enter or a double click does the same). A run with a stored load "
                          "profile fills the two load-profile charts."));
    m_clear->setToolTip(tr("Take the stored runs out of the charts again"));
    m_import->setToolTip(tr("Add the runs of a result file (JSON) exported here or on another "
                            "machine; they are marked with the file they came from"));
    m_delete->setToolTip(tr("Delete the selected runs from the result store (asks first)"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_show);
    buttons->addWidget(m_clear);
    buttons->addStretch(1);
    buttons->addWidget(m_import);
    buttons->addWidget(m_delete);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    setTabOrder(m_view, m_show);
    setTabOrder(m_show, m_clear);
    setTabOrder(m_clear, m_import);
    setTabOrder(m_import, m_delete);

    connect(m_show, &QPushButton::clicked, this, &StoredRunsPanel::showSelected);
    connect(m_view, &QAbstractItemView::activated, this, &StoredRunsPanel::showSelected);
    connect(m_clear, &QPushButton::clicked, this, &StoredRunsPanel::clearRequested);
    connect(m_import, &QPushButton::clicked, this, &StoredRunsPanel::chooseImportFile);
    connect(m_delete, &QPushButton::clicked, this, &StoredRunsPanel::askDelete);
    // The Delete key in the table asks too.
    auto *deleteKey = new QShortcut(QKeySequence::Delete, m_view, this, &StoredRunsPanel::askDelete,
                                    Qt::WidgetShortcut);
    Q_UNUSED(deleteKey)
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &StoredRunsPanel::updateButtons);
    m_summary->setText(tr("Reading the result store…"));
    updateButtons();
    refresh();
}

StoredRunsPanel::~StoredRunsPanel() = default;

void StoredRunsPanel::refresh()
{
    whenFinished(m_store->list(), this, [this](const Result<QList<kb::StoredRun>> &runs) {
        if (!runs) {
            qCWarning(lcGui) << runs.error().technical();
            m_summary->setText(
                tr("The result store cannot be read: %1").arg(runs.error().userMessage()));
            Q_EMIT listed();
            return;
        }
        const QList<qint64> selected = selectedIds();
        m_model->setRuns(runs.value());
        select(selected);
        if (m_model->rowCount() > 0 && !m_view->currentIndex().isValid()) {
            // Somewhere for the keyboard to start, without selecting anything.
            m_view->selectionModel()->setCurrentIndex(m_model->index(0, 0),
                                                      QItemSelectionModel::NoUpdate);
        }
        m_view->resizeColumnsToContents();
        const int imported = int(std::count_if(runs.value().cbegin(), runs.value().cend(),
                                               [](const auto &s) { return s.run.imported; }));
        m_summary->setText((imported > 0 ? tr("%n run(s) stored, %1 imported from elsewhere.", "",
                                              int(runs.value().size()))
                                               .arg(imported)
                                         : tr("%n run(s) stored.", "", int(runs.value().size()))) +
                           QLatin1Char(' ') + tr("Select runs to show them in the charts."));
        m_summary->setToolTip(m_store->path());
        updateButtons();
        Q_EMIT listed();
    });
}

QList<qint64> StoredRunsPanel::selectedIds() const
{
    QList<qint64> ids;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &i : rows) {
        ids << i.data(StoredRunsModel::IdRole).toLongLong();
    }
    // Newest first, as listed, whatever order they were clicked in.
    std::sort(ids.begin(), ids.end(),
              [this](qint64 a, qint64 b) { return m_model->rowOf(a) < m_model->rowOf(b); });
    return ids;
}

void StoredRunsPanel::select(const QList<qint64> &ids)
{
    QItemSelection selection;
    for (qint64 id : ids) {
        const int row = m_model->rowOf(id);
        if (row >= 0) {
            selection.select(m_model->index(row, 0),
                             m_model->index(row, StoredRunsModel::ColumnCount - 1));
        }
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (!selection.isEmpty()) {
        // Enter acts on the current row: make it one of the selected.
        m_view->selectionModel()->setCurrentIndex(selection.first().topLeft(),
                                                  QItemSelectionModel::NoUpdate);
    }
}

void StoredRunsPanel::updateButtons()
{
    const bool any = m_view->selectionModel()->hasSelection();
    m_show->setEnabled(any);
    m_delete->setEnabled(any);
}

void StoredRunsPanel::showSelected()
{
    QList<kb::StoredRun> runs;
    for (qint64 id : selectedIds()) {
        runs << m_model->runs().at(m_model->rowOf(id));
    }
    if (!runs.isEmpty()) {
        Q_EMIT showRequested(runs);
    }
}

void StoredRunsPanel::chooseImportFile()
{
    // Not the static getOpenFileName: no event loop of its own.
    auto *dialog = new QFileDialog(this, tr("Import results"), QString(),
                                   tr("Keyward result file (*.json);;All files (*)"));
    dialog->setObjectName(QStringLiteral("importDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    connect(dialog, &QFileDialog::fileSelected, this, &StoredRunsPanel::importFile);
    dialog->open();
}

void StoredRunsPanel::importFile(const QString &fileName)
{
    Q_EMIT message(tr("Importing %1…").arg(fileName));
    whenFinished(
        m_store->importJsonFile(fileName), this,
        [this, fileName](const Result<QList<qint64>> &ids) {
            if (!ids) {
                qCWarning(lcGui) << ids.error().technical();
                Q_EMIT message(
                    tr("Could not import %1: %2").arg(fileName, ids.error().userMessage()));
                return;
            }
            Q_EMIT message(
                tr("Imported %n run(s) from %1.", "", int(ids.value().size())).arg(fileName));
            Q_EMIT imported(ids.value());
            // The new runs selected, ready for "Show in charts", once the
            // listing has them (one queued before may answer first).
            auto once = std::make_shared<QMetaObject::Connection>();
            *once = connect(this, &StoredRunsPanel::listed, this, [this, once, ids = ids.value()] {
                if (ids.isEmpty() || m_model->rowOf(ids.first()) >= 0) {
                    select(ids);
                    disconnect(*once);
                }
            });
            refresh();
        });
}

void StoredRunsPanel::askDelete()
{
    const QList<qint64> ids = selectedIds();
    if (ids.isEmpty()) {
        return;
    }
    QStringList names;
    for (qint64 id : ids.mid(0, 8)) {
        const kb::RunRecord &r = m_model->runs().at(m_model->rowOf(id)).run;
        names << QStringLiteral("• %1 — %2").arg(runTime(r), r.label());
    }
    if (ids.size() > 8) {
        names << tr("… and %n more", "", int(ids.size() - 8));
    }
    auto *box = new QMessageBox(
        QMessageBox::Question, tr("Delete stored runs"),
        tr("Delete %n stored run(s) from the result store? Their samples and load profiles "
           "are deleted with them; this cannot be undone.",
           "", int(ids.size())),
        QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("confirmDelete"));
    box->setInformativeText(names.join(QLatin1Char('\n')));
    box->setDefaultButton(QMessageBox::Cancel);
    box->button(QMessageBox::Yes)->setText(tr("&Delete"));
    box->setWindowModality(Qt::WindowModal);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, ids](int) {
        if (box->clickedButton() != box->button(QMessageBox::Yes)) {
            return;
        }
        whenFinished(m_store->remove(ids), this, [this, ids](const Status &st) {
            if (!st) {
                qCWarning(lcGui) << st.error().technical();
                Q_EMIT message(tr("Could not delete: %1").arg(st.error().userMessage()));
            } else {
                Q_EMIT message(tr("Deleted %n stored run(s).", "", int(ids.size())));
                Q_EMIT removed(ids);
            }
            refresh();
        });
    });
    box->open();
}

} // namespace keyward::gui::bench
