// SPDX-License-Identifier: GPL-3.0-or-later
#include "DoctorCli.h"

#include "app/DoctorCommand.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace keyward::cli {

const CommandTable &doctorTable()
{
    static const CommandTable t = [] {
        CommandTable c;
        c.command = QStringLiteral("doctor");
        c.subcommands = {
            {QString(),
             QCoreApplication::translate(
                 "keyward::cli", "[--json]\n"
                                 "  checks this computer's smart-card set-up (GnuPG, gpg-agent, "
                                 "pcscd, scdaemon,\n"
                                 "  OpenSC, pinentry, SSH, card keys) and says what to do; changes "
                                 "nothing.\n"
                                 "  Exit status: 0 no problem found, 1 a problem found, 2 wrong "
                                 "arguments"),
             {},
             {}}};
        c.defaultSubcommand = QString();
        c.globalSwitches = {QStringLiteral("json"), QStringLiteral("help")};
        return c;
    }();
    return t;
}

int runDoctorCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json)
{
    const Parsed parsed = Parsed::parse(doctorTable(), args);
    if (const auto rc = parsed.report(out, err, json)) {
        return *rc;
    }
    app::DoctorCommand command;
    const app::DoctorReport report = command.run().result();
    if (json) {
        out << QJsonDocument(app::DoctorCommand::json(report)).toJson(QJsonDocument::Indented);
    } else {
        for (const QString &line : app::DoctorCommand::lines(report)) {
            out << line << "\n";
        }
    }
    return report.hasProblem() ? 1 : 0;
}

} // namespace keyward::cli
