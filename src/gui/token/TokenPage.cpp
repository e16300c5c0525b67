// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenPage.h"

#include "ProvisionDialog.h"
#include "ui_TokenPage.h"

#include "MechanismTableModel.h"
#include "ObjectColumnFitter.h"
#include "ObjectTableModel.h"
#include "ScHsmDkekActions.h"
#include "TokenOperations.h"
#include "TokenPoolGroup.h"
#include "TokenTlsAdvice.h"
#include "UseKeyDialog.h"

#include "app/ScHsmSetup.h"
#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenPin.h"

#include <algorithm>

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSortFilterProxyModel>

#include <algorithm>

namespace keyward::gui::token {

namespace {

constexpr int kBusyDelayMs = 200; // quick steps do not flash a progress bar

void setupTable(QTableView *view, QAbstractItemModel *model)
{
    view->setModel(model);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->horizontalHeader()->setStretchLastSection(true);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
}

} // namespace

TokenPage::TokenPage(pkcs11::TokenService *service, QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::TokenPage>())
    , m_ops(new TokenOperations(service, this, this))
    , m_tlsAdvice(new TokenTlsAdvice(this))
    , m_mechanisms(new MechanismTableModel(this))
    , m_objects(new ObjectTableModel(this))
    , m_mechanismSort(new QSortFilterProxyModel(this))
    , m_objectSort(new QSortFilterProxyModel(this))
{
    m_ui->setupUi(this);
    QFont title = m_ui->titleLabel->font();
    title.setPointSizeF(title.pointSizeF() * 1.4);
    title.setBold(true);
    m_ui->titleLabel->setFont(title);
    m_ui->pinBanner->hide();
    m_ui->blankNotice->hide();
    m_ui->busyBar->hide();
    m_ui->busyLabel->hide();
    m_ui->cancelButton->hide();
    // A long step text is clipped (its tooltip has it all) rather than widening the window.
    m_ui->busyLabel->setMinimumWidth(1);
    m_ui->statusLabel->hide();
    m_ui->loginStateLabel->hide();
    m_ui->objectSplitter->setStretchFactor(0, 3);
    m_ui->objectSplitter->setStretchFactor(1, 1);
    m_ui->fieldTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_ui->fieldTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // values wrap
    // Each row as tall as its wrapped value at the current width.
    m_ui->fieldTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->fieldTable->installEventFilter(this);
    m_fitTimer.setSingleShot(true);
    m_fitTimer.setInterval(0);
    connect(&m_fitTimer, &QTimer::timeout, this, &TokenPage::fitFieldTable);
    // The value column's width decides how the values wrap.
    connect(m_ui->fieldTable->horizontalHeader(), &QHeaderView::sectionResized, &m_fitTimer,
            qOverload<>(&QTimer::start));
    m_ui->layout->insertWidget(m_ui->layout->indexOf(m_ui->subtitleLabel) + 1, m_tlsAdvice);
    // A SmartCard-HSM's own status (tries left, DKEK shares), read over PC/SC.
    m_scHsmStatus = new QLabel(this);
    m_scHsmStatus->setObjectName(QStringLiteral("scHsmStatusLabel"));
    m_scHsmStatus->setWordWrap(true);
    m_scHsmStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_scHsmStatus->hide();
    m_ui->layout->insertWidget(m_ui->layout->indexOf(m_ui->subtitleLabel) + 1, m_scHsmStatus);

    m_mechanismSort->setSourceModel(m_mechanisms);
    m_objectSort->setSourceModel(m_objects);
    setupTable(m_ui->mechanismView, m_mechanismSort);
    setupTable(m_ui->objectView, m_objectSort);
    m_objectColumns = new ObjectColumnFitter(m_ui->objectView);
    m_objectSort->setSortRole(Qt::EditRole); // whole IDs, not their shortened display
    // Mechanisms start in the order the token lists them;
    // a header click sorts.
    m_ui->mechanismView->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_ui->objectView->sortByColumn(ObjectTableModel::Label, Qt::AscendingOrder);

    m_busyDelay.setSingleShot(true);
    m_busyDelay.setInterval(kBusyDelayMs);
    connect(&m_busyDelay, &QTimer::timeout, m_ui->busyBar, &QWidget::show);

    createActions();
    m_dkek =
        new ScHsmDkekActions(m_ops, this, m_ui->tokenButton->menu(), m_ui->objectButton->menu(),
                             m_ui->objectView, [this] { return selectedObject(); });
    // The token's key pool (wrapped keys stored on this computer), below its information.
    m_ui->overviewLayout->addWidget(new TokenPoolGroup(m_ops, m_ui->overviewTab));
    // The table takes the room it needs (fitFieldTable), the rest stays below.
    m_ui->overviewLayout->setStretchFactor(m_ui->fieldTable, 1);
    m_ui->overviewLayout->addStretch(0);
    // Batch provisioning from a profile, in its own window on the same service.
    auto *provision = addPageAction(tr("&Provision tokens…"));
    provision->setObjectName(QStringLiteral("actionProvision"));
    m_ui->tokenButton->menu()->addSeparator();
    m_ui->tokenButton->menu()->addAction(provision);
    connect(provision, &QAction::triggered, this, [this, service] {
        ProvisionDialog dialog(service, this);
        dialog.exec();
        m_reload->trigger();
    });

    connect(m_ops, &TokenOperations::tokenChanged, this, &TokenPage::showToken);
    connect(m_ops, &TokenOperations::scHsmStatusRead, this, [this](const QString &text) {
        m_scHsmStatus->setText(tr("The device reports: %1").arg(text));
        m_scHsmStatus->show();
    });
    connect(m_ops, &TokenOperations::mechanismsChanged, this,
            [this](const QList<pkcs11::MechanismInfo> &mechanisms) {
                m_mechanisms->setMechanisms(mechanisms);
                m_ui->mechanismView->resizeColumnsToContents();
            });
    connect(m_ops, &TokenOperations::objectsChanged, this, &TokenPage::showObjects);
    connect(m_ops, &TokenOperations::busyChanged, this, &TokenPage::showBusy);
    connect(m_ops, &TokenOperations::loginChanged, this, &TokenPage::showLogin);
    connect(m_ops, &TokenOperations::tokenInitialised, this,
            [this](const pkcs11::TokenInfo &token) {
                Q_EMIT tokenInitialised(pkcs11::toDeviceInfo(token).id);
            });
    connect(m_ops, &TokenOperations::succeeded, this,
            [this](const QString &message) { showResult(true, message); });
    connect(m_ops, &TokenOperations::failed, this,
            [this](const Error &error, const QString &message) {
                if (error.is(ErrorKind::Cancelled)) {
                    showCancelled(message);
                } else {
                    showResult(false, message);
                }
            });
    connect(m_ops, &TokenOperations::cancellableChanged, this, &TokenPage::updateCancel);
    connect(m_ops, &TokenOperations::cancelling, this, [this](const QString &note) {
        // The strip keeps saying what still runs, and what Cancel will do.
        m_ui->busyLabel->setText(note);
        m_ui->busyLabel->setToolTip(note);
        updateCancel();
    });
    connect(m_ui->objectView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] {
                showDetails();
                updateActions();
            });
    updateActions();
}

