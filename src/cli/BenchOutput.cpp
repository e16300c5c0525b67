// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchOutput.h"

#include "bench/SkippedCase.h"
#include "core/TerminalText.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace keyward::cli {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::bench)
};

QString ms(double ns)
{
    return QString::number(ns / 1e6, 'f', 3);
}

QString rate(double perSecond)
{
    return QString::number(perSecond, 'f', perSecond < 100 ? 2 : 0);
}

/// Columns padded to the widest cell; the first is left-aligned, the rest right.
/// Cells hold text a device or an imported file supplied (labels, hosts):
/// control characters never reach the terminal.
void printTable(QTextStream &out, QList<QStringList> rows, int leftAligned)
{
    for (QStringList &row : rows) {
        for (QString &cell : row) {
            cell = printableText(cell);
        }
    }
    QList<qsizetype> width;
    for (const QStringList &row : rows) {
        for (qsizetype c = 0; c < row.size(); ++c) {
            if (width.size() <= c) {
                width << 0;
            }
            width[c] = std::max(width[c], row.at(c).size());
        }
    }
    for (const QStringList &row : rows) {
        QStringList cells;
        for (qsizetype c = 0; c < row.size(); ++c) {
            cells << (c < leftAligned ? row.at(c).leftJustified(width[c])
                                      : row.at(c).rightJustified(width[c]));
        }
        out << cells.join(QStringLiteral("  ")).trimmed() << "\n";
    }
}

} // namespace

QJsonObject summaryJson(const bench::Summary &s)
{
    return QJsonObject{{QStringLiteral("count"), double(s.count)},
                       {QStringLiteral("median"), s.median},
                       {QStringLiteral("mean"), s.mean},
                       {QStringLiteral("stddev"), s.stddev},
                       {QStringLiteral("min"), s.min},
                       {QStringLiteral("max"), s.max},
                       {QStringLiteral("p95"), s.p95},
                       {QStringLiteral("p99"), s.p99},
                       {QStringLiteral("ci95"), QJsonObject{{QStringLiteral("low"), s.ciLow},
                                                            {QStringLiteral("high"), s.ciHigh}}}};
}

QJsonObject deviceJson(const bench::DeviceIdentity &d, bool includeSerial)
{
    QJsonObject device{
        {QStringLiteral("kind"), d.kind},     {QStringLiteral("vendor"), d.vendor},
        {QStringLiteral("model"), d.model},   {QStringLiteral("firmware"), d.firmware},
        {QStringLiteral("label"), d.label()}, {QStringLiteral("virtual"), d.isVirtual}};
    if (includeSerial) {
        device.insert(QStringLiteral("id"), d.id);
        device.insert(QStringLiteral("serial"), d.serial);
    }
    return device;
}

QJsonObject softwareJson(const QMap<QString, QString> &software)
{
    QJsonObject o;
    for (auto it = software.cbegin(); it != software.cend(); ++it) {
        o.insert(it.key(), it.value());
    }
    return o;
}

