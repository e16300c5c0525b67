// SPDX-License-Identifier: GPL-3.0-or-later
// One planner for both front ends: `keyward-cli bench`'s parsed options and
// the benchmark page's form, asking for the same cases, give the same plan
// through app::planBenchmark() — the same cases in the same order, P-256
// decrypt on the CPU baseline as the ECDH key agreement, the same thread
// sweep and the same skip reasons. Nothing here opens a device: the card
// probe both front ends make before planning is given as a fake.
#include "app/BenchPlanner.h"
#include "cli/BenchOptions.h"
#include "cli/BenchPlan.h"
#include "gui/bench/BenchmarkQueue.h"

#include <QTest>

using keyward::DeviceInfo;
using keyward::DeviceKind;
using keyward::app::BenchCardProbe;
using keyward::app::PlannedBenchCase;
using keyward::bench::BenchPath;
using keyward::bench::OperationKind;

namespace {

const QString kCardId = QStringLiteral("openpgp:D2760001240103040006123456780000");

/// The card both front ends found over PC/SC: RSA-2048 keys in every slot.
BenchCardProbe pcscProbe()
{
    BenchCardProbe probe;
    keyward::bench::DeviceIdentity card;
    card.id = kCardId;
    card.kind = QStringLiteral("openpgp-card");
    card.model = QStringLiteral("Test card");
    probe.pcscCard = card;
    probe.pcscKeys = {QStringLiteral("rsa2048"), QStringLiteral("rsa2048"),
                      QStringLiteral("rsa2048")};
    probe.reader = QStringLiteral("Virtual PCD 00 00");
    return probe;
}

/// `keyward-cli bench ARGS`, planned with the card probe given.
QList<PlannedBenchCase> cliPlan(const QString &args, const BenchCardProbe &probe = {})
{
    auto parsed = keyward::cli::parseBenchArguments(args.split(QLatin1Char(' ')), false);
    if (!parsed) {
        qWarning() << parsed.error().userMessage();
        return {};
    }
    keyward::app::BenchPlanRequest request = keyward::cli::benchPlanRequest(parsed->run);
    request.cardProbe = probe;
    return keyward::app::planBenchmark(std::move(request));
}

DeviceInfo token()
{
    DeviceInfo d;
    d.id = QStringLiteral("pkcs11:softhsm2:0123456789abcdef");
    d.kind = DeviceKind::Pkcs11Token;
    d.name = QStringLiteral("keyward-test");
    d.serial = QStringLiteral("0123456789abcdef");
    return d;
}

DeviceInfo card()
{
    DeviceInfo d;
    d.id = kCardId;
    d.kind = DeviceKind::OpenPgpCard;
    d.name = QStringLiteral("Test card");
    return d;
}

/// The page's form with the numbers `--iterations 7 --warmup 2 --threads 4` give.
keyward::gui::bench::PageForm form()
{
    keyward::gui::bench::PageForm f;
    f.algorithms = {QStringLiteral("RSA-2048"), QStringLiteral("ECDSA-P256")};
    f.operations = {OperationKind::Sign, OperationKind::Decrypt, OperationKind::PinVerify};
    f.settings.iterations = 7;
    f.settings.warmup = 2;
    f.settings.threads = 4;
    return f;
}

QList<PlannedBenchCase> pagePlan(keyward::gui::bench::PageForm f, const BenchCardProbe &probe = {})
{
    keyward::app::BenchPlanRequest request = keyward::gui::bench::pageRequest(std::move(f));
    request.cardProbe = probe;
    return keyward::app::planBenchmark(std::move(request));
}

/// A case as the plan shows it. A token is named by its label on the command
/// line and by its listing in the window until it is opened, so only its
/// kind is compared.
QString shown(const PlannedBenchCase &p)
{
    const auto &c = p.benchCase;
    const QString device = c.path == BenchPath::Pkcs11
                               ? c.device.kind
                               : c.device.id + QLatin1Char('/') + c.device.kind;
    return QStringLiteral("%1 %2 %3 %4 threads=%5 it=%6 warm=%7 ms=%8 key=%9 runs=%10 skip=%11")
        .arg(device, QString::number(int(c.path)), c.algorithm,
             keyward::bench::toString(c.operation), QString::number(c.threads),
             QString::number(c.iterations), QString::number(c.warmup),
             QString::number(c.duration.count()), c.keyOrigin,
             p.factory ? QStringLiteral("yes") : QStringLiteral("no"), p.skipReason);
}

QStringList shown(const QList<PlannedBenchCase> &plan)
{
    QStringList out;
    for (const PlannedBenchCase &p : plan) {
        out << shown(p);
    }
    return out;
}

} // namespace

class BenchPlanFrontEndsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tokenAndCpuBaselineAlike()
    {
        const QList<PlannedBenchCase> cli =
            cliPlan(QStringLiteral("--token keyward-test --baseline cpu --alg rsa2048,p256 "
                                   "--op sign,decrypt,pin-verify --iterations 7 --warmup 2 "
                                   "--threads 4"));
        keyward::gui::bench::PageForm f = form();
        f.devices = {token()};
        f.cpuBaseline = true;
        const QList<PlannedBenchCase> page = pagePlan(f);
        QCOMPARE(shown(cli), shown(page));

        // Token: RSA sign, decrypt; P-256 sign; one PIN case; P-256 decrypt skipped.
        // CPU: the same on one thread, P-256 decrypt as ECDH, no PIN case.
        QCOMPARE(page.size(), 5 + 6);
        const auto find = [&page](BenchPath path, const QString &alg, OperationKind op) {
            for (const PlannedBenchCase &p : page) {
                if (p.benchCase.path == path && p.benchCase.algorithm == alg &&
                    p.benchCase.operation == op) {
                    return p;
                }
            }
            return PlannedBenchCase();
        };
        const PlannedBenchCase ecdh =
            find(BenchPath::CpuBaseline, QStringLiteral("ECDH-P256"), OperationKind::Decrypt);
        QVERIFY(ecdh.factory);
        QVERIFY(ecdh.skipReason.isEmpty());
        QCOMPARE(ecdh.benchCase.threads, 1);
        QVERIFY(!find(BenchPath::CpuBaseline, QStringLiteral("ECDSA-P256"), OperationKind::Decrypt)
                     .factory);
        QCOMPARE(find(BenchPath::Pkcs11, QStringLiteral("ECDSA-P256"), OperationKind::Decrypt)
                     .skipReason,
                 QStringLiteral("not supported on the PKCS#11 path"));
        QCOMPARE(find(BenchPath::CpuBaseline, QStringLiteral("RSA-2048"), OperationKind::PinVerify)
                     .skipReason,
                 QStringLiteral("no CPU baseline for this combination"));
        QCOMPARE(find(BenchPath::Pkcs11, QStringLiteral("RSA-2048"), OperationKind::Sign)
                     .benchCase.threads,
                 4);
        // The skipped cases both front ends name after the run.
        for (const auto &plan : {cli, page}) {
            QStringList skipped;
            for (const keyward::bench::SkippedCase &s : keyward::app::skippedCases(plan)) {
                skipped << s.algorithm + QLatin1Char(' ') + keyward::bench::toString(s.operation) +
                               QStringLiteral(": ") + s.reason;
            }
            QCOMPARE(
                skipped,
                (QStringList{
                    QStringLiteral("ECDSA-P256 decrypt: not supported on the PKCS#11 path"),
                    QStringLiteral("RSA-2048 pin-verify: no CPU baseline for this combination"),
                    QStringLiteral(
                        "ECDSA-P256 pin-verify: no CPU baseline for this combination")}));
        }
    }

    void threadSweepAlike()
    {
        const QList<PlannedBenchCase> cli =
            cliPlan(QStringLiteral("--token keyward-test --baseline cpu --alg rsa2048,p256 "
                                   "--op sign,decrypt,pin-verify --iterations 7 --warmup 2 "
                                   "--threads 4 --thread-sweep"));
        keyward::gui::bench::PageForm f = form();
        f.devices = {token()};
        f.cpuBaseline = true;
        f.threadSweep = true;
        const QList<PlannedBenchCase> page = pagePlan(f);
        QCOMPARE(shown(cli), shown(page));
        // Both algorithms, sign and decrypt, at 1, 2 and 4 threads (P-256 decrypt skipped at
        // each); one PIN case; the CPU baseline once.
        QMap<int, int> perThreads;
        for (const PlannedBenchCase &p : page) {
            if (p.benchCase.path == BenchPath::Pkcs11 &&
                p.benchCase.operation != OperationKind::PinVerify) {
                ++perThreads[p.benchCase.threads];
            }
        }
        QCOMPARE(perThreads, (QMap<int, int>{{1, 4}, {2, 4}, {4, 4}}));
        QCOMPARE(page.size(), 12 + 1 + 6);
    }

    void cardAlike()
    {
        const QList<PlannedBenchCase> cli =
            cliPlan(QStringLiteral("--card --path device --alg rsa2048,p256 "
                                   "--op sign,decrypt,pin-verify --iterations 7 --warmup 2 "
                                   "--threads 4"),
                    pcscProbe());
        keyward::gui::bench::PageForm f = form();
        f.devices = {card()};
        f.cardPath = BenchPath::DeviceTime;
        const QList<PlannedBenchCase> page = pagePlan(f, pcscProbe());
        QCOMPARE(shown(cli), shown(page));
        // Sign and decrypt with the card's RSA key, P-256 named as the card's
        // keys are not; the PIN check runs once.
        QStringList skipped;
        for (const keyward::bench::SkippedCase &s : keyward::app::skippedCases(page)) {
            skipped << s.sentence();
        }
        QCOMPARE(skipped, (QStringList{QStringLiteral("ECDSA-P256 sign on Test card: the card "
                                                      "holds RSA-2048 keys."),
                                       QStringLiteral("ECDSA-P256 decrypt on Test card: the card "
                                                      "holds RSA-2048 keys.")}));
    }

    // The window plans a card it lists; when the probe found another, its
    // cases are skipped saying so.
    void anotherCardIsSkipped()
    {
        BenchCardProbe probe = pcscProbe();
        probe.pcscCard->id = QStringLiteral("openpgp:D2760001240103040006000000010000");
        keyward::gui::bench::PageForm f = form();
        f.devices = {card()};
        f.cardPath = BenchPath::DeviceTime;
        for (const PlannedBenchCase &p : pagePlan(f, probe)) {
            QVERIFY2(p.skipReason.startsWith(QStringLiteral("the first reader holds another card")),
                     qPrintable(p.skipReason));
        }
    }
};

QTEST_GUILESS_MAIN(BenchPlanFrontEndsTest)
#include "BenchPlanFrontEndsTest.moc"
