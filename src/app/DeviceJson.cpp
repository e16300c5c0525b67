// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeviceJson.h"

#include <QJsonArray>

namespace keyward::app {

QString kindName(DeviceKind kind)
{
    switch (kind) {
    case DeviceKind::Reader:
        return QStringLiteral("reader");
    case DeviceKind::OpenPgpCard:
        return QStringLiteral("openpgp-card");
    case DeviceKind::Pkcs11Token:
        return QStringLiteral("pkcs11-token");
    }
    return {};
}

QJsonObject deviceToJson(const DeviceInfo &d)
{
    QJsonArray fields;
    for (const DeviceField &f : d.fields) {
        // "value" is data (numbers, English keys); "text" is what the window shows, translated.
        fields.append(QJsonObject{
            {QStringLiteral("key"), f.key},
            {QStringLiteral("label"), f.label},
            {QStringLiteral("value"), f.data.isUndefined() ? QJsonValue(f.value) : f.data},
            {QStringLiteral("text"), f.value}});
    }
    return QJsonObject{
        {QStringLiteral("id"), d.id},
        {QStringLiteral("kind"), kindName(d.kind)},
        {QStringLiteral("source"), d.source},
        {QStringLiteral("name"), d.name},
        {QStringLiteral("vendor"), d.vendor},
        {QStringLiteral("model"), d.model},
        {QStringLiteral("serial"), d.serial},
        {QStringLiteral("present"), d.present},
        {QStringLiteral("virtual"), d.isVirtual},
        {QStringLiteral("fields"), fields},
    };
}

} // namespace keyward::app
