// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchReproduce.h"

#include "bench/BenchCase.h"
#include "bench/KeyPoolRecord.h"
#include "bench/LoadProfileRecord.h"
#include "bench/runners/TlsRunRecord.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace keyward::app {

namespace kb = keyward::bench;

namespace {

// lupdate files Text::tr() strings under this context, the one the runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::BenchReproduce)
};

/// `text` as one shell word: single-quoted unless it is plain.
QString shellWord(const QString &text)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:,=+-]+$"));
    if (plain.match(text).hasMatch()) {
        return text;
    }
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

/// A comment line: never more than one line, whatever a device called itself.
QString comment(const QString &text)
{
    QString line = text;
    line.replace(QRegularExpression(QStringLiteral("[\\r\\n\\x00-\\x1f]")), QStringLiteral(" "));
    return QStringLiteral("# ") + line;
}

QString number(double v)
{
    return QString::number(v, 'g', 10);
}

/// "RSA-2048" → "rsa2048", as keyward-cli's --alg and --key-type read it.
QString algorithmWord(const QString &algorithm)
{
    QString word = algorithm.toLower();
    word.remove(QLatin1Char('-'));
    if (word.startsWith(QLatin1String("ecdsa"))) {
        word.remove(0, 5); // "ecdsap256" → "p256"
    }
    return word;
}

/// The rates given to stepped() that made `steps`, with whether they went back down;
/// empty when the steps are not of that shape (they were not made by keyward-cli).
QStringList steppedRates(const QList<kb::LoadStep> &steps, bool *backDown)
{
    if (steps.isEmpty()) {
        return {};
    }
    QList<double> all;
    for (const kb::LoadStep &s : steps) {
        if (s.duration != steps.first().duration) {
            return {};
        }
        all << s.ratePerSecond;
    }
    QList<double> up = all.mid(0, (all.size() + 1) / 2);
    const auto down = kb::LoadProfileConfig::stepped(up, steps.first().duration, 1, true);
    QList<double> again;
    for (const kb::LoadStep &s : down.steps) {
        again << s.ratePerSecond;
    }
    *backDown = again == all && all.size() > 1;
    if (!*backDown) {
        up = all;
    }
    QStringList words;
    for (double r : up) {
        words << number(r);
    }
    return words;
}

/// The options that name the device of `run`, or a comment on `notes` why they cannot.
QStringList deviceOptions(const kb::RunRecord &run, const QJsonObject &how, QStringList *notes)
{
    QStringList args;
    const QString token = how.value(QStringLiteral("token")).toString();
    if (run.device.kind == QLatin1String("pkcs11-token")) {
        if (token.isEmpty()) {
            *notes << Text::tr("The token's label was not recorded with this run, so the "
                               "command is left out; give --token LABEL to measure it again.");
            return {};
        }
        args << QStringLiteral("--token") << shellWord(token);
        for (const QJsonValue &m : how.value(QStringLiteral("modules")).toArray()) {
            args << QStringLiteral("--module") << shellWord(m.toString());
        }
    }
    return args;
}

