// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenOperations.h"

#include "CertRequestDialog.h"
#include "DialogRunner.h"
#include "ImportDialog.h"
#include "InitTokenDialog.h"
#include "KeyGenDialog.h"
#include "PinDialog.h"
#include "core/Continuation.h"

#include "core/Logging.h"
#include "pkcs11/TokenContext.h"
#include "pkcs11/TokenService.h"

#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>

namespace keyward::gui::token {

namespace {

QString describeObject(const pkcs11::ObjectInfo &o)
{
    const QString label = o.label.isEmpty() ? TokenOperations::tr("(no label)") : o.label;
    return o.id.isEmpty()
               ? TokenOperations::tr("%1 “%2”").arg(pkcs11::objectClassName(o.objectClass), label)
               : TokenOperations::tr("%1 “%2” (ID %3)")
                     .arg(pkcs11::objectClassName(o.objectClass), label, o.idHex());
}

} // namespace

TokenOperations::TokenOperations(pkcs11::TokenService *service, QWidget *dialogParent,
                                 QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_dialogParent(dialogParent)
{}

TokenOperations::~TokenOperations() = default;

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
        Q_EMIT busyChanged(false, {});
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

template<class T, class F>
void TokenOperations::step(const QString &what, QFuture<T> future, F done)
{
    begin(what);
    whenFinished(future, this, [this, done = std::move(done)](T result) mutable {
        done(std::move(result));
        end();
    });
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
             fail(Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, tr("Opening the token"),
                              deviceId));
         });
}

void TokenOperations::setToken(const pkcs11::TokenInfo &token)
{
    m_token = token;
    m_hasToken = true;
    m_deviceId = token.deviceId();
    Q_EMIT tokenChanged(m_token);
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
    const bool withPrivate = !pin.isEmpty();
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
        if (!confirm(so ? tr("Final SO PIN Try") : tr("Final PIN Try"),
                     pkcs11::pinWarningText(w, so) + QLatin1Char('\n') +
                         tr("Enter the PIN only if you are sure of it."),
                     tr("&Try the PIN"))) {
            return false;
        }
        m_confirmFinalTry = true;
    }
    return true;
}

std::optional<pkcs11::SecretBytes> TokenOperations::askUserPin(const QString &title,
                                                               const QString &why)
{
    if (!pinAttemptAllowed(false)) {
        return std::nullopt;
    }
    PinDialog::Setup s;
    s.title = title;
    s.description = why;
    s.currentLabel = tr("User &PIN:");
    s.warning = pkcs11::pinWarningText(m_token.userPinWarning(), false);
    PinDialog dialog(s, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        m_confirmFinalTry = false;
        return std::nullopt;
    }
    return dialog.takeCurrentPin();
}

void TokenOperations::showPrivateObjects()
{
    auto pin = askUserPin(tr("Log In"), tr("Enter the user PIN of “%1” to list its private "
                                           "objects.")
                                            .arg(m_token.label));
    if (pin) {
        loadObjects(*pin);
    }
}

