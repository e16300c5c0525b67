// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace keyward::pkcs11 {

/// The kinds of object Keyward shows and acts on.
enum class ObjectClass
{
    Any,
    PrivateKey,
    PublicKey,
    SecretKey,
    Certificate,
    Data,
    Other
};

/// What a certificate says, read with OpenSSL.
struct CertificateInfo
{
    QString subject; ///< RFC 2253 ("CN=web,O=Example")
    QString issuer;
    QString serialNumber; ///< hex
    QDateTime notBefore;  ///< UTC
    QDateTime notAfter;
    QString sha1; ///< fingerprint, upper-case hex with colons
    QString sha256;
    QString keyDescription; ///< "RSA 2048", "EC prime256v1"
    bool selfSigned = false;

    bool operator==(const CertificateInfo &) const = default;
};

/// One object on a token as plain values (no handle: handles are session-bound).
struct ObjectInfo
{
    ObjectClass objectClass = ObjectClass::Other;
    QString label;
    QByteArray id;          ///< CKA_ID, raw
    QString keyType;        ///< "RSA", "EC", "AES", ... (keys)
    int sizeBits = 0;       ///< modulus or field size, or secret-key length in bits; 0 unknown
    QString curve;          ///< EC: "prime256v1", "secp384r1", ...
    QStringList usage;      ///< "sign", "verify", "encrypt", "decrypt", "wrap", "unwrap", "derive"
    bool isPrivate = false; ///< CKA_PRIVATE: visible only after login
    bool sensitive = false; ///< CKA_SENSITIVE
    bool extractable = false;    ///< CKA_EXTRACTABLE
    bool local = false;          ///< CKA_LOCAL: generated on the token
    bool hasCertificate = false; ///< set by listings: certificate info below is valid
    CertificateInfo certificate;
    QString uri; ///< RFC 7512 PKCS#11 URI of the object

    QString idHex() const { return QString::fromLatin1(id.toHex()); }
    bool operator==(const ObjectInfo &) const = default;
};

/// Which object an operation means: by class, CKA_ID and/or label (empty
/// fields match anything).
struct ObjectRef
{
    ObjectClass objectClass = ObjectClass::Any;
    QByteArray id;
    QString label;

    bool isEmpty() const { return id.isEmpty() && label.isEmpty(); }
};

/// One mechanism a token offers.
struct MechanismInfo
{
    quint64 type = 0;
    QString name; ///< "CKM_RSA_PKCS" or hex for vendor mechanisms
    quint64 minKeySize = 0;
    quint64 maxKeySize = 0;
    quint64 flags = 0; ///< raw CKF_*; mechanismFlagWords() puts them in words

    bool operator==(const MechanismInfo &) const = default;
};

/// "private key", "certificate", ... translated.
QString objectClassName(ObjectClass c);
/// Machine name for --json and profiles: "private-key", "certificate", ...
QString objectClassKey(ObjectClass c);
/// Parse objectClassKey() back; Any for unknown.
ObjectClass objectClassFromKey(const QString &key);

} // namespace keyward::pkcs11

Q_DECLARE_METATYPE(keyward::pkcs11::ObjectInfo)
Q_DECLARE_METATYPE(keyward::pkcs11::MechanismInfo)
