// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-cli card ...: the OpenPGP card service from the command line. Each
// subcommand starts one command object of keyward_openpgp and waits for it.
#include "CardCommands.h"

#include "openpgp/AgentSession.h"
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
#include <optional>
#include <string>

#include <termios.h>
#include <unistd.h>

using namespace keyward;
using namespace keyward::openpgp;

namespace {

/// The file's user-visible strings, in one translation context that lupdate sees.
struct CardText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::CardCommands)
};

const char *kUsage =
    "usage: keyward-cli card SUBCOMMAND [ARGS] [--json] [--loopback] [--yes]\n"
    "  status                          everything the card reports\n"
    "  passwd [--admin]                change the user PIN (or the admin PIN)\n"
    "  unblock [--admin]               unblock the user PIN with the reset code (or admin PIN)\n"
    "  reset-code [--remove]           set, change or remove the reset code\n"
    "  kdf on|off [--no-verify]        KDF-DO (turning it on resets the PINs to the defaults)\n"
    "  name SURNAME [GIVEN NAMES...]   cardholder name\n"
    "  lang CODES | sex m|f|none | url URL | login DATA\n"
    "  key-attr SLOT ALGO              SLOT sig|enc|auth; ALGO rsa2048, ed25519, cv25519, ...\n"
    "  generate --name NAME [--email ADDR] [--algo ALGO|--rsa BITS] [--expire 0|1y|DATE]\n"
    "  generate --slot SLOT [--update-certificate]\n"
    "                                  one key on the card; keyring unchanged, or the\n"
    "                                  certificate holding the card's keys updated\n"
    "  generate --from-card --name NAME [--email ADDR] [--expire …]\n"
    "                                  a new certificate for the keys on the card\n"
    "  touch SLOT off|on|fixed|cached|cached-fixed\n"
    "  forcesig on|off                 PIN for every signature, or once per session\n"
    "  factory-reset --serial SERIAL   destroys all keys and data on the card\n"
    "  export [--ssh] | ssh            public key (ASCII armour) or SSH public key\n"
    "PINs are asked by gpg-agent's pinentry. --loopback reads them from stdin instead:\n"
    "lines user=PIN, admin=PIN, reset=CODE, new-user=PIN, new-admin=PIN, new-reset=CODE\n"
    "(or plain lines, in the order the operation asks). --yes answers confirmation\n"
    "questions with yes (one try left, fixed touch policy).\n";

QJsonObject errorJson(const Error &e)
{
    QJsonObject o{{QStringLiteral("kind"), Error::kindName(e.kind)},
                  {QStringLiteral("domain"), Error::domainName(e.domain)},
                  {QStringLiteral("code"), e.code},
                  {QStringLiteral("message"), e.userMessage()},
                  {QStringLiteral("detail"), e.detail}};
    if (e.triesLeft >= 0) {
        o.insert(QStringLiteral("triesLeft"), e.triesLeft);
    }
    return o;
}

int fail(const Error &e, QTextStream &out, QTextStream &err, bool json)
{
    if (json) {
        out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                         {QStringLiteral("error"), errorJson(e)}})
                   .toJson();
    }
    err << e.userMessage() << '\n';
    return 1;
}

int usage(QTextStream &err, const QString &problem = {})
{
    if (!problem.isEmpty()) {
        err << "keyward-cli card: " << problem << '\n';
    }
    err << QString::fromLatin1(kUsage);
    return 2;
}

/// PINs for --loopback. From a terminal: asked per PIN with echo off. From
/// a pipe: either lines "user=…", "admin=…", "reset=…", "new-user=…",
/// "new-admin=…", "new-reset=…" (answered by kind, as often as asked — the
/// robust form, since scdaemon skips a PIN it has already verified), or
/// plain lines used in the order the PINs are asked.
class StdinPinProvider : public PinProvider
{
public:
    ~StdinPinProvider() override
    {
        for (QByteArray &v : m_byKind) {
            wipe(v);
        }
        for (QByteArray &v : m_ordered) {
            wipe(v);
        }
    }

