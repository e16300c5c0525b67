// SPDX-License-Identifier: GPL-3.0-or-later
// Keys, certificates and objects: generating, signing requests and
// certificates, importing, exporting, copying URIs and deleting.
#include "TokenOperations.h"

#include "CertRequestDialog.h"
#include "DialogRunner.h"
#include "ImportDialog.h"
#include "KeyGenDialog.h"
#include "app/TokenExportReadBack.h"
#include "app/TokenImportCommands.h"
#include "app/TokenKeyCommands.h"
#include "pkcs11/Importer.h"
#include "pkcs11/TokenFailures.h"
#include "pkcs11/TokenService.h"

#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>

namespace keyward::gui::token {

app::TokenTarget TokenOperations::target() const
{
    return app::TokenTarget{m_service, ref(), m_token};
}

void TokenOperations::generateKeyPair()
{
    KeyGenDialog dialog(m_mechanisms, m_token.label, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const app::KeyGenCommand command(target(), dialog.spec());
    if (auto st = command.validate(m_mechanisms); !st) {
        fail(st.error());
        return;
    }
    // The PIN the token generates keys with (the table in TokenPinRoles), asked by its name: an
    // OpenPGP card through OpenSC takes its admin PIN, and a user PIN typed for it would spend
    // one of the admin PIN's tries.
    auto rolePin = askPin(command.operation(), app::KeyGenCommand::title(), command.prompt());
    if (!rolePin) {
        return;
    }
    // What the object list reads afterwards with: the user login (none when only the SO
    // logged in).
    const std::optional<pkcs11::SecretBytes> pin = pkcs11::roleOf(*rolePin) == pkcs11::PinRole::User
                                                       ? pkcs11::valueOf(*rolePin)
                                                       : pkcs11::SecretBytes();
    const CancelToken cancel = cancellable(app::KeyGenCommand::cancelNote());
    step(command.what(), command.run(*rolePin, cancel),
         [this, pin = *pin](Result<pkcs11::ObjectInfo> key) {
             if (!key) {
                 fail(key.error());
                 if (key.error().is(ErrorKind::Cancelled)) {
                     reloadTokenInfo();
                     loadObjects(pin); // the list shows that nothing was added
                 }
                 return;
             }
             afterChange(app::KeyGenCommand::done(key.value()), pin);
         });
}

void TokenOperations::createCertificate(const pkcs11::ObjectInfo &key, bool selfSigned)
{
    CertRequestDialog dialog(selfSigned ? CertRequestDialog::Mode::SelfSigned
                                        : CertRequestDialog::Mode::Csr,
                             key, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    app::CertificateCommand::Input in;
    in.kind = selfSigned ? app::CertificateCommand::Kind::SelfSigned
                         : app::CertificateCommand::Kind::Request;
    in.key = keyRef(key);
    in.keyName = key.label.isEmpty() ? key.idHex() : key.label;
    in.spec = dialog.spec();
    in.path = dialog.outputPath();
    in.mayReplace = true; // the dialog's file chooser asked before an existing file
    in.encoding = dialog.encoding();
    in.store = selfSigned && dialog.storeOnToken();
    const app::CertificateCommand command(target(), in);
    if (auto st = command.validate(); !st) {
        fail(st.error());
        return;
    }
    auto pin = askUserPin(command.operation(), command.title(), command.prompt());
    if (!pin) {
        return;
    }
    const CancelToken cancel =
        in.store ? cancellable(app::CertificateCommand::cancelNote()) : CancelToken();
    step(command.what(), command.run(*pin, cancel),
         [this, command, pin = *pin](Result<QByteArray> der) {
             if (!der) {
                 fail(der.error());
                 return;
             }
             const app::CertificateCommand::Input &asked = command.input();
             app::CertificateOutcome outcome;
             outcome.der = der.value();
             outcome.path = asked.path;
             outcome.stored = asked.store;
             if (!asked.path.isEmpty() && !saveFile(asked.path, command.encoded(der.value()))) {
                 return;
             }
             const QString message = app::CertificateCommand::done(asked.kind, outcome);
             if (asked.store) {
                 afterChange(message, pin);
             } else {
                 Q_EMIT succeeded(message);
             }
         });
}

void TokenOperations::createCsr(const pkcs11::ObjectInfo &key)
{
    createCertificate(key, false);
}

void TokenOperations::createSelfSigned(const pkcs11::ObjectInfo &key)
{
    createCertificate(key, true);
}

void TokenOperations::importCertificate(const pkcs11::ObjectInfo &selected)
{
    ImportDialog dialog(ImportDialog::Mode::Certificate, selected.label, selected.id,
                        m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const app::ImportCertificateCommand command(target(),
                                                {dialog.path(), dialog.label(), dialog.id()});
    // A file that cannot be read or is no certificate is told before the PIN is asked.
    auto certificate = command.read();
    if (!certificate) {
        fail(certificate.error());
        return;
    }
    auto pin = askUserPin(command.operation(), app::ImportCertificateCommand::title(),
                          command.prompt(certificate.value()));
    if (!pin) {
        return;
    }
    step(app::ImportCertificateCommand::what(), command.run(certificate.value(), *pin),
         [this, pin = *pin](Result<pkcs11::ObjectInfo> cert) {
             if (!cert) {
                 fail(cert.error());
                 return;
             }
             afterChange(app::ImportCertificateCommand::done(cert.value()), pin);
         });
}

void TokenOperations::importPkcs12()
{
    using app::ImportPkcs12Command;
    ImportDialog dialog(ImportDialog::Mode::Pkcs12, {}, {}, m_dialogParent);
    // The file, its password and whether the token takes its key are checked before the dialog
    // closes (on the service's worker): a wrong password or an unreadable file is told in the
    // dialog, which keeps its fields, before the token PIN is asked.
    dialog.setPkcs12Check(m_token.label,
                          [this](const QString &path, const pkcs11::SecretBytes &password) {
                              ImportPkcs12Command::Input in;
                              in.path = path;
                              in.mechanisms = m_mechanisms;
                              return ImportPkcs12Command(target(), in).read(password);
                          });
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const ImportPkcs12Command command(target(),
                                      {dialog.path(), dialog.label(), dialog.id(), m_mechanisms});
    const pkcs11::SecretBytes password = dialog.takePassword();
    const pkcs11::Importer::Pkcs12File file = dialog.pkcs12File();
    auto pin = askUserPin(command.operation(), ImportPkcs12Command::title(),
                          command.prompt(file.contents));
    if (!pin) {
        return;
    }
    const CancelToken cancel = cancellable(ImportPkcs12Command::cancelNote());
    step(ImportPkcs12Command::what(), command.run(file, password, *pin, cancel),
         [this, pin = *pin](Result<QList<pkcs11::ObjectInfo>> objects) {
             if (!objects) {
                 fail(objects.error());
                 if (objects.error().is(ErrorKind::Cancelled)) {
                     loadObjects(pin);
                 }
                 return;
             }
             afterChange(ImportPkcs12Command::done(objects.value()), pin);
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
         [this, path, r, der](Result<QByteArray> data) {
             if (!data) {
                 fail(data.error());
                 return;
             }
             if (!saveFile(path, data.value())) {
                 return;
             }
             auto read = app::readBackExport(path, r, data.value(), der);
             if (!read) {
                 fail(read.error());
                 return;
             }
             Q_EMIT succeeded(read->sentence);
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
    const app::DeleteCommand command(target(), {object.objectClass, object.id, object.label});
    if (auto st = command.validate(); !st) {
        fail(st.error());
        return;
    }
    if (!confirm(app::DeleteCommand::title(), command.loss({object}), tr("&Delete"))) {
        return;
    }
    auto pin = askUserPin(command.operation(), app::DeleteCommand::title(), command.prompt());
    if (!pin) {
        return;
    }
    step(app::DeleteCommand::what(), command.run(*pin),
         [this, pin = *pin](Result<QList<pkcs11::ObjectInfo>> deleted) {
             if (!deleted) {
                 fail(deleted.error());
                 return;
             }
             afterChange(app::DeleteCommand::done(deleted.value()), pin);
         });
}

} // namespace keyward::gui::token
