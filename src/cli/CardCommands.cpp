// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-cli card ...: the OpenPGP card service from the command line. Each
// subcommand starts one command object of keyward_openpgp and waits for it.
#include "CardCommands.h"

#include "CardCliSupport.h"
#include "CardGenerateCli.h"
#include "CardOptions.h"
#include "Confirm.h"

#include "openpgp/AgentSession.h"
#include "openpgp/CardKeyExpiry.h"
#include "openpgp/CardReader.h"
#include "openpgp/ChangePinCommand.h"
#include "openpgp/ExportPublicKeyCommand.h"
#include "openpgp/FactoryResetCommand.h"
#include "openpgp/GenerateKeyCommand.h"
#include "openpgp/KdfSetupCommand.h"
#include "openpgp/SecureBytes.h"
#include "openpgp/SetCardholderCommand.h"
#include "openpgp/SetForceSigCommand.h"
#include "openpgp/SetKeyAttrCommand.h"
#include "openpgp/SetResetCodeCommand.h"
#include "openpgp/SetTouchPolicyCommand.h"
#include "openpgp/UnblockPinCommand.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <iostream>
#include <string>

#include <termios.h>
#include <unistd.h>

using namespace keyward;
using namespace keyward::cli;
using namespace keyward::cli::card;
using namespace keyward::openpgp;

namespace {

/// The file's user-visible strings, in one translation context that lupdate sees.
struct CardText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::CardCommands)
};

/// A destructive step the user did not agree to: confirmDestructive() has said so on stderr;
/// --json gets the cancelled error. Exit 3, nothing sent to the card.
int refused(const QString &operation, const QString &detail, QTextStream &out, bool json)
{
    Error e = Error::cancelled(operation);
    e.detail = detail;
    if (json) {
        out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                         {QStringLiteral("error"), errorJson(e)}})
                   .toJson();
    }
    return ExitRefused;
}

