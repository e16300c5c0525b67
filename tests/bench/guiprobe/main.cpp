// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-guiprobe: how long the GUI event loop stalls while the benchmark
// window runs a SoftHSM2 benchmark and while the card page generates a key
// on the virtual card (issue 7, goal 3), and what the live chart costs in
// throughput (goal 4). A benchmark to run by hand inside scripts/sandbox,
// not a timed test: it prints figures and never judges them.
#include "BenchScenario.h"
#include "ChartScenario.h"
#include "KeygenScenario.h"
#include "ReplotScenario.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QFile>
#include <QTimer>

#include <memory>

using namespace keyward::guiprobe;

namespace {

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).section(u' ', 0, 2)
                                       : QStringLiteral("?");
}

// The offscreen platform warns about every window it cannot size-hint; that
// says nothing about what is measured and buries the figures.
QtMessageHandler g_previousHandler = nullptr;
void filterMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message != QLatin1String("This plugin does not support propagateSizeHints()")) {
        g_previousHandler(type, context, message);
    }
}

std::optional<keyward::openpgp::KeySlot> slotFromName(const QString &name)
{
    if (name == QLatin1String("sig")) {
        return keyward::openpgp::KeySlot::Signature;
    }
    if (name == QLatin1String("enc")) {
        return keyward::openpgp::KeySlot::Encryption;
    }
    if (name == QLatin1String("auth")) {
        return keyward::openpgp::KeySlot::Authentication;
    }
    return std::nullopt;
}

} // namespace

int main(int argc, char **argv)
{
    g_previousHandler = qInstallMessageHandler(filterMessages);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("keyward-guiprobe"));
    // Each scenario closes its windows before the next opens its own.
    QApplication::setQuitOnLastWindowClosed(false);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("GUI event-loop stalls during benchmarks and on-card key generation, and "
                       "the live chart's cost in throughput. Run inside scripts/sandbox."));
    parser.addHelpOption();
    const QCommandLineOption scenarios(
        QStringLiteral("scenario"),
        QStringLiteral("Comma-separated: bench, keygen, chart, replot (not in the default)."),
        QStringLiteral("list"), QStringLiteral("bench,keygen,chart"));
    const QCommandLineOption seconds(QStringLiteral("seconds"),
                                     QStringLiteral("Duration of each bench run (default 10)."),
                                     QStringLiteral("s"), QStringLiteral("10"));
    const QCommandLineOption algorithms(
        QStringLiteral("algorithms"), QStringLiteral("Bench: SoftHSM2 sign algorithms."),
        QStringLiteral("list"), QStringLiteral("ECDSA-P256,RSA-2048"));
    const QCommandLineOption chartSeconds(
        QStringLiteral("chart-seconds"),
        QStringLiteral("Duration of each chart on/off run (default: --seconds)."),
        QStringLiteral("s"));
    const QCommandLineOption rounds(QStringLiteral("rounds"),
                                    QStringLiteral("Chart: on/off pairs (default 3)."),
                                    QStringLiteral("n"), QStringLiteral("3"));
    const QCommandLineOption chartAlgorithm(QStringLiteral("chart-algorithm"),
                                            QStringLiteral("Chart: the algorithm (ECDSA-P256)."),
                                            QStringLiteral("name"), QStringLiteral("ECDSA-P256"));
    const QCommandLineOption keygenAlgorithm(
        QStringLiteral("keygen-algorithm"),
        QStringLiteral("Keygen: GnuPG algorithm name (default rsa4096)."), QStringLiteral("name"),
        QStringLiteral("rsa4096"));
    const QCommandLineOption keygenSlot(QStringLiteral("keygen-slot"),
                                        QStringLiteral("Keygen: sig, enc or auth (default auth)."),
                                        QStringLiteral("slot"), QStringLiteral("auth"));
    const QCommandLineOption liveStyle(
        QStringLiteral("live-style"),
        QStringLiteral("Bench, chart: draw the live chart's points as shipped, dot or disc "
                       "(default shipped)."),
        QStringLiteral("style"), QStringLiteral("shipped"));
    parser.addOption(liveStyle);
    parser.addOptions({scenarios, seconds, algorithms, chartSeconds, rounds, chartAlgorithm,
                       keygenAlgorithm, keygenSlot});
    parser.process(app);

    const double benchSeconds = parser.value(seconds).toDouble();
    const double chartS =
        parser.isSet(chartSeconds) ? parser.value(chartSeconds).toDouble() : benchSeconds;
    const int chartRounds = parser.value(rounds).toInt();
    const auto slot = slotFromName(parser.value(keygenSlot));
    if (benchSeconds <= 0 || chartS <= 0 || chartRounds <= 0 || !slot) {
        Scenario::say(QStringLiteral("FAILED: bad --seconds, --chart-seconds, --rounds or "
                                     "--keygen-slot"));
        return 2;
    }

    // The scenarios one after another, each in its own windows.
    QList<std::function<std::unique_ptr<Scenario>()>> plan;
    for (const QString &name : parser.value(scenarios).split(u',', Qt::SkipEmptyParts)) {
        if (name == QLatin1String("bench")) {
            plan << [&] {
                auto s = std::make_unique<BenchScenario>(
                    parser.value(algorithms).split(u',', Qt::SkipEmptyParts), benchSeconds);
                s->setLiveStyle(parser.value(liveStyle));
                return std::unique_ptr<Scenario>(std::move(s));
            };
        } else if (name == QLatin1String("keygen")) {
            plan << [&] {
                return std::make_unique<KeygenScenario>(parser.value(keygenAlgorithm), *slot);
            };
        } else if (name == QLatin1String("chart")) {
            plan << [&] {
                auto s = std::make_unique<ChartScenario>(parser.value(chartAlgorithm), chartS,
                                                         chartRounds);
                s->setLiveStyle(parser.value(liveStyle));
                return std::unique_ptr<Scenario>(std::move(s));
            };
        } else if (name == QLatin1String("replot")) {
            plan << [] {
                return std::make_unique<ReplotScenario>(QList<int>{2000, 5000, 20000}, 15);
            };
        } else {
            Scenario::say(QStringLiteral("FAILED: unknown scenario %1").arg(name));
            return 2;
        }
    }

    Scenario::say(
        QStringLiteral("keyward-guiprobe: Qt %1, platform %2, %3, load average %4, live style %5")
            .arg(QLatin1String(qVersion()), QApplication::platformName(),
                 QDateTime::currentDateTimeUtc().toString(Qt::ISODate), loadAverage(),
                 parser.value(liveStyle)));
    std::unique_ptr<Scenario> current;
    bool allOk = true;
    std::function<void()> runNext = [&] {
        if (plan.isEmpty()) {
            Scenario::say(
                QStringLiteral("keyward-guiprobe: done, load average %1").arg(loadAverage()));
            QApplication::exit(allOk ? 0 : 1);
            return;
        }
        current = plan.takeFirst()();
        if (!current->prepare()) {
            allOk = false;
            QTimer::singleShot(0, runNext);
            return;
        }
        QObject::connect(current.get(), &Scenario::finished, [&](bool ok) {
            allOk &= ok;
            Scenario::say(QStringLiteral("load average %1").arg(loadAverage()));
            // Not from inside the scenario's own signal: it is destroyed next.
            QTimer::singleShot(0, runNext);
        });
        current->start();
    };
    QTimer::singleShot(0, runNext);
    return QApplication::exec();
}
