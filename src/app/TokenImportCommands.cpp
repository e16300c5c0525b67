// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenImportCommands.h"

#include "core/SafeFile.h"
#include "pkcs11/OpenSsl.h"
#include "pkcs11/Pkcs11Json.h"
#include "pkcs11/Quirks.h"
#include "pkcs11/TokenService.h"

#include <QCoreApplication>
#include <QFutureInterface>
#include <QJsonArray>

namespace keyward::app {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::TokenImportCommands)
};

QString objectNames(const QList<pkcs11::ObjectInfo> &objects)
{
    QStringList names;
    for (const pkcs11::ObjectInfo &o : objects) {
        names << DeleteCommand::describe(o);
    }
    return names.join(QStringLiteral(", "));
}

/// The token lists a mechanism for keys of `keyType` ("RSA", "EC"), or lists none at all.
bool mechanismsTake(const QList<pkcs11::MechanismInfo> &mechanisms, const QString &keyType)
{
    if (mechanisms.isEmpty()) {
        return true;
    }
    for (const pkcs11::MechanismInfo &m : mechanisms) {
        const bool rsa = m.name.contains(QLatin1String("RSA"));
        const bool ec = m.name.startsWith(QLatin1String("CKM_EC"));
        if ((keyType == QLatin1String("RSA") && rsa) || (keyType == QLatin1String("EC") && ec)) {
            return true;
        }
    }
    return false;
}

template<class T> QFuture<T> ready(T value)
{
    QFutureInterface<T> fi;
    fi.reportStarted();
    fi.reportResult(std::move(value));
    fi.reportFinished();
    return fi.future();
}

} // namespace

// --- ImportCertificateCommand ----------------------------------------------------------------

ImportCertificateCommand::ImportCertificateCommand(TokenTarget target, Input input)
    : TokenKeyCommand(std::move(target), pkcs11::TokenOperation::ImportCertificate)
    , m_in(std::move(input))
{}

Result<ImportCertificateCommand::Certificate> ImportCertificateCommand::read() const
{
    const QString op = Text::tr("Importing the certificate");
    if (m_in.path.isEmpty()) {
        return pkcs11::failedTo(
            m_op, Error::invalidInput(op, Text::tr("name the certificate file")), m_t.info.label);
    }
    auto data = SafeFile::readBounded(m_in.path, SafeFile::kCertificateFileMax,
                                      Text::tr("the certificate"));
    if (!data) {
        return pkcs11::failedTo(m_op, data.error(), m_t.info.label);
    }
    auto cert = pkcs11::ossl::parseCertificate(data.value());
    if (!cert) {
        Error e = cert.error();
        e.operation = op;
        return pkcs11::failedTo(m_op, e, m_t.info.label);
    }
    return Certificate{data.value(), pkcs11::ossl::describeCertificate(cert->get()).subject};
}

QString ImportCertificateCommand::title()
{
    return Text::tr("Import certificate");
}

QString ImportCertificateCommand::prompt(const Certificate &certificate) const
{
    return Text::tr("Enter the %1 of “%2” to write the certificate “%3” onto it.")
        .arg(pinName(), tokenName(), certificate.subject);
}

QString ImportCertificateCommand::what()
{
    return Text::tr("Writing the certificate onto the token…");
}

QFuture<Result<pkcs11::ObjectInfo>>
ImportCertificateCommand::run(const Certificate &certificate, const pkcs11::SecretBytes &pin) const
{
    return m_t.service->importCertificate(m_t.ref, certificate.data, m_in.label, m_in.id, pin);
}

QString ImportCertificateCommand::done(const pkcs11::ObjectInfo &certificate)
{
    return certificate.certificate.subject.isEmpty()
               ? Text::tr("Imported: %1.").arg(DeleteCommand::describe(certificate))
               : Text::tr("Imported: %1, subject %2.")
                     .arg(DeleteCommand::describe(certificate), certificate.certificate.subject);
}

QJsonObject ImportCertificateCommand::json(const pkcs11::ObjectInfo &certificate)
{
    return QJsonObject{{QStringLiteral("certificate"), pkcs11::Pkcs11Json::object(certificate)},
                       {QStringLiteral("message"), done(certificate)}};
}

// --- ImportPkcs12Command ---------------------------------------------------------------------

