// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyToCardOptions.h"

namespace keyward::cli {

namespace {

/// The file's user-visible strings, in one translation context that lupdate sees.
struct KeyToCardOptionText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::KeyToCardCommand)
};

QString secretsFooter()
{
    return KeyToCardOptionText::tr(
        "Secrets: --passphrase-env VAR and --admin-pin-env VAR name environment "
        "variables\n"
        "  to answer from (else gpg-agent's pinentry asks); the variables are removed "
        "from\n"
        "  the environment when read.\n");
}

QString secretHint()
{
    return KeyToCardOptionText::tr(
        "Name an environment variable that holds them with --passphrase-env or "
        "--admin-pin-env, or leave them out to be asked by gpg-agent's pinentry.");
}

} // namespace

const CommandTable &keyToCardTable()
{
    static const CommandTable t = [] {
        const auto s = [](const char *name) { return QString::fromLatin1(name); };
        CommandTable c;
        c.command = QStringLiteral("card keytocard");
        const QStringList backup{s("key"), s("backup")};
        const QStringList backupSwitches{s("paper"), s("replace-backup"), s("yes")};
        c.subcommands = {
            {s("list"),
             KeyToCardOptionText::tr(
                 "list [--key PATTERN] [--card SERIAL]\n"
                 "                                  secret keys, their subkeys and the card "
                 "slots that fit"),
             {s("key"), s("card")},
             {}},
            {s("backup"),
             KeyToCardOptionText::tr(
                 "backup --key FPR --backup FILE [--paper] [--replace-backup [--yes]]\n"
                 "                                  a verified backup of the secret key"),
             backup, backupSwitches},
            {s("move"),
             KeyToCardOptionText::tr(
                 "move --key FPR --backup FILE [--existing-backup]\n"
                 "       [--map SUBKEY=sig|enc|auth]... (--keep-local|--remove-local)\n"
                 "       [--card SERIAL] [--replace] [--paper] [--replace-backup [--yes]]\n"
                 "                                  back up, then move subkeys onto the card"),
             backup + QStringList{s("map"), s("card")},
             backupSwitches + QStringList{s("existing-backup"), s("keep-local"), s("remove-local"),
                                          s("replace")}},
            {s("restore-local"),
             KeyToCardOptionText::tr(
                 "restore-local --key FPR --backup FILE\n"
                 "                                  card stubs back to local keys from the "
                 "backup"),
             backup,
             {}},
        };
        c.globalValues = {s("passphrase-env"), s("admin-pin-env")};
        c.globalSwitches = {s("json"), s("help")};
        c.header = KeyToCardOptionText::tr(
            "usage: keyward-cli card keytocard SUBCOMMAND [options] [--json]\n");
        c.footer = secretsFooter() +
                   KeyToCardOptionText::tr(
                       "An existing backup file is refused; --replace-backup renames it aside\n"
                       "(FILE.replaced-N) after confirmation, never deletes it.\n"
                       "Help: keyward-cli card keytocard help [SUBCOMMAND], or --help / -h "
                       "after a subcommand.\n");
        c.secretHint = secretHint();
        return c;
    }();
    return t;
}

const CommandTable &switchStubsTable()
{
    static const CommandTable t = [] {
        CommandTable c;
        c.command = QStringLiteral("card switch-stubs");
        c.subcommands = {{QString(),
                          KeyToCardOptionText::tr(
                              "[--card SERIAL] [--passphrase-env VAR] [--admin-pin-env VAR] "
                              "[--json]\n"
                              "  points the keyring's card keys to the card that is inserted "
                              "(or named)"),
                          {QStringLiteral("card")},
                          {}}};
        c.defaultSubcommand = QString();
        c.globalValues = {QStringLiteral("passphrase-env"), QStringLiteral("admin-pin-env")};
        c.globalSwitches = {QStringLiteral("json"), QStringLiteral("help")};
        c.footer = secretsFooter();
        c.secretHint = secretHint();
        return c;
    }();
    return t;
}

} // namespace keyward::cli
