// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchBundle.h"

#include "BenchReproduce.h"
#include "bench/ResultExport.h"
#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSysInfo>

#include <openssl/crypto.h>

#include <utility>

namespace keyward::app {

namespace kb = keyward::bench;

namespace {

// lupdate files Text::tr() strings under this context, the one the runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::BenchBundle)
};

Error refused(const QString &sentence)
{
    Error e = Error::invalidInput(Text::tr("write the bundle"), sentence);
    e.failure = QStringLiteral("%1");
    return e;
}

QString slug(const QString &title)
{
    QString name;
    for (const QChar c : title.toLower()) {
        if (c.isLetterOrNumber() && c.unicode() < 128) {
            name += c;
        } else if (!name.isEmpty() && !name.endsWith(QLatin1Char('-'))) {
            name += QLatin1Char('-');
        }
    }
    while (name.endsWith(QLatin1Char('-'))) {
        name.chop(1);
    }
    return name;
}

/// "Load: latency" → "load-latency"; a long title by what comes before its colon ("Key
/// pool experiment, on demand: …" → "key-pool-experiment-on-demand"); a number is added
/// when the name is taken.
QString chartName(const QString &title, QSet<QString> *taken)
{
    QString name = slug(title);
    if (name.size() > 40) {
        name = slug(title.section(QLatin1Char(':'), 0, 0)).left(40);
    }
    if (name.isEmpty()) {
        name = QStringLiteral("chart");
    }
    QString unique = name;
    for (int i = 2; taken->contains(unique); ++i) {
        unique = QStringLiteral("%1-%2").arg(name).arg(i);
    }
    taken->insert(unique);
    return unique;
}

bool cpuSaysHypervisor()
{
    QFile f(QStringLiteral("/proc/cpuinfo"));
    if (!f.open(QIODevice::ReadOnly)) {
        return false;
    }
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("flags") && line.split(' ').contains("hypervisor")) {
            return true;
        }
    }
    return false;
}

/// Writes the files of a bundle one by one, and removes them again when one fails.
class BundleWriter
{
public:
    explicit BundleWriter(QString dir)
        : m_dir(std::move(dir))
    {}
    ~BundleWriter()
    {
        if (m_done) {
            return;
        }
        for (auto it = m_written.crbegin(); it != m_written.crend(); ++it) {
            QFile::remove(QDir(m_dir).filePath(*it));
        }
        for (auto it = m_made.crbegin(); it != m_made.crend(); ++it) {
            QDir().rmdir(*it);
        }
    }
    Status makeDir(const QString &path)
    {
        if (QFileInfo(path).isDir()) {
            return {};
        }
        if (!QDir().mkdir(path)) {
            return refused(Text::tr("The folder %1 could not be made, so no bundle was written.")
                               .arg(QDir::toNativeSeparators(path)));
        }
        m_made << path;
        return {};
    }
    Status write(const QString &name, const QByteArray &bytes, bool executable = false)
    {
        const QString path = QDir(m_dir).filePath(name);
        if (Status st = SafeFile::writeExclusive(path, bytes); !st) {
            return st;
        }
        m_written << name;
        // Results hold no secrets: readable by others, as published files are.
        QFile::Permissions p =
            QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;
        if (executable) {
            p |= QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther;
        }
        QFile::setPermissions(path, p);
        return {};
    }
    const QStringList &written() const { return m_written; }
    QStringList finish()
    {
        m_done = true;
        return m_written;
    }

private:
    QString m_dir;
    QStringList m_written;
    QStringList m_made;
    bool m_done = false;
};

QByteArray readme(const QStringList &files, const QStringList &chartTitles, bool anySkipped)
{
    QStringList lines{
        Text::tr("A Keyward benchmark bundle, made on %1.")
            .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate)),
        QString(),
        Text::tr("report.html       the report: charts, statistics, devices, settings"),
        Text::tr("runs.csv          one row per run with its figures (times in ms)"),
        Text::tr("runs.json         every run with its samples, importable with "
                 "keyward-cli bench import"),
        Text::tr("environment.json  this machine, the software versions and each device, "
                 "virtual or not"),
        anySkipped ? Text::tr("skipped.json      the cases asked for and not measured, with why")
                   : Text::tr("(no skipped.json: no skipped cases were recorded with these runs)"),
        Text::tr("reproduce.sh      the keyward-cli command that measures each run again"),
        Text::tr("README.txt        this list"),
        QString(),
        Text::tr("Charts (each as SVG and PNG in charts/):")};
    for (qsizetype i = 0; i < chartTitles.size(); ++i) {
        lines << QStringLiteral("  ") + chartTitles.at(i);
    }
    lines << QString() << Text::tr("Files:");
    for (const QString &f : files) {
        lines << QStringLiteral("  ") + f;
    }
    lines << Text::tr("  README.txt") << QString();
    return lines.join(QLatin1Char('\n')).toUtf8();
}

} // namespace

