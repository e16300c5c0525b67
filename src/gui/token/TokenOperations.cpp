// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenOperations.h"

#include "DialogRunner.h"
#include "core/Logging.h"
#include "pkcs11/TokenContext.h"
#include "pkcs11/TokenFailures.h"
#include "pkcs11/TokenService.h"

#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>

namespace keyward::gui::token {

TokenOperations::TokenOperations(pkcs11::TokenService *service, QWidget *dialogParent,
                                 QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_dialogParent(dialogParent)
{
    if (m_service) {
        connect(m_service, &pkcs11::TokenService::loginChanged, this,
                [this](const pkcs11::TokenRef &token, bool loggedIn) {
                    const pkcs11::TokenRef shown = pkcs11::TokenRef::of(m_token);
                    if (m_hasToken && token.module == shown.module &&
                        token.serial == shown.serial && token.label == shown.label) {
                        Q_EMIT loginChanged(loggedIn);
                    }
                });
    }
}

TokenOperations::~TokenOperations() = default;

bool TokenOperations::loggedIn() const
{
    return m_hasToken && m_service && m_service->isLoggedIn(pkcs11::TokenRef::of(m_token));
}

pkcs11::TokenRef TokenOperations::ref() const
{
    pkcs11::TokenRef r = pkcs11::TokenRef::of(m_token);
    r.confirmFinalTry = m_confirmFinalTry;
    return r;
}

void TokenOperations::begin(const QString &what)
{
    ++m_running;
    Q_EMIT busyChanged(true, what);
}

void TokenOperations::end()
{
    m_confirmFinalTry = false; // a confirmation is for one attempt
    if (--m_running == 0) {
        if (m_cancellable) {
            m_cancellable = false;
            Q_EMIT cancellableChanged(false);
        }
        Q_EMIT finishing();
        if (m_running == 0) {
            Q_EMIT busyChanged(false, {});
        }
    }
}

CancelToken TokenOperations::cancellable(const QString &note)
{
    m_cancel = CancelToken();
    m_cancelNote = note;
    m_cancellable = true;
    Q_EMIT cancellableChanged(true);
    return m_cancel;
}

void TokenOperations::cancel()
{
    if (!canCancel()) {
        return;
    }
    m_cancel.cancel();
    Q_EMIT cancellableChanged(false);
    Q_EMIT cancelling(m_cancelNote);
}

void TokenOperations::fail(const Error &error)
{
    qCWarning(lcGui) << error.technical();
    QString message = error.userMessage();
    if (error.is(ErrorKind::Cancelled) && !error.detail.isEmpty()) {
        message = error.detail; // written for the user: what was done and what was not
    }
    if (error.domain == ErrorDomain::Keyward && error.code == pkcs11::kImportRefused) {
        message = tr("This token does not accept the private key: %1 Nothing was written.")
                      .arg(error.detail);
    }
    Q_EMIT failed(error, message);
    // PIN attempts change the token's flags: show what it says now.
    if (error.is(ErrorKind::WrongPin) || error.is(ErrorKind::PinBlocked) ||
        error.code == pkcs11::kFinalTryNeedsConfirmation) {
        reloadTokenInfo();
    }
}

void TokenOperations::open(const QString &deviceId)
{
    if (!m_service) {
        return;
    }
    m_deviceId = deviceId;
    m_hasToken = false;
    m_withPrivate = false;
    m_mechanisms.clear();
    m_objects.clear();
    Q_EMIT mechanismsChanged(m_mechanisms);
    Q_EMIT objectsChanged(m_objects, false);
    step(tr("Reading the token…"), m_service->modules(),
         [this, deviceId](Result<QList<pkcs11::ModuleInfo>> modules) {
             if (deviceId != m_deviceId) {
                 return; // another token was selected meanwhile
             }
             if (!modules) {
                 fail(modules.error());
                 return;
             }
             for (const pkcs11::ModuleInfo &m : modules.value()) {
                 for (const pkcs11::TokenInfo &t : m.slotList) {
                     if (t.tokenPresent && t.deviceId() == deviceId) {
                         setToken(t);
                         reload();
                         return;
                     }
                 }
             }
             fail(pkcs11::failedTo(pkcs11::TokenOperation::ReadToken,
                                   Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound,
                                               tr("Opening the token"), deviceId),
                                   m_token.label));
         });
}

void TokenOperations::setToken(const pkcs11::TokenInfo &token)
{
    const bool wasLoggedIn = loggedIn();
    m_token = token;
    m_hasToken = true;
    m_deviceId = token.deviceId();
    Q_EMIT tokenChanged(m_token);
    if (loggedIn() != wasLoggedIn) {
        Q_EMIT loginChanged(loggedIn());
    }
}

void TokenOperations::reloadTokenInfo()
{
    if (!m_hasToken || !m_service) {
        return;
    }
    step(tr("Reading the token…"), m_service->tokenInfo(ref()),
         [this](Result<pkcs11::TokenInfo> info) {
             if (info) {
                 setToken(info.value());
                 readScHsmStatus(); // the device's own view, for a SmartCard-HSM
             } else {
                 Q_EMIT failed(info.error(), info.error().userMessage());
             }
         });
}

void TokenOperations::reload()
{
    if (!m_hasToken || !m_service) {
        return;
    }
    reloadTokenInfo();
    step(tr("Reading the mechanisms…"), m_service->mechanisms(ref()),
         [this](Result<QList<pkcs11::MechanismInfo>> mechs) {
             if (!mechs) {
                 fail(mechs.error());
                 return;
             }
             m_mechanisms = mechs.value();
             Q_EMIT mechanismsChanged(m_mechanisms);
         });
    loadObjects({});
}

void TokenOperations::loadObjects(const pkcs11::SecretBytes &pin)
{
    if (!m_token.isInitialized()) {
        m_objects.clear();
        Q_EMIT objectsChanged(m_objects, false);
        return;
    }
    const bool withPrivate = !pin.isEmpty() || loggedIn();
    step(tr("Listing the objects…"), m_service->objects(ref(), pin),
         [this, withPrivate](Result<QList<pkcs11::ObjectInfo>> objects) {
             if (!objects) {
                 fail(objects.error());
                 return;
             }
             m_objects = objects.value();
             m_withPrivate = withPrivate;
             Q_EMIT objectsChanged(m_objects, withPrivate);
         });
}

void TokenOperations::afterChange(const QString &message, const pkcs11::SecretBytes &pin)
{
    Q_EMIT succeeded(message);
    reloadTokenInfo();
    loadObjects(pin);
}

bool TokenOperations::confirm(const QString &title, const QString &text, const QString &acceptText)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Cancel, m_dialogParent);
    QPushButton *accept = box.addButton(acceptText, QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.setEscapeButton(QMessageBox::Cancel);
    runDialog(box);
    return box.clickedButton() == accept;
}

