// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProvisionDialog.h"

#include "DialogRunner.h"

#include "core/Continuation.h"
#include "core/Worker.h"
#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/Provisioner.h"
#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenService.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

namespace keyward::gui::token {

using pkcs11::SecretBytes;
using pkcs11::TokenInfo;

namespace {

const QString kLastProfile = QStringLiteral("provision/lastProfile");

SecretBytes takeText(QLineEdit *edit)
{
    QByteArray bytes = edit->text().toUtf8();
    edit->clear();
    return SecretBytes::take(bytes);
}

QTableWidget *table(const QStringList &headers, const QString &name)
{
    auto *t = new QTableWidget(0, int(headers.size()));
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    t->setWordWrap(true);
    t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return t;
}

/// Every column but the last fitted to its text; the last takes the rest and wraps.
void fitColumns(QTableWidget *t)
{
    for (int c = 0; c + 1 < t->columnCount(); ++c) {
        t->resizeColumnToContents(c);
    }
    t->resizeRowsToContents();
}

void addRow(QTableWidget *t, const QStringList &cells)
{
    const int row = t->rowCount();
    t->insertRow(row);
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells.at(c));
        item->setToolTip(cells.at(c));
        t->setItem(row, c, item);
    }
}

/// A PIN field with its note under it, in the form's field column: the note ("Read from
/// so.pin.") stays beside its own label when the field is hidden.
QWidget *pinColumn(QLineEdit *edit, QLabel *note)
{
    auto *w = new QWidget;
    auto *v = new QVBoxLayout(w);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    v->addWidget(edit);
    v->addWidget(note);
    return w;
}

} // namespace