    Result<QByteArray> pin(PinKind kind, const QString &prompt) override
    {
        if (isatty(STDIN_FILENO) == 1) {
            return askTerminal(kind, prompt);
        }
        if (!m_loaded) {
            load();
        }
        if (m_byKind.contains(kind)) {
            const QByteArray &v = m_byKind[kind];
            return QByteArray(v.constData(), v.size());
        }
        if (m_next < m_ordered.size()) {
            const QByteArray &v = m_ordered[m_next++];
            return QByteArray(v.constData(), v.size());
        }
        return Error::cancelled(pinKindName(kind));
    }

private:
    void load()
    {
        m_loaded = true;
        static const QList<QPair<QByteArray, PinKind>> keys{
            {"user", PinKind::UserPin},          {"admin", PinKind::AdminPin},
            {"reset", PinKind::ResetCode},       {"new-user", PinKind::NewUserPin},
            {"new-admin", PinKind::NewAdminPin}, {"new-reset", PinKind::NewResetCode}};
        std::string line;
        while (std::getline(std::cin, line)) {
            QByteArray l(line.data(), static_cast<qsizetype>(line.size()));
            std::fill(line.begin(), line.end(), '\0');
            const qsizetype eq = l.indexOf('=');
            bool keyed = false;
            if (eq > 0) {
                for (const auto &[name, kind] : keys) {
                    if (l.left(eq) == name) {
                        m_byKind[kind] = l.mid(eq + 1);
                        keyed = true;
                    }
                }
            }
            if (!keyed) {
                m_ordered.append(l);
            } else {
                wipe(l);
            }
        }
    }

    static Result<QByteArray> askTerminal(PinKind kind, const QString &prompt)
    {
        termios old{};
        std::fprintf(stderr, "%s: ", prompt.toLocal8Bit().constData());
        tcgetattr(STDIN_FILENO, &old);
        termios quiet = old;
        quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
        tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
        std::string line;
        const bool got = static_cast<bool>(std::getline(std::cin, line));
        tcsetattr(STDIN_FILENO, TCSANOW, &old);
        std::fprintf(stderr, "\n");
        if (!got) {
            return Error::cancelled(pinKindName(kind));
        }
        QByteArray pin(line.data(), static_cast<qsizetype>(line.size()));
        std::fill(line.begin(), line.end(), '\0');
        return pin;
    }

    bool m_loaded = false;
    QMap<PinKind, QByteArray> m_byKind;
    QList<QByteArray> m_ordered;
    qsizetype m_next = 0;
};

/// --yes, or a y/N question on the terminal; refuses when neither.
class CliConfirmer : public Confirmer
{
public:
    explicit CliConfirmer(bool yes)
        : m_yes(yes)
    {}
    bool confirm(const QString &, const QString &question) override
    {
        if (m_yes) {
            return true;
        }
        if (isatty(STDIN_FILENO) != 1) {
            std::fprintf(
                stderr, "%s\n%s\n", question.toLocal8Bit().constData(),
                CardText::tr("Not a terminal: refused (use --yes).").toLocal8Bit().constData());
            return false;
        }
        std::fprintf(stderr, "%s [y/N] ", question.toLocal8Bit().constData());
        std::string line;
        std::getline(std::cin, line);
        return line == "y" || line == "Y" || line == "yes";
    }

private:
    bool m_yes;
};

