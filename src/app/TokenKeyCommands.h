// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The token's key operations (key pair generation, a certificate request, a self-signed
// certificate, deleting objects) as command objects shared by `keyward-cli token keygen|csr|
// selfsign|delete` and the token page: each checks its inputs before any PIN is asked, names
// the PIN it logs in with and the sentence that asks for it, runs through the TokenService
// (a future: the window's GUI thread stays free) and says what was done from what the token
// answered, so the two front ends cannot disagree.

#include "core/Operation.h"
#include "core/Result.h"
#include "pkcs11/CertificateBuilder.h"
#include "pkcs11/KeyGenerator.h"
#include "pkcs11/ObjectInfo.h"
#include "pkcs11/OpenSsl.h"
#include "pkcs11/SecretBytes.h"
#include "pkcs11/TokenFailures.h"
#include "pkcs11/TokenInfo.h"
#include "pkcs11/TokenPin.h"
#include "pkcs11/TokenRef.h"

#include <QFuture>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace keyward::pkcs11 {
class TokenService;
}

namespace keyward::app {

/// The token a key command works on: how the service finds it, and what its sentences name.
struct TokenTarget
{
    pkcs11::TokenService *service = nullptr; ///< not owned
    pkcs11::TokenRef ref;
    pkcs11::TokenInfo info; ///< as read before the command (label, PIN names, quirks)
};

/// What every token key command shares: the operation and the PIN it logs in with.
class TokenKeyCommand
{
public:
    TokenKeyCommand(TokenTarget target, pkcs11::TokenOperation op)
        : m_t(std::move(target))
        , m_op(op)
    {}
    pkcs11::TokenOperation operation() const { return m_op; }
    /// The PIN role the table (pkcs11::requiredPinRole) names for the operation on this token.
    pkcs11::PinRole pinRole() const;
    /// That PIN by the name the token gives it ("user PIN", "admin PIN").
    QString pinName() const;
    /// The short form of prompt() a terminal shows before reading the PIN: "User PIN: ",
    /// "admin PIN of “OpenPGP card (User PIN)”: ".
    QString terminalPrompt() const;
    /// The token's name in sentences (its label, else its slot).
    QString tokenName() const;
    const TokenTarget &target() const { return m_t; }

protected:
    TokenTarget m_t;
    pkcs11::TokenOperation m_op;
};

/// Generate a key pair (`token keygen`, Generate key pair).
class KeyGenCommand : public TokenKeyCommand
{
public:
    KeyGenCommand(TokenTarget target, pkcs11::KeyGenSpec spec);
    /// The key type against the token's mechanisms (an empty list: nothing known, allowed);
    /// NotSupported with a whole sentence when the token cannot make it.
    Status validate(const QList<pkcs11::MechanismInfo> &mechanisms) const;
    static QString title();
    /// "Enter the admin PIN of “X” to generate the RSA 2048 key pair “web”."
    QString prompt() const;
    /// What the page shows while it runs.
    QString what() const;
    static QString cancelNote();
    /// Cancel stops before C_GenerateKeyPair or deletes the pair the token made after it.
    QFuture<Result<pkcs11::ObjectInfo>> run(const pkcs11::EitherPin &pin,
                                            const CancelToken &cancel = {}) const;
    /// The new key as the token describes it after generation (label, type, ID).
    static QString done(const pkcs11::ObjectInfo &key);
    static QJsonObject json(const pkcs11::ObjectInfo &key);
    const pkcs11::KeyGenSpec &spec() const { return m_spec; }

private:
    pkcs11::KeyGenSpec m_spec;
};

/// What a certificate command made: the DER and where it went.
struct CertificateOutcome
{
    QByteArray der;
    QString path;        ///< the file it was saved to; empty: none (stdout, or only stored)
    bool stored = false; ///< a self-signed certificate written onto the token
};

/// A certificate request or a self-signed certificate signed by a key on the token
/// (`token csr|selfsign`, Create request / Create certificate).
class CertificateCommand : public TokenKeyCommand
{
public:
    enum class Kind
    {
        Request,
        SelfSigned
    };
    struct Input
    {
        Kind kind = Kind::Request;
        pkcs11::ObjectRef key; ///< the private key (its ID, else its label)
        QString keyName;       ///< for sentences: the key's label (or ID)
        pkcs11::CertRequestSpec spec;
        QString path;            ///< where the file goes; empty: none
        bool mayReplace = false; ///< the user agreed to replace an existing `path`
        pkcs11::ossl::Encoding encoding = pkcs11::ossl::Encoding::Pem;
        bool store = false; ///< self-signed only: write it onto the token too
    };
    CertificateCommand(TokenTarget target, Input input);
    /// The key is named, the subject, extensions and validity (CertificateBuilder::check) and
    /// the output file is free; InvalidInput with the reason.
    Status validate() const;
    QString title() const;
    /// "Enter the user PIN to sign the request with “web”."
    QString prompt() const;
    QString what() const;
    static QString cancelNote();
    QFuture<Result<QByteArray>> run(const pkcs11::SecretBytes &pin,
                                    const CancelToken &cancel = {}) const;
    /// The DER in the encoding asked for (PEM around it, or the DER itself).
    QByteArray encoded(const QByteArray &der) const;
    /// "Certificate request saved to x.csr.", "Self-signed certificate saved to x.pem and
    /// written onto the token."
    static QString done(Kind kind, const CertificateOutcome &outcome);
    QJsonObject json(const CertificateOutcome &outcome) const;
    const Input &input() const { return m_in; }

private:
    Input m_in;
};

/// Delete the objects a reference matches (`token delete`, Delete object).
class DeleteCommand : public TokenKeyCommand
{
public:
    DeleteCommand(TokenTarget target, pkcs11::ObjectRef object);
    /// The reference names an object alone (an ID or a label); InvalidInput otherwise.
    Status validate() const;
    static QString title();
    /// "Enter the user PIN to delete the private key “web” (ID 01)."
    QString prompt() const;
    static QString what();
    /// The objects of `all` the reference matches.
    QList<pkcs11::ObjectInfo> matching(const QList<pkcs11::ObjectInfo> &all) const;
    /// What is lost, asked before it goes: "Delete the private key “web” (ID 01) from token
    /// “X”? This cannot be undone."
    QString loss(const QList<pkcs11::ObjectInfo> &objects) const;
    QFuture<Result<QList<pkcs11::ObjectInfo>>> run(const pkcs11::SecretBytes &pin) const;
    /// The deleted objects as the token described them: "Deleted: private key “web” (ID 01)."
    static QString done(const QList<pkcs11::ObjectInfo> &deleted);
    static QJsonObject json(const QList<pkcs11::ObjectInfo> &deleted);
    /// "private key “web” (ID 01)"
    static QString describe(const pkcs11::ObjectInfo &object);
    const pkcs11::ObjectRef &object() const { return m_object; }

private:
    pkcs11::ObjectRef m_object;
};

} // namespace keyward::app