QStringList caseCommand(const kb::RunRecord &run, const QJsonObject &how,
                        const kb::LoadProfileResult *profile, QStringList *notes)
{
    QStringList args{QStringLiteral("keyward-cli"), QStringLiteral("bench")};
    kb::BenchPath path{};
    if (!kb::fromString(run.path, &path)) {
        *notes << Text::tr("The run's path \"%1\" is not one keyward-cli measures, so the "
                           "command is left out.")
                      .arg(run.path);
        return {};
    }
    switch (path) {
    case kb::BenchPath::CpuBaseline:
        args << QStringLiteral("--baseline") << QStringLiteral("cpu");
        break;
    case kb::BenchPath::Pkcs11: {
        const QStringList device = deviceOptions(run, how, notes);
        if (device.isEmpty()) {
            return {};
        }
        args << device;
        const QString key = how.value(QStringLiteral("key")).toString();
        if (run.keyOrigin.startsWith(QLatin1String("existing"))) {
            if (key.isEmpty()) {
                *notes << Text::tr("The run used an existing key whose label was not recorded; "
                                   "without --key LABEL the command uses a generated key.");
            } else {
                args << QStringLiteral("--key") << shellWord(key);
            }
        }
        break;
    }
    case kb::BenchPath::EndToEnd:
    case kb::BenchPath::DeviceTime: {
        args << QStringLiteral("--card");
        const QString reader = how.value(QStringLiteral("reader")).toString();
        if (!reader.isEmpty()) {
            args << shellWord(reader);
        } else if (!run.details.contains(invocationDetailsKind())) {
            *notes << Text::tr("The card's reader was not recorded with this run; the command "
                               "uses the first reader with a card.");
        }
        args << QStringLiteral("--path")
             << (path == kb::BenchPath::EndToEnd ? QStringLiteral("end-to-end")
                                                 : QStringLiteral("device"));
        break;
    }
    case kb::BenchPath::Simulated:
        *notes << Text::tr("A simulated run is not measured on a device, so the command is "
                           "left out.");
        return {};
    }
    kb::OperationKind op{};
    if (!kb::fromString(run.operation, &op)) {
        *notes << Text::tr("The operation \"%1\" is not one keyward-cli measures, so the "
                           "command is left out.")
                      .arg(run.operation);
        return {};
    }
    if (op != kb::OperationKind::PinVerify) { // a PIN check has no algorithm
        args << QStringLiteral("--alg") << algorithmWord(run.algorithm);
    }
    args << QStringLiteral("--op") << run.operation;
    if (profile) {
        bool backDown = false;
        const QStringList rates = steppedRates(profile->config.steps, &backDown);
        if (rates.isEmpty()) {
            *notes << Text::tr("The load profile's steps are not of a length keyward-cli "
                               "gives every step, so the command is left out.");
            return {};
        }
        args << QStringLiteral("--load-profile") << rates.join(QLatin1Char(','))
             << QStringLiteral("--step")
             << number(double(profile->config.steps.first().duration.count()) / 1000)
             << QStringLiteral("--workers") << QString::number(profile->config.workers);
        if (!backDown) {
            args << QStringLiteral("--no-back-down");
        }
        return args;
    }
    if (run.durationMs > 0) {
        args << QStringLiteral("--duration") << number(double(run.durationMs) / 1000);
    } else {
        args << QStringLiteral("--iterations") << QString::number(run.iterations);
    }
    args << QStringLiteral("--warmup") << QString::number(run.warmup) << QStringLiteral("--threads")
         << QString::number(run.threads);
    return args;
}

QStringList tlsCommand(const kb::RunRecord &run, const QJsonObject &how, QStringList *notes)
{
    const QJsonObject tls = run.details.value(kb::tlsDetailsKind());
    QStringList args{QStringLiteral("keyward-cli"), QStringLiteral("bench"), QStringLiteral("tls")};
    if (run.device.kind == QLatin1String("cpu")) {
        args << QStringLiteral("--cpu");
    } else {
        const QStringList device = deviceOptions(run, how, notes);
        if (device.isEmpty()) {
            return {};
        }
        args << device;
        const QString label = tls.value(QStringLiteral("keyLabel")).toString();
        if (!label.isEmpty() && how.value(QStringLiteral("key")).toString() == label) {
            args << QStringLiteral("--label") << shellWord(label); // given, not made for the run
        }
    }
    const QString protocol = tls.value(QStringLiteral("protocol")).toString();
    args << QStringLiteral("--key-type") << algorithmWord(run.algorithm);
    if (protocol == QLatin1String("TLSv1.2") || protocol == QLatin1String("TLSv1.3")) {
        args << QStringLiteral("--tls") << protocol.mid(4);
    } else {
        *notes << Text::tr("The TLS version was not recorded; the command uses keyward-cli's.");
    }
    const QString kex = tls.value(QStringLiteral("keyExchange")).toString().toLower();
    if (kex == QLatin1String("ecdhe") || kex == QLatin1String("dhe")) {
        args << QStringLiteral("--kex") << kex;
    } else {
        *notes << Text::tr("The key exchange was not recorded; the command uses keyward-cli's.");
    }
    args << QStringLiteral("--clients")
         << QString::number(tls.value(QStringLiteral("clients")).toInt(1))
         << QStringLiteral("--server-threads")
         << QString::number(tls.value(QStringLiteral("serverThreads")).toInt(1))
         << QStringLiteral("--duration")
         << number(tls.value(QStringLiteral("durationSeconds")).toDouble());
    return args;
}

QStringList keyPoolCommand(const kb::RunRecord &run, const QJsonObject &how,
                           const kb::LoadProfileResult *profile, QStringList *notes)
{
    const QJsonObject d = run.details.value(kb::keyPoolDetailsKind());
    QStringList args{QStringLiteral("keyward-cli"), QStringLiteral("bench"),
                     QStringLiteral("keypool")};
    const QStringList device = deviceOptions(run, how, notes);
    if (device.isEmpty()) {
        return {};
    }
    if (!profile || profile->config.steps.isEmpty()) {
        *notes << Text::tr("The experiment's arrival rates were not stored with this run, so "
                           "the command is left out.");
        return {};
    }
    // Stored experiments are stepped: a burst (one pool run, no partner) is never stored.
    args << device << QStringLiteral("--key-type") << d.value(QStringLiteral("keyType")).toString()
         << QStringLiteral("--mode") << d.value(QStringLiteral("mode")).toString();
    const QList<kb::LoadStep> &steps = profile->config.steps;
    QStringList rates;
    for (const kb::LoadStep &s : steps) {
        if (s.duration != steps.first().duration) {
            *notes << Text::tr("The experiment's steps are not all of one length, as "
                               "keyward-cli makes them, so the command is left out.");
            return {};
        }
        rates << number(s.ratePerSecond);
    }
    args << QStringLiteral("--rates") << rates.join(QLatin1Char(','))
         << QStringLiteral("--step-seconds")
         << number(double(steps.first().duration.count()) / 1000);
    args << QStringLiteral("--queue")
         << QString::number(d.value(QStringLiteral("queueBound")).toInt())
         << QStringLiteral("--workers")
         << QString::number(d.value(QStringLiteral("workers")).toInt())
         << QStringLiteral("--pool-size")
         << QString::number(d.value(QStringLiteral("poolSize")).toInt())
         << QStringLiteral("--ready")
         << QString::number(d.value(QStringLiteral("readyTarget")).toInt());
    return args;
}

} // namespace

