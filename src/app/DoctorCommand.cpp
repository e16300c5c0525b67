// SPDX-License-Identifier: GPL-3.0-or-later
#include "DoctorCommand.h"

#include "core/Worker.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace keyward::app {

namespace {

// lupdate files Text::tr() strings under this context, the one the runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::Doctor)
};

QJsonValue orNull(const std::optional<QString> &s)
{
    return s ? QJsonValue(*s) : QJsonValue();
}

/// What was looked at: versions, paths, readers and cards.
QList<doctor::FactLine> factLines(const doctor::Facts &f)
{
    QList<doctor::FactLine> out;
    out.append(
        {QStringLiteral("gnupg"),
         QJsonObject{{QStringLiteral("version"),
                      f.gnupgVersion.isEmpty() ? QJsonValue() : QJsonValue(f.gnupgVersion)},
                     {QStringLiteral("gpgconf"), f.gpgconfPath},
                     {QStringLiteral("homedir"), f.homedir}},
         f.gnupgVersion.isEmpty()
             ? Text::tr("GnuPG: not found.")
             : Text::tr("GnuPG %1 (%2), home %3.").arg(f.gnupgVersion, f.gpgconfPath, f.homedir)});
    out.append({QStringLiteral("gpgAgent"),
                QJsonObject{{QStringLiteral("running"), f.agentVersion.has_value()},
                            {QStringLiteral("version"), orNull(f.agentVersion)},
                            {QStringLiteral("socket"), f.agentSocket}},
                f.agentVersion ? Text::tr("gpg-agent %1 answers.").arg(*f.agentVersion)
                               : Text::tr("gpg-agent is not running.")});
    const bool ccidOff = f.scdaemonConf.has(QStringLiteral("disable-ccid"));
    out.append({QStringLiteral("scdaemon"),
                QJsonObject{{QStringLiteral("running"), f.scdaemonRunning},
                            {QStringLiteral("version"), orNull(f.scdaemonVersion)},
                            {QStringLiteral("conf"), f.scdaemonConf.exists},
                            {QStringLiteral("disableCcid"), ccidOff},
                            {QStringLiteral("pcscDriver"),
                             f.scdaemonConf.value(QStringLiteral("pcsc-driver"))}},
                (f.scdaemonVersion ? Text::tr("scdaemon %1 runs").arg(*f.scdaemonVersion)
                                   : Text::tr("scdaemon is not running")) +
                    (ccidOff ? Text::tr("; it reaches readers through pcscd (disable-ccid).")
                             : Text::tr("; it tries its own CCID driver before pcscd."))});
    QJsonArray readers;
    QStringList readerNames;
    for (const pcsc::ReaderState &r : f.readers) {
        readers.append(
            QJsonObject{{QStringLiteral("name"), r.name},
                        {QStringLiteral("cardPresent"), r.cardPresent},
                        {QStringLiteral("openpgpCard"), f.openPgpReaders.contains(r.name)}});
        readerNames << QStringLiteral("\"%1\"").arg(r.name);
    }
    out.append({QStringLiteral("pcscd"),
                QJsonObject{{QStringLiteral("reachable"), f.pcscReachable},
                            {QStringLiteral("readers"), readers}},
                !f.pcscReachable      ? Text::tr("pcscd cannot be reached.")
                : f.readers.isEmpty() ? Text::tr("pcscd lists no reader.")
                                      : Text::tr("pcscd lists these readers: %1.")
                                            .arg(readerNames.join(QStringLiteral(", ")))});
    if (f.cardsListed) {
        QJsonArray cards;
        QStringList serials;
        for (const PresentCard &c : f.cards) {
            cards.append(QJsonObject{{QStringLiteral("serial"), c.aid.serialText()},
                                     {QStringLiteral("aid"), QString::fromLatin1(c.aid.hex)},
                                     {QStringLiteral("model"), c.model}});
            serials << QStringLiteral("%1 (%2)").arg(c.aid.serialText(), c.model);
        }
        out.append(
            {QStringLiteral("openpgpCards"), cards,
             f.cards.isEmpty()
                 ? Text::tr("No OpenPGP card is present.")
                 : Text::tr("OpenPGP cards present: %1.").arg(serials.join(QStringLiteral(", ")))});
    }
    if (f.keysListed) {
        int stubs = 0;
        for (const auto &k : f.secretKeys) {
            stubs += std::any_of(k.subkeys.cbegin(), k.subkeys.cend(),
                                 [](const auto &s) { return s.isCardKey; })
                         ? 1
                         : 0;
        }
        out.append({QStringLiteral("secretKeys"),
                    QJsonObject{{QStringLiteral("count"), int(f.secretKeys.size())},
                                {QStringLiteral("onCard"), stubs}},
                    Text::tr("Secret keys in the keyring: %1, on a card: %2.")
                        .arg(f.secretKeys.size())
                        .arg(stubs)});
    }
    out.append({QStringLiteral("pinentry"),
                QJsonObject{{QStringLiteral("program"), f.pinentry},
                            {QStringLiteral("configured"), f.pinentryConfigured}},
                f.pinentryConfigured
                    ? Text::tr("pinentry: %1 (gpg-agent.conf).").arg(f.pinentry)
                    : Text::tr("pinentry: %1 (GnuPG's default).").arg(f.pinentry)});
    out.append(
        {QStringLiteral("opensc"),
         QJsonObject{{QStringLiteral("moduleFile"),
                      f.openScModule ? QJsonValue(f.openScModule->path) : QJsonValue()},
                     {QStringLiteral("conf"),
                      f.openScConfPath.isEmpty() ? QJsonValue() : QJsonValue(f.openScConfPath)}},
         f.openScModule ? Text::tr("OpenSC's PKCS#11 module is registered with p11-kit "
                                   "(%1).")
                              .arg(f.openScModule->path)
                        : Text::tr("OpenSC's PKCS#11 module is not registered with "
                                   "p11-kit.")});
    return out;
}

} // namespace