bool TokenOperations::pinAttemptAllowed(bool so)
{
    const pkcs11::PinWarning w = so ? m_token.soPinWarning() : m_token.userPinWarning();
    if (w == pkcs11::PinWarning::Locked) {
        Q_EMIT failed(Error::make(ErrorDomain::Keyward, 0, ErrorKind::PinBlocked,
                                  so ? tr("Using the SO PIN") : tr("Using the user PIN")),
                      pkcs11::pinWarningText(w, so));
        return false;
    }
    if (w == pkcs11::PinWarning::FinalTry) {
        if (!confirm(so ? tr("Final SO PIN try") : tr("Final PIN try"),
                     pkcs11::pinWarningText(w, so) + QLatin1Char('\n') +
                         tr("Enter the PIN only if you are sure of it."),
                     tr("&Try the PIN"))) {
            return false;
        }
        m_confirmFinalTry = true;
    }
    return true;
}

QString TokenOperations::pinFieldLabel(pkcs11::PinRole role) const
{
    if (role == pkcs11::PinRole::User) {
        return tr("User &PIN:");
    }
    return pkcs11::soPinIsAdminPin(m_token) ? tr("&Admin PIN:") : tr("&SO PIN:");
}

std::optional<pkcs11::EitherPin> TokenOperations::askPin(pkcs11::TokenOperation op,
                                                         const QString &title, const QString &why)
{
    const pkcs11::PinRole role = requiredPinRole(op, m_token).value_or(pkcs11::PinRole::User);
    const bool so = role == pkcs11::PinRole::SecurityOfficer;
    if (!so && loggedIn()) {
        // The token keeps the login: no PIN needed.
        return pkcs11::EitherPin(pkcs11::UserPin(pkcs11::SecretBytes()));
    }
    if (!pinAttemptAllowed(so)) {
        return std::nullopt;
    }
    PinDialog::Setup s;
    s.title = title;
    s.description = why;
    s.currentLabel = pinFieldLabel(role);
    s.warning = pkcs11::pinWarningText(so ? m_token.soPinWarning() : m_token.userPinWarning(), so);
    PinDialog dialog(s, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        m_confirmFinalTry = false;
        return std::nullopt;
    }
    return so ? pkcs11::EitherPin(pkcs11::SoPin(dialog.takeCurrentPin()))
              : pkcs11::EitherPin(pkcs11::UserPin(dialog.takeCurrentPin()));
}