std::optional<KeySlot> parseSlot(const QString &s)
{
    if (s == QLatin1String("sig") || s == QLatin1String("1") || s == QLatin1String("sign")) {
        return KeySlot::Signature;
    }
    if (s == QLatin1String("enc") || s == QLatin1String("2") || s == QLatin1String("decrypt")) {
        return KeySlot::Encryption;
    }
    if (s == QLatin1String("auth") || s == QLatin1String("3")) {
        return KeySlot::Authentication;
    }
    return std::nullopt;
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

QJsonObject cardJson(const CardInfo &c)
{
    QJsonArray keys;
    for (const CardKeySlot &k : c.keys) {
        keys.append(QJsonObject{{QStringLiteral("slot"), static_cast<int>(k.slot)},
                                {QStringLiteral("algorithm"), k.algorithm},
                                {QStringLiteral("fingerprint"), QString::fromLatin1(k.fingerprint)},
                                {QStringLiteral("created"),
                                 k.created.isValid() ? k.created.toString(Qt::ISODate) : QString()},
                                {QStringLiteral("origin"), originName(k.origin)},
                                {QStringLiteral("touch"), touchName(k.touch)}});
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
        {QStringLiteral("kdfHash"), c.kdf.hashAlgo == 0x08   ? QStringLiteral("SHA-256")
                                    : c.kdf.hashAlgo == 0x0A ? QStringLiteral("SHA-512")
                                                             : QString()},
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
        {QStringLiteral("algorithmsFromCard"), c.algorithmsFromCard}};
}

/// The certificates holding the card's keys, for `status --json`.
QJsonArray certificatesJson(const QList<CardCertificate> &certs)
{
    static const char *const kSlotNames[] = {"signature", "encryption", "authentication"};
    QJsonArray out;
    for (const CardCertificate &c : certs) {
        QJsonArray holds;
        QJsonValue primary;
        for (size_t s = 0; s < 3; ++s) {
            if (c.holds[s]) {
                holds << QLatin1String(kSlotNames[s]);
            }
            if (c.isPrimary[s]) {
                primary = QLatin1String(kSlotNames[s]);
            }
        }
        out << QJsonObject{{QStringLiteral("fingerprint"), QString::fromLatin1(c.fingerprint)},
                           {QStringLiteral("userId"), c.userId},
                           {QStringLiteral("holds"), holds},
                           {QStringLiteral("primaryKey"), primary}};
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
    line(CardText::tr("Salutation"), c.sex.isEmpty() ? CardText::tr("[not set]") : c.sex);
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
    }
}

/// Run one command object to its end (the CLI's only event loop).
int runCommand(CardCommand *cmd, QTextStream &out, QTextStream &err, bool json,
               const QJsonObject &extra = {})
{
    QEventLoop loop;
    Status result;
    QObject::connect(cmd, &CardCommand::finished, &loop, [&](const Status &s, const QString &) {
        result = s;
        loop.quit();
    });
    cmd->start();
    loop.exec();
    if (!result) {
        return fail(result.error(), out, err, json);
    }
    if (json) {
        QJsonObject o{{QStringLiteral("ok"), true}, {QStringLiteral("message"), cmd->message()}};
        for (auto it = extra.begin(); it != extra.end(); ++it) {
            o.insert(it.key(), it.value());
        }
        out << QJsonDocument(o).toJson();
    } else {
        out << cmd->message() << '\n';
    }
    return 0;
}

Result<CardInfo> readCard(AgentSession &session)
{
    auto f = CardReader::read(&session);
    f.waitForFinished(); // a plain future from the worker: no continuation to run here
    return f.result();
}

} // namespace

