// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardCommands.h"

#include "openpgp/AgentSession.h"
#include "openpgp/CardWatcher.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace keyward;
using namespace keyward::openpgp;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("keyward::cli::card", text);
}

int status(QTextStream &out, QTextStream &err, bool json)
{
    AgentSession session;
    auto serial = session.cardSerial();
    serial.waitForFinished();
    const Result<CardAid> aid = serial.result();
    if (!aid) {
        err << aid.error().userMessage() << '\n';
        return 1;
    }
    auto learn = session.transact("SCD LEARN --force");
    learn.waitForFinished();
    const DeviceInfo d =
        CardWatcher::deviceInfo(*aid, learn.result().valueOr(AssuanReply{}), false);
    if (json) {
        QJsonObject o{{QStringLiteral("id"), d.id},
                      {QStringLiteral("vendor"), d.vendor},
                      {QStringLiteral("model"), d.model},
                      {QStringLiteral("serial"), d.serial}};
        QJsonArray fields;
        for (const DeviceField &f : d.fields) {
            fields.append(QJsonObject{{QStringLiteral("label"), f.label},
                                      {QStringLiteral("value"), f.value}});
        }
        o.insert(QStringLiteral("fields"), fields);
        out << QJsonDocument(o).toJson();
        return 0;
    }
    out << d.name << '\n';
    for (const DeviceField &f : d.fields) {
        out << "  " << f.label << ": " << f.value << '\n';
    }
    return 0;
}

} // namespace

int runCardCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json)
{
    const QString sub = args.value(0);
    if (sub == QLatin1String("status")) {
        return status(out, err, json);
    }
    err << tr("usage: keyward-cli card status [--json]\n");
    return 2;
}
