// SPDX-License-Identifier: GPL-3.0-or-later
// Keys, certificates and objects: generating, signing requests and
// certificates, importing, exporting, copying URIs and deleting.
#include "TokenOperations.h"

#include "CertRequestDialog.h"
#include "DialogRunner.h"
#include "ImportDialog.h"
#include "KeyGenDialog.h"
#include "pkcs11/Importer.h"
#include "pkcs11/TokenFailures.h"
#include "pkcs11/TokenService.h"

#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>

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

void TokenOperations::generateKeyPair()
{
    KeyGenDialog dialog(m_mechanisms, m_token.label, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const pkcs11::KeyGenSpec spec = dialog.spec();
    // The PIN the token generates keys with (the table in TokenPinRoles), asked by its name: an
    // OpenPGP card through OpenSC takes its admin PIN, and a user PIN typed for it would spend
    // one of the admin PIN's tries.
    constexpr auto op = pkcs11::TokenOperation::GenerateKeyPair;
    auto rolePin = askPin(
        op, tr("Generate key pair"),
        tr("Enter the %1 of “%2” to generate the %3 key pair “%4”.")
            .arg(pkcs11::requiredPinName(op, m_token), m_token.label, spec.describe(), spec.label));
    if (!rolePin) {
        return;
    }
    // What the object list reads afterwards with: the user login (none when only the SO
    // logged in).
    const std::optional<pkcs11::SecretBytes> pin = pkcs11::roleOf(*rolePin) == pkcs11::PinRole::User
                                                       ? pkcs11::valueOf(*rolePin)
                                                       : pkcs11::SecretBytes();
    const CancelToken cancel = cancellable(tr("Cancelling: the new key pair will be deleted…"));
    step(tr("Generating the %1 key pair on the token…").arg(spec.describe()),
         m_service->generateKeyPair(ref(), spec, *rolePin, cancel),
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

void TokenOperations::createCsr(const pkcs11::ObjectInfo &key)
{
    CertRequestDialog dialog(CertRequestDialog::Mode::Csr, key, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const pkcs11::CertRequestSpec spec = dialog.spec();
    const QString path = dialog.outputPath();
    const auto encoding = dialog.encoding();
    auto pin = askUserPin(pkcs11::TokenOperation::CreateCsr, tr("Create request"),
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
        askUserPin(pkcs11::TokenOperation::CreateSelfSigned, tr("Create certificate"),
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
        fail(pkcs11::failedTo(pkcs11::TokenOperation::ImportCertificate,
                              Error::make(ErrorDomain::System, 0, ErrorKind::Io,
                                          tr("Reading %1").arg(dialog.path()), file.errorString()),
                              m_token.label));
        return;
    }
    const QByteArray data = file.readAll();
    auto pin = askUserPin(pkcs11::TokenOperation::ImportCertificate, tr("Import certificate"),
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
    // The file and its password are read before the dialog closes (on the service's worker): a
    // wrong password or an unreadable file is told in the dialog, before the token PIN is asked.
    dialog.setPkcs12Check(
        m_token.label,
        [service = m_service](const QString &path, const pkcs11::SecretBytes &password) {
            return service->readPkcs12(path, password);
        });
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const pkcs11::SecretBytes password = dialog.takePassword();
    const QByteArray data = dialog.pkcs12File().data;
    const pkcs11::Importer::Pkcs12Contents contents = dialog.pkcs12File().contents;
    const QString what =
        contents.chainCertificates > 0
            ? tr("Enter the user PIN to write the key, its certificate and the %n CA "
                 "certificate(s) from the file onto the token.",
                 nullptr, contents.chainCertificates)
            : tr("Enter the user PIN to write the key and certificate onto the token.");
    auto pin = askUserPin(pkcs11::TokenOperation::ImportPkcs12, tr("Import PKCS#12"), what);
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
    QFileDialog dialog(m_dialogParent, cert ? tr("Export certificate") : tr("Export public key"));
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
        auto asked = askUserPin(pkcs11::TokenOperation::ExportObject, tr("Export"),
                                tr("Enter the user PIN to read “%1”.").arg(object.label));
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

void TokenOperations::copyToClipboard(const QString &text)
{
    QGuiApplication::clipboard()->setText(text);
    Q_EMIT succeeded(tr("Copied %1").arg(text));
}

void TokenOperations::copyId(const pkcs11::ObjectInfo &object)
{
    if (!object.id.isEmpty()) {
        copyToClipboard(object.idHex());
    }
}

void TokenOperations::copyUri(const pkcs11::ObjectInfo &object)
{
    auto copy = [this](const QString &uri) { copyToClipboard(uri); };
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
        fail(pkcs11::failedTo(pkcs11::TokenOperation::DeleteObject,
                              Error::invalidInput(tr("Deleting the object"),
                                                  tr("the object has neither ID nor label, so "
                                                     "Keyward cannot name it alone")),
                              m_token.label));
        return;
    }
    if (!confirm(tr("Delete object"),
                 tr("Delete the %1 from token “%2”?\nThis cannot be undone.")
                     .arg(describeObject(object), m_token.label),
                 tr("&Delete"))) {
        return;
    }
    auto pin = askUserPin(pkcs11::TokenOperation::DeleteObject, tr("Delete object"),
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