TokenPage::~TokenPage() = default;

QAction *TokenPage::addPageAction(const QString &text, const QKeySequence &shortcut)
{
    auto *action = new QAction(text, this);
    if (!shortcut.isEmpty()) {
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    }
    addAction(action); // shortcuts work anywhere on the page
    return action;
}

void TokenPage::createActions()
{
    m_initToken = addPageAction(tr("&Initialise token…"));
    m_initUserPin = addPageAction(tr("Set or &unblock user PIN…"));
    m_changeUserPin = addPageAction(tr("&Change user PIN…"));
    m_changeSoPin = addPageAction(tr("Change &SO PIN…"));
    m_generate = addPageAction(tr("&Generate key pair…"), QKeySequence(tr("Ctrl+G")));
    m_importCert = addPageAction(tr("Import &certificate…"));
    m_importP12 = addPageAction(tr("Import &PKCS#12…"));
    m_csr = addPageAction(tr("Create certificate &request…"), QKeySequence(tr("Ctrl+R")));
    m_selfSigned = addPageAction(tr("Create &self-signed certificate…"));
    m_export = addPageAction(tr("&Export certificate or public key…"), QKeySequence(tr("Ctrl+E")));
    m_copyUri = addPageAction(tr("Copy PKCS#11 &URI"), QKeySequence(tr("Ctrl+Shift+C")));
    m_copyId = addPageAction(tr("Copy &ID"));
    m_useKey = addPageAction(tr("Use this &key in…"));
    m_delete = addPageAction(tr("&Delete…"), QKeySequence::Delete);
    m_login = addPageAction(tr("&Log in…"), QKeySequence(tr("Ctrl+L")));
    m_login->setToolTip(tr("Enter the user PIN once and see the private objects; the token "
                           "stays logged in until Log Out"));
    m_logout = addPageAction(tr("Log &out"), QKeySequence(tr("Ctrl+Shift+L")));
    m_logout->setToolTip(tr("End the login: the next operation asks for the user PIN again"));
    m_logout->setObjectName(QStringLiteral("actionLogOut"));
    m_reload = addPageAction(tr("Re&read"));
    m_cancel = addPageAction(tr("Cancel"), QKeySequence(Qt::Key_Escape));
    m_cancel->setObjectName(QStringLiteral("actionCancel"));
    m_initToken->setObjectName(QStringLiteral("actionInitToken"));
    m_initUserPin->setObjectName(QStringLiteral("actionInitUserPin"));
    m_changeUserPin->setObjectName(QStringLiteral("actionChangeUserPin"));
    m_changeSoPin->setObjectName(QStringLiteral("actionChangeSoPin"));
    m_generate->setObjectName(QStringLiteral("actionGenerateKeyPair"));
    m_importCert->setObjectName(QStringLiteral("actionImportCertificate"));
    m_importP12->setObjectName(QStringLiteral("actionImportPkcs12"));
    m_csr->setObjectName(QStringLiteral("actionCreateCsr"));
    m_selfSigned->setObjectName(QStringLiteral("actionSelfSigned"));
    m_export->setObjectName(QStringLiteral("actionExport"));
    m_copyUri->setObjectName(QStringLiteral("actionCopyUri"));
    m_copyId->setObjectName(QStringLiteral("actionCopyId"));
    m_useKey->setObjectName(QStringLiteral("actionUseKey"));
    m_delete->setObjectName(QStringLiteral("actionDelete"));
    m_login->setObjectName(QStringLiteral("actionShowPrivateObjects"));
    m_reload->setObjectName(QStringLiteral("actionReread"));

    auto *tokenMenu = new QMenu(this);
    tokenMenu->addActions({m_login, m_logout});
    tokenMenu->addSeparator();
    tokenMenu->addActions({m_initToken, m_initUserPin, m_changeUserPin, m_changeSoPin});
    m_ui->tokenButton->setMenu(tokenMenu);
    auto *keysMenu = new QMenu(this);
    keysMenu->addActions({m_generate, m_importCert, m_importP12});
    m_ui->keysButton->setMenu(keysMenu);
    auto *objectMenu = new QMenu(this);
    objectMenu->addActions({m_csr, m_selfSigned});
    objectMenu->addSeparator();
    objectMenu->addActions({m_export, m_copyUri, m_copyId, m_useKey});
    objectMenu->addSeparator();
    objectMenu->addAction(m_delete);
    m_ui->objectButton->setMenu(objectMenu);
    m_ui->loginButton->setDefaultAction(m_login);
    m_ui->reloadButton->setDefaultAction(m_reload);
    m_ui->objectView->addActions(
        {m_csr, m_selfSigned, m_export, m_copyUri, m_copyId, m_useKey, m_delete});

    // The selected object, if any, handed to one operation. (A plain closure
    // per action: a pointer-to-member captured here read out of bounds under
    // ASan with GCC 12.)
    auto withSelection = [this](auto op) {
        return [this, op] {
            if (const auto object = selectedObject()) {
                op(m_ops, *object);
            }
        };
    };
    connect(m_initToken, &QAction::triggered, m_ops, &TokenOperations::initToken);
    connect(m_ui->blankNoticeButton, &QPushButton::clicked, m_initToken, &QAction::trigger);
    connect(m_initToken, &QAction::enabledChanged, m_ui->blankNoticeButton,
            &QPushButton::setEnabled);
    connect(m_initUserPin, &QAction::triggered, m_ops, &TokenOperations::initUserPin);
    connect(m_changeUserPin, &QAction::triggered, m_ops, &TokenOperations::changeUserPin);
    connect(m_changeSoPin, &QAction::triggered, m_ops, &TokenOperations::changeSoPin);
    connect(m_generate, &QAction::triggered, m_ops, &TokenOperations::generateKeyPair);
    connect(m_importCert, &QAction::triggered, this,
            [this] { m_ops->importCertificate(selectedObject().value_or(pkcs11::ObjectInfo())); });
    connect(m_importP12, &QAction::triggered, m_ops, &TokenOperations::importPkcs12);
    connect(m_csr, &QAction::triggered, this,
            withSelection(
                [](TokenOperations *ops, const pkcs11::ObjectInfo &o) { ops->createCsr(o); }));
    connect(m_selfSigned, &QAction::triggered, this,
            withSelection([](TokenOperations *ops, const pkcs11::ObjectInfo &o) {
                ops->createSelfSigned(o);
            }));
    connect(m_export, &QAction::triggered, this,
            withSelection(
                [](TokenOperations *ops, const pkcs11::ObjectInfo &o) { ops->exportObject(o); }));
    connect(
        m_copyUri, &QAction::triggered, this,
        withSelection([](TokenOperations *ops, const pkcs11::ObjectInfo &o) { ops->copyUri(o); }));
    connect(
        m_copyId, &QAction::triggered, this,
        withSelection([](TokenOperations *ops, const pkcs11::ObjectInfo &o) { ops->copyId(o); }));
    connect(m_useKey, &QAction::triggered, this, &TokenPage::showUseKey);
    connect(m_delete, &QAction::triggered, this,
            withSelection(
                [](TokenOperations *ops, const pkcs11::ObjectInfo &o) { ops->deleteObject(o); }));
    connect(m_login, &QAction::triggered, m_ops, &TokenOperations::showPrivateObjects);
    connect(m_logout, &QAction::triggered, m_ops, &TokenOperations::logOut);
    connect(m_reload, &QAction::triggered, this, [this] {
        m_ui->statusLabel->hide(); // the last operation's sentence may no longer be true
        m_ops->reload();
    });
    connect(m_cancel, &QAction::triggered, m_ops, &TokenOperations::cancel);
    connect(m_ui->cancelButton, &QPushButton::clicked, m_ops, &TokenOperations::cancel);
}