QString invocationDetailsKind()
{
    return QStringLiteral("invocation");
}

QJsonObject invocationDetails(const QString &token, const QStringList &modules,
                              const QString &keyLabel, const QString &reader, bool keepSerial)
{
    QJsonObject o;
    QString t = token;
    if (!keepSerial && t.startsWith(QLatin1String("pkcs11:"))) {
        // A URI may name the token by its serial: left out, as the store leaves serials out.
        t.replace(QRegularExpression(QStringLiteral("(?<=[:;])serial=[^;?]*;?")), QString());
        if (t.endsWith(QLatin1Char(';'))) {
            t.chop(1);
        }
    }
    if (!t.isEmpty()) {
        o.insert(QStringLiteral("token"), t);
    }
    if (!modules.isEmpty()) {
        o.insert(QStringLiteral("modules"), QJsonArray::fromStringList(modules));
    }
    if (!keyLabel.isEmpty()) {
        o.insert(QStringLiteral("key"), keyLabel);
    }
    if (!reader.isEmpty()) {
        o.insert(QStringLiteral("reader"), reader);
    }
    return o;
}

QStringList reproduceLines(const kb::RunRecord &run, const kb::LoadProfileResult *profile)
{
    QStringList lines;
    const QString what = run.label();
    lines << comment(run.id >= 0 ? Text::tr("Run %1: %2").arg(run.id).arg(what) : what);
    if (run.published) {
        lines << comment(Text::tr("A published figure (%1): measured elsewhere, so there is no "
                                  "command.")
                             .arg(run.publishedSource));
        return lines;
    }
    if (run.imported) {
        lines << comment(
            Text::tr("Imported from %1: this command measures the same case on this machine.")
                .arg(run.origin));
    }
    const QJsonObject how = run.details.value(invocationDetailsKind());
    QStringList notes;
    QStringList args;
    if (kb::isKeyPoolRun(run)) {
        args = keyPoolCommand(run, how, profile, &notes);
    } else if (kb::isTlsRun(run)) {
        args = tlsCommand(run, how, &notes);
    } else if (run.operation == kb::tlsHandshakeOperation()) {
        notes << Text::tr("The TLS load profile's protocol and key exchange were not recorded "
                          "with this run, so the command is left out.");
    } else if (kb::isLoadProfileRun(run) && !profile) {
        notes << Text::tr("The load profile of this run was not found in the store, so the "
                          "command is left out.");
    } else {
        args = caseCommand(run, how, profile, &notes);
    }
    for (const QString &n : notes) {
        lines << comment(n);
    }
    if (!args.isEmpty()) {
        lines << args.join(QLatin1Char(' ')) + QStringLiteral(" \"$@\"");
    }
    return lines;
}

QByteArray reproduceScript(const QList<kb::RunRecord> &runs,
                           const QHash<QString, kb::LoadProfileResult> &profiles)
{
    QStringList lines{
        QStringLiteral("#!/bin/sh"),
        comment(Text::tr("The keyward-cli commands that measure each run of this bundle again, "
                         "with the settings the run recorded.")),
        comment(Text::tr("The user PIN comes from KEYWARD_PIN or from --pin-file FILE given "
                         "to this script; arguments given to it go to every command (for "
                         "example --store FILE).")),
        QStringLiteral("set -e"), QString()};
    QList<kb::RunRecord> inOrder = runs; // in the order they were measured
    std::stable_sort(inOrder.begin(), inOrder.end(),
                     [](const auto &a, const auto &b) { return a.startedUtc < b.startedUtc; });
    for (const kb::RunRecord &run : inOrder) {
        const auto it = profiles.constFind(run.uuid);
        lines << reproduceLines(run, it == profiles.cend() ? nullptr : &it.value()) << QString();
    }
    return lines.join(QLatin1Char('\n')).toUtf8();
}

} // namespace keyward::app
