// SPDX-License-Identifier: GPL-3.0-or-later
#include "SkippedCase.h"

#include <QJsonArray>

#include <QCoreApplication>

namespace keyward::bench {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::SkippedCase)
};

/// The kind of key GnuPG's algorithm name stands for: "RSA-2048", "P-256",
/// "Curve25519" (ed25519 and cv25519 alike), or the name as given.
QString kindOfGnupgName(const QString &name)
{
    if (name.startsWith(QLatin1String("rsa"))) {
        return QStringLiteral("RSA-") + name.mid(3);
    }
    if (name.startsWith(QLatin1String("nistp"))) {
        return QStringLiteral("P-") + name.mid(5);
    }
    if (name == QLatin1String("ed25519") || name == QLatin1String("cv25519")) {
        return QStringLiteral("Curve25519");
    }
    if (name == QLatin1String("ed448") || name == QLatin1String("cv448")) {
        return QStringLiteral("Curve448");
    }
    return name;
}

/// The same for a benchmark algorithm: "ECDSA-P256" and "ECDH-P256" are P-256.
QString kindOfBenchAlgorithm(const QString &name)
{
    if (name.startsWith(QLatin1String("RSA-"))) {
        return name;
    }
    if (name.contains(QLatin1String("25519"))) {
        return QStringLiteral("Curve25519");
    }
    if (name.contains(QLatin1String("448"))) {
        return QStringLiteral("Curve448");
    }
    const QString curve = name.section(QLatin1Char('-'), -1);
    if (curve.size() > 1 && curve.at(0) == QLatin1Char('P') && curve.at(1).isDigit()) {
        return QStringLiteral("P-") + curve.mid(1);
    }
    return curve;
}

} // namespace

QString SkippedCase::sentence() const
{
    const QString what =
        algorithm.isEmpty()
            ? Text::tr("%1 on %2").arg(operationText(operation), device.label())
            : Text::tr("%1 %2 on %3").arg(algorithm, operationText(operation), device.label());
    //: A skipped benchmark case and why: "ECDSA-P256 sign on Yubico YubiKey 5: the card
    //: holds RSA-2048 keys."
    QString text = Text::tr("%1: %2.").arg(what, reason);
    text[0] = text.at(0).toUpper();
    return text;
}

QString operationText(OperationKind operation)
{
    switch (operation) {
    case OperationKind::Sign:
        return Text::tr("sign");
    case OperationKind::Decrypt:
        return Text::tr("decrypt");
    case OperationKind::Authenticate:
        return Text::tr("authenticate");
    case OperationKind::KeyGeneration:
        return Text::tr("key generation");
    case OperationKind::PinVerify:
        return Text::tr("PIN verification");
    }
    return toString(operation);
}

QString CardKeyAlgorithms::forOperation(OperationKind operation) const
{
    switch (operation) {
    case OperationKind::Sign:
        return sign;
    case OperationKind::Decrypt:
        return decrypt;
    case OperationKind::Authenticate:
        return authenticate;
    default:
        return {};
    }
}

bool sameKeyKind(const QString &benchAlgorithm, const QString &gnupgName)
{
    return kindOfBenchAlgorithm(benchAlgorithm) == kindOfGnupgName(gnupgName);
}

QString cardKeyMismatch(const CardKeyAlgorithms &keys, OperationKind operation,
                        const QString &benchAlgorithm)
{
    const QString key = keys.forOperation(operation);
    if (key.isEmpty() || benchAlgorithm.isEmpty() || sameKeyKind(benchAlgorithm, key)) {
        return {};
    }
    const QString kind = kindOfGnupgName(key);
    bool allAlike = true;
    for (const QString &other : {keys.sign, keys.decrypt, keys.authenticate}) {
        allAlike &= other.isEmpty() || kindOfGnupgName(other) == kind;
    }
    if (allAlike) {
        return Text::tr("the card holds %1 keys").arg(kind);
    }
    switch (operation) {
    case OperationKind::Sign:
        return Text::tr("the card's signature key is %1").arg(kind);
    case OperationKind::Decrypt:
        return Text::tr("the card's encryption key is %1").arg(kind);
    default:
        return Text::tr("the card's authentication key is %1").arg(kind);
    }
}

QString skippedDetailsKind()
{
    return QStringLiteral("skipped");
}

QJsonObject skippedDetails(const QList<SkippedCase> &skipped)
{
    QJsonArray array;
    for (const SkippedCase &c : skipped) {
        const QJsonObject device{{QStringLiteral("kind"), c.device.kind},
                                 {QStringLiteral("vendor"), c.device.vendor},
                                 {QStringLiteral("model"), c.device.model},
                                 {QStringLiteral("firmware"), c.device.firmware},
                                 {QStringLiteral("virtual"), c.device.isVirtual}};
        array.append(QJsonObject{{QStringLiteral("device"), device},
                                 {QStringLiteral("algorithm"), c.algorithm},
                                 {QStringLiteral("operation"), toString(c.operation)},
                                 {QStringLiteral("reason"), c.reason}});
    }
    return QJsonObject{{QStringLiteral("skipped"), array}};
}

QList<SkippedCase> skippedFromDetails(const QJsonObject &details)
{
    QList<SkippedCase> out;
    for (const QJsonValue &v : details.value(QStringLiteral("skipped")).toArray()) {
        const QJsonObject o = v.toObject();
        const QJsonObject d = o.value(QStringLiteral("device")).toObject();
        SkippedCase c;
        if (!fromString(o.value(QStringLiteral("operation")).toString(), &c.operation) ||
            o.value(QStringLiteral("reason")).toString().isEmpty()) {
            continue;
        }
        c.device.kind = d.value(QStringLiteral("kind")).toString();
        c.device.vendor = d.value(QStringLiteral("vendor")).toString();
        c.device.model = d.value(QStringLiteral("model")).toString();
        c.device.firmware = d.value(QStringLiteral("firmware")).toString();
        c.device.isVirtual = d.value(QStringLiteral("virtual")).toBool();
        c.algorithm = o.value(QStringLiteral("algorithm")).toString();
        c.reason = o.value(QStringLiteral("reason")).toString();
        out << c;
    }
    return out;
}

} // namespace keyward::bench