int runCardCommand(const QStringList &argsIn, QTextStream &out, QTextStream &err, bool json)
{
    QStringList args = argsIn;
    const bool loopback = args.removeAll(QStringLiteral("--loopback")) > 0;
    const bool yes = args.removeAll(QStringLiteral("--yes")) > 0;
    if (args.isEmpty() || args.first() == QLatin1String("help") ||
        args.first() == QLatin1String("--help")) {
        out << QString::fromLatin1(kUsage);
        return args.isEmpty() ? 2 : 0;
    }
    const QString sub = args.takeFirst();
    auto takeOption = [&args](const QString &name) -> std::optional<QString> {
        const qsizetype i = args.indexOf(name);
        if (i < 0 || i + 1 >= args.size()) {
            return std::nullopt;
        }
        const QString v = args.at(i + 1);
        args.remove(i, 2);
        return v;
    };
    auto takeFlag = [&args](const QString &name) { return args.removeAll(name) > 0; };

    AgentSession session;
    std::unique_ptr<CardCommand> cmd;
    QJsonObject extra;

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
        cmd = std::make_unique<ChangePinCommand>(&session, takeFlag(QStringLiteral("--admin"))
                                                               ? ChangePinCommand::Which::AdminPin
                                                               : ChangePinCommand::Which::UserPin);
    } else if (sub == QLatin1String("unblock")) {
        cmd = std::make_unique<UnblockPinCommand>(
            &session, takeFlag(QStringLiteral("--admin")) ? UnblockPinCommand::With::AdminPin
                                                          : UnblockPinCommand::With::ResetCode);
    } else if (sub == QLatin1String("reset-code")) {
        cmd = std::make_unique<SetResetCodeCommand>(&session, takeFlag(QStringLiteral("--remove")));
    } else if (sub == QLatin1String("kdf")) {
        const bool noVerify = takeFlag(QStringLiteral("--no-verify"));
        const QString v = args.value(0);
        if (v != QLatin1String("on") && v != QLatin1String("off")) {
            return usage(err, CardText::tr("kdf needs on or off"));
        }
        auto kdf = std::make_unique<KdfSetupCommand>(&session, v == QLatin1String("on"));
        kdf->setVerifyAfterwards(!noVerify);
        if (auto card = readCard(session)) {
            err << KdfSetupCommand::explanation(*card, v == QLatin1String("on")) << '\n';
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
        if (auto card = readCard(session)) {
            supported = card->supportedAlgorithms;
        }
        cmd = std::make_unique<SetKeyAttrCommand>(&session, *slot, args.at(1), supported);
    } else if (sub == QLatin1String("generate")) {
        auto gen = std::make_unique<GenerateKeyCommand>(&session);
        if (auto slotText = takeOption(QStringLiteral("--slot"))) {
            const auto slot = parseSlot(*slotText);
            if (!slot) {
                return usage(err, CardText::tr("unknown slot %1").arg(*slotText));
            }
            gen->setSlotOnly(*slot);
            if (takeFlag(QStringLiteral("--update-certificate"))) {
                auto card = readCard(session);
                if (!card) {
                    return fail(card.error(), out, err, json);
                }
                auto cert = GenerateKeyCommand::findCertificate(&session, *card).result();
                if (!cert) {
                    return fail(cert.error(), out, err, json);
                }
                if (cert->isNull()) {
                    return usage(
                        err, CardText::tr("no certificate in the keyring holds this card's keys"));
                }
                gen->setCertificate(cert->fingerprint);
            }
        } else {
            if (takeFlag(QStringLiteral("--from-card"))) {
                gen->setFromCard();
            }
            const auto name = takeOption(QStringLiteral("--name"));
            if (!name) {
                return usage(err, CardText::tr("generate needs --name (or --slot)"));
            }
            gen->setUserId(*name, takeOption(QStringLiteral("--email")).value_or(QString()));
            if (auto bits = takeOption(QStringLiteral("--rsa"))) {
                gen->setAlgorithm(QStringLiteral("rsa") + *bits);
            }
            if (auto algo = takeOption(QStringLiteral("--algo"))) {
                gen->setAlgorithm(*algo);
            }
            gen->setExpiry(takeOption(QStringLiteral("--expire")).value_or(QStringLiteral("0")));
        }
        GenerateKeyCommand *g = gen.get();
        QObject::connect(g->operation(), &Operation::progressChanged, g,
                         [&err](qint64, qint64, const QString &message) {
                             if (!message.isEmpty()) {
                                 err << message << '\n';
                                 err.flush();
                             }
                         });
        cmd = std::move(gen);
    } else if (sub == QLatin1String("touch")) {
        const auto slot = parseSlot(args.value(0));
        const QString p = args.value(1);
        const TouchPolicy policy = p == QLatin1String("off")            ? TouchPolicy::Off
                                   : p == QLatin1String("on")           ? TouchPolicy::On
                                   : p == QLatin1String("fixed")        ? TouchPolicy::Fixed
                                   : p == QLatin1String("cached")       ? TouchPolicy::Cached
                                   : p == QLatin1String("cached-fixed") ? TouchPolicy::CachedFixed
                                                                        : TouchPolicy::Unknown;
        if (!slot || policy == TouchPolicy::Unknown) {
            return usage(err,
                         CardText::tr("touch needs a slot and off|on|fixed|cached|cached-fixed"));
        }
        cmd = std::make_unique<SetTouchPolicyCommand>(&session, *slot, policy);
    } else if (sub == QLatin1String("forcesig")) {
        const QString v = args.value(0);
        if (v != QLatin1String("on") && v != QLatin1String("off")) {
            return usage(err, CardText::tr("forcesig needs on or off"));
        }
        cmd = std::make_unique<SetForceSigCommand>(&session, v == QLatin1String("on"));
    } else if (sub == QLatin1String("factory-reset")) {
        const auto serial = takeOption(QStringLiteral("--serial"));
        if (!serial) {
            err << FactoryResetCommand::whatIsDestroyed() << '\n';
            return usage(
                err, CardText::tr("factory-reset needs --serial with the card's serial number"));
        }
        cmd = std::make_unique<FactoryResetCommand>(&session, *serial);
    } else if (sub == QLatin1String("export") || sub == QLatin1String("ssh")) {
        const bool ssh = sub == QLatin1String("ssh") || takeFlag(QStringLiteral("--ssh"));
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
        return usage(err, CardText::tr("unknown subcommand %1").arg(sub));
    }

    if (loopback) {
        cmd->setPinProvider(std::make_shared<StdinPinProvider>());
    }
    cmd->setConfirmer(std::make_shared<CliConfirmer>(yes));
    const int rc = runCommand(cmd.get(), out, err, json, extra);
    if (auto *gen = qobject_cast<GenerateKeyCommand *>(cmd.get()); gen && rc == 0 && !json) {
        err << CardText::tr("Elapsed: %1 s").arg(gen->operation()->elapsedMs() / 1000.0, 0, 'f', 1)
            << '\n';
    }
    return rc;
}