QJsonObject benchRunJson(const bench::RunRecord &run, bool includeSerial)
{
    const bench::DeviceIdentity &d = run.device;
    const QJsonObject device = deviceJson(d, includeSerial);
    const QJsonObject software = softwareJson(run.environment.software);
    const bench::Throughput tp = run.throughput();
    QJsonObject o{
        {QStringLiteral("id"), double(run.id)},
        {QStringLiteral("uuid"), run.uuid},
        {QStringLiteral("started"), run.startedUtc.toString(Qt::ISODateWithMs)},
        {QStringLiteral("label"), run.label()},
        {QStringLiteral("virtual"), d.isVirtual},
        {QStringLiteral("published"), run.published},
        {QStringLiteral("imported"), run.imported},
        {QStringLiteral("device"), device},
        {QStringLiteral("settings"),
         QJsonObject{{QStringLiteral("algorithm"), run.algorithm},
                     {QStringLiteral("operation"), run.operation},
                     {QStringLiteral("path"), run.path},
                     {QStringLiteral("threads"), run.threads},
                     {QStringLiteral("warmup"), run.warmup},
                     {QStringLiteral("iterations"), run.iterations},
                     {QStringLiteral("durationSeconds"), double(run.durationMs) / 1000.0},
                     {QStringLiteral("keyOrigin"), run.keyOrigin}}},
        {QStringLiteral("environment"), QJsonObject{{QStringLiteral("host"), run.environment.host},
                                                    {QStringLiteral("os"), run.environment.os},
                                                    {QStringLiteral("cpu"), run.environment.cpu},
                                                    {QStringLiteral("software"), software}}},
        {QStringLiteral("wallSeconds"), run.wallSeconds},
        {QStringLiteral("truncated"), run.truncated},
        {QStringLiteral("timerResolutionNs"), double(run.timerResolutionNs)},
        {QStringLiteral("unit"), QStringLiteral("ns")},
        {QStringLiteral("statistics"), summaryJson(run.steady())},
        {QStringLiteral("cold"), summaryJson(run.cold())},
        {QStringLiteral("throughput"),
         QJsonObject{{QStringLiteral("wallClockPerSecond"), tp.wallClockPerSecond},
                     {QStringLiteral("latencyDerivedPerSecond"), tp.latencyDerivedPerSecond}}}};
    if (!run.notes.isEmpty()) {
        o.insert(QStringLiteral("notes"), run.notes);
    }
    if (run.published) {
        o.insert(QStringLiteral("publishedSource"), run.publishedSource);
        o.insert(QStringLiteral("publishedYear"), run.publishedYear);
    }
    if (!run.details.isEmpty()) {
        QJsonObject details;
        for (auto it = run.details.cbegin(); it != run.details.cend(); ++it) {
            // The cases this run's invocation skipped are the answer's own "skipped" list.
            if (it.key() != bench::skippedDetailsKind()) {
                details.insert(it.key(), it.value());
            }
        }
        o.insert(QStringLiteral("details"), details);
    }
    return o;
}

void printRunTable(QTextStream &out, const QList<bench::RunRecord> &runs, bool withIds)
{
    QList<QStringList> rows;
    QStringList head;
    if (withIds) {
        head << Text::tr("ID");
    }
    head << Text::tr("Device") << Text::tr("Algorithm") << Text::tr("Op") << Text::tr("Path")
         << Text::tr("Thr") << Text::tr("N") << Text::tr("Median ms") << Text::tr("Mean ms")
         << Text::tr("±CI95 ms") << Text::tr("p95 ms") << Text::tr("p99 ms")
         << Text::tr("ops/s wall") << Text::tr("ops/s lat.");
    rows << head;
    for (const bench::RunRecord &run : runs) {
        const bench::Summary s = run.steady();
        const bench::Throughput tp = run.throughput();
        QStringList row;
        if (withIds) {
            row << QString::number(run.id);
        }
        QString device = run.device.label();
        if (run.published) {
            device += Text::tr(" (published, %1)").arg(run.publishedYear);
        }
        row << device << run.algorithm << run.operation << run.path << QString::number(run.threads)
            << QString::number(s.count) << ms(s.median) << ms(s.mean) << ms(s.ciHalfWidth())
            << ms(s.p95) << ms(s.p99) << rate(tp.wallClockPerSecond)
            << rate(tp.latencyDerivedPerSecond);
        rows << row;
    }
    printTable(out, rows, withIds ? 2 : 1);
}

void printComparisonTable(QTextStream &out, const QList<bench::ComparisonRow> &rows)
{
    QList<QStringList> table;
    table << QStringList{Text::tr("Run"),       Text::tr("Host"),     Text::tr("Mean ms"),
                         Text::tr("Median ms"), Text::tr("±CI95 ms"), Text::tr("ops/s wall"),
                         Text::tr("× first")};
    for (const bench::ComparisonRow &r : rows) {
        table << QStringList{r.label,
                             r.published ? Text::tr("published") : r.host,
                             ms(r.steady.mean),
                             r.published ? QStringLiteral("–") : ms(r.steady.median),
                             r.published ? QStringLiteral("–") : ms(r.steady.ciHalfWidth()),
                             r.published ? QStringLiteral("–")
                                         : rate(r.throughput.wallClockPerSecond),
                             QString::number(r.ratioToBaseline, 'f', 3)};
    }
    printTable(out, table, 2);
}

