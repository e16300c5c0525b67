// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Putting a certificate or a PKCS#12 file onto a token, as command objects shared by
// `keyward-cli token import-cert|import-p12` and the token page's Import certificate / Import
// PKCS#12: each checks the file (readable, parses; a PKCS#12 file's password, and that the token
// takes its key) before any PIN is asked, names the PIN it logs in with and the sentence that
// asks for it, and says what was done from the objects the token described afterwards.

#include "TokenKeyCommands.h"

#include "pkcs11/Importer.h"

namespace keyward::app {

/// Import a certificate (PEM or DER) next to its key (`token import-cert`, Import certificate).
class ImportCertificateCommand : public TokenKeyCommand
{
public:
    struct Input
    {
        QString path;
        QString label; ///< empty: the matching key's
        QByteArray id; ///< empty: the matching key's
    };
    /// The file as read and checked.
    struct Certificate
    {
        QByteArray data;
        QString subject; ///< RFC 2253
    };
    ImportCertificateCommand(TokenTarget target, Input input);
    /// Reads the file (at most SafeFile::kCertificateFileMax bytes) and parses it as a
    /// certificate, touching no token; the failure sentence names the token.
    Result<Certificate> read() const;
    static QString title();
    /// "Enter the user PIN of “X” to write the certificate “CN=web” onto it."
    QString prompt(const Certificate &certificate) const;
    static QString what();
    QFuture<Result<pkcs11::ObjectInfo>> run(const Certificate &certificate,
                                            const pkcs11::SecretBytes &pin) const;
    /// The certificate as the token describes it after the import: "Certificate “web” (ID 01)
    /// imported: CN=web."
    static QString done(const pkcs11::ObjectInfo &certificate);
    static QJsonObject json(const pkcs11::ObjectInfo &certificate);
    const Input &input() const { return m_in; }

private:
    Input m_in;
};

/// Import a PKCS#12 file's key, certificate and CA certificates (`token import-p12`, Import
/// PKCS#12).
class ImportPkcs12Command : public TokenKeyCommand
{
public:
    struct Input
    {
        QString path;
        QString label;
        QByteArray id; ///< empty: 20 random bytes
        /// The token's mechanisms, for the key type; empty: nothing known, allowed.
        QList<pkcs11::MechanismInfo> mechanisms;
    };
    ImportPkcs12Command(TokenTarget target, Input input);
    /// Before the file's password is asked: a file is named, and the token takes private keys
    /// at all (a SmartCard-HSM without a DKEK does not).
    Status validate() const;
    /// validate(), then reads the file with its password off the caller's thread
    /// (TokenService::readPkcs12), then checks that the token takes its key's type. A wrong
    /// password, a file that is no PKCS#12 or a key the token cannot hold fails here, before any
    /// PIN is asked. The error is the bare reason; failure() gives it the operation's sentence.
    QFuture<Result<pkcs11::Importer::Pkcs12File>> read(const pkcs11::SecretBytes &password) const;
    /// The error of validate() or read() with "Importing the PKCS#12 file onto “X” failed".
    Error failure(const Error &error) const;
    static QString title();
    /// "Enter the user PIN of “X” to write the key, its certificate and the 2 CA certificates
    /// from the file onto it."
    QString prompt(const pkcs11::Importer::Pkcs12Contents &contents) const;
    static QString what();
    static QString cancelNote();
    /// Cancel between key, public key and certificate removes what was written.
    QFuture<Result<QList<pkcs11::ObjectInfo>>> run(const pkcs11::Importer::Pkcs12File &file,
                                                   const pkcs11::SecretBytes &password,
                                                   const pkcs11::SecretBytes &pin,
                                                   const CancelToken &cancel = {}) const;
    /// The objects as the token described them: "Imported: private key “web” (ID 01), ...".
    static QString done(const QList<pkcs11::ObjectInfo> &objects);
    static QJsonObject json(const QList<pkcs11::ObjectInfo> &objects);
    /// NotSupported when the token lists mechanisms and none for the key's type.
    Status acceptsKey(const pkcs11::Importer::Pkcs12Contents &contents) const;
    const Input &input() const { return m_in; }

private:
    Input m_in;
};

} // namespace keyward::app
