// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenOptions.h"

#include <QRegularExpression>

namespace keyward::cli::token {

namespace {

/// One translation context for the token commands, the one lupdate files them under.
struct TokenCli
{
    Q_DECLARE_TR_FUNCTIONS(TokenCli)
};

// Option groups several subcommands share.
const QStringList kWhichToken{QStringLiteral("token"), QStringLiteral("serial"),
                              QStringLiteral("slot"), QStringLiteral("module"),
                              QStringLiteral("uri")};
const QStringList kWhichTokenSwitches{QStringLiteral("blank"), QStringLiteral("json"),
                                      QStringLiteral("help"), QStringLiteral("with-openpgp-cards")};
const QStringList kWhichObject{QStringLiteral("label"), QStringLiteral("id"),
                               QStringLiteral("type"), QStringLiteral("object")};
const QStringList kLogin{QStringLiteral("pin-file")};
const QStringList kLoginSwitches{QStringLiteral("confirm-final-try")};

QList<Subcommand> makeSubcommands()
{
    const QStringList token = kWhichToken;
    const QStringList flags = kWhichTokenSwitches;
    const auto s = [](const char *name) { return QString::fromLatin1(name); };
    QList<Subcommand> list{
        {s("list"),
         TokenCli::tr("list [--all]                     modules, slots and tokens"),
         {s("module")},
         {s("all"), s("json"), s("help"), s("with-openpgp-cards")},
         0},
        {s("add-module"),
         TokenCli::tr("add-module PATH                  remember a module beyond p11-kit's "
                      "registry"),
         {},
         {s("json"), s("help")},
         1},
        {s("remove-module"),
         TokenCli::tr("remove-module PATH               forget a module added with add-module"),
         {},
         {s("json"), s("help")},
         1},
        {s("info"),
         TokenCli::tr("info                             one token: flags in words, versions, "
                      "memory, PIN warnings"),
         token, flags, 0},
        {s("mechanisms"),
         TokenCli::tr("mechanisms                       mechanisms with key sizes and flags"),
         token, flags, 0},
        {s("objects"),
         TokenCli::tr("objects [--login]                keys and certificates (private ones after "
                      "login)"),
         token + kLogin, flags + kLoginSwitches + QStringList{s("login")}, 0},
        {s("init"),
         TokenCli::tr("init --new-label L [--yes]       initialise (destroys everything; asks to "
                      "type the label)"),
         token + QStringList{s("new-label"), s("so-pin-file"), s("new-pin-file")},
         flags + QStringList{s("yes")}, 0},
        {s("init-pin"),
         TokenCli::tr("init-pin                         set or unblock the user PIN with the SO "
                      "PIN"),
         token + QStringList{s("so-pin-file"), s("new-pin-file")}, flags, 0},
        {s("change-pin"),
         TokenCli::tr("change-pin [--so]                change the user (or SO) PIN"),
         token + kLogin + QStringList{s("so-pin-file"), s("new-pin-file")},
         flags + kLoginSwitches + QStringList{s("so")}, 0},
        {s("keygen"),
         TokenCli::tr("keygen --key-type T --label L [--id HEX] [--extractable] [--not-sensitive]\n"
                      "                                   T: rsa2048 rsa3072 rsa4096 ec-p256 "
                      "ec-p384 ec-p521"),
         token + kLogin + QStringList{s("key-type"), s("label"), s("id"), s("so-pin-file")},
         flags + kLoginSwitches + QStringList{s("extractable"), s("not-sensitive")}, 0},
        {s("csr"),
         TokenCli::tr("csr --label L|--id HEX --subject DN [--san DNS:x]... [--key-usage a,b] "
                      "[--eku a,b]\n"
                      "                                   [--out F [--overwrite]] [--der]"),
         token + kWhichObject + kLogin +
             QStringList{s("subject"), s("san"), s("key-usage"), s("eku"), s("out")},
         flags + kLoginSwitches + QStringList{s("der"), s("overwrite"), s("ca")}, 0},
        {s("selfsign"),
         TokenCli::tr("selfsign (as csr) [--days N] [--ca] [--store]\n"
                      "                                   N: 1 to 36500 days (the default is 365)"),
         token + kWhichObject + kLogin +
             QStringList{s("subject"), s("san"), s("key-usage"), s("eku"), s("out"), s("days")},
         flags + kLoginSwitches + QStringList{s("der"), s("overwrite"), s("ca"), s("store")}, 0},
        {s("import-cert"), TokenCli::tr("import-cert --file F [--label L] [--id HEX]"),
         token + kLogin + QStringList{s("file"), s("label"), s("id")}, flags + kLoginSwitches, 0},
        {s("import-p12"),
         TokenCli::tr("import-p12 --file F [--p12-password-file F] [--label L] [--id HEX]"),
         token + kLogin + QStringList{s("file"), s("p12-password-file"), s("label"), s("id")},
         flags + kLoginSwitches, 0},
        {s("export"),
         TokenCli::tr("export --label L|--id HEX [--type certificate|public-key] "
                      "[--out F [--overwrite]] [--der]"),
         token + kWhichObject + kLogin + QStringList{s("out")},
         flags + kLoginSwitches + QStringList{s("der"), s("login"), s("overwrite")}, 0},
        {s("delete"), TokenCli::tr("delete --label L|--id HEX [--type T] [--yes]"),
         token + kWhichObject + kLogin, flags + kLoginSwitches + QStringList{s("yes")}, 0},
        {s("uri"), TokenCli::tr("uri --label L|--id HEX [--type T]"), token + kWhichObject + kLogin,
         flags + kLoginSwitches + QStringList{s("login")}, 0},
        {s("snippets"),
         TokenCli::tr("snippets --label L|--id HEX [--target T]  how to use the key elsewhere"),
         token + kWhichObject + kLogin + QStringList{s("target")},
         flags + kLoginSwitches + QStringList{s("login")}, 0},
        {s("provision"),
         TokenCli::tr("provision PROFILE.json [--yes] [--watch [--count N] [--timeout S]]\n"
                      "                                   batch: every matching token, a JSON "
                      "report per serial;\n"
                      "                                   lists the tokens and asks when there "
                      "are several;\n"
                      "                                   --watch keeps provisioning tokens as "
                      "they are inserted"),
         {s("module"), s("count"), s("timeout")},
         {s("yes"), s("watch"), s("json"), s("help")},
         1},
    };
    return list;
}

/// Options that would carry a secret on the command line.
bool looksSecret(const QString &name)
{
    static const QRegularExpression re(
        QStringLiteral("(^|-)(pin|puk|password|passwd|passphrase|secret|pass)(-|$)"));
    return !name.endsWith(QLatin1String("-file")) && re.match(name).hasMatch();
}

QString secretRefused(const QString &command, const QString &option)
{
    return TokenCli::tr("%1: --%2 is refused: PINs and passwords are never taken on the command "
                        "line, where other users can see them. Give them with --pin-file, "
                        "--so-pin-file, --new-pin-file or --p12-password-file (FILE, or \"-\" for "
                        "standard input), the user PIN in KEYWARD_PIN, or leave them out to be "
                        "asked.")
        .arg(command, option);
}

QString header()
{
    return TokenCli::tr(
        "usage: keyward-cli token SUBCOMMAND [options] [--json]\n"
        "\n"
        "Which token:  --token LABEL|PKCS11-URI  --serial S  --slot N  --blank  --module "
        "NAME|PATH\n"
        "Which object: --label L  --id HEX  --type certificate|public-key|private-key  --object "
        "PKCS11-URI\n"
        "PINs:         --pin-file F  --so-pin-file F  --new-pin-file F  (F = \"-\" reads stdin; "
        "left out: asked,\n"
        "              or the user PIN from KEYWARD_PIN). Never on the command line.\n"
        "OpenPGP cards: left to scdaemon; --with-openpgp-cards shows them through OpenSC too\n"
        "              (only while gpg-agent does not use them)\n"
        "Help:         keyward-cli token help [SUBCOMMAND], or --help / -h after a subcommand\n");
}

} // namespace

const QList<Subcommand> &subcommands()
{
    static const QList<Subcommand> list = makeSubcommands();
    return list;
}

const Subcommand *findSubcommand(const QString &name)
{
    for (const Subcommand &s : subcommands()) {
        if (s.name == name) {
            return &s;
        }
    }
    return nullptr;
}

QString fullUsage()
{
    QString out = header() + QLatin1Char('\n');
    for (const Subcommand &s : subcommands()) {
        out += QStringLiteral("  ") + s.usage + QLatin1Char('\n');
    }
    return out;
}

QString subcommandUsage(const Subcommand &sub)
{
    return TokenCli::tr("usage: keyward-cli token %1").arg(sub.usage) + QLatin1Char('\n') +
           (sub.values.contains(QLatin1String("token")) ? header().section(QLatin1Char('\n'), 2)
                                                        : QString());
}

Parsed Parsed::parse(const QStringList &args)
{
    Parsed p;
    // Every option any subcommand takes a value for: to find the subcommand's
    // name among "--module X list" as well as "list --module X".
    QSet<QString> anyValue;
    for (const Subcommand &s : subcommands()) {
        for (const QString &v : s.values) {
            anyValue.insert(v);
        }
    }
    QString name;
    bool help = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            help = true;
        } else if (a.startsWith(QLatin1String("--")) && looksSecret(a.mid(2).section(u'=', 0, 0))) {
            // Before the subcommand is known: its value must not be taken for one.
            p.action = Action::UsageError;
            p.message = secretRefused(QStringLiteral("token"), a.mid(2).section(u'=', 0, 0));
            p.usage = fullUsage();
            return p;
        } else if (a.startsWith(QLatin1String("--")) && !a.contains(QLatin1Char('=')) &&
                   anyValue.contains(a.mid(2))) {
            ++i;
        } else if (!a.startsWith(QLatin1Char('-')) || a == QLatin1String("-")) {
            name = a;
            break;
        }
    }
    if (name == QLatin1String("help")) {
        // "token help" or "token help SUBCOMMAND"
        const qsizetype at = args.indexOf(name);
        const Subcommand *sub = findSubcommand(args.value(at + 1));
        p.action = Action::Help;
        p.usage = sub ? subcommandUsage(*sub) : fullUsage();
        return p;
    }
    const Subcommand *sub = findSubcommand(name);
    if (!sub) {
        p.action = help ? Action::Help : Action::UsageError;
        p.usage = fullUsage();
        if (!help) {
            p.message = name.isEmpty()
                            ? TokenCli::tr("keyward-cli token needs a subcommand.")
                            : TokenCli::tr("\"%1\" is not a token subcommand.").arg(name);
        }
        return p;
    }
    p.usage = subcommandUsage(*sub);
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h")) ||
        args.value(args.indexOf(name) + 1) == QLatin1String("help")) {
        p.action = Action::Help;
        return p;
    }
    const auto usageError = [&p](const QString &message) {
        p.action = Action::UsageError;
        p.message = message;
        return p;
    };
    bool nameSeen = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            continue;
        }
        if (!a.startsWith(QLatin1Char('-')) || a == QLatin1String("-")) {
            if (!nameSeen && a == name) {
                nameSeen = true;
                p.options.m_positional << a;
                continue;
            }
            if (p.options.m_positional.size() > sub->positionals) {
                return usageError(
                    TokenCli::tr("token %1: unexpected argument \"%2\".").arg(sub->name, a));
            }
            p.options.m_positional << a;
            continue;
        }
        if (!a.startsWith(QLatin1String("--"))) {
            return usageError(TokenCli::tr("token %1: unknown option %2.").arg(sub->name, a));
        }
        QString option = a.mid(2);
        QString value;
        bool inlineValue = false;
        if (const qsizetype eq = option.indexOf(QLatin1Char('=')); eq > 0) {
            value = option.mid(eq + 1);
            option = option.left(eq);
            inlineValue = true;
        }
        if (looksSecret(option)) {
            return usageError(secretRefused(QStringLiteral("token ") + sub->name, option));
        }
        if (sub->switches.contains(option)) {
            if (inlineValue) {
                return usageError(
                    TokenCli::tr("token %1: --%2 takes no value.").arg(sub->name, option));
            }
            p.options.m_switches.insert(option);
            continue;
        }
        if (!sub->values.contains(option)) {
            return usageError(
                TokenCli::tr("token %1: unknown option --%2.").arg(sub->name, option));
        }
        if (!inlineValue) {
            if (i + 1 >= args.size() || args.at(i + 1).startsWith(QLatin1String("--"))) {
                return usageError(
                    TokenCli::tr("token %1: option --%2 needs a value.").arg(sub->name, option));
            }
            value = args.at(++i);
        }
        p.options.m_values[option] << value;
    }
    if (p.options.m_positional.size() < sub->positionals + 1) {
        return usageError(TokenCli::tr("token %1: an argument is missing.").arg(sub->name));
    }
    return p;
}

} // namespace keyward::cli::token
