// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenOptions.h"

#include "pkcs11/CertificateBuilder.h"
#include "pkcs11/TokenKeyTypes.h"

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
const QStringList kWhichTokenSwitches{QStringLiteral("blank"),
                                      QStringLiteral("with-openpgp-cards")};
const QStringList kWhichObject{QStringLiteral("label"), QStringLiteral("id"),
                               QStringLiteral("type"), QStringLiteral("object")};
const QStringList kLogin{QStringLiteral("pin-file")};
const QStringList kLoginSwitches{QStringLiteral("confirm-final-try")};

/// The key types token keygen takes, from the table, wrapped under the usage line.
QString keyTypeList()
{
    const QString indent(35, QLatin1Char(' '));
    QString out;
    QString line;
    for (const QString &name : pkcs11::TokenKeyTypes::names()) {
        if (!line.isEmpty() && line.size() + 1 + name.size() > 60) {
            out += line + QLatin1Char('\n') + indent + QLatin1String("   ");
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + name;
    }
    return out + line;
}

QList<Subcommand> makeSubcommands()
{
    const QStringList token = kWhichToken;
    const QStringList flags = kWhichTokenSwitches;
    const auto s = [](const char *name) { return QString::fromLatin1(name); };
    QList<Subcommand> list{
        {s("list"),
         TokenCli::tr("list [--all]                     modules, slots and tokens"),
         {s("module")},
         {s("all"), s("with-openpgp-cards")},
         0},
        {s("add-module"),
         TokenCli::tr("add-module PATH [--init-args S]  remember a module beyond p11-kit's "
                      "registry\n"
                      "                                   --init-args: the string the module "
                      "wants in C_Initialize\n"
                      "                                   (pReserved), e.g. NSS's "
                      "\"configdir='sql:DIR' ...\""),
         {s("init-args")},
         {},
         1},
        {s("remove-module"),
         TokenCli::tr("remove-module PATH               forget a module added with add-module"),
         {},
         {},
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
        {s("init-sc-hsm"),
         TokenCli::tr("init-sc-hsm --reader R [--dkek-shares N] [--retries N] [--yes]\n"
                      "                                   initialise a SmartCard-HSM / Nitrokey "
                      "HSM (destroys every key);\n"
                      "                                   the current SO PIN (factory "
                      "3537363231383830) and the new\n"
                      "                                   user PIN (6 to 16 characters) come "
                      "from --so-pin-file and\n"
                      "                                   --new-pin-file or are asked; N "
                      "retries: 1 to 10 (default 3)"),
         {s("reader"), s("dkek-shares"), s("retries"), s("so-pin-file"), s("new-pin-file")},
         {s("yes")},
         0},
        {s("dkek"),
         TokenCli::tr("dkek ACTION --reader R           a SmartCard-HSM's DKEK; ACTION is one of\n"
                      "                                   create-share FILE (no device used) "
                      "[--threshold T --shares N\n"
                      "                                   --password-share-file F (N times)],\n"
                      "                                   status, import-share FILE "
                      "[--expect-kcv HEX] [--yes]\n"
                      "                                   [--password-share-file F | "
                      "--password-share-fd N ... | --shares T],\n"
                      "                                   wrap --key-ref N --out FILE, unwrap FILE "
                      "--key-ref N;\n"
                      "                                   share files and wrapped keys in "
                      "sc-hsm-tool's formats; the\n"
                      "                                   share password from --password-fd N or "
                      "asked, the user PIN\n"
                      "                                   as for the other token commands "
                      "(docs/cli/token-dkek.md)"),
         {s("reader"), s("key-ref"), s("out"), s("password-fd"), s("expect-kcv"), s("pin-file"),
          s("threshold"), s("shares"), s("password-share-file"), s("password-share-fd")},
         {s("yes")},
         1,
         1},
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
                      "                                   T: %1\n"
                      "                                   (a type the token's mechanism list "
                      "lacks is refused)")
             .arg(keyTypeList()),
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
                      "                                   N: %1 to %2 days (the default is %3)")
             .arg(pkcs11::CertificateBuilder::kMinValidityDays)
             .arg(pkcs11::CertificateBuilder::kMaxValidityDays)
             .arg(pkcs11::kDefaultValidityDays),
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
                      "they are inserted;\n"
                      "                                   provision --example prints a complete "
                      "profile,\n"
                      "                                   --example sc-hsm one for SmartCard-HSMs "
                      "with DKEK shares\n"
                      "                                   (format: "
                      "docs/cli/token-provision-profile.schema.json)"),
         {s("module"), s("count"), s("timeout")},
         {s("yes"), s("watch"), s("example")},
         0,
         1},
        {s("pool"),
         TokenCli::tr("pool status|fill|take|drain [--count N] [--key-type T] [--yes]\n"
                      "                                   a key pool: key pairs wrapped under a "
                      "key on the token,\n"
                      "                                   stored outside it, unwrapped for one "
                      "signature each;\n"
                      "                                   T: rsa2048 rsa3072 p256 p384; take "
                      "--file DATA --out SIG\n"
                      "                                   signs DATA with the oldest stored key; "
                      "drain forgets them all"),
         token + kLogin + QStringList{s("count"), s("key-type"), s("file"), s("out")},
         flags + kLoginSwitches + QStringList{s("yes")}, 1},
    };
    return list;
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

const CommandTable &table()
{
    static const CommandTable t = [] {
        CommandTable c;
        c.command = QStringLiteral("token");
        c.subcommands = makeSubcommands();
        c.globalSwitches = {QStringLiteral("json"), QStringLiteral("help")};
        c.header = header();
        c.secretHint = TokenCli::tr(
            "Give them with --pin-file, --so-pin-file, --new-pin-file or --p12-password-file "
            "(FILE, or \"-\" for standard input), the user PIN in KEYWARD_PIN, or leave them out "
            "to be asked.");
        c.subcommandUsage = subcommandUsage;
        return c;
    }();
    return t;
}

const QList<Subcommand> &subcommands()
{
    return table().subcommands;
}

const Subcommand *findSubcommand(const QString &name)
{
    return table().find(name);
}

QString fullUsage()
{
    return table().fullUsage();
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
    static_cast<keyward::cli::Parsed &>(p) = keyward::cli::Parsed::parse(table(), args);
    return p;
}

} // namespace keyward::cli::token