void TokenPage::showDevice(const DeviceInfo &device)
{
    if (device.id == m_id) {
        if (!m_ops->busy()) {
            m_ops->reloadTokenInfo();
        }
        return;
    }
    m_id = device.id;
    m_ui->titleLabel->setText(device.name);
    m_ui->subtitleLabel->setText(
        QStringList{device.vendor, device.model}.join(QLatin1Char(' ')).trimmed());
    m_ui->pinBanner->hide();
    m_ui->blankNotice->hide();
    m_ui->statusLabel->hide();
    showFields(device.fields); // what the sidebar knows, until the service answers
    m_ops->open(device.id);
}

void TokenPage::showToken(const pkcs11::TokenInfo &token)
{
    m_id = token.deviceId();
    const DeviceInfo device = pkcs11::toDeviceInfo(token);
    m_ui->titleLabel->setText(device.name);
    QStringList sub;
    sub << QStringList{token.manufacturer, token.model}.join(QLatin1Char(' ')).trimmed();
    if (!token.serial.isEmpty()) {
        sub << tr("serial %1").arg(token.serial);
    }
    sub << tr("module %1").arg(token.moduleName);
    if (token.isVirtual()) {
        // The same words as the Kind row: a card in a vpcd reader is no software token.
        const bool card =
            std::any_of(device.fields.cbegin(), device.fields.cend(), [](const DeviceField &f) {
                return f.key == QLatin1String("kind") &&
                       f.data == QJsonValue(QStringLiteral("virtual-card"));
            });
        sub << (card ? tr("virtual card: results are labelled virtual")
                     : tr("software token: results are labelled virtual"));
    }
    m_ui->subtitleLabel->setText(sub.join(QStringLiteral(" · ")));
    if (!app::ScHsmSetup::isScHsm(token)) {
        m_scHsmStatus->hide();
    }
    m_tlsAdvice->showToken(token);

    showFields(device.fields);

    // The banner says what could lock the token before the user tries a PIN.
    QStringList warnings;
    m_ui->blankNotice->setVisible(!token.isInitialized());
    if (token.isInitialized()) {
        for (bool so : {false, true}) {
            const pkcs11::PinWarning w = so ? token.soPinWarning() : token.userPinWarning();
            if (w != pkcs11::PinWarning::None) {
                warnings << pkcs11::pinWarningText(w, so);
            }
        }
    }
    m_ui->pinBanner->setText(warnings.join(QLatin1Char('\n')));
    m_ui->pinBanner->setVisible(!warnings.isEmpty());
    showLogin();
}

