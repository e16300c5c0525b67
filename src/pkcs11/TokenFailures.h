// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"
#include "core/Result.h"

#include <QList>
#include <QString>

namespace keyward::pkcs11 {

/// The token operations a user starts (in the window, with keyward-cli token, or by a
/// provisioning profile). Each has its own failure sentence.
enum class TokenOperation
{
    ReadToken,
    ListObjects,
    InitToken,
    SetUserPin,
    UnblockUserPin,
    ChangeUserPin,
    ChangeSoPin,
    GenerateKeyPair,
    CreateCsr,
    CreateSelfSigned,
    ImportCertificate,
    ImportPkcs12,
    DeleteObject,
    ExportObject,
    CopyObjectUri,
    InitScHsm,
    ReadKeyPool,
    FillKeyPool,
    EmptyKeyPool,
    TakeFromKeyPool, ///< a stored key unwrapped on the token and used once (token pool take)
    Provision,
};

/// Every TokenOperation, in declaration order.
QList<TokenOperation> allTokenOperations();

/// The operation's whole failure sentence, translated, with `token` (the token's label) in
/// place where the sentence names it and %1 left for the reason: "The key pair could not be
/// generated on token “web”: %1.". It goes into Error::failure.
QString failureSentence(TokenOperation op, const QString &token);

/// `error` with the operation's failure sentence, unless it already has one (a step of a
/// larger operation keeps its own, more exact sentence).
Error failedTo(TokenOperation op, Error error, const QString &token);

template<class T> Result<T> failedTo(TokenOperation op, Result<T> result, const QString &token)
{
    if (result) {
        return result;
    }
    return failedTo(op, result.error(), token);
}

} // namespace keyward::pkcs11