std::optional<pkcs11::SecretBytes>
TokenOperations::askUserPin(pkcs11::TokenOperation op, const QString &title, const QString &why)
{
    Q_ASSERT(requiredPinRole(op, m_token) == pkcs11::PinRole::User);
    auto pin = askPin(op, title, why);
    if (!pin) {
        return std::nullopt;
    }
    return pkcs11::valueOf(*pin);
}

void TokenOperations::showPrivateObjects()
{
    auto pin = askUserPin(pkcs11::TokenOperation::ListObjects, tr("Log in"),
                          tr("Enter the user PIN of “%1” to list its private "
                             "objects.")
                              .arg(m_token.label));
    if (pin) {
        loadObjects(*pin);
    }
}

void TokenOperations::logOut()
{
    if (!m_hasToken || !m_service) {
        return;
    }
    const QString label = m_token.label;
    step(tr("Logging out…"), m_service->logout(ref()), [this, label](Status st) {
        if (!st) {
            fail(st.error());
            return;
        }
        Q_EMIT loginChanged(false);
        Q_EMIT succeeded(
            tr("Logged out of “%1”: the next operation asks for the user PIN.").arg(label));
        loadObjects({});
    });
}

std::optional<TokenOperations::PinChange> TokenOperations::askPinChange(PinDialog::Setup s)
{
    s.minLength = m_token.minPinLength;
    s.maxLength = m_token.maxPinLength;
    PinDialog dialog(s, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        m_confirmFinalTry = false;
        return std::nullopt;
    }
    PinChange change;
    change.current = dialog.takeCurrentPin();
    change.next = dialog.takeNewPin();
    return change;
}

pkcs11::ObjectRef TokenOperations::keyRef(const pkcs11::ObjectInfo &object)
{
    // The private key that goes with the selected key or certificate: same ID
    // (labels of a pair may differ), by label only when there is no ID.
    pkcs11::ObjectRef r;
    r.objectClass = pkcs11::ObjectClass::PrivateKey;
    r.id = object.id;
    if (object.id.isEmpty()) {
        r.label = object.label;
    }
    return r;
}

bool TokenOperations::saveFile(const QString &path, const QByteArray &data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        fail(Error::make(ErrorDomain::System, 0, ErrorKind::Io, tr("Saving %1").arg(path),
                         file.errorString()));
        return false;
    }
    return true;
}

} // namespace keyward::gui::token