void TokenOperations::initToken()
{
    if (!pinAttemptAllowed(true)) {
        return;
    }
    InitTokenDialog dialog(
        m_token, m_token.isInitialized() ? m_objects : QList<pkcs11::ObjectInfo>(), m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const pkcs11::SecretBytes soPin = dialog.takeSoPin();
    const bool setUserPin = dialog.setUserPin();
    const pkcs11::SecretBytes userPin = setUserPin ? dialog.takeUserPin() : pkcs11::SecretBytes();
    const QString label = dialog.newLabel();
    // The initialisation itself is one Cryptoki call; Cancel stops before the user PIN.
    const CancelToken cancel =
        setUserPin ? cancellable(tr("Cancelling: the user PIN will not be set…")) : CancelToken();
    step(tr("Initialising the token…"),
         m_service->initToken(ref(), soPin, label, dialog.confirmed()),
         [this, soPin, userPin, setUserPin, label, cancel](Result<pkcs11::TokenInfo> after) {
             if (!after) {
                 fail(after.error());
                 return;
             }
             setToken(after.value());
             m_objects.clear();
             Q_EMIT objectsChanged(m_objects, false);
             if (!setUserPin) {
                 afterChange(tr("Token initialised as “%1”.").arg(label), {});
                 return;
             }
             if (cancel.isCancelled()) {
                 Error e = Error::cancelled(tr("Initialising the token"));
                 e.detail = tr("Cancelled after the initialisation: the token is now “%1”, but "
                               "its user PIN was not set (Token ▸ Set or Unblock User PIN sets "
                               "it).")
                                .arg(label);
                 fail(e);
                 reloadTokenInfo();
                 return;
             }
             step(tr("Setting the user PIN…"), m_service->initUserPin(ref(), soPin, userPin),
                  [this, label](Status st) {
                      if (!st) {
                          fail(st.error());
                          reloadTokenInfo();
                          return;
                      }
                      afterChange(tr("Token initialised as “%1”; user PIN set.").arg(label), {});
                  });
         });
}

void TokenOperations::initUserPin()
{
    if (!pinAttemptAllowed(true)) {
        return;
    }
    const bool locked = m_token.userPinWarning() == pkcs11::PinWarning::Locked;
    PinDialog::Setup s;
    s.title = locked ? tr("Unblock User PIN") : tr("Set User PIN");
    s.description = tr("The SO PIN of “%1” sets a new user PIN.").arg(m_token.label);
    s.currentLabel = tr("&SO PIN:");
    s.newLabel = tr("&New user PIN:");
    s.warning = pkcs11::pinWarningText(m_token.soPinWarning(), true);
    s.minLength = m_token.minPinLength;
    s.maxLength = m_token.maxPinLength;
    PinDialog dialog(s, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        m_confirmFinalTry = false;
        return;
    }
    const pkcs11::SecretBytes soPin = dialog.takeCurrentPin();
    const pkcs11::SecretBytes newPin = dialog.takeNewPin();
    step(s.title + QStringLiteral("…"), m_service->initUserPin(ref(), soPin, newPin),
         [this, locked](Status st) {
             if (!st) {
                 fail(st.error());
                 return;
             }
             afterChange(locked ? tr("User PIN unblocked.") : tr("User PIN set."), {});
         });
}

void TokenOperations::changeUserPin()
{
    changePin(false);
}

void TokenOperations::changeSoPin()
{
    changePin(true);
}

void TokenOperations::changePin(bool so)
{
    if (!pinAttemptAllowed(so)) {
        return;
    }
    PinDialog::Setup s;
    s.title = so ? tr("Change SO PIN") : tr("Change User PIN");
    s.currentLabel = so ? tr("Current &SO PIN:") : tr("Current user &PIN:");
    s.newLabel = so ? tr("&New SO PIN:") : tr("&New user PIN:");
    s.warning = pkcs11::pinWarningText(so ? m_token.soPinWarning() : m_token.userPinWarning(), so);
    s.minLength = m_token.minPinLength;
    s.maxLength = m_token.maxPinLength;
    PinDialog dialog(s, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        m_confirmFinalTry = false;
        return;
    }
    const pkcs11::SecretBytes oldPin = dialog.takeCurrentPin();
    const pkcs11::SecretBytes newPin = dialog.takeNewPin();
    step(so ? tr("Changing the SO PIN…") : tr("Changing the user PIN…"),
         m_service->changePin(ref(), so, oldPin, newPin), [this, so](Status st) {
             if (!st) {
                 fail(st.error());
                 return;
             }
             afterChange(so ? tr("SO PIN changed.") : tr("User PIN changed."), {});
         });
}

void TokenOperations::generateKeyPair()
{
    KeyGenDialog dialog(m_mechanisms, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const pkcs11::KeyGenSpec spec = dialog.spec();
    auto pin = askUserPin(tr("Generate Key Pair"),
                          tr("Enter the user PIN to generate the %1 key pair “%2”.")
                              .arg(spec.describe(), spec.label));
    if (!pin) {
        return;
    }
    const CancelToken cancel = cancellable(tr("Cancelling: the new key pair will be deleted…"));
    step(tr("Generating the %1 key pair on the token…").arg(spec.describe()),
         m_service->generateKeyPair(ref(), spec, *pin, cancel),
         [this, pin = *pin, spec](Result<pkcs11::ObjectInfo> key) {
             if (!key) {
                 fail(key.error());
                 if (key.error().is(ErrorKind::Cancelled)) {
                     reloadTokenInfo();
                     loadObjects(pin); // the list shows that nothing was added
                 }
                 return;
             }
             afterChange(tr("Key pair “%1” (%2) generated, ID %3.")
                             .arg(spec.label, spec.describe(), key->idHex()),
                         pin);
         });
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

void TokenOperations::createCsr(const pkcs11::ObjectInfo &key)
{
    CertRequestDialog dialog(CertRequestDialog::Mode::Csr, key, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const pkcs11::CertRequestSpec spec = dialog.spec();
    const QString path = dialog.outputPath();
    const auto encoding = dialog.encoding();
    auto pin = askUserPin(tr("Create Request"),
                          tr("Enter the user PIN to sign the request with “%1”.").arg(key.label));
    if (!pin) {
        return;
    }
    step(tr("Signing the request on the token…"),
         m_service->createCsr(ref(), keyRef(key), spec, *pin),
         [this, path, encoding](Result<QByteArray> der) {
             if (!der) {
                 fail(der.error());
                 return;
             }
             const QByteArray out =
                 encoding == pkcs11::ossl::Encoding::Pem
                     ? pkcs11::CertificateBuilder::pem(der.value(), "CERTIFICATE REQUEST")
                     : der.value();
             if (saveFile(path, out)) {
                 Q_EMIT succeeded(tr("Certificate request saved to %1.").arg(path));
             }
         });
}

void TokenOperations::createSelfSigned(const pkcs11::ObjectInfo &key)
{
    CertRequestDialog dialog(CertRequestDialog::Mode::SelfSigned, key, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const pkcs11::CertRequestSpec spec = dialog.spec();
    const QString path = dialog.outputPath();
    const auto encoding = dialog.encoding();
    const bool store = dialog.storeOnToken();
    auto pin =
        askUserPin(tr("Create Certificate"),
                   tr("Enter the user PIN to sign the certificate with “%1”.").arg(key.label));
    if (!pin) {
        return;
    }
    const CancelToken cancel =
        store ? cancellable(tr("Cancelling: the certificate will not be stored…")) : CancelToken();
    step(tr("Signing the certificate on the token…"),
         m_service->createSelfSigned(ref(), keyRef(key), spec, *pin, store, cancel),
         [this, path, encoding, store, pin = *pin](Result<QByteArray> der) {
             if (!der) {
                 fail(der.error());
                 return;
             }
             QStringList done;
             if (!path.isEmpty()) {
                 const QByteArray out =
                     encoding == pkcs11::ossl::Encoding::Pem
                         ? pkcs11::CertificateBuilder::pem(der.value(), "CERTIFICATE")
                         : der.value();
                 if (!saveFile(path, out)) {
                     return;
                 }
                 done << tr("saved to %1").arg(path);
             }
             if (store) {
                 done << tr("written onto the token");
                 afterChange(tr("Self-signed certificate %1.").arg(done.join(tr(" and "))), pin);
             } else {
                 Q_EMIT succeeded(tr("Self-signed certificate %1.").arg(done.join(tr(" and "))));
             }
         });
}

void TokenOperations::importCertificate(const pkcs11::ObjectInfo &selected)
{
    ImportDialog dialog(ImportDialog::Mode::Certificate, selected.label, selected.id,
                        m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    QFile file(dialog.path());
    if (!file.open(QIODevice::ReadOnly)) {
        fail(Error::make(ErrorDomain::System, 0, ErrorKind::Io, tr("Reading %1").arg(dialog.path()),
                         file.errorString()));
        return;
    }
    const QByteArray data = file.readAll();
    auto pin = askUserPin(tr("Import Certificate"),
                          tr("Enter the user PIN to write the certificate onto the token."));
    if (!pin) {
        return;
    }
    step(tr("Writing the certificate onto the token…"),
         m_service->importCertificate(ref(), data, dialog.label(), dialog.id(), *pin),
         [this, pin = *pin](Result<pkcs11::ObjectInfo> cert) {
             if (!cert) {
                 fail(cert.error());
                 return;
             }
             afterChange(tr("Certificate “%1” imported.").arg(cert->certificate.subject), pin);
         });
}

void TokenOperations::importPkcs12()
{
    ImportDialog dialog(ImportDialog::Mode::Pkcs12, {}, {}, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const pkcs11::SecretBytes password = dialog.takePassword();
    QFile file(dialog.path());
    if (!file.open(QIODevice::ReadOnly)) {
        fail(Error::make(ErrorDomain::System, 0, ErrorKind::Io, tr("Reading %1").arg(dialog.path()),
                         file.errorString()));
        return;
    }
    const QByteArray data = file.readAll();
    auto pin = askUserPin(tr("Import PKCS#12"),
                          tr("Enter the user PIN to write the key and certificate onto the "
                             "token."));
    if (!pin) {
        return;
    }
    const CancelToken cancel = cancellable(tr("Cancelling: what was written is removed again…"));
    step(tr("Importing the PKCS#12 file…"),
         m_service->importPkcs12(ref(), data, password, dialog.label(), dialog.id(), *pin, cancel),
         [this, pin = *pin](Result<QList<pkcs11::ObjectInfo>> objects) {
             if (!objects) {
                 fail(objects.error());
                 if (objects.error().is(ErrorKind::Cancelled)) {
                     loadObjects(pin);
                 }
                 return;
             }
             QStringList names;
             for (const auto &o : objects.value()) {
                 names << describeObject(o);
             }
             afterChange(tr("Imported: %1.").arg(names.join(QStringLiteral(", "))), pin);
         });
}

void TokenOperations::exportObject(const pkcs11::ObjectInfo &object)
{
    const bool cert = object.objectClass == pkcs11::ObjectClass::Certificate;
    QFileDialog dialog(m_dialogParent, cert ? tr("Export Certificate") : tr("Export Public Key"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilters(
        {cert ? tr("PEM certificate (*.pem *.crt)") : tr("PEM public key (*.pem)"),
         cert ? tr("DER certificate (*.der *.cer)") : tr("DER public key (*.der)")});
    dialog.selectFile(object.label.isEmpty() ? QStringLiteral("export.pem")
                                             : object.label + QStringLiteral(".pem"));
    if (runDialog(dialog) != QDialog::Accepted || dialog.selectedFiles().isEmpty()) {
        return;
    }
    const QString path = dialog.selectedFiles().constFirst();
    const bool der = path.endsWith(QLatin1String(".der"), Qt::CaseInsensitive) ||
                     path.endsWith(QLatin1String(".cer"), Qt::CaseInsensitive) ||
                     dialog.selectedNameFilter().contains(QLatin1String("DER"));
    pkcs11::ObjectRef r{object.objectClass, object.id, object.label};
    // A private key exports as its public key; private keys need the PIN to be found.
    pkcs11::SecretBytes pin;
    if (object.isPrivate) {
        auto asked =
            askUserPin(tr("Export"), tr("Enter the user PIN to read “%1”.").arg(object.label));
        if (!asked) {
            return;
        }
        pin = *asked;
    }
    step(tr("Exporting…"),
         m_service->exportObject(
             ref(), r, der ? pkcs11::ossl::Encoding::Der : pkcs11::ossl::Encoding::Pem, pin),
         [this, path](Result<QByteArray> data) {
             if (!data) {
                 fail(data.error());
                 return;
             }
             if (saveFile(path, data.value())) {
                 Q_EMIT succeeded(tr("Exported to %1.").arg(path));
             }
         });
}

void TokenOperations::copyUri(const pkcs11::ObjectInfo &object)
{
    auto copy = [this](const QString &uri) {
        QGuiApplication::clipboard()->setText(uri);
        Q_EMIT succeeded(tr("Copied %1").arg(uri));
    };
    if (!object.uri.isEmpty()) {
        copy(object.uri);
        return;
    }
    step(
        tr("Making the URI…"),
        m_service->objectUri(ref(), pkcs11::ObjectRef{object.objectClass, object.id, object.label}),
        [this, copy](Result<QString> uri) {
            if (!uri) {
                fail(uri.error());
                return;
            }
            copy(uri.value());
        });
}

void TokenOperations::deleteObject(const pkcs11::ObjectInfo &object)
{
    if (object.id.isEmpty() && object.label.isEmpty()) {
        fail(Error::invalidInput(tr("Deleting the object"),
                                 tr("The object has neither ID nor label, so Keyward cannot "
                                    "name it alone.")));
        return;
    }
    if (!confirm(tr("Delete Object"),
                 tr("Delete the %1 from token “%2”?\nThis cannot be undone.")
                     .arg(describeObject(object), m_token.label),
                 tr("&Delete"))) {
        return;
    }
    auto pin = askUserPin(tr("Delete Object"),
                          tr("Enter the user PIN to delete the %1.").arg(describeObject(object)));
    if (!pin) {
        return;
    }
    step(tr("Deleting…"),
         m_service->deleteObjects(ref(), {object.objectClass, object.id, object.label}, *pin),
         [this, pin = *pin](Result<QList<pkcs11::ObjectInfo>> deleted) {
             if (!deleted) {
                 fail(deleted.error());
                 return;
             }
             QStringList names;
             for (const auto &o : deleted.value()) {
                 names << describeObject(o);
             }
             afterChange(tr("Deleted: %1.").arg(names.join(QStringLiteral(", "))), pin);
         });
}

} // namespace keyward::gui::token
