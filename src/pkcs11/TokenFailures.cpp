// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenFailures.h"

#include <QCoreApplication>

namespace keyward::pkcs11 {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11::TokenFailures)
};

/// The sentence with %1 the token and %2 the reason.
QString sentence(TokenOperation op)
{
    switch (op) {
    case TokenOperation::ReadToken:
        return Text::tr("Token “%1” could not be read: %2.");
    case TokenOperation::ListObjects:
        return Text::tr("The objects on token “%1” could not be listed: %2.");
    case TokenOperation::InitToken:
        return Text::tr("The token could not be initialised as “%1”: %2.");
    case TokenOperation::SetUserPin:
        return Text::tr("The user PIN of token “%1” could not be set: %2.");
    case TokenOperation::UnblockUserPin:
        return Text::tr("The user PIN of token “%1” could not be unblocked: %2.");
    case TokenOperation::ChangeUserPin:
        return Text::tr("The user PIN of token “%1” could not be changed: %2.");
    case TokenOperation::ChangeSoPin:
        return Text::tr("The SO PIN of token “%1” could not be changed: %2.");
    case TokenOperation::GenerateKeyPair:
        return Text::tr("The key pair could not be generated on token “%1”: %2.");
    case TokenOperation::CreateCsr:
        return Text::tr("The certificate request could not be made with the key on token “%1”: "
                        "%2.");
    case TokenOperation::CreateSelfSigned:
        return Text::tr("The self-signed certificate could not be made with the key on token "
                        "“%1”: %2.");
    case TokenOperation::ImportCertificate:
        return Text::tr("The certificate could not be imported to token “%1”: %2.");
    case TokenOperation::ImportPkcs12:
        return Text::tr("The PKCS #12 file could not be imported to token “%1”: %2.");
    case TokenOperation::DeleteObject:
        return Text::tr("The object could not be deleted from token “%1”: %2.");
    case TokenOperation::ExportObject:
        return Text::tr("The object could not be exported from token “%1”: %2.");
    case TokenOperation::CopyObjectUri:
        return Text::tr("The PKCS #11 URI of the object on token “%1” could not be read: %2.");
    case TokenOperation::InitScHsm:
        return Text::tr("The SmartCard-HSM in reader “%1” could not be initialised: %2.");
    case TokenOperation::ReadKeyPool:
        return Text::tr("The key pool of token “%1” could not be read: %2.");
    case TokenOperation::FillKeyPool:
        return Text::tr("The key pool of token “%1” could not be filled: %2.");
    case TokenOperation::EmptyKeyPool:
        return Text::tr("The key pool of token “%1” could not be emptied: %2.");
    case TokenOperation::TakeFromKeyPool:
        return Text::tr("No key from the key pool of token “%1” could be used: %2.");
    case TokenOperation::Provision:
        return Text::tr("Token “%1” could not be provisioned: %2.");
    }
    return {};
}

} // namespace

QList<TokenOperation> allTokenOperations()
{
    QList<TokenOperation> all;
    for (int i = int(TokenOperation::ReadToken); i <= int(TokenOperation::Provision); ++i) {
        all << TokenOperation(i);
    }
    return all;
}

QString failureSentence(TokenOperation op, const QString &token)
{
    // One pass fills the token and leaves %1 for the reason; a "%" in a label would be read as
    // a place marker later, so it is shown as the full-width percent sign.
    QString label = token.trimmed().isEmpty() ? Text::tr("without a label") : token.trimmed();
    label.replace(QLatin1Char('%'), QChar(0xFF05));
    return sentence(op).arg(label, QStringLiteral("%1"));
}

Error failedTo(TokenOperation op, Error error, const QString &token)
{
    if (error.failure.isEmpty()) {
        error.failure = failureSentence(op, token);
    }
    return error;
}

} // namespace keyward::pkcs11
