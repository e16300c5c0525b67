// SPDX-License-Identifier: GPL-3.0-or-later
#include "PublishedFigures.h"

#include "BenchCase.h"
#include "SkippedCase.h"

#include <QCoreApplication>
#include <QSet>
#include <QTimeZone>
#include <QUuid>

#include <algorithm>

namespace keyward::bench {

namespace {

struct Figure
{
    const char *algorithm;
    const char *vendor;
    const char *model;
    const char *kind;
    double seconds;
};

// Mean decrypt time in seconds, measured end to end through GnuPG (gpg
// --decrypt with the key on the card, or on disk for "CPU"), from the table
// "Decryption times" in the article cited by kCitation. A dash in the table
// means not measured: no entry here.
constexpr Figure kDecrypt2017[] = {
    {"ECDH-Curve25519", "", "CPU (software key)", "cpu", 0.036},
    {"ECDH-Curve25519", "FSIJ", "FST-01", "openpgp-card", 0.135},
    {"RSA-2048", "", "CPU (software key)", "cpu", 0.016},
    {"RSA-2048", "Yubico", "YubiKey 4", "openpgp-card", 0.162},
    {"RSA-2048", "Nitrokey", "Nitrokey Pro", "openpgp-card", 0.610},
    {"RSA-2048", "Yubico", "YubiKey NEO", "openpgp-card", 0.736},
    {"RSA-2048", "FSIJ", "FST-01", "openpgp-card", 1.265},
    {"RSA-4096", "", "CPU (software key)", "cpu", 0.043},
    {"RSA-4096", "Yubico", "YubiKey 4", "openpgp-card", 0.875},
    {"RSA-4096", "Nitrokey", "Nitrokey Pro", "openpgp-card", 3.150},
    {"RSA-4096", "FSIJ", "FST-01", "openpgp-card", 8.218},
};

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::PublishedFigures)
};

/// "decrypt", "sign, authenticate": stored operation names as a person reads them.
QString operationsText(const QStringList &operations)
{
    QStringList words;
    for (const QString &name : operations) {
        OperationKind op{};
        words << (fromString(name, &op) ? operationText(op) : name);
    }
    return words.join(QStringLiteral(", "));
}

} // namespace

QString publishedFiguresNote(const QList<RunRecord> &runs)
{
    QStringList publishedOps;
    QStringList publishedAlgorithms;
    QSet<QString> publishedCases;
    for (const RunRecord &p : publishedFigures()) {
        if (!publishedOps.contains(p.operation)) {
            publishedOps << p.operation;
        }
        if (!publishedAlgorithms.contains(p.algorithm)) {
            publishedAlgorithms << p.algorithm;
        }
        publishedCases.insert(p.algorithm + QLatin1Char('/') + p.operation);
    }
    QStringList ops;   // of the runs shown: benchmark operations only (no TLS, no key pool)
    QStringList cases; ///< of an operation with published figures
    for (const RunRecord &r : runs) {
        OperationKind op{};
        if (r.published || !fromString(r.operation, &op)) {
            continue;
        }
        if (publishedCases.contains(r.algorithm + QLatin1Char('/') + r.operation)) {
            return {}; // drawn beside this one
        }
        if (!ops.contains(r.operation)) {
            ops << r.operation;
        }
        const QString what = r.algorithm + QLatin1Char(' ') + operationText(op);
        if (publishedOps.contains(r.operation) && !cases.contains(what)) {
            cases << what;
        }
    }
    const QString where = operationsText(publishedOps);
    const QString algorithms = publishedAlgorithms.join(QStringLiteral(", "));
    if (ops.isEmpty()) {
        return Text::tr("Published figures exist for %1 only (%2); they are drawn beside measured "
                        "runs of the same algorithm and operation, and there are none yet.")
            .arg(where, algorithms);
    }
    const bool sameOperation = std::any_of(
        ops.cbegin(), ops.cend(), [&](const QString &o) { return publishedOps.contains(o); });
    if (!sameOperation) {
        return Text::tr("Published figures exist for %1 only; none are drawn for %2.")
            .arg(where, operationsText(ops));
    }
    return Text::tr("Published figures exist for %1 with %2 only; none are drawn for %3.")
        .arg(where, algorithms, cases.join(QStringLiteral(", ")));
}

QString publishedCitation()
{
    return QStringLiteral(
        "Antoine Beaupré, “A comparison of cryptographic keycards”, LWN.net, October 2017, "
        "https://lwn.net/Articles/736231/ (also at "
        "https://anarc.at/blog/2017-10-26-comparison-cryptographic-keycards/): mean decrypt "
        "time through GnuPG");
}

QList<RunRecord> publishedFigures()
{
    // A fixed namespace: the same figure always gets the same uuid.
    static const QUuid ns =
        QUuid::fromString(QStringLiteral("{6f1c3a52-0e8d-4c5b-9a57-6b2e1f0d4c11}"));
    QList<RunRecord> out;
    for (const Figure &f : kDecrypt2017) {
        RunRecord r;
        r.published = true;
        r.publishedSource = publishedCitation();
        r.publishedYear = 2017;
        r.publishedMeanNs = f.seconds * 1e9;
        r.algorithm = QLatin1String(f.algorithm);
        r.operation = toString(OperationKind::Decrypt);
        // The "CPU" figure too went through GnuPG end to end (a key on disk):
        // not comparable with Keyward's in-process OpenSSL baseline.
        r.path = toString(BenchPath::EndToEnd);
        r.device.vendor = QLatin1String(f.vendor);
        r.device.model = QLatin1String(f.model);
        r.device.kind = QLatin1String(f.kind);
        r.device.id = QStringLiteral("published:%1").arg(r.device.model);
        r.startedUtc = QDateTime(QDate(2017, 1, 1), QTime(0, 0), QTimeZone::utc());
        r.uuid = QUuid::createUuidV5(ns, r.device.model + QLatin1Char('/') + r.algorithm +
                                             QStringLiteral("/decrypt/2017"))
                     .toString(QUuid::WithoutBraces);
        out << r;
    }
    return out;
}

} // namespace keyward::bench
