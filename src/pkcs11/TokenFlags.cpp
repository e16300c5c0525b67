// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenFlags.h"

#include "Pkcs11Api.h"

#include <QCoreApplication>

namespace keyward::pkcs11 {

namespace {

struct FlagName
{
    unsigned long flag;
    const char *name; ///< machine name, as p11-kit list-modules prints it
    const char *words;
};

// QT_TRANSLATE_NOOP keeps the words in the .ts file; they are translated when shown.
const FlagName kTokenFlags[] = {
    {CKF_RNG, "rng", QT_TRANSLATE_NOOP("keyward::pkcs11", "random number generator")},
    {CKF_WRITE_PROTECTED, "write-protected",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "write-protected")},
    {CKF_LOGIN_REQUIRED, "login-required", QT_TRANSLATE_NOOP("keyward::pkcs11", "login required")},
    {CKF_USER_PIN_INITIALIZED, "user-pin-initialized",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "user PIN initialised")},
    {CKF_RESTORE_KEY_NOT_NEEDED, "restore-key-not-needed",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "restore key not needed")},
    {CKF_CLOCK_ON_TOKEN, "clock-on-token", QT_TRANSLATE_NOOP("keyward::pkcs11", "clock on token")},
    {CKF_PROTECTED_AUTHENTICATION_PATH, "protected-authentication-path",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "PIN pad or other protected authentication path")},
    {CKF_DUAL_CRYPTO_OPERATIONS, "dual-crypto-operations",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "dual crypto operations")},
    {CKF_TOKEN_INITIALIZED, "token-initialized",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "token initialised")},
    {CKF_SECONDARY_AUTHENTICATION, "secondary-authentication",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "secondary authentication")},
    {CKF_USER_PIN_COUNT_LOW, "user-pin-count-low",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "user PIN count low")},
    {CKF_USER_PIN_FINAL_TRY, "user-pin-final-try",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "user PIN final try")},
    {CKF_USER_PIN_LOCKED, "user-pin-locked",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "user PIN locked")},
    {CKF_USER_PIN_TO_BE_CHANGED, "user-pin-to-be-changed",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "user PIN to be changed")},
    {CKF_SO_PIN_COUNT_LOW, "so-pin-count-low",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "SO PIN count low")},
    {CKF_SO_PIN_FINAL_TRY, "so-pin-final-try",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "SO PIN final try")},
    {CKF_SO_PIN_LOCKED, "so-pin-locked", QT_TRANSLATE_NOOP("keyward::pkcs11", "SO PIN locked")},
    {CKF_SO_PIN_TO_BE_CHANGED, "so-pin-to-be-changed",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "SO PIN to be changed")},
};

const FlagName kMechanismFlags[] = {
    {CKF_HW, "hw", QT_TRANSLATE_NOOP("keyward::pkcs11", "hardware")},
    {CKF_ENCRYPT, "encrypt", QT_TRANSLATE_NOOP("keyward::pkcs11", "encrypt")},
    {CKF_DECRYPT, "decrypt", QT_TRANSLATE_NOOP("keyward::pkcs11", "decrypt")},
    {CKF_DIGEST, "digest", QT_TRANSLATE_NOOP("keyward::pkcs11", "digest")},
    {CKF_SIGN, "sign", QT_TRANSLATE_NOOP("keyward::pkcs11", "sign")},
    {CKF_SIGN_RECOVER, "sign-recover", QT_TRANSLATE_NOOP("keyward::pkcs11", "sign with recovery")},
    {CKF_VERIFY, "verify", QT_TRANSLATE_NOOP("keyward::pkcs11", "verify")},
    {CKF_VERIFY_RECOVER, "verify-recover",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "verify with recovery")},
    {CKF_GENERATE, "generate", QT_TRANSLATE_NOOP("keyward::pkcs11", "generate key")},
    {CKF_GENERATE_KEY_PAIR, "generate-key-pair",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "generate key pair")},
    {CKF_WRAP, "wrap", QT_TRANSLATE_NOOP("keyward::pkcs11", "wrap")},
    {CKF_UNWRAP, "unwrap", QT_TRANSLATE_NOOP("keyward::pkcs11", "unwrap")},
    {CKF_DERIVE, "derive", QT_TRANSLATE_NOOP("keyward::pkcs11", "derive")},
    {CKF_EC_F_P, "ec-f-p", QT_TRANSLATE_NOOP("keyward::pkcs11", "EC: prime field")},
    // Not in p11-kit 0.24's header: the 2.40 values of F_2M and ECPARAMETERS.
    {1UL << 21, "ec-f-2m", QT_TRANSLATE_NOOP("keyward::pkcs11", "EC: binary field")},
    {1UL << 22, "ec-parameters", QT_TRANSLATE_NOOP("keyward::pkcs11", "EC: explicit parameters")},
    {CKF_EC_NAMEDCURVE, "ec-named-curve", QT_TRANSLATE_NOOP("keyward::pkcs11", "EC: named curve")},
    {CKF_EC_UNCOMPRESS, "ec-uncompressed",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "EC: uncompressed points")},
    {CKF_EC_COMPRESS, "ec-compressed",
     QT_TRANSLATE_NOOP("keyward::pkcs11", "EC: compressed points")},
};

template<std::size_t N>
QStringList collect(const FlagName (&table)[N], unsigned long flags, bool words)
{
    QStringList out;
    for (const auto &f : table) {
        if (flags & f.flag) {
            out << (words ? QCoreApplication::translate("keyward::pkcs11", f.words)
                          : QString::fromLatin1(f.name));
        }
    }
    return out;
}

} // namespace

QStringList tokenFlagWords(unsigned long flags)
{
    return collect(kTokenFlags, flags, true);
}

QStringList tokenFlagNames(unsigned long flags)
{
    return collect(kTokenFlags, flags, false);
}

QStringList mechanismFlagWords(unsigned long flags)
{
    return collect(kMechanismFlags, flags, true);
}

QString paddedString(const unsigned char *data, int size)
{
    int len = 0;
    while (len < size && data[len] != 0) {
        ++len;
    }
    while (len > 0 && (data[len - 1] == ' ' || data[len - 1] == '\t')) {
        --len;
    }
    return QString::fromUtf8(reinterpret_cast<const char *>(data), len).trimmed();
}

QString versionString(unsigned char major, unsigned char minor)
{
    return QStringLiteral("%1.%2").arg(major).arg(minor);
}

qint64 ulongOrUnknown(unsigned long value)
{
    if (value == CK_UNAVAILABLE_INFORMATION) {
        return -1;
    }
    return static_cast<qint64>(value);
}

} // namespace keyward::pkcs11