QJsonObject comparisonJson(const QList<bench::ComparisonRow> &rows)
{
    QJsonArray array;
    for (const bench::ComparisonRow &r : rows) {
        array.append(QJsonObject{
            {QStringLiteral("uuid"), r.uuid},
            {QStringLiteral("label"), r.label},
            {QStringLiteral("virtual"), r.device.isVirtual},
            {QStringLiteral("published"), r.published},
            {QStringLiteral("imported"), r.imported},
            {QStringLiteral("algorithm"), r.algorithm},
            {QStringLiteral("operation"), r.operation},
            {QStringLiteral("path"), r.path},
            {QStringLiteral("host"), r.host},
            {QStringLiteral("statistics"), summaryJson(r.steady)},
            {QStringLiteral("throughput"),
             QJsonObject{{QStringLiteral("wallClockPerSecond"), r.throughput.wallClockPerSecond},
                         {QStringLiteral("latencyDerivedPerSecond"),
                          r.throughput.latencyDerivedPerSecond}}},
            {QStringLiteral("ratioToBaseline"), r.ratioToBaseline}});
    }
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("keyward-bench-comparison")},
                       {QStringLiteral("version"), 1},
                       {QStringLiteral("runs"), array}};
}

namespace {

/// printf-style cell for the step table.
QString cell(double v, int width, int decimals)
{
    return QStringLiteral("%1").arg(v, width, 'f', decimals);
}

} // namespace

void printLoadProfile(QTextStream &out, const bench::LoadProfileResult &r)
{
    // Right-aligned columns, wide enough for a saturated HSM's queue.
    const QList<std::pair<QString, int>> columns{
        {Text::tr("step"), 4},     {Text::tr("offered/s"), 11}, {Text::tr("arrived/s"), 11},
        {Text::tr("done/s"), 10},  {Text::tr("W ms"), 11},      {Text::tr("p95 ms"), 11},
        {Text::tr("L meas."), 10}, {Text::tr("L = λW"), 10},    {Text::tr("Lq meas."), 10},
        {Text::tr("util."), 7},    {Text::tr("queue end"), 11}};
    for (const auto &[title, width] : columns) {
        out << title.rightJustified(width);
    }
    out << '\n';
    for (const bench::StepStats &s : r.steps) {
        out << QString::number(s.step + 1).rightJustified(4) << cell(s.offeredRate, 11, 1)
            << cell(s.arrivalRate, 11, 1) << cell(s.throughput, 10, 1)
            << cell(s.meanLatencyNs / 1e6, 11, 3) << cell(s.p95LatencyNs / 1e6, 11, 3)
            << cell(s.measuredInSystem, 10, 2) << cell(s.predictedInSystem, 10, 2)
            << cell(s.measuredQueued, 10, 2) << cell(s.utilisation, 7, 2)
            << QString::number(s.queueAtEnd).rightJustified(11)
            << (s.saturated ? Text::tr("  saturated") : QString()) << '\n';
    }
    out << Text::tr("service rate: %1 requests/s (served ÷ the time the workers were serving)\n")
               .arg(r.servedPerServingSecond, 0, 'f', 1);
    if (r.saturationStep >= 0) {
        out << Text::tr("the queue starts to grow at %1 requests/s (step %2)\n")
                   .arg(r.saturationRate)
                   .arg(r.saturationStep + 1);
    } else {
        out << Text::tr("the device kept up with every step\n");
    }
    if (!r.drained) {
        out << Text::tr("not every request was served before the drain limit\n");
    }
}

} // namespace keyward::cli