void TokenPage::showFields(const QList<DeviceField> &fields)
{
    m_ui->fieldTable->setRowCount(int(fields.size()));
    for (int i = 0; i < fields.size(); ++i) {
        m_ui->fieldTable->setItem(i, 0, new QTableWidgetItem(fields.at(i).label));
        m_ui->fieldTable->setItem(i, 1, new QTableWidgetItem(fields.at(i).value));
    }
    fitFieldTable();
}

void TokenPage::fitFieldTable()
{
    QTableWidget *table = m_ui->fieldTable;
    table->resizeRowsToContents();
    const int header = table->horizontalHeader()->sizeHint().height();
    const int height = header + table->verticalHeader()->length() + 2 * table->frameWidth();
    // At most as tall as its rows; in a low window it scrolls, down to a few rows.
    if (table->maximumHeight() != height) {
        table->setMaximumHeight(height);
        table->setMinimumHeight(std::min(height, header * 5));
    }
}

bool TokenPage::eventFilter(QObject *watched, QEvent *event)
{
    // Shown for the first time (the style's row heights) or at a new width
    // (the values wrap differently): the rows' heights change.
    if (watched == m_ui->fieldTable &&
        (event->type() == QEvent::Show || event->type() == QEvent::Resize)) {
        m_fitTimer.start();
    }
    return QWidget::eventFilter(watched, event);
}