int DoctorReport::count(doctor::Severity severity) const
{
    return int(
        std::count_if(findings.cbegin(), findings.cend(),
                      [severity](const doctor::Finding &f) { return f.severity == severity; }));
}

DoctorCommand::DoctorCommand()
    : m_worker(std::make_unique<Worker>(QStringLiteral("keyward-doctor")))
{}

DoctorCommand::~DoctorCommand() = default;

QFuture<DoctorReport> DoctorCommand::run()
{
    return m_worker->run([] { return report(doctor::gatherFacts()); });
}

DoctorReport DoctorCommand::report(const doctor::Facts &facts)
{
    return DoctorReport{factLines(facts), doctor::diagnose(facts)};
}

QString DoctorCommand::severityWord(doctor::Severity severity)
{
    return severity == doctor::Severity::Problem   ? Text::tr("Problem")
           : severity == doctor::Severity::Warning ? Text::tr("Warning")
                                                   : Text::tr("Note");
}

QString DoctorCommand::summary(const DoctorReport &report)
{
    return Text::tr("Problems: %1, warnings: %2, notes: %3.")
        .arg(report.count(doctor::Severity::Problem))
        .arg(report.count(doctor::Severity::Warning))
        .arg(report.count(doctor::Severity::Info));
}

QStringList DoctorCommand::lines(const DoctorReport &report)
{
    QStringList out;
    for (const doctor::FactLine &f : report.facts) {
        out << f.text;
    }
    for (const doctor::Finding &f : report.findings) {
        out << QString()
            << QStringLiteral("%1 [%2]: %3").arg(severityWord(f.severity), f.id, f.description)
            << Text::tr("  What to do: %1").arg(f.action);
    }
    out << QString() << summary(report);
    return out;
}

QJsonObject DoctorCommand::json(const DoctorReport &report)
{
    QJsonArray facts;
    for (const doctor::FactLine &f : report.facts) {
        facts.append(QJsonObject{{QStringLiteral("key"), f.key},
                                 {QStringLiteral("value"), f.value},
                                 {QStringLiteral("text"), f.text}});
    }
    QJsonArray findings;
    for (const doctor::Finding &f : report.findings) {
        findings.append(QJsonObject{{QStringLiteral("id"), f.id},
                                    {QStringLiteral("severity"), doctor::severityKey(f.severity)},
                                    {QStringLiteral("values"), f.values},
                                    {QStringLiteral("description"), f.description},
                                    {QStringLiteral("action"), f.action}});
    }
    return QJsonObject{
        {QStringLiteral("counts"),
         QJsonObject{{QStringLiteral("problem"), report.count(doctor::Severity::Problem)},
                     {QStringLiteral("warning"), report.count(doctor::Severity::Warning)},
                     {QStringLiteral("info"), report.count(doctor::Severity::Info)}}},
        {QStringLiteral("facts"), facts},
        {QStringLiteral("findings"), findings}};
}

} // namespace keyward::app
