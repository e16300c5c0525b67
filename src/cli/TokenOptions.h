// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The options of `keyward-cli token SUBCOMMAND`: which subcommand takes
// which option, and parsing against that table. An unknown option, a missing
// value or a stray argument is a usage error naming it; an option that looks
// like a secret (--pin, --user-pin, --password...) is refused with where
// secrets come from instead.

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QStringList>
#include <QTextStream>

namespace keyward::cli::token {

/// One subcommand's options.
struct Subcommand
{
    QString name;
    QString usage;        ///< "keygen --key-type T --label L [--id HEX] ..." and its description
    QStringList values;   ///< --NAME VALUE options (repeatable: the last counts where one is used)
    QStringList switches; ///< --NAME flags
    int positionals = 0;  ///< arguments after the subcommand's name (PROFILE, PATH)
};

/// Every subcommand, in the order `token help` lists them.
const QList<Subcommand> &subcommands();
/// By name; nullptr for an unknown name.
const Subcommand *findSubcommand(const QString &name);

/// Parsed options of one subcommand.
class Options
{
public:
    QStringList positional() const { return m_positional; }
    bool has(const QString &name) const { return m_switches.contains(name); }
    QString value(const QString &name) const
    {
        const auto v = m_values.value(name);
        return v.isEmpty() ? QString() : v.last();
    }
    QStringList values(const QString &name) const { return m_values.value(name); }
    bool given(const QString &name) const { return m_values.contains(name); }

private:
    friend struct Parsed;
    QStringList m_positional; ///< the subcommand's name first, then its arguments
    QHash<QString, QStringList> m_values;
    QSet<QString> m_switches;
};

/// What the command line asked for.
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

    /// Parses the arguments after "token".
    static Parsed parse(const QStringList &args);
};

/// The usage of every subcommand, for `token help`.
QString fullUsage();
/// One subcommand's usage with the options every token command takes.
QString subcommandUsage(const Subcommand &sub);

} // namespace keyward::cli::token