void TokenPage::showObjects(const QList<pkcs11::ObjectInfo> &objects, bool withPrivate)
{
    m_withPrivate = withPrivate;
    m_objects->setObjects(objects);
    m_objectColumns->fit();
    const pkcs11::TokenInfo &token = m_ops->token();
    QString note;
    if (!m_ops->hasToken()) {
        note.clear();
    } else if (!token.isInitialized()) {
        note = tr("The token is blank; it holds no objects.");
    } else if (withPrivate) {
        note = tr("%n object(s), private ones included.", nullptr, int(objects.size()));
    } else {
        note = tr("%n public object(s). Private keys are listed after Log in (Ctrl+L) with the "
                  "user PIN.",
                  nullptr, int(objects.size()));
    }
    m_ui->objectsNote->setText(note);
    showDetails();
    updateActions();
}

std::optional<pkcs11::ObjectInfo> TokenPage::selectedObject() const
{
    const QModelIndexList rows = m_ui->objectView->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        return std::nullopt;
    }
    return rows.constFirst().data(ObjectTableModel::ObjectRole).value<pkcs11::ObjectInfo>();
}

void TokenPage::showDetails()
{
    const auto object = selectedObject();
    m_ui->detailsView->setPlainText(object ? ObjectTableModel::describe(*object)
                                           : tr("Select an object to see its details."));
}

void TokenPage::showBusy(bool busy, const QString &what)
{
    // The busy text goes next to the bar, so a follow-up load does not hide
    // the result of the operation before it.
    m_ui->busyLabel->setText(what);
    m_ui->busyLabel->setToolTip(what);
    m_ui->busyLabel->setVisible(busy);
    if (busy) {
        if (!m_busyDelay.isActive() && !m_ui->busyBar->isVisible()) {
            m_busyDelay.start();
        }
    } else {
        m_busyDelay.stop();
        m_ui->busyBar->hide();
    }
    updateCancel();
    updateActions();
}

void TokenPage::updateCancel()
{
    const bool cancellable = m_ops->canCancel();
    m_cancel->setEnabled(cancellable);
    m_ui->cancelButton->setEnabled(cancellable);
    // Shown for the whole operation, greyed once asked: it does not jump away.
    m_ui->cancelButton->setVisible(m_ops->busy() && (cancellable || m_cancelShown));
    m_cancelShown = m_ui->cancelButton->isVisible();
}

void TokenPage::showCancelled(const QString &message)
{
    m_ui->statusLabel->setStyleSheet(
        QStringLiteral("QLabel { background: #fff4ce; color: #5c4400; padding: 2px; }"));
    m_ui->statusLabel->setText(message);
    m_ui->statusLabel->show();
}

