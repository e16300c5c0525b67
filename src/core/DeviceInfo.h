// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>
#include <QList>
#include <QMetaType>
#include <QString>

namespace keyward {

/// The sidebar's groups, in display order.
enum class DeviceKind
{
    Reader,
    OpenPgpCard,
    Pkcs11Token
};

/// One labelled fact about a device, as the detail pane shows it.
struct DeviceField
{
    QString label; ///< in the user's language
    QString value;
    QString key = {}; ///< the same fact's name for --json, in English whatever the locale ("atr")
    /// The same fact as data for --json, whatever the locale: numbers, English keys, objects
    /// ({"userPin": 3, "resetCode": 0, "adminPin": 3}). Undefined: `value` is data as it stands
    /// (a serial, a version, a path).
    QJsonValue data = QJsonValue(QJsonValue::Undefined);
    bool operator==(const DeviceField &) const = default;
};

/// A snapshot of one device as a back end saw it. Widgets get these values,
/// never live handles.
struct DeviceInfo
{
    QString id; ///< stable key: "pcsc:<reader>", "pkcs11:<module>:<serial>", "openpgp:<AID>"
    DeviceKind kind = DeviceKind::Reader;
    QString source; ///< which back end reported it ("pcsc", "pkcs11", "openpgp")
    QString name;   ///< what the sidebar shows
    QString vendor;
    QString model;
    QString serial;
    bool present = true;       ///< reader: a card is inserted; token: token present
    bool isVirtual = false;    ///< virtual card or software token: results are labelled virtual
    QList<DeviceField> fields; ///< everything else that is known, for the detail pane
    /// Set when the row is a back end's problem, not a device: a PKCS#11 module that could
    /// not be used, shown once in its group. The sentence says what is wrong; such a row
    /// cannot be selected (there is nothing to act on).
    QString problem;

    bool operator==(const DeviceInfo &) const = default;
};

} // namespace keyward

Q_DECLARE_METATYPE(keyward::DeviceInfo)
