// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pkcs11/ObjectInfo.h"
#include "pkcs11/TokenInfo.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace keyward::app {

/// What the snippets need to know about a private key on a PKCS#11 token:
/// plain values the token page or `keyward-cli token` already read.
struct KeyUsageInput
{
    QString modulePath;  ///< the PKCS#11 module as a file path
    QString tokenLabel;  ///< CK_TOKEN_INFO label, trimmed
    QString tokenSerial; ///< CK_TOKEN_INFO serial number, trimmed
    QString objectLabel; ///< CKA_LABEL of the key
    QByteArray objectId; ///< CKA_ID of the key, raw
    QString keyType;     ///< "RSA", "EC", ...
    /// The key's RFC 7512 URI as read from the token (may name the
    /// certificate); empty: built from the fields above.
    QString uri;
};

/// Where a snippet goes.
enum class SnippetTarget
{
    Uri,
    OpenSsl,
    Nginx,
    Apache,
    OpenSsh,
    Nss
};

/// One ready-to-paste snippet with what to know before using it.
struct KeyUsageSnippet
{
    SnippetTarget target = SnippetTarget::Uri;
    QString id;     ///< stable name: "uri", "openssl", "nginx", "apache", "openssh", "nss"
    QString title;  ///< translated, e.g. "OpenSSL"
    QString text;   ///< the snippet itself (commands or configuration)
    QString caveat; ///< translated sentences; never empty
};

/// The key's PKCS#11 URI for other programs: token (and serial, model,
/// manufacturer when the given URI has them) and object (id and label), with
/// type=private, percent-encoded per RFC 7512. Never carries a PIN: any
/// pin-value or pin-source in the given URI is dropped.
QString privateKeyUri(const KeyUsageInput &in);

/// Percent-encodes a PKCS#11 URI attribute value (RFC 7512): everything but
/// the unreserved characters is encoded, so the result is safe between single
/// quotes in a shell and in configuration files.
QString percentEncodeUriValue(const QByteArray &value);

/// The snippets for the key: URI, OpenSSL, nginx, Apache mod_ssl, OpenSSH and
/// an NSS database. Pure: reads no device and no file.
QList<KeyUsageSnippet> keyUsageSnippets(const KeyUsageInput &in);

/// The private key a selected object stands for: the key itself, or for a
/// certificate the private key with its CKA_ID; nullopt when objects hold none.
std::optional<pkcs11::ObjectInfo> keyForObject(const QList<pkcs11::ObjectInfo> &objects,
                                               const pkcs11::ObjectInfo &selected);

/// The snippets' input from what a token listing says.
KeyUsageInput keyUsageInput(const pkcs11::TokenInfo &token, const pkcs11::ObjectInfo &key);

} // namespace keyward::app
