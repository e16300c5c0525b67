// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlReport.h"

#include "ThreadScaling.h"

#include <QCoreApplication>

#include <cmath>

namespace keyward::bench {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::HtmlReport)
};

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString rate(double perSecond)
{
    return perSecond > 0 ? QString::number(perSecond, 'f', 1) : QStringLiteral("–");
}

/// Vendor and model, never the id: PKCS#11 and OpenPGP ids embed the serial.
QString deviceName(const DeviceIdentity &d)
{
    QString name = QStringList{d.vendor, d.model}.join(QLatin1Char(' ')).trimmed();
    if (name.isEmpty()) {
        name = d.kind;
    }
    if (d.isVirtual) {
        name += Text::tr(" (virtual)");
    }
    return name;
}

QString runDevice(const RunRecord &r)
{
    QString name = deviceName(r.device);
    if (r.published) {
        name += r.publishedYear > 0 ? Text::tr(" (published, %1)").arg(r.publishedYear)
                                    : Text::tr(" (published)");
    } else if (r.imported) {
        name += Text::tr(" (imported)");
    }
    return name;
}

class Html
{
public:
    void heading(const QString &text) { m_out += QStringLiteral("<h2>%1</h2>\n").arg(esc(text)); }
    void paragraph(const QString &text) { m_out += QStringLiteral("<p>%1</p>\n").arg(esc(text)); }
    void beginTable(const QString &id, const QStringList &headers)
    {
        m_out += QStringLiteral("<table id=\"%1\">\n<thead><tr>").arg(id);
        for (const QString &h : headers) {
            m_out += QStringLiteral("<th>%1</th>").arg(esc(h));
        }
        m_out += QStringLiteral("</tr></thead>\n<tbody>\n");
    }
    void row(const QStringList &cells)
    {
        m_out += QStringLiteral("<tr>");
        for (const QString &c : cells) {
            m_out += QStringLiteral("<td>%1</td>").arg(esc(c));
        }
        m_out += QStringLiteral("</tr>\n");
    }
    void endTable() { m_out += QStringLiteral("</tbody></table>\n"); }
    void raw(const QString &html) { m_out += html; }
    const QString &text() const { return m_out; }

private:
    QString m_out;
};

void statistics(Html &h, const QList<RunRecord> &runs)
{
    h.heading(Text::tr("Statistics per case"));
    h.paragraph(
        Text::tr("Latencies in milliseconds over the steady state (warm-up left out and shown "
                 "as the cold median); CI95 is the 95 % confidence interval of the mean; "
                 "throughput in operations per second, by the wall clock and as implied by "
                 "the mean latency."));
    h.beginTable(QStringLiteral("statistics"),
                 {Text::tr("Device"), Text::tr("Algorithm"), Text::tr("Operation"),
                  Text::tr("Path"), Text::tr("Threads"), Text::tr("n"), Text::tr("Median (ms)"),
                  Text::tr("Mean (ms)"), Text::tr("SD (ms)"), Text::tr("Min (ms)"),
                  Text::tr("Max (ms)"), Text::tr("p95 (ms)"), Text::tr("p99 (ms)"),
                  Text::tr("CI95 (ms)"), Text::tr("Wall-clock ops/s"),
                  Text::tr("Latency-derived ops/s"), Text::tr("Cold median (ms)")});
    for (const RunRecord &r : runs) {
        const Summary s = r.steady();
        const Throughput t = r.throughput();
        if (r.published) {
            h.row({runDevice(r), r.algorithm, r.operation, r.path, QString::number(r.threads),
                   QStringLiteral("–"), QStringLiteral("–"), reportMs(s.mean), QStringLiteral("–"),
                   QStringLiteral("–"), QStringLiteral("–"), QStringLiteral("–"),
                   QStringLiteral("–"), QStringLiteral("–"), QStringLiteral("–"),
                   rate(t.latencyDerivedPerSecond), QStringLiteral("–")});
            continue;
        }
        const Summary cold = r.cold();
        h.row({runDevice(r), r.algorithm, r.operation, r.path, QString::number(r.threads),
               QString::number(s.count), reportMs(s.median), reportMs(s.mean), reportMs(s.stddev),
               reportMs(s.min), reportMs(s.max), reportMs(s.p95), reportMs(s.p99),
               reportMs(s.ciLow) + QStringLiteral(" – ") + reportMs(s.ciHigh),
               rate(t.wallClockPerSecond), rate(t.latencyDerivedPerSecond),
               cold.isEmpty()
                   ? QStringLiteral("–")
                   : Text::tr("%1 (n = %2)").arg(reportMs(cold.median)).arg(cold.count)});
    }
    h.endTable();
}

