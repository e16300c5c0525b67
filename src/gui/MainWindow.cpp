// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"
#include "ui_MainWindow.h"

#include "AboutDialog.h"
#include "DeviceDetailPage.h"
#include "DoctorDialog.h"
#include "KeyCardLostDialog.h"
#include "KeyCreateDialog.h"
#include "KeyRenewDialog.h"
#include "KeyRotateDialog.h"
#include "KeyUseDialog.h"
#include "ManualDialog.h"
#include "ShowOnce.h"
#include "gui/bench/BenchmarkMenu.h"
#include "gui/card/CardPage.h"
#include "gui/keytocard/KeyToCardWizard.h"
#include "gui/token/TokenPageController.h"

#include "app/DeviceDirectory.h"
#include "core/DeviceListModel.h"
#include "core/Error.h"
#include "core/Logging.h"

#include <QCloseEvent>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSettings>

namespace keyward::gui {

namespace {
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kSplitterKey = QStringLiteral("window/splitter");
} // namespace

MainWindow::MainWindow(app::DeviceDirectory *devices, QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
    , m_devices(devices)
    , m_detailPage(new DeviceDetailPage(this))
    , m_cardPage(new card::CardPage(this))
{
    m_ui->setupUi(this);
    m_tokenPages = new token::TokenPageController(m_ui->pages, {}, this);
    m_ui->pages->addWidget(m_tokenPages->page());
    m_ui->pages->addWidget(m_detailPage);
    m_ui->pages->addWidget(m_cardPage);
    m_ui->splitter->setStretchFactor(1, 1);
    m_ui->splitter->setSizes({280, 744});
    // Size, place and the list's width as the user left them.
    const QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    m_ui->splitter->restoreState(settings.value(kSplitterKey).toByteArray());

    DeviceListModel *model = m_devices->model();
    // Before the view's selection model is connected: the shown card is known before the
    // selection moves off its row.
    connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this,
            &MainWindow::onRowsAboutToBeRemoved);
    m_ui->deviceView->setModel(model);
    m_ui->deviceView->expandAll();
    m_ui->deviceView->setFocus();
    // Says which card went when the page it showed is emptied.
    m_removedNotice = new QLabel(m_ui->welcomePage);
    m_removedNotice->setObjectName(QStringLiteral("removedNotice"));
    m_removedNotice->setWordWrap(true);
    m_removedNotice->setMargin(12);
    m_removedNotice->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum); // above the text
    m_removedNotice->hide();
    m_ui->welcomeLayout->insertWidget(0, m_removedNotice);

    connect(m_ui->deviceView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::onSelectionChanged);
    connect(model, &DeviceListModel::deviceChanged, this, &MainWindow::onDeviceChanged);
    connect(model, &QAbstractItemModel::rowsInserted, this, &MainWindow::onRowsInserted);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &MainWindow::onRowsRemoved);
    connect(m_devices, &app::DeviceDirectory::backendError, this, &MainWindow::onBackendError);
    // GnuPG 2.2 and a card in another reader: said while the job runs, gone when it is over.
    connect(m_devices, &app::DeviceDirectory::readerSwitchNotice, this,
            [this, shown = QString()](const QString &sentence) mutable {
                if (!sentence.isEmpty()) {
                    statusBar()->showMessage(shown = sentence);
                } else if (!shown.isEmpty() && statusBar()->currentMessage() == shown) {
                    statusBar()->clearMessage();
                }
            });
    connect(m_tokenPages, &token::TokenPageController::tokenModified, m_devices,
            &app::DeviceDirectory::refresh);
    connect(m_tokenPages, &token::TokenPageController::tokenInitialised, this,
            &MainWindow::followToken);

    connect(m_ui->actionRefresh, &QAction::triggered, m_devices, &app::DeviceDirectory::refresh);
    connect(m_ui->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->actionAbout, &QAction::triggered, this, [this] { showAboutDialog(this); });
    connect(m_ui->actionDoctor, &QAction::triggered, this, [this] { showDoctorDialog(this); });
    connect(m_ui->actionKeyCreate, &QAction::triggered, this,
            [this] { showOnce<KeyCreateDialog>(this); });
    connect(m_ui->actionKeyRenew, &QAction::triggered, this,
            [this] { showOnce<KeyRenewDialog>(this); });
    connect(m_ui->actionKeyRotate, &QAction::triggered, this,
            [this] { showOnce<KeyRotateDialog>(this); });
    connect(m_ui->actionKeyCardLost, &QAction::triggered, this,
            [this] { showOnce<KeyCardLostDialog>(this); });
    connect(m_ui->actionKeyUse, &QAction::triggered, this, [this] {
        auto *dialog = showOnce<KeyUseDialog>(this);
        // The key whose subkeys are on the card shown, when the page looked it up.
        if (m_ui->pages->currentWidget() == m_cardPage && !m_cardPage->certificates().isEmpty()) {
            dialog->preferKey(m_cardPage->certificates().first().fingerprint);
        }
    });
    connect(m_ui->actionManual, &QAction::triggered, this,
            [this] { showOnce<ManualDialog>(this); });
    bench::installBenchmarkAction(this, model);
    connect(m_ui->actionKeyToCard, &QAction::triggered, this, [this] {
        if (m_devices->agentSession()) {
            // The card holds other keys afterwards: the card page shows them without Read card.
            m_cardPage->rereadWhenClosed(
                keytocard::openKeyToCardWizard(m_devices->agentSession(), this));
        }
    });
}

