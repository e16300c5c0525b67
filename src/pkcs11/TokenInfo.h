// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ModuleProblem.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace keyward::pkcs11 {

/// What the PIN flags say before an attempt, so the UI can warn first.
enum class PinWarning
{
    None,
    CountLow,      ///< a wrong PIN was entered since the last success
    FinalTry,      ///< one more wrong PIN locks it
    Locked,        ///< locked: the user PIN needs the SO PIN; the SO PIN needs re-initialisation
    NotInitialized ///< user PIN not set yet (after C_InitToken)
};

/// One slot of a module and the token in it, as plain values. A snapshot: no
/// handle in here may be used on another thread or after the module closed.
struct TokenInfo
{
    // Module
    QString moduleName; ///< p11-kit's name ("softhsm2", "opensc-pkcs11") or the file name
    QString modulePath;
    bool trustModule = false; ///< p11-kit-trust and similar: certificates only, not a token

    // Slot
    quint64 slotId = 0;
    QString slotDescription;
    QString slotManufacturer;
    quint64 slotFlags = 0;
    bool tokenPresent = false;
    bool removableDevice = false;
    bool hardwareSlot = false;

    // Token (valid when tokenPresent)
    QString label;
    QString manufacturer;
    QString model;
    QString serial;
    quint64 flags = 0; ///< raw CK_TOKEN_INFO flags; tokenFlagWords() puts them in words
    QString hardwareVersion;
    QString firmwareVersion;
    qint64 maxSessionCount = -1;
    qint64 sessionCount = -1;
    qint64 minPinLength = -1;
    qint64 maxPinLength = -1;
    qint64 totalPublicMemory = -1; ///< bytes; -1 when the token does not say
    qint64 freePublicMemory = -1;
    qint64 totalPrivateMemory = -1;
    qint64 freePrivateMemory = -1;

    /// SoftHSM and other software tokens: results are labelled virtual.
    bool isVirtual() const;
    /// CKF_TOKEN_INITIALIZED.
    bool isInitialized() const;
    PinWarning userPinWarning() const;
    PinWarning soPinWarning() const;
    /// CKF_USER_PIN_TO_BE_CHANGED / CKF_SO_PIN_TO_BE_CHANGED: the token wants the PIN changed.
    bool pinToBeChanged(bool so) const;
    /// Stable key "pkcs11:<module>:<serial>" (slot ID when the token has no serial).
    QString deviceId() const;

    bool operator==(const TokenInfo &) const = default;
};

/// A module as loaded: what C_GetInfo says, and its slots.
struct ModuleInfo
{
    QString name; ///< p11-kit's name, or the file name for a module given by path
    QString path;
    bool fromRegistry = true;
    bool trustModule = false;
    QString description;  ///< libraryDescription
    QString manufacturer; ///< manufacturerID
    QString libraryVersion;
    QString cryptokiVersion;
    QList<TokenInfo> slotList; ///< every slot, with or without a token
    /// Why the module did not load or its slots could not be read; empty when fine.
    std::optional<ModuleProblem> problem;

    bool operator==(const ModuleInfo &) const = default;
};

/// Words for a PinWarning, or empty for None; translated.
QString pinWarningText(PinWarning warning, bool so);
/// The warning as data for --json, whatever the locale: "none", "count-low", "final-try",
/// "locked", "not-initialized".
QString pinWarningKey(PinWarning warning);

} // namespace keyward::pkcs11

Q_DECLARE_METATYPE(keyward::pkcs11::TokenInfo)
Q_DECLARE_METATYPE(keyward::pkcs11::ModuleInfo)