void scaling(Html &h, const QList<RunRecord> &runs)
{
    const QList<ScalingSeries> series = threadScaling(runs);
    if (series.isEmpty()) {
        return;
    }
    h.heading(Text::tr("Throughput against threads (PKCS#11)"));
    h.beginTable(QStringLiteral("scaling"),
                 {Text::tr("Case"), Text::tr("Threads"), Text::tr("Wall-clock ops/s"),
                  Text::tr("Latency-derived ops/s"), Text::tr("Mean latency (ms)")});
    for (const ScalingSeries &s : series) {
        for (const ScalingPoint &p : s.points) {
            h.row({s.label(), QString::number(p.threads), rate(p.wallClockPerSecond),
                   rate(p.latencyDerivedPerSecond), reportMs(p.meanLatencyNs)});
        }
    }
    h.endTable();
}

void devices(Html &h, const QList<RunRecord> &runs, const QList<ReportLoadProfile> &profiles)
{
    QList<DeviceIdentity> seen;
    auto add = [&](const DeviceIdentity &d) {
        const bool known = std::any_of(seen.cbegin(), seen.cend(), [&](const DeviceIdentity &x) {
            return x.vendor == d.vendor && x.model == d.model && x.firmware == d.firmware &&
                   x.kind == d.kind && x.isVirtual == d.isVirtual;
        });
        if (!known) {
            seen << d;
        }
    };
    for (const RunRecord &r : runs) {
        add(r.device);
    }
    for (const ReportLoadProfile &p : profiles) {
        add(p.device);
    }
    h.heading(Text::tr("Devices"));
    h.paragraph(Text::tr("Serial numbers are left out."));
    h.beginTable(QStringLiteral("devices"),
                 {Text::tr("Vendor"), Text::tr("Model"), Text::tr("Firmware"), Text::tr("Kind"),
                  Text::tr("Virtual")});
    for (const DeviceIdentity &d : seen) {
        h.row({d.vendor, d.model, d.firmware, d.kind,
               d.isVirtual ? Text::tr("yes (virtual: software figures, not hardware)")
                           : Text::tr("no")});
    }
    h.endTable();
}

/// Where each published figure comes from, once per source.
void sources(Html &h, const QList<RunRecord> &runs)
{
    QStringList cited;
    for (const RunRecord &r : runs) {
        if (r.published && !cited.contains(r.publishedSource)) {
            cited << r.publishedSource;
        }
    }
    if (cited.isEmpty()) {
        return;
    }
    h.heading(Text::tr("Sources of the published figures"));
    h.raw(QStringLiteral("<ul class=\"sources\">\n"));
    for (const QString &c : cited) {
        const QString text = c.isEmpty() ? Text::tr("source not recorded") : c;
        h.raw(QStringLiteral("<li>%1</li>\n").arg(esc(text)));
    }
    h.raw(QStringLiteral("</ul>\n"));
    h.paragraph(Text::tr("Published figures were measured by others, on other machines and "
                         "through the path named beside them; they are shown for reference, "
                         "not as measurements by Keyward."));
}

void settings(Html &h, const QList<RunRecord> &runs)
{
    h.heading(Text::tr("Settings"));
    h.beginTable(QStringLiteral("settings"),
                 {Text::tr("Case"), Text::tr("Started (UTC)"), Text::tr("Warm-up"),
                  Text::tr("Iterations per thread"), Text::tr("Duration (s)"), Text::tr("Threads"),
                  Text::tr("Key"), Text::tr("Timer resolution (ns)"), Text::tr("Notes")});
    for (const RunRecord &r : runs) {
        QStringList notes;
        if (r.published) {
            notes << Text::tr("published figure: %1").arg(r.publishedSource);
        }
        if (r.imported) {
            notes << Text::tr("imported from %1").arg(r.origin);
        }
        if (r.truncated) {
            notes << Text::tr("stopped early: sample buffer full");
        }
        if (!r.notes.isEmpty()) {
            notes << r.notes;
        }
        h.row({runDevice(r) + QStringLiteral(" · ") + r.algorithm + QStringLiteral(" · ") +
                   r.operation,
               r.startedUtc.isValid() ? r.startedUtc.toString(Qt::ISODate) : QString(),
               QString::number(r.warmup),
               r.iterations > 0 ? QString::number(r.iterations) : QString(),
               r.durationMs > 0 ? QString::number(double(r.durationMs) / 1000.0) : QString(),
               QString::number(r.threads), r.keyOrigin,
               r.timerResolutionNs > 0 ? QString::number(r.timerResolutionNs) : QString(),
               notes.join(QStringLiteral("; "))});
    }
    h.endTable();
}