ProvisionDialog::ProvisionDialog(pkcs11::TokenService *service, QWidget *parent)
    : QDialog(parent)
    , m_service(service)
{
    setWindowTitle(tr("Provision tokens"));
    setObjectName(QStringLiteral("provisionDialog"));
    // The profile's path, typed (Enter or leaving the field reads it) or chosen.
    m_path = new QLineEdit;
    m_path->setObjectName(QStringLiteral("profilePath"));
    m_path->setClearButtonEnabled(true);
    auto *pathLabel = new QLabel(tr("&Profile:"));
    pathLabel->setBuddy(m_path);
    auto *choose = new QPushButton(tr("&Browse…"));
    choose->setObjectName(QStringLiteral("chooseProfile"));
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(pathLabel);
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(choose);
    m_summary = new QLabel(tr("Choose a provisioning profile (keyward-cli token provision "
                              "--example prints one)."));
    m_summary->setObjectName(QStringLiteral("profileSummary"));
    m_summary->setWordWrap(true);
    m_soPin = new QLineEdit;
    m_soPin->setObjectName(QStringLiteral("soPinEdit"));
    m_soPin->setEchoMode(QLineEdit::Password);
    m_userPin = new QLineEdit;
    m_userPin->setObjectName(QStringLiteral("userPinEdit"));
    m_userPin->setEchoMode(QLineEdit::Password);
    m_soLabel = new QLabel;
    m_soLabel->setObjectName(QStringLiteral("soPinNote"));
    m_userLabel = new QLabel;
    m_userLabel->setObjectName(QStringLiteral("userPinNote"));
    auto *pins = new QFormLayout;
    pins->addRow(tr("SO PIN:"), pinColumn(m_soPin, m_soLabel));
    pins->addRow(tr("User PIN:"), pinColumn(m_userPin, m_userLabel));
    m_tokenTable =
        table({tr("Token"), tr("Module"), tr("What happens to it")}, QStringLiteral("tokenTable"));
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("progress"));
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_reportTable = table({tr("Token"), tr("Result"), tr("What was done"), tr("Error")},
                          QStringLiteral("reportTable"));
    m_reportTable->horizontalHeader()->setStretchLastSection(false);
    m_reportTable->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_reportTable->setColumnWidth(3, 200);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->setObjectName(QStringLiteral("buttonBox"));
    m_run = buttons->addButton(tr("&Run"), QDialogButtonBox::ActionRole);
    m_run->setObjectName(QStringLiteral("runButton"));
    m_cancelButton =
        buttons->addButton(tr("Cancel after this token"), QDialogButtonBox::ActionRole);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_save = buttons->addButton(tr("&Save report…"), QDialogButtonBox::ActionRole);
    m_save->setObjectName(QStringLiteral("saveReportButton"));
    // After a run, Run stays off until the tokens are listed again: what a second run would
    // touch is shown first.
    m_recheck = buttons->addButton(tr("Check the tokens &again"), QDialogButtonBox::ActionRole);
    m_recheck->setObjectName(QStringLiteral("recheckButton"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(pathRow);
    layout->addWidget(m_summary);
    layout->addLayout(pins);
    layout->addWidget(new QLabel(tr("Tokens the profile will touch:")));
    layout->addWidget(m_tokenTable, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(new QLabel(tr("Report:")));
    layout->addWidget(m_reportTable, 1);
    layout->addWidget(buttons);
    connect(choose, &QPushButton::clicked, this, &ProvisionDialog::chooseProfile);
    connect(m_path, &QLineEdit::editingFinished, this, &ProvisionDialog::takeTypedPath);
    connect(m_run, &QPushButton::clicked, this, &ProvisionDialog::run);
    connect(m_cancelButton, &QPushButton::clicked, this, [this] {
        m_cancel.cancel();
        m_status->setText(tr("Cancelling: the token being provisioned stops between steps and "
                             "no further token is started."));
    });
    connect(m_save, &QPushButton::clicked, this, &ProvisionDialog::saveReport);
    connect(m_recheck, &QPushButton::clicked, this, [this] { setProfilePath(m_path->text()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Enter in the profile field reads the path; it neither browses nor runs.
    for (QPushButton *b : findChildren<QPushButton *>()) {
        b->setAutoDefault(false);
    }
    resize(820, 620);
    const QString last = QSettings().value(kLastProfile).toString();
    if (!last.isEmpty() && QFileInfo::exists(last)) {
        setProfilePath(last);
    }
    updateButtons();
}

ProvisionDialog::~ProvisionDialog()
{
    m_cancel.cancel();
    m_worker.reset(); // joins the job going on; its queued calls to this dialog are dropped
}

Worker &ProvisionDialog::worker()
{
    if (!m_worker) {
        m_worker = std::make_unique<Worker>(QStringLiteral("provision"));
    }
    return *m_worker;
}

void ProvisionDialog::chooseProfile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a provisioning profile"),
                                                      QFileInfo(m_path->text()).absolutePath(),
                                                      tr("Provisioning profiles (*.json)"));
    if (!path.isEmpty()) {
        setProfilePath(path);
    }
}

void ProvisionDialog::takeTypedPath()
{
    const QString typed = m_path->text().trimmed();
    if (typed != m_loadedPath && !typed.isEmpty()) {
        setProfilePath(typed);
    }
}

void ProvisionDialog::setProfilePath(const QString &path)
{
    m_path->setText(path);
    m_loadedPath = path;
    m_ran = false;
    m_tokens.clear();
    m_tokenTable->setRowCount(0);
    auto profile = pkcs11::ProvisioningProfile::load(path);
    if (!profile) {
        m_profile.reset();
        m_summary->setText(profile.error().userMessage());
        updateButtons();
        return;
    }
    QSettings().setValue(kLastProfile, QFileInfo(path).absoluteFilePath());
    m_profile = profile.value();
    const auto pinText = [this](const pkcs11::ProvisioningProfile::Pin &p, QLineEdit *edit,
                                QLabel *label) {
        edit->setVisible(p.prompt && p.file.isEmpty());
        label->setText(!p.file.isEmpty() ? tr("Read from %1.").arg(p.file)
                       : p.prompt        ? QString()
                                         : tr("Not needed by this profile."));
        label->setVisible(!label->text().isEmpty());
    };
    pinText(m_profile->soPin, m_soPin, m_soLabel);
    pinText(m_profile->userPin, m_userPin, m_userLabel);
    // Wording that reads right for one and for many, also without a catalogue.
    const int keys = int(m_profile->keys.size());
    m_summary->setText(m_profile->initialize
                           ? tr("This profile initialises each token it selects. Key pairs it "
                                "then generates on each: %n.",
                                nullptr, keys)
                           : tr("This profile adds key pairs to each token it selects. Key pairs "
                                "per token: %n.",
                                nullptr, keys));
    listTokens();
}

void ProvisionDialog::listTokens()
{
    m_status->setText(tr("Looking for the tokens the profile selects…"));
    const pkcs11::ProvisioningProfile profile = *m_profile;
    pkcs11::TokenService *service = m_service;
    using Listing = std::pair<QList<TokenInfo>, QString>;
    m_busy = true;
    const int generation = ++m_listing;
    whenFinished(worker().run([profile, service]() -> Listing {
        auto modules = service->modules().result();
        if (!modules) {
            return {{}, modules.error().userMessage()};
        }
        QList<TokenInfo> selected;
        for (const TokenInfo &t : pkcs11::presentTokens(modules.value())) {
            if (profile.selects(t)) {
                selected << t;
            }
        }
        return {selected, QString()};
    }),
                 this, [this, generation](const Listing &listing) {
                     m_busy = false;
                     if (generation == m_listing) { // not a profile chosen meanwhile
                         showTokens(listing.first, listing.second);
                     }
                 });
    updateButtons();
}

void ProvisionDialog::showTokens(const QList<TokenInfo> &tokens, const QString &error)
{
    m_tokens = tokens;
    m_tokenTable->setRowCount(0);
    for (const TokenInfo &t : tokens) {
        addRow(m_tokenTable,
               {pkcs11::tokenNameWithSerial(t), t.moduleName,
                m_profile->initialize
                    ? tr("Initialised: every key, certificate and data object on it is "
                         "destroyed, then it gets the profile's keys.")
                    : tr("Nothing is removed; the profile's keys are added.")});
    }
    fitColumns(m_tokenTable);
    m_status->setText(!error.isEmpty() ? error
                      : tokens.isEmpty()
                          ? tr("No present token matches the profile.")
                          : tr("Tokens to be provisioned: %n.", nullptr, int(tokens.size())));
    updateButtons();
    Q_EMIT tokensListed();
}

void ProvisionDialog::run()
{
    if (m_path->text().trimmed() != m_loadedPath) {
        // A path typed but not read yet: read it and list its tokens; Run then acts on them.
        takeTypedPath();
        return;
    }
    if (!m_profile || m_tokens.isEmpty() || m_busy || m_ran) {
        return;
    }
    QStringList names;
    QStringList serials;
    for (const TokenInfo &t : std::as_const(m_tokens)) {
        names << pkcs11::tokenNameWithSerial(t);
        serials << t.serial;
    }
    if (m_profile->initialize) {
        QMessageBox box(QMessageBox::Warning, tr("Initialise tokens"),
                        tr("Initialising destroys every key, certificate and data object on "
                           "each token listed here: %1. Do you want to go on?")
                            .arg(names.join(QStringLiteral(", "))),
                        QMessageBox::Yes | QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("confirmInitialise"));
        box.setDefaultButton(QMessageBox::Cancel);
        if (runDialog(box) != QMessageBox::Yes) {
            m_status->setText(tr("Nothing was done: initialising was not confirmed."));
            return;
        }
    }
    // The PINs typed here leave the fields now; the copies are wiped when the run ends.
    auto so = std::make_shared<SecretBytes>(takeText(m_soPin));
    auto user = std::make_shared<SecretBytes>(takeText(m_userPin));
    m_reports.clear();
    m_reportTable->setRowCount(0);
    m_cancel = CancelToken();
    m_stepsDone = 0;
    int perToken = m_profile->initialize ? 2 : 0;
    for (const auto &k : std::as_const(m_profile->keys)) {
        perToken += 1 + (k.csr ? 1 : 0) + (k.selfSigned ? 1 : 0);
    }
    m_progress->setRange(0, std::max(1, perToken * int(m_tokens.size())));
    m_progress->setValue(0);
    m_status->setText(tr("Provisioning…"));
    // The destructor joins the worker, so `this` outlives the job; a queued
    // call still pending when the dialog goes is dropped by Qt.
    ProvisionDialog *self = this;
    const pkcs11::ProvisioningProfile profile = *m_profile;
    pkcs11::TokenService *service = m_service;
    const CancelToken cancel = m_cancel;
    const bool confirmed = m_profile->initialize;
    struct Outcome
    {
        QList<QJsonObject> reports;
        QString error;
        bool cancelled = false;
    };
    m_busy = true;
    auto job = worker().run([=]() -> Outcome {
        pkcs11::Provisioner provisioner(*service, profile);
        provisioner.setDestructiveConfirmed(confirmed);
        provisioner.setCancelToken(cancel);
        // Only the tokens shown and confirmed: a token inserted meanwhile stops the run.
        provisioner.setConfirmTokens([serials](const QList<TokenInfo> &found) {
            QStringList now;
            for (const TokenInfo &t : found) {
                now << t.serial;
            }
            return now == serials;
        });
        provisioner.setPinPrompt([so, user](const QString &question) -> Result<SecretBytes> {
            return question == QCoreApplication::translate("keyward::pkcs11", "SO PIN: ") ? *so
                                                                                          : *user;
        });
        provisioner.setProgress([self](const QString &line) {
            QMetaObject::invokeMethod(
                self, [self, line] { self->progressLine(line); }, Qt::QueuedConnection);
        });
        auto reports = provisioner.run();
        *so = SecretBytes();
        *user = SecretBytes();
        return {reports ? reports.value() : QList<QJsonObject>{},
                reports ? QString() : reports.error().userMessage(), provisioner.wasCancelled()};
    });
    whenFinished(job, this, [this](const Outcome &o) {
        m_busy = false;
        m_ran = true;
        showReports(o.reports, o.error, o.cancelled);
    });
    updateButtons();
}

void ProvisionDialog::progressLine(const QString &line)
{
    m_progress->setValue(std::min(m_progress->maximum(), ++m_stepsDone));
    m_status->setText(line);
}

void ProvisionDialog::showReports(const QList<QJsonObject> &reports, const QString &error,
                                  bool cancelled)
{
    m_reports = reports;
    for (const QJsonObject &r : reports) {
        QStringList done;
        QString failure;
        for (const QJsonValue &v : r.value(QStringLiteral("steps")).toArray()) {
            const QJsonObject step = v.toObject();
            if (step.value(QStringLiteral("ok")).toBool()) {
                // The step's sentence ("User PIN set."); a report of an older Keyward has
                // only the step's name.
                const QString text = step.value(QStringLiteral("text")).toString();
                done << (text.isEmpty() ? step.value(QStringLiteral("step")).toString() : text);
            } else if (failure.isEmpty()) {
                failure = step.value(QStringLiteral("error"))
                              .toObject()
                              .value(QStringLiteral("message"))
                              .toString();
            }
        }
        const bool ok = r.value(QStringLiteral("ok")).toBool();
        const QString result = r.value(QStringLiteral("cancelled")).toBool() ? tr("Cancelled")
                               : ok                                          ? tr("Done")
                                                                             : tr("Failed");
        // The token as the report found it after the run (a blank one that failed stays blank).
        TokenInfo token;
        token.label = r.value(QStringLiteral("label")).toString();
        token.serial = r.value(QStringLiteral("serial")).toString();
        const QJsonObject after = r.value(QStringLiteral("after")).toObject();
        token.slotDescription = after.value(QStringLiteral("slotDescription")).toString();
        token.slotId = quint64(after.value(QStringLiteral("slotId")).toInteger());
        addRow(m_reportTable,
               {pkcs11::tokenNameWithSerial(token), result, done.join(QLatin1Char(' ')), failure});
    }
    // Token and result fitted; the sentences of what was done take the width and wrap.
    for (int c = 0; c < 2; ++c) {
        m_reportTable->resizeColumnToContents(c);
    }
    m_reportTable->resizeRowsToContents();
    m_progress->setValue(m_progress->maximum());
    m_status->setText(!error.isEmpty() ? error
                      : cancelled
                          ? tr("Cancelled: the report says what was done on each token.")
                          : tr("Provisioning finished. Tokens in the report: %n. To run the "
                               "profile again, check the tokens again first.",
                               nullptr, int(reports.size())));
    updateButtons();
    Q_EMIT runFinished();
}

QJsonObject ProvisionDialog::reportJson() const
{
    bool allOk = !m_reports.isEmpty();
    QJsonArray a;
    for (const QJsonObject &r : m_reports) {
        allOk = allOk && r.value(QStringLiteral("ok")).toBool();
        a.append(r);
    }
    return QJsonObject{{QStringLiteral("ok"), allOk}, {QStringLiteral("reports"), a}};
}

void ProvisionDialog::saveReport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the provisioning report"),
                                                      QString(), tr("JSON files (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(reportJson()).toJson()) < 0 ||
        !f.commit()) {
        m_status->setText(tr("The report could not be saved to %1.").arg(path));
        return;
    }
    m_status->setText(tr("The report was saved to %1.").arg(path));
}

void ProvisionDialog::updateButtons()
{
    const bool busy = m_busy;
    m_run->setEnabled(!busy && !m_ran && m_profile && !m_tokens.isEmpty());
    m_recheck->setEnabled(!busy && m_ran && m_profile);
    m_cancelButton->setEnabled(busy);
    m_save->setEnabled(!busy && !m_reports.isEmpty());
}

} // namespace keyward::gui::token