void TokenPage::showResult(bool ok, const QString &message)
{
    m_ui->statusLabel->setStyleSheet(
        ok ? QStringLiteral("QLabel { color: #0b5d1e; }")
           : QStringLiteral("QLabel { background: #fde7e9; color: #7a1020; padding: 2px; }"));
    m_ui->statusLabel->setText(message);
    m_ui->statusLabel->show();
}

void TokenPage::updateActions()
{
    const bool idle = m_ops->hasToken() && !m_ops->busy();
    const pkcs11::TokenInfo &t = m_ops->token();
    const bool initialised = idle && t.isInitialized();
    const pkcs11::PinWarning user = t.userPinWarning();
    const bool userPin = initialised && user != pkcs11::PinWarning::NotInitialized &&
                         user != pkcs11::PinWarning::Locked;
    const auto object = selectedObject();
    const bool selected = initialised && object.has_value();
    const bool key =
        selected &&
        (object->objectClass == pkcs11::ObjectClass::PrivateKey ||
         object->objectClass == pkcs11::ObjectClass::PublicKey ||
         (object->objectClass == pkcs11::ObjectClass::Certificate && !object->id.isEmpty()));
    const bool exportable = selected && (object->objectClass == pkcs11::ObjectClass::PrivateKey ||
                                         object->objectClass == pkcs11::ObjectClass::PublicKey ||
                                         object->objectClass == pkcs11::ObjectClass::Certificate);

    m_initToken->setEnabled(idle);
    // A SmartCard-HSM is initialised with its own command, not C_InitToken.
    m_initToken->setText(app::ScHsmSetup::isScHsm(t) ? tr("&Initialise SmartCard-HSM…")
                                                     : tr("&Initialise token…"));
    m_initUserPin->setEnabled(initialised);
    m_changeUserPin->setEnabled(userPin);
    m_changeSoPin->setEnabled(initialised);
    // OpenSC's SO login on an OpenPGP card is its admin PIN: the menu names what changes.
    m_changeSoPin->setText(pkcs11::soPinIsAdminPin(t) ? tr("Change &admin PIN…")
                                                      : tr("Change &SO PIN…"));
    m_generate->setEnabled(userPin);
    m_importCert->setEnabled(userPin);
    m_importP12->setEnabled(userPin);
    m_csr->setEnabled(key && userPin);
    m_selfSigned->setEnabled(key && userPin);
    m_export->setEnabled(exportable);
    m_copyUri->setEnabled(selected);
    m_copyId->setEnabled(selected && !object->id.isEmpty());
    m_useKey->setEnabled(selected && app::keyForObject(m_objects->objects(), *object).has_value());
    m_delete->setEnabled(selected && userPin);
    m_login->setEnabled(userPin && !m_ops->loggedIn());
    m_logout->setEnabled(idle && m_ops->loggedIn());
    m_reload->setEnabled(idle);
    if (m_dkek) {
        m_dkek->update(idle, userPin);
    }
    m_initUserPin->setText(user == pkcs11::PinWarning::Locked ? tr("&Unblock user PIN…")
                                                              : tr("Set or &unblock user PIN…"));
}

void TokenPage::showLogin()
{
    const bool in = m_ops->loggedIn();
    m_ui->loginStateLabel->setText(in ? tr("Logged in") : QString());
    m_ui->loginStateLabel->setToolTip(
        in ? tr("The user PIN is not asked again until Log Out (Ctrl+Shift+L).") : QString());
    m_ui->loginStateLabel->setStyleSheet(
        QStringLiteral("QLabel { color: #0b5d1e; font-weight: bold; padding: 0 6px; }"));
    m_ui->loginStateLabel->setVisible(in);
    m_ui->loginButton->setDefaultAction(in ? m_logout : m_login);
    updateActions();
}

void TokenPage::showUseKey()
{
    const auto object = selectedObject();
    if (!object) {
        return;
    }
    const auto key = app::keyForObject(m_objects->objects(), *object);
    if (!key) {
        return;
    }
    // What the page already read: no device call here.
    const auto snippets = app::keyUsageSnippets(app::keyUsageInput(m_ops->token(), *key));
    auto *dialog = new UseKeyDialog(key->label, snippets, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace keyward::gui::token