void environment(Html &h, const QList<RunRecord> &runs)
{
    QList<Environment> seen;
    for (const RunRecord &r : runs) {
        if (r.published || r.environment.host.isEmpty()) {
            continue;
        }
        const bool known = std::any_of(seen.cbegin(), seen.cend(), [&](const Environment &e) {
            return e.host == r.environment.host && e.os == r.environment.os &&
                   e.cpu == r.environment.cpu && e.software == r.environment.software;
        });
        if (!known) {
            seen << r.environment;
        }
    }
    if (seen.isEmpty()) {
        return;
    }
    h.heading(Text::tr("Environment and software versions"));
    h.beginTable(QStringLiteral("software"),
                 {Text::tr("Host"), Text::tr("System"), Text::tr("CPU"), Text::tr("Software")});
    for (const Environment &e : seen) {
        QStringList sw;
        for (auto it = e.software.cbegin(); it != e.software.cend(); ++it) {
            sw << it.key() + QLatin1Char(' ') + it.value();
        }
        h.row({e.host, e.os, e.cpu, sw.join(QStringLiteral(", "))});
    }
    h.endTable();
}

void loadProfiles(Html &h, const QList<ReportLoadProfile> &profiles)
{
    for (int i = 0; i < profiles.size(); ++i) {
        const ReportLoadProfile &p = profiles.at(i);
        const LoadProfileResult &r = p.result;
        h.heading(Text::tr("Load profile: %1 · %2 · %3")
                      .arg(deviceName(p.device), p.algorithm, p.operation));
        QString summary =
            Text::tr("%n worker(s); started %1; service rate %2 per second "
                     "(workers / mean service time); ",
                     "", r.config.workers)
                .arg(r.startedUtc.toString(Qt::ISODate), rate(r.servedPerServingSecond));
        summary += r.saturationStep >= 0
                       ? Text::tr("the queue starts to grow at %1 requests per second (step %2).")
                             .arg(rate(r.saturationRate))
                             .arg(r.saturationStep + 1)
                       : Text::tr("the queue did not grow at any step.");
        if (!r.drained) {
            summary +=
                QLatin1Char(' ') + Text::tr("Not every request was served before the drain limit.");
        }
        h.paragraph(summary);
        h.paragraph(
            Text::tr("Little's law: L = λ·W. Measured L is the time average of requests in the "
                     "system during the step; predicted is the measured arrival rate times the "
                     "mean time in system of the step's requests. Times in ms."));
        h.beginTable(QStringLiteral("load-profile-%1").arg(i + 1),
                     {Text::tr("Step"), Text::tr("Offered /s"), Text::tr("Arrivals /s (λ)"),
                      Text::tr("Completed /s"), Text::tr("Mean service (ms)"),
                      Text::tr("Mean wait (ms)"), Text::tr("Mean latency W (ms)"),
                      Text::tr("p95 latency (ms)"), Text::tr("In system, measured (L)"),
                      Text::tr("In system, Little's law (λ·W)"), Text::tr("Queued, measured (Lq)"),
                      Text::tr("Queued, Little's law (λ·Wq)"), Text::tr("Utilisation"),
                      Text::tr("Queue grows")});
        for (const StepStats &s : r.steps) {
            h.row({QString::number(s.step + 1), rate(s.offeredRate), rate(s.arrivalRate),
                   rate(s.throughput), reportMs(s.meanServiceNs), reportMs(s.meanWaitNs),
                   reportMs(s.meanLatencyNs), reportMs(s.p95LatencyNs),
                   QString::number(s.measuredInSystem, 'f', 2),
                   QString::number(s.predictedInSystem, 'f', 2),
                   QString::number(s.measuredQueued, 'f', 2),
                   QString::number(s.predictedQueued, 'f', 2),
                   QString::number(s.utilisation, 'f', 2),
                   s.saturated ? Text::tr("yes") : QString()});
        }
        h.endTable();
    }
}