QJsonObject bundleEnvironment(const QList<kb::RunRecord> &runs)
{
    const kb::Environment here = kb::Environment::current();
    QJsonObject software;
    for (const kb::RunRecord &r : runs) {
        for (auto it = r.environment.software.cbegin(); it != r.environment.software.cend(); ++it) {
            software.insert(it.key(), it.value()); // as the runs recorded them
        }
    }
    QJsonObject machine{
        {QStringLiteral("host"), here.host},
        {QStringLiteral("os"), QSysInfo::prettyProductName()},
        {QStringLiteral("kernel"),
         QString(QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion())},
        {QStringLiteral("cpu"), here.cpu},
        {QStringLiteral("virtualMachine"), cpuSaysHypervisor()},
        {QStringLiteral("keyward"), here.software.value(QStringLiteral("keyward"))},
        {QStringLiteral("qt"), here.software.value(QStringLiteral("qt"))},
        {QStringLiteral("openssl"), QString::fromLatin1(OpenSSL_version(OPENSSL_VERSION))}};
    QJsonArray devices;
    QSet<QString> seen;
    QSet<QString> hostSeen;
    for (const kb::RunRecord &r : runs) {
        if (r.published) {
            continue;
        }
        const QString key = r.device.kind + QLatin1Char('|') + r.device.label() + QLatin1Char('|') +
                            r.device.firmware;
        if (seen.contains(key)) {
            continue;
        }
        seen.insert(key);
        devices.append(QJsonObject{{QStringLiteral("label"), r.device.label()},
                                   {QStringLiteral("kind"), r.device.kind},
                                   {QStringLiteral("vendor"), r.device.vendor},
                                   {QStringLiteral("model"), r.device.model},
                                   {QStringLiteral("firmware"), r.device.firmware},
                                   {QStringLiteral("virtual"), r.device.isVirtual}});
    }
    QJsonArray hosts;
    for (const kb::RunRecord &r : runs) {
        const QString key = r.environment.host + QLatin1Char('|') + r.environment.cpu;
        if (r.published || hostSeen.contains(key)) {
            continue;
        }
        hostSeen.insert(key);
        hosts.append(QJsonObject{{QStringLiteral("host"), r.environment.host},
                                 {QStringLiteral("os"), r.environment.os},
                                 {QStringLiteral("cpu"), r.environment.cpu}});
    }
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("keyward-bench-environment")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("machine"), machine},
                       {QStringLiteral("software"), software},
                       {QStringLiteral("measuredOn"), hosts},
                       {QStringLiteral("devices"), devices}};
}

QByteArray skippedJson(const QList<kb::SkippedCase> &skipped)
{
    QJsonArray array;
    for (const kb::SkippedCase &s : skipped) {
        array.append(QJsonObject{{QStringLiteral("device"), s.device.label()},
                                 {QStringLiteral("virtual"), s.device.isVirtual},
                                 {QStringLiteral("algorithm"), s.algorithm},
                                 {QStringLiteral("operation"), kb::toString(s.operation)},
                                 {QStringLiteral("reason"), s.reason},
                                 {QStringLiteral("text"), s.sentence()}});
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("keyward-skipped")},
                                     {QStringLiteral("version"), 1},
                                     {QStringLiteral("skipped"), array}})
        .toJson(QJsonDocument::Indented);
}

Result<QStringList> writeBenchBundle(const QString &dir, BenchBundleInput input)
{
    const QFileInfo info(dir);
    const QString shown = QDir::toNativeSeparators(info.absoluteFilePath());
    if (info.exists() && !info.isDir()) {
        return refused(Text::tr("%1 is a file, not a folder; a bundle goes into a new or empty "
                                "folder, so nothing was written.")
                           .arg(shown));
    }
    if (info.isDir() &&
        !QDir(dir).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
        return refused(Text::tr("The folder %1 is not empty; a bundle goes into a new or empty "
                                "folder, so nothing was written.")
                           .arg(shown));
    }
    BundleWriter out(info.absoluteFilePath());
    if (Status st = out.makeDir(info.absoluteFilePath()); !st) {
        return st.error();
    }
    QSet<QString> taken;
    QStringList titles;
    kb::HtmlReportInput &report = input.report;
    for (kb::ReportChart &c : report.charts) {
        if (c.png.isEmpty() && c.svg.isEmpty()) {
            continue;
        }
        if (Status st = out.makeDir(QDir(dir).filePath(QStringLiteral("charts"))); !st) {
            return st.error();
        }
        const QString name = QStringLiteral("charts/") + chartName(c.title, &taken);
        if (!c.svg.isEmpty()) {
            if (Status st = out.write(name + QStringLiteral(".svg"), c.svg); !st) {
                return st.error();
            }
            c.svg.clear(); // the PNG goes into the report, the SVG beside it
            c.svgFile = name + QStringLiteral(".svg");
        }
        if (!c.png.isEmpty()) {
            if (Status st = out.write(name + QStringLiteral(".png"), c.png); !st) {
                return st.error();
            }
        }
        titles << c.title;
    }
    const QList<kb::RunRecord> &runs = report.runs;
    const QByteArray json = input.runsJson.isEmpty() ? kb::toJson(runs) : input.runsJson;
    const QList<std::pair<QString, QByteArray>> files = {
        {QStringLiteral("report.html"), kb::htmlReport(report)},
        {QStringLiteral("runs.csv"), kb::summaryCsv(runs)},
        {QStringLiteral("runs.json"), json},
        {QStringLiteral("environment.json"),
         QJsonDocument(bundleEnvironment(runs)).toJson(QJsonDocument::Indented)},
    };
    for (const auto &[name, bytes] : files) {
        if (Status st = out.write(name, bytes); !st) {
            return st.error();
        }
    }
    if (!report.skipped.isEmpty()) {
        if (Status st = out.write(QStringLiteral("skipped.json"), skippedJson(report.skipped));
            !st) {
            return st.error();
        }
    }
    if (Status st =
            out.write(QStringLiteral("reproduce.sh"), reproduceScript(runs, input.profiles), true);
        !st) {
        return st.error();
    }
    if (Status st = out.write(QStringLiteral("README.txt"),
                              readme(out.written(), titles, !report.skipped.isEmpty()));
        !st) {
        return st.error();
    }
    return out.finish();
}

} // namespace keyward::app