ImportPkcs12Command::ImportPkcs12Command(TokenTarget target, Input input)
    : TokenKeyCommand(std::move(target), pkcs11::TokenOperation::ImportPkcs12)
    , m_in(std::move(input))
{}

Status ImportPkcs12Command::validate() const
{
    const QString op = Text::tr("Importing the PKCS#12 file");
    if (m_in.path.isEmpty()) {
        return failure(Error::invalidInput(op, Text::tr("name the PKCS#12 file")));
    }
    const pkcs11::TokenInfo &t = m_t.info;
    const pkcs11::Quirks quirks = pkcs11::quirksFor(t.manufacturer, t.model, t.label);
    if (!quirks.canImportPrivateKey) {
        return failure(Error::make(ErrorDomain::Keyward, pkcs11::kImportRefused,
                                   ErrorKind::NotSupported, op, quirks.importHint));
    }
    return {};
}

Status ImportPkcs12Command::acceptsKey(const pkcs11::Importer::Pkcs12Contents &contents) const
{
    if (contents.keyType.isEmpty() || mechanismsTake(m_in.mechanisms, contents.keyType)) {
        return {};
    }
    return Error::make(ErrorDomain::Keyward, pkcs11::kImportRefused, ErrorKind::NotSupported,
                       Text::tr("Importing the PKCS#12 file"),
                       Text::tr("the file holds an %1 key and the token lists no %1 mechanism")
                           .arg(contents.keyType));
}

QFuture<Result<pkcs11::Importer::Pkcs12File>>
ImportPkcs12Command::read(const pkcs11::SecretBytes &password) const
{
    if (auto st = validate(); !st) {
        return ready(Result<pkcs11::Importer::Pkcs12File>(st.error()));
    }
    const ImportPkcs12Command self = *this;
    return m_t.service->readPkcs12(m_in.path, password)
        .then([self](Result<pkcs11::Importer::Pkcs12File> file)
                  -> Result<pkcs11::Importer::Pkcs12File> {
            if (!file) {
                return file;
            }
            if (auto st = self.acceptsKey(file->contents); !st) {
                return st.error();
            }
            return file;
        });
}

Error ImportPkcs12Command::failure(const Error &error) const
{
    return pkcs11::failedTo(m_op, error, m_t.info.label);
}

QString ImportPkcs12Command::title()
{
    return Text::tr("Import PKCS#12");
}

QString ImportPkcs12Command::prompt(const pkcs11::Importer::Pkcs12Contents &contents) const
{
    if (contents.chainCertificates > 0) {
        return Text::tr("Enter the %1 of “%2” to write the key, its certificate and the %n CA "
                        "certificate(s) from the file onto it.",
                        nullptr, contents.chainCertificates)
            .arg(pinName(), tokenName());
    }
    return contents.hasCertificate
               ? Text::tr("Enter the %1 of “%2” to write the key and its certificate onto it.")
                     .arg(pinName(), tokenName())
               : Text::tr("Enter the %1 of “%2” to write the key onto it.")
                     .arg(pinName(), tokenName());
}

QString ImportPkcs12Command::what()
{
    return Text::tr("Importing the PKCS#12 file…");
}

QString ImportPkcs12Command::cancelNote()
{
    return Text::tr("Cancelling: what was written is removed again…");
}

QFuture<Result<QList<pkcs11::ObjectInfo>>>
ImportPkcs12Command::run(const pkcs11::Importer::Pkcs12File &file,
                         const pkcs11::SecretBytes &password, const pkcs11::SecretBytes &pin,
                         const CancelToken &cancel) const
{
    return m_t.service->importPkcs12(m_t.ref, file.data, password, m_in.label, m_in.id, pin,
                                     cancel);
}

QString ImportPkcs12Command::done(const QList<pkcs11::ObjectInfo> &objects)
{
    return Text::tr("Imported: %1.").arg(objectNames(objects));
}

QJsonObject ImportPkcs12Command::json(const QList<pkcs11::ObjectInfo> &objects)
{
    QJsonArray a;
    for (const pkcs11::ObjectInfo &o : objects) {
        a.append(pkcs11::Pkcs11Json::object(o));
    }
    return QJsonObject{{QStringLiteral("objects"), a}, {QStringLiteral("message"), done(objects)}};
}

} // namespace keyward::app
