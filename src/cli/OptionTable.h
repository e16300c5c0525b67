// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// keyward-cli's one option layer: every command (token, card, card keytocard,
// bench, list, ...) declares a table of its subcommands and their options,
// and this file parses a command line against it and writes its help. An
// unknown option, a missing value or a stray argument is a usage error naming
// it; `help`, `--help` and `-h` work at every level; an option that looks like
// a secret (--pin, --password...) is refused with where secrets come from.

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <optional>

namespace keyward::cli {

/// One subcommand's options.
struct Subcommand
{
    QString name;         ///< empty for a command without subcommands (list)
    QString usage;        ///< "keygen --key-type T --label L [--id HEX] ..." and its description
    QStringList values;   ///< --NAME VALUE options (repeatable: the last counts where one is used)
    QStringList switches; ///< --NAME flags
    int positionals = 0;  ///< arguments required after the subcommand's name (PROFILE, PATH)
    int morePositionals = 0; ///< optional arguments after those; -1: any number
    QStringList optionalValues =
        {}; ///< --NAME [VALUE]: a value when the next word is not an option
};

/// A command's subcommands and the options they share.
struct CommandTable
{
    QString command; ///< "token", "card keytocard", "list": what follows "keyward-cli"
    QList<Subcommand> subcommands;
    /// Options every subcommand takes (--json, --yes, ...), declared once.
    QStringList globalValues;
    QStringList globalSwitches;
    /// When set, the subcommand must come first and this one runs when it does
    /// not ("bench --baseline cpu" is "bench run --baseline cpu"; "" for a
    /// command without subcommands).
    std::optional<QString> defaultSubcommand;
    QHash<QString, QString> shortOptions; ///< "-o" -> "output"
    QString header;                       ///< the full usage's first lines, before the subcommands
    QString footer;     ///< after the subcommands, and after one subcommand's usage
    QString secretHint; ///< where secrets come from instead: one or two whole sentences
    /// One subcommand's usage; empty: "usage: keyward-cli COMMAND USAGE" and the footer.
    std::function<QString(const Subcommand &)> subcommandUsage;

    /// By name; nullptr for an unknown name.
    const Subcommand *find(const QString &name) const;
    /// The usage of every subcommand, for `COMMAND help`.
    QString fullUsage() const;
    /// One subcommand's usage, for `COMMAND SUBCOMMAND --help`.
    QString usageOf(const Subcommand &sub) const;
    /// "Options: --key KEY --paper ...": every option the subcommand takes,
    /// from the table (help included in every subcommand's usage).
    QString optionsLine(const Subcommand &sub) const;
};

/// Parsed options of one subcommand.
class Options
{
public:
    QStringList positional() const { return m_positional; }
    /// A switch, or an option with an optional value, was given.
    bool has(const QString &name) const
    {
        return m_switches.contains(name) || m_values.contains(name);
    }
    QString value(const QString &name) const
    {
        const auto v = m_values.value(name);
        return v.isEmpty() ? QString() : v.last();
    }
    QStringList values(const QString &name) const { return m_values.value(name); }
    bool given(const QString &name) const { return m_values.contains(name); }
    /// Every option given, in command-line order, without their dashes.
    QStringList order() const { return m_order; }

private:
    friend struct Parsed;
    QStringList m_positional; ///< the subcommand's name first, then its arguments
    QHash<QString, QStringList> m_values;
    QSet<QString> m_switches;
    QStringList m_order;
};

/// What the command line asked for.
/// A usage error as the error document of --json (kind invalid-input) on `out`.
void writeUsageErrorJson(QTextStream &out, const QString &message);

struct Parsed
{
    enum class Action
    {
        Run,        ///< run options.positional().first()
        Help,       ///< print `usage` to stdout, exit 0
        UsageError, ///< print `message` and `usage` to stderr, exit 2
    };
    Action action = Action::Run;
    Options options;
    QString message; ///< for UsageError: one sentence naming the problem
    QString usage;   ///< the subcommand's usage, or the whole list

    /// Parses the arguments after the table's command.
    static Parsed parse(const CommandTable &table, const QStringList &args);
    /// Help on out (ExitOk) or the problem and the usage on err (ExitUsage);
    /// nothing for Run. With `json`, a usage error also writes the error document on out
    /// (kind invalid-input), as every other failure of a --json command does.
    std::optional<int> report(QTextStream &out, QTextStream &err, bool json = false) const;
};

/// An option name that would carry a secret (pin, password, passphrase...)
/// unless it names a file.
bool looksSecret(const QString &name);

} // namespace keyward::cli