void charts(Html &h, const QList<ReportChart> &list)
{
    for (const ReportChart &c : list) {
        h.raw(QStringLiteral("<figure>\n"));
        if (!c.png.isEmpty()) {
            h.raw(QStringLiteral("<img alt=\"%1\" src=\"data:image/png;base64,%2\">\n")
                      .arg(esc(c.title), QString::fromLatin1(c.png.toBase64())));
        } else if (!c.svg.isEmpty()) {
            QByteArray svg = c.svg;
            // Inline SVG must not carry its own XML prolog or DOCTYPE.
            const qsizetype start = svg.indexOf("<svg");
            if (start > 0) {
                svg.remove(0, start);
            }
            h.raw(QString::fromUtf8(svg) + QLatin1Char('\n'));
        }
        QString caption = esc(c.title);
        if (!c.svgFile.isEmpty()) {
            caption += QStringLiteral(" · <a href=\"%1\">%2</a>")
                           .arg(esc(c.svgFile), esc(Text::tr("SVG")));
        }
        h.raw(QStringLiteral("<figcaption>%1</figcaption>\n</figure>\n").arg(caption));
    }
}

} // namespace

QString reportMs(double ns)
{
    const double ms = ns / 1e6;
    // Four significant digits for sub-millisecond figures (a 31 µs EC
    // signature), at least three and at most six decimals (1 ns).
    int decimals = 3;
    if (std::abs(ms) > 0 && std::abs(ms) < 1) {
        decimals = std::min(6, 3 - int(std::floor(std::log10(std::abs(ms)))));
    }
    return QString::number(ms, 'f', decimals);
}

QByteArray htmlReport(const HtmlReportInput &in)
{
    const QString title = in.title.isEmpty() ? Text::tr("Keyward benchmark report") : in.title;
    const QDateTime when =
        in.generatedUtc.isValid() ? in.generatedUtc : QDateTime::currentDateTimeUtc();
    Html h;
    h.raw(QStringLiteral("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
                         "<title>%1</title>\n<style>\n"
                         "body{font-family:sans-serif;margin:2em;color:#222}\n"
                         "table{border-collapse:collapse;margin:1em 0;font-size:90%}\n"
                         "th,td{border:1px solid #bbb;padding:3px 6px;text-align:left}\n"
                         "th{background:#eee}\n"
                         "figure{margin:1em 0}img,svg{max-width:100%;height:auto}\n"
                         ".virtual{color:#a40}\n"
                         "</style>\n</head>\n<body>\n<h1>%1</h1>\n")
              .arg(esc(title)));
    h.paragraph(Text::tr("Generated %1 by Keyward.").arg(when.toString(Qt::ISODate)));
    const bool anyVirtual =
        std::any_of(in.runs.cbegin(), in.runs.cend(),
                    [](const RunRecord &r) { return r.device.isVirtual && !r.published; }) ||
        std::any_of(in.loadProfiles.cbegin(), in.loadProfiles.cend(),
                    [](const ReportLoadProfile &p) { return p.device.isVirtual; });
    if (anyVirtual) {
        h.raw(QStringLiteral("<p class=\"virtual\">%1</p>\n")
                  .arg(esc(Text::tr("Virtual devices are included, marked (virtual): their figures "
                                    "are software figures, not hardware."))));
    }
    charts(h, in.charts);
    if (!in.advice.isEmpty()) {
        h.heading(Text::tr("Advice from the figures measured"));
        for (const QString &line : in.advice) {
            h.paragraph(line);
        }
    }
    if (!in.tlsReferences.isEmpty()) {
        h.heading(Text::tr("Published TLS figures and their sources"));
        h.raw(QStringLiteral("<ul class=\"sources\" id=\"tls-sources\">\n"));
        for (const QString &line : in.tlsReferences) {
            h.raw(QStringLiteral("<li>%1</li>\n").arg(esc(line)));
        }
        h.raw(QStringLiteral("</ul>\n"));
    }
    if (!in.runs.isEmpty()) {
        statistics(h, in.runs);
        sources(h, in.runs);
        scaling(h, in.runs);
    }
    if (!in.skipped.isEmpty()) {
        h.heading(Text::tr("Skipped cases"));
        h.raw(QStringLiteral("<ul id=\"skipped\">\n"));
        for (const SkippedCase &c : in.skipped) {
            h.raw(QStringLiteral("<li>%1</li>\n").arg(esc(c.sentence())));
        }
        h.raw(QStringLiteral("</ul>\n"));
    }
    loadProfiles(h, in.loadProfiles);
    devices(h, in.runs, in.loadProfiles);
    if (!in.runs.isEmpty()) {
        settings(h, in.runs);
        environment(h, in.runs);
    }
    h.raw(QStringLiteral("</body>\n</html>\n"));
    return h.text().toUtf8();
}

} // namespace keyward::bench