QString originName(KeyOrigin o)
{
    switch (o) {
    case KeyOrigin::None:
        return QStringLiteral("none");
    case KeyOrigin::Generated:
        return QStringLiteral("generated");
    case KeyOrigin::Imported:
        return QStringLiteral("imported");
    case KeyOrigin::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString touchName(TouchPolicy t)
{
    switch (t) {
    case TouchPolicy::Off:
        return QStringLiteral("off");
    case TouchPolicy::On:
        return QStringLiteral("on");
    case TouchPolicy::Fixed:
        return QStringLiteral("fixed");
    case TouchPolicy::Cached:
        return QStringLiteral("cached");
    case TouchPolicy::CachedFixed:
        return QStringLiteral("cached-fixed");
    case TouchPolicy::Unknown:
        break;
    }
    return QStringLiteral("n/a");
}

/// `card status --json` (docs/cli/card-status.schema.json): English keys and
/// values whatever the locale, null where the card says nothing.
QJsonObject cardJson(const CardInfo &c)
{
    QJsonArray keys;
    for (const CardKeySlot &k : c.keys) {
        keys.append(QJsonObject{
            {QStringLiteral("slot"), slotKeyword(k.slot)},
            {QStringLiteral("algorithm"), k.algorithm},
            {QStringLiteral("fingerprint"),
             k.hasKey() ? QJsonValue(QString::fromLatin1(k.fingerprint)) : QJsonValue()},
            {QStringLiteral("created"),
             k.created.isValid() ? QJsonValue(k.created.toString(Qt::ISODate)) : QJsonValue()},
            {QStringLiteral("origin"), originName(k.origin)},
            {QStringLiteral("touch"),
             k.touch == TouchPolicy::Unknown ? QJsonValue() : QJsonValue(touchName(k.touch))}});
    }
    const auto &p = c.pins;
    return QJsonObject{
        {QStringLiteral("aid"), QString::fromLatin1(c.aid.hex)},
        {QStringLiteral("version"), c.aid.version()},
        {QStringLiteral("manufacturerId"), c.aid.manufacturerId},
        {QStringLiteral("manufacturer"), c.aid.manufacturerName},
        {QStringLiteral("model"), c.model},
        {QStringLiteral("serial"), c.aid.serialText()},
        {QStringLiteral("virtual"), c.isVirtual},
        {QStringLiteral("agentVersion"), c.agentVersion},
        {QStringLiteral("name"), c.cardholderName},
        {QStringLiteral("nameRaw"), c.cardholderNameRaw},
        {QStringLiteral("lang"), c.language},
        {QStringLiteral("sex"), c.sex},
        {QStringLiteral("url"), c.url},
        {QStringLiteral("login"), c.login},
        {QStringLiteral("keys"), keys},
        {QStringLiteral("signatureCounter"), c.signatureCounter},
        {QStringLiteral("forceSig"), !p.validForSeveral},
        {QStringLiteral("pinRetries"), QJsonObject{{QStringLiteral("user"), p.triesLeft[0]},
                                                   {QStringLiteral("reset"), p.triesLeft[1]},
                                                   {QStringLiteral("admin"), p.triesLeft[2]}}},
        {QStringLiteral("pinMaxLength"), QJsonObject{{QStringLiteral("user"), p.maxLength[0]},
                                                     {QStringLiteral("reset"), p.maxLength[1]},
                                                     {QStringLiteral("admin"), p.maxLength[2]}}},
        {QStringLiteral("pinWarning"), c.pinWarning()},
        {QStringLiteral("kdfSupported"), c.kdfSupported},
        {QStringLiteral("kdf"), c.kdf.enabled},
        {QStringLiteral("kdfIterations"), static_cast<qint64>(c.kdf.iterations)},
        {QStringLiteral("kdfHash"), c.kdf.hashAlgo == 0x08   ? QJsonValue(QStringLiteral("SHA-256"))
                                    : c.kdf.hashAlgo == 0x0A ? QJsonValue(QStringLiteral("SHA-512"))
                                                             : QJsonValue()},
        {QStringLiteral("button"), c.hasButton},
        {QStringLiteral("extendedCapabilities"),
         QJsonObject{{QStringLiteral("getChallenge"), c.extCap.getChallenge},
                     {QStringLiteral("keyImport"), c.extCap.keyImport},
                     {QStringLiteral("pinStatusChangeable"), c.extCap.pinStatusChangeable},
                     {QStringLiteral("privateDos"), c.extCap.privateDos},
                     {QStringLiteral("algorithmAttributesChangeable"), c.extCap.algoAttrChangeable},
                     {QStringLiteral("secureMessaging"), c.extCap.secureMessaging},
                     {QStringLiteral("kdf"), c.extCap.kdf},
                     {QStringLiteral("maxCertificateLength"), c.extCap.maxCertLength}}},
        {QStringLiteral("algorithms"), QJsonArray::fromStringList(c.supportedAlgorithms)},
        {QStringLiteral("algorithmsFromCard"), c.algorithmsFromCard},
        {QStringLiteral("algorithmsSource"),
         c.algorithmSource == CardInfo::AlgorithmSource::None
             ? QJsonValue()
             : QJsonValue(algorithmSourceName(c.algorithmSource))}};
}

/// The certificates holding the card's keys, for `status --json`.
QJsonArray certificatesJson(const QList<CardCertificate> &certs)
{
    QJsonArray out;
    for (const CardCertificate &c : certs) {
        QJsonArray holds;
        QJsonValue primary;
        QJsonObject expires;
        QJsonArray expired;
        for (size_t s = 0; s < 3; ++s) {
            if (c.holds[s]) {
                const QString slot = slotKeyword(static_cast<KeySlot>(s + 1));
                holds << slot;
                expires.insert(slot, c.expires[s].isValid()
                                         ? QJsonValue(c.expires[s].toString(Qt::ISODate))
                                         : QJsonValue());
                if (c.expired[s]) {
                    expired << slot;
                }
            }
            if (c.isPrimary[s]) {
                primary = slotKeyword(static_cast<KeySlot>(s + 1));
            }
        }
        out << QJsonObject{{QStringLiteral("fingerprint"), QString::fromLatin1(c.fingerprint)},
                           {QStringLiteral("userId"), c.userId},
                           {QStringLiteral("holds"), holds},
                           {QStringLiteral("primaryKey"), primary},
                           {QStringLiteral("expires"), expires},
                           {QStringLiteral("expired"), expired}};
    }
    return out;
}

void printCard(const CardInfo &c, const QList<CardCertificate> &certs, QTextStream &out)
{
    auto line = [&out](const QString &label, const QString &value) {
        out << label.leftJustified(26, QLatin1Char('.')) << ": " << value << '\n';
    };
    line(CardText::tr("Model"), c.model.isEmpty() ? CardText::tr("unknown") : c.model);
    line(CardText::tr("Manufacturer"), c.aid.manufacturerName);
    line(CardText::tr("Serial number"), c.aid.serialText());
    line(CardText::tr("Application ID"), QString::fromLatin1(c.aid.hex));
    line(CardText::tr("Specification version"), c.aid.version());
    if (c.isVirtual) {
        line(CardText::tr("Virtual card"), CardText::tr("yes"));
    }
    line(CardText::tr("Name of cardholder"),
         c.cardholderName.isEmpty() ? CardText::tr("[not set]") : c.cardholderName);
    line(CardText::tr("Language prefs"),
         c.language.isEmpty() ? CardText::tr("[not set]") : c.language);
    line(CardText::tr("Salutation"),
         c.sex.isEmpty() ? CardText::tr("[not set]") : openpgp::salutationName(c.sex));
    line(CardText::tr("URL of public key"), c.url.isEmpty() ? CardText::tr("[not set]") : c.url);
    line(CardText::tr("Login data"), c.login.isEmpty() ? CardText::tr("[not set]") : c.login);
    line(CardText::tr("Signature PIN"),
         c.pins.validForSeveral ? CardText::tr("not forced") : CardText::tr("forced"));
    line(CardText::tr("Max. PIN lengths"), QStringLiteral("%1 %2 %3")
                                               .arg(c.pins.maxLength[0])
                                               .arg(c.pins.maxLength[1])
                                               .arg(c.pins.maxLength[2]));
    QString retry = QStringLiteral("%1 %2 %3")
                        .arg(c.pins.triesLeft[0])
                        .arg(c.pins.triesLeft[1])
                        .arg(c.pins.triesLeft[2]);
    if (c.pinWarning()) {
        retry += CardText::tr("  (warning: a PIN is low or blocked)");
    }
    line(CardText::tr("PIN retry counter"), retry);
    line(CardText::tr("Signature counter"), QString::number(c.signatureCounter));
    line(CardText::tr("KDF setting"), !c.kdfSupported ? CardText::tr("not supported")
                                      : c.kdf.enabled ? CardText::tr("on")
                                                      : CardText::tr("off"));
    line(CardText::tr("Touch button"), c.hasButton ? CardText::tr("yes") : CardText::tr("no"));
    for (const CardKeySlot &k : c.keys) {
        const QString fpr =
            k.hasKey() ? QString::fromLatin1(k.fingerprint) : CardText::tr("[none]");
        line(keySlotName(k.slot), QStringLiteral("%1 %2").arg(k.algorithm, fpr));
        if (k.created.isValid()) {
            line(QStringLiteral("  ") + CardText::tr("created"), k.created.toString(Qt::ISODate));
        }
        line(QStringLiteral("  ") + CardText::tr("origin"), originName(k.origin));
        line(QStringLiteral("  ") + CardText::tr("touch policy"), touchName(k.touch));
    }
    line(CardText::tr("Supported algorithms"),
         c.supportedAlgorithms.join(QLatin1Char(' ')) +
             (c.algorithmsFromCard ? QString() : CardText::tr(" (from device profile)")));
    line(CardText::tr("GnuPG"), c.agentVersion);
    if (certs.isEmpty()) {
        line(CardText::tr("Certificate"), CardText::tr("[none in this keyring]"));
    }
    for (const CardCertificate &cert : certs) {
        QStringList held;
        for (size_t s = 0; s < 3; ++s) {
            if (cert.holds[s]) {
                held << keySlotName(static_cast<KeySlot>(s + 1));
            }
        }
        line(CardText::tr("Certificate"),
             QStringLiteral("%1 %2").arg(QString::fromLatin1(cert.fingerprint), cert.userId));
        line(QStringLiteral("  ") + CardText::tr("holds"), held.join(QStringLiteral(", ")));
        for (size_t s = 0; s < 3; ++s) {
            if (cert.holds[s]) {
                const auto slot = static_cast<KeySlot>(s + 1);
                line(QStringLiteral("  ") + keySlotName(slot), expiryText(cert, slot));
            }
        }
    }
    for (const QString &warning : expiryWarnings(certs, QDateTime::currentDateTimeUtc())) {
        out << warning << '\n';
    }
}

} // namespace

int runCardCommand(const QStringList &argsIn, QTextStream &out, QTextStream &err, bool json)
{
    const Parsed parsed = Parsed::parse(cardTable(), argsIn);
    if (const auto rc = parsed.report(out, err, json)) {
        return *rc;
    }
    const Options &opts = parsed.options;
    const bool loopback = opts.has(QStringLiteral("loopback"));
    const bool yes = opts.has(QStringLiteral("yes"));
    QStringList args = opts.positional();
    const QString sub = args.takeFirst();

    AgentSession session;
    announceTouch(session);
    std::unique_ptr<CardCommand> cmd;
    QJsonObject extra;
    if (const auto rc = chooseCard(session, opts.value(QStringLiteral("card")),
                                   opts.given(QStringLiteral("card")), out, err, json)) {
        return *rc;
    }

    if (sub == QLatin1String("status")) {
        const Result<CardInfo> card = readCard(session);
        if (!card) {
            return fail(card.error(), out, err, json);
        }
        // The keyring is read after the card; a keyring that cannot be read
        // leaves the card's own data standing.
        const auto certs = GenerateKeyCommand::findCertificates(&session, *card).result();
        if (!certs) {
            err << certs.error().userMessage() << '\n';
        }
        const QList<CardCertificate> found = certs.valueOr(QList<CardCertificate>{});
        if (json) {
            QJsonObject o = cardJson(*card);
            o.insert(QStringLiteral("certificates"), certificatesJson(found));
            out << QJsonDocument(o).toJson();
        } else {
            printCard(*card, found, out);
        }
        return 0;
    } else if (sub == QLatin1String("passwd")) {
        cmd = std::make_unique<ChangePinCommand>(&session, opts.has(QStringLiteral("admin"))
                                                               ? ChangePinCommand::Which::AdminPin
                                                               : ChangePinCommand::Which::UserPin);
    } else if (sub == QLatin1String("unblock")) {
        cmd = std::make_unique<UnblockPinCommand>(
            &session, opts.has(QStringLiteral("admin")) ? UnblockPinCommand::With::AdminPin
                                                        : UnblockPinCommand::With::ResetCode);
    } else if (sub == QLatin1String("reset-code")) {
        cmd = std::make_unique<SetResetCodeCommand>(&session, opts.has(QStringLiteral("remove")));
    } else if (sub == QLatin1String("kdf")) {
        const bool noVerify = opts.has(QStringLiteral("no-verify"));
        const QString v = args.value(0);
        if (v != QLatin1String("on") && v != QLatin1String("off")) {
            return usage(err, CardText::tr("kdf needs on or off"));
        }
        const bool on = v == QLatin1String("on");
        auto kdf = std::make_unique<KdfSetupCommand>(&session, on);
        kdf->setVerifyAfterwards(!noVerify);
        // What KDF does to the PINs is said and agreed to before the card
        // is touched.
        const Result<CardInfo> card = readCard(session);
        if (!card) {
            return fail(card.error(), out, err, json);
        }
        if (!card->kdfSupported) {
            return fail(Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, kdf->title(),
                                    KdfSetupCommand::explanation(*card, on)),
                        out, err, json, KdfSetupCommand::explanation(*card, on));
        }
        if (!confirmDestructive(KdfSetupCommand::explanation(*card, on), yes, err)) {
            return refused(kdf->title(), QStringLiteral("the KDF change was not agreed to"), out,
                           json);
        }
        cmd = std::move(kdf);
    } else if (sub == QLatin1String("name")) {
        if (args.isEmpty()) {
            return usage(err, CardText::tr("name needs a surname"));
        }
        const QString surname = args.takeFirst();
        cmd.reset(SetCardholderCommand::forName(&session, surname, args.join(QLatin1Char(' '))));
    } else if (sub == QLatin1String("lang") || sub == QLatin1String("sex") ||
               sub == QLatin1String("url") || sub == QLatin1String("login")) {
        if (args.isEmpty()) {
            return usage(err, CardText::tr("%1 needs a value").arg(sub));
        }
        using F = SetCardholderCommand::Field;
        const F field = sub == QLatin1String("lang")  ? F::Language
                        : sub == QLatin1String("sex") ? F::Sex
                        : sub == QLatin1String("url") ? F::Url
                                                      : F::Login;
        QString value = args.join(QLatin1Char(' '));
        if (field == F::Sex && value == QLatin1String("none")) {
            value.clear();
        }
        cmd = std::make_unique<SetCardholderCommand>(&session, field, value);
    } else if (sub == QLatin1String("key-attr")) {
        const auto slot = parseSlot(args.value(0));
        if (!slot || args.size() < 2) {
            return usage(err,
                         CardText::tr("key-attr needs a slot (sig, enc, auth) and an algorithm"));
        }
        QStringList supported;
        QString loss;
        if (auto card = readCard(session)) {
            supported = card->supportedAlgorithms;
            loss = SetKeyAttrCommand::whatIsLost(*card, *slot);
        } else {
            loss = SetKeyAttrCommand::whatMayBeLost(*slot);
        }
        auto keyAttr = std::make_unique<SetKeyAttrCommand>(&session, *slot, args.at(1), supported);
        // The slot's key is named and agreed to before the card is touched.
        if (!loss.isEmpty() && !confirmDestructive(loss, yes, err)) {
            return refused(keyAttr->title(),
                           QStringLiteral("the key's destruction was not agreed to"), out, json);
        }
        cmd = std::move(keyAttr);
    } else if (sub == QLatin1String("generate")) {
        return runCardGenerate(opts, session, out, err, json, loopback, yes);
    } else if (sub == QLatin1String("touch")) {
        const bool allSlots = args.value(0) == QLatin1String("all");
        const auto slot =
            allSlots ? std::optional<KeySlot>(KeySlot::Signature) : parseSlot(args.value(0));
        const QString p = args.value(1);
        const TouchPolicy policy = p == QLatin1String("off")            ? TouchPolicy::Off
                                   : p == QLatin1String("on")           ? TouchPolicy::On
                                   : p == QLatin1String("fixed")        ? TouchPolicy::Fixed
                                   : p == QLatin1String("cached")       ? TouchPolicy::Cached
                                   : p == QLatin1String("cached-fixed") ? TouchPolicy::CachedFixed
                                                                        : TouchPolicy::Unknown;
        if (!slot || policy == TouchPolicy::Unknown) {
            return usage(err, CardText::tr("touch needs a slot (sig, enc, auth or all) and "
                                           "off|on|fixed|cached|cached-fixed"));
        }
        const QList<KeySlot> keySlots =
            allSlots
                ? QList<KeySlot>{KeySlot::Signature, KeySlot::Encryption, KeySlot::Authentication}
                : QList<KeySlot>{*slot};
        cmd = std::make_unique<SetTouchPolicyCommand>(&session, keySlots, policy);
    } else if (sub == QLatin1String("forcesig")) {
        const QString v = args.value(0);
        if (v != QLatin1String("on") && v != QLatin1String("off")) {
            return usage(err, CardText::tr("forcesig needs on or off"));
        }
        cmd = std::make_unique<SetForceSigCommand>(&session, v == QLatin1String("on"));
    } else if (sub == QLatin1String("factory-reset")) {
        const QString serial = opts.value(QStringLiteral("serial"));
        if (!opts.given(QStringLiteral("serial"))) {
            err << FactoryResetCommand::whatIsDestroyed() << '\n';
            return usage(
                err, CardText::tr("factory-reset needs --serial with the card's serial number"));
        }
        cmd = std::make_unique<FactoryResetCommand>(&session, serial);
    } else if (sub == QLatin1String("export") || sub == QLatin1String("ssh")) {
        const bool ssh = sub == QLatin1String("ssh") || opts.has(QStringLiteral("ssh"));
        auto exp = std::make_unique<ExportPublicKeyCommand>(
            &session, ssh ? ExportPublicKeyCommand::Format::Ssh
                          : ExportPublicKeyCommand::Format::OpenPgpArmor);
        QEventLoop loop;
        Status result;
        QObject::connect(exp.get(), &CardCommand::finished, &loop,
                         [&](const Status &s, const QString &) {
                             result = s;
                             loop.quit();
                         });
        exp->start();
        loop.exec();
        if (!result) {
            return fail(result.error(), out, err, json);
        }
        if (json) {
            out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), true},
                                             {QStringLiteral("key"), exp->text()}})
                       .toJson();
        } else {
            out << exp->text() << '\n';
        }
        return 0;
    } else {
        // keytocard and switch-stubs: main runs them when they come first.
        return usage(err, CardText::tr("%1 comes right after card, before any option").arg(sub));
    }

    if (loopback) {
        cmd->setPinProvider(stdinPinProvider());
    }
    cmd->setConfirmer(cliConfirmer(yes));
    return runCommand(cmd.get(), out, err, json, extra);
}