MainWindow::~MainWindow() = default;

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kSplitterKey, m_ui->splitter->saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::onRowsInserted()
{
    // Groups stay open so a newly inserted card is visible at once.
    m_ui->deviceView->expandAll();
    if (selectFollowedToken()) {
        return;
    }
    if (selectLoneCard()) {
        return;
    }
    // The card the page showed came back (re-inserted) while nothing else was chosen: show it
    // again, read afresh.
    const QModelIndex back = m_devices->model()->indexOf(m_cardPage->shownId());
    if (back.isValid() && !m_devices->model()->device(m_ui->deviceView->currentIndex())) {
        m_ui->deviceView->setCurrentIndex(back);
    }
}

bool MainWindow::selectLoneCard()
{
    DeviceListModel *model = m_devices->model();
    const QModelIndex cards = model->groupIndex(DeviceKind::OpenPgpCard);
    // Only while nothing is shown: not over a device the user chose, nor while a token's row
    // is being replaced after Initialise token.
    if (model->rowCount(cards) != 1 || m_ui->pages->currentWidget() != m_ui->welcomePage ||
        !m_followTokenId.isEmpty() || model->device(m_ui->deviceView->currentIndex())) {
        return false;
    }
    m_ui->deviceView->setCurrentIndex(model->index(0, 0, cards));
    return true;
}

void MainWindow::onRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last)
{
    DeviceListModel *model = m_devices->model();
    const QModelIndex current = m_ui->deviceView->currentIndex();
    if (current.parent() != parent || current.row() < first || current.row() > last) {
        return;
    }
    const auto device = model->device(current);
    if (device && device->kind == DeviceKind::OpenPgpCard) {
        m_removedCard = device->model.isEmpty()
                            ? device->serial
                            : QStringLiteral("%1 (%2)").arg(device->serial, device->model);
        m_ui->deviceView->setCurrentIndex({}); // the page empties (onSelectionChanged)
    }
}

void MainWindow::onRowsRemoved()
{
    if (m_removedCard.isEmpty()) {
        onSelectionChanged();
        return;
    }
    const QString message = tr("The card %1 was removed.").arg(m_removedCard);
    m_removedCard.clear();
    // The page does not keep showing what the card held: nothing is selected until the user
    // chooses, or the card (or another lone card) comes back.
    m_ui->pages->setCurrentWidget(m_ui->welcomePage);
    m_removedNotice->setText(message);
    m_removedNotice->show();
    statusBar()->showMessage(message, 10000);
}

void MainWindow::followToken(const QString &id)
{
    m_followTokenId = id;
    selectFollowedToken();
}

bool MainWindow::selectFollowedToken()
{
    const QModelIndex idx = m_devices->model()->indexOf(m_followTokenId);
    if (m_followTokenId.isEmpty() || !idx.isValid()) {
        return false;
    }
    m_followTokenId.clear();
    if (m_ui->deviceView->currentIndex() != idx) {
        m_ui->deviceView->setCurrentIndex(idx); // shows it through onSelectionChanged
    }
    return true;
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::ActivationChange && isActiveWindow() &&
        m_ui->pages->currentWidget() == m_cardPage) {
        m_cardPage->followOutsideChanges();
    }
}

void MainWindow::onSelectionChanged()
{
    if (!m_followTokenId.isEmpty() && m_ui->pages->currentWidget() == m_tokenPages->page()) {
        // An initialised token's row is replaced (its id changes): the list
        // moved the selection away while it updates. The page stays on the
        // token; the selection returns to it once the list has it, or, if the
        // list does not, the selection is taken as it is then.
        if (selectFollowedToken()) {
            return;
        }
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (!selectFollowedToken() && !m_followTokenId.isEmpty()) {
                    m_followTokenId.clear();
                    onSelectionChanged();
                }
            },
            Qt::QueuedConnection);
        return;
    }
    const auto device = m_devices->model()->device(m_ui->deviceView->currentIndex());
    if (!device) {
        m_ui->pages->setCurrentWidget(m_ui->welcomePage);
        return;
    }
    m_removedNotice->hide(); // a device is shown again
    if (device->kind == DeviceKind::OpenPgpCard && m_devices->agentSession()) {
        m_cardPage->setSession(m_devices->agentSession()); // not owned
        m_cardPage->showCard(*device);
        m_ui->pages->setCurrentWidget(m_cardPage);
        return;
    }
    if (token::TokenPageController::handles(*device)) {
        m_tokenPages->showDevice(*device);
        m_ui->pages->setCurrentWidget(m_tokenPages->page());
        return;
    }
    m_detailPage->showDevice(*device);
    m_ui->pages->setCurrentWidget(m_detailPage);
}

void MainWindow::onDeviceChanged(const QString &id)
{
    if (m_ui->pages->currentWidget() == m_tokenPages->page() && m_tokenPages->shownId() == id) {
        onSelectionChanged();
    }
    if (m_ui->pages->currentWidget() == m_cardPage && m_cardPage->shownId() == id) {
        onSelectionChanged();
    }
    if (m_ui->pages->currentWidget() == m_detailPage && m_detailPage->shownId() == id) {
        onSelectionChanged();
    }
}

void MainWindow::onBackendError(const Error &error)
{
    qCWarning(lcGui) << error.technical();
    statusBar()->showMessage(error.userMessage(), 10000);
}

} // namespace keyward::gui
