// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardOptions.h"

namespace keyward::cli::card {

namespace {

/// The file's user-visible strings, in one translation context that lupdate sees.
struct CardOptionText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::CardCommands)
};

QList<Subcommand> makeSubcommands()
{
    const auto s = [](const char *name) { return QString::fromLatin1(name); };
    const QStringList any; // no options beyond the global ones
    return {
        {s("status"),
         CardOptionText::tr("status                          everything the card reports"), any,
         any},
        {s("passwd"),
         CardOptionText::tr(
             "passwd [--admin]                change the user PIN (or the admin PIN)"),
         any,
         {s("admin")}},
        {s("unblock"),
         CardOptionText::tr(
             "unblock [--admin]               unblock the user PIN with the reset code (or the "
             "admin PIN)"),
         any,
         {s("admin")}},
        {s("reset-code"),
         CardOptionText::tr("reset-code [--remove]           set, change or remove the reset code"),
         any,
         {s("remove")}},
        {s("kdf"),
         CardOptionText::tr(
             "kdf on|off [--no-verify]        KDF-DO (turning it on resets the PINs to the "
             "defaults)"),
         any,
         {s("no-verify")},
         1},
        {s("name"), CardOptionText::tr("name SURNAME [GIVEN NAMES...]   cardholder name"), any, any,
         1, -1},
        {s("lang"),
         CardOptionText::tr("lang CODES                      language preferences (de en ...)"),
         any, any, 1, -1},
        {s("sex"), CardOptionText::tr("sex m|f|none                    salutation"), any, any, 1,
         -1},
        {s("url"),
         CardOptionText::tr("url URL                         where the public key can be fetched"),
         any, any, 1, -1},
        {s("login"), CardOptionText::tr("login DATA                      login data"), any, any, 1,
         -1},
        {s("key-attr"),
         CardOptionText::tr(
             "key-attr SLOT ALGO              SLOT sig|enc|auth; ALGO rsa2048, ed25519, "
             "cv25519, ..."),
         any, any, 2},
        {s("generate"),
         CardOptionText::tr(
             "generate --name NAME [--email ADDR] [--algo ALGO|--rsa BITS] [--expire 0|1y|DATE]\n"
             "                                  [--backup FILE|DIR] [--replace] (keys already on "
             "the card are lost)\n"
             "                                  --backup: the encryption key is made on this\n"
             "                                  computer, backed up (checked) and moved to the\n"
             "                                  card; keep the file offline\n"
             "  generate --slot SLOT [--update-certificate] [--replace]\n"
             "                                  one key on the card; keyring unchanged, or the\n"
             "                                  certificate holding the card's keys updated\n"
             "  generate --from-card --name NAME [--email ADDR] [--expire …]\n"
             "                                  a new certificate for the keys on the card"),
         {s("name"), s("email"), s("algo"), s("rsa"), s("expire"), s("slot"), s("backup")},
         {s("replace"), s("update-certificate"), s("from-card")}},
        {s("touch"), CardOptionText::tr("touch SLOT|all off|on|fixed|cached|cached-fixed"), any,
         any, 2},
        {s("forcesig"),
         CardOptionText::tr(
             "forcesig on|off                 PIN for every signature, or once per session"),
         any, any, 1},
        {s("factory-reset"),
         CardOptionText::tr(
             "factory-reset --serial SERIAL   destroys all keys and data on the card"),
         {s("serial")},
         any},
        {s("export"),
         CardOptionText::tr("export [--ssh]                  public key (ASCII armour) or SSH "
                            "public key"),
         any,
         {s("ssh")}},
        {s("ssh"),
         CardOptionText::tr("ssh                             SSH public key (as export --ssh)"),
         any, any},
        {s("keytocard"),
         CardOptionText::tr(
             "keytocard SUBCOMMAND ...        move subkeys onto the card after a verified "
             "backup\n"
             "                                  (keyward-cli card keytocard help)"),
         any, any, 0, -1},
        {s("switch-stubs"),
         CardOptionText::tr(
             "switch-stubs                    point the keyring's card keys to this card"),
         any, any},
    };
}

} // namespace

const CommandTable &cardTable()
{
    static const CommandTable t = [] {
        CommandTable c;
        c.command = QStringLiteral("card");
        c.subcommands = makeSubcommands();
        c.globalValues = {QStringLiteral("card")};
        c.globalSwitches = {QStringLiteral("json"), QStringLiteral("loopback"),
                            QStringLiteral("yes"), QStringLiteral("help")};
        c.header = CardOptionText::tr(
            "usage: keyward-cli card SUBCOMMAND [ARGS] [--card SERIAL] [--json] [--loopback] "
            "[--yes]\n");
        c.footer = CardOptionText::tr(
            "PINs are asked by gpg-agent's pinentry. --loopback reads them from stdin instead:\n"
            "lines user=PIN, admin=PIN, reset=CODE, new-user=PIN, new-admin=PIN, new-reset=CODE\n"
            "(or plain lines, in the order the operation asks). --yes answers confirmation\n"
            "questions with yes (one try left, fixed touch policy, keys replaced, a key's\n"
            "algorithm changed, KDF).\n"
            "--card SERIAL names the card (its serial or AID); it is needed when more than one\n"
            "OpenPGP card is present.\n"
            "Help: keyward-cli card help [SUBCOMMAND], or --help / -h after a subcommand.\n");
        c.secretHint = CardOptionText::tr(
            "gpg-agent's pinentry asks for them, or --loopback reads them from standard input.");
        return c;
    }();
    return t;
}

} // namespace keyward::cli::card
