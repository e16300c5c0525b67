// SPDX-License-Identifier: GPL-3.0-or-later
#include "OptionTable.h"

#include "Confirm.h"

#include "core/ErrorJson.h"

#include <QJsonDocument>

#include <QRegularExpression>

#include <algorithm>

namespace keyward::cli {

namespace {

/// One translation context for the option layer, the one lupdate files it under.
struct OptionText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::OptionTable)
};

bool isHelp(const QString &a)
{
    return a == QLatin1String("--help") || a == QLatin1String("-h");
}

/// A word that is not an option: a subcommand's name, an argument, or "-" for stdin.
bool isWord(const QString &a)
{
    return !a.startsWith(QLatin1Char('-')) || a == QLatin1String("-");
}

QString secretRefused(const CommandTable &t, const QString &where, const QString &option)
{
    const QString hint =
        t.secretHint.isEmpty() ? OptionText::tr("Leave them out to be asked.") : t.secretHint;
    return OptionText::tr("%1: --%2 is refused: PINs and passwords are never taken on the command "
                          "line, where other users can see them. %3")
        .arg(where, option, hint);
}

/// Every option of any subcommand, and those of them that take a value.
struct Declared
{
    QSet<QString> all;
    QSet<QString> withValue;
};

Declared declared(const CommandTable &t)
{
    Declared d;
    for (const QString &v : t.globalValues) {
        d.all.insert(v);
        d.withValue.insert(v);
    }
    for (const QString &v : t.globalSwitches) {
        d.all.insert(v);
    }
    for (const Subcommand &s : t.subcommands) {
        for (const QString &v : s.values) {
            d.all.insert(v);
            d.withValue.insert(v);
        }
        for (const QString &v : s.switches + s.optionalValues) {
            d.all.insert(v);
        }
    }
    return d;
}

/// A secret-looking option refused unless the table declares it as naming
/// where the secret comes from (--passphrase-env VAR, --passphrase-fd N).
bool refusedAsSecret(const QString &option, const QSet<QString> &declaredNames)
{
    const bool namesSource =
        option.endsWith(QLatin1String("-env")) || option.endsWith(QLatin1String("-fd"));
    return looksSecret(option) && !(namesSource && declaredNames.contains(option));
}

} // namespace

bool looksSecret(const QString &name)
{
    static const QRegularExpression re(
        QStringLiteral("(^|-)(pin|puk|password|passwd|passphrase|secret|pass)(-|$)"));
    return !name.endsWith(QLatin1String("-file")) && re.match(name).hasMatch();
}

const Subcommand *CommandTable::find(const QString &name) const
{
    for (const Subcommand &s : subcommands) {
        if (s.name == name) {
            return &s;
        }
    }
    return nullptr;
}

QString CommandTable::fullUsage() const
{
    if (subcommands.size() == 1 && subcommands.constFirst().name.isEmpty()) {
        return usageOf(subcommands.constFirst());
    }
    QString out = header;
    if (!out.isEmpty()) {
        out += QLatin1Char('\n');
    }
    for (const Subcommand &s : subcommands) {
        out += QStringLiteral("  ") + s.usage + QLatin1Char('\n');
    }
    return footer.isEmpty() ? out : out + QLatin1Char('\n') + footer;
}

QString CommandTable::usageOf(const Subcommand &sub) const
{
    if (subcommandUsage) {
        return subcommandUsage(sub);
    }
    // "version" with its description on the next line: no space before it.
    const QString usage = sub.usage.startsWith(QLatin1Char('\n'))
                              ? QString(command + sub.usage)
                              : QString(command + u' ' + sub.usage);
    return OptionText::tr("usage: keyward-cli %1").arg(usage) + QLatin1Char('\n') +
           optionsLine(sub) + footer;
}

QString CommandTable::optionsLine(const Subcommand &sub) const
{
    QStringList words;
    for (const QString &v : sub.values + globalValues) {
        words << QStringLiteral("--%1 V").arg(v);
    }
    for (const QString &v : sub.optionalValues) {
        words << QStringLiteral("--%1 [V]").arg(v);
    }
    for (const QString &v : sub.switches + globalSwitches) {
        if (v != QLatin1String("help")) {
            words << QStringLiteral("--") + v;
        }
    }
    for (auto it = shortOptions.cbegin(); it != shortOptions.cend(); ++it) {
        if (words.contains(QStringLiteral("--%1 V").arg(it.value()))) {
            words << QStringLiteral("%1 V").arg(it.key());
        }
    }
    // Wrapped at 100 columns, continued under the first option.
    const QString first = OptionText::tr("Options (V: a value):") + u' ';
    QString out = first;
    qsizetype column = out.size();
    for (const QString &w : std::as_const(words)) {
        if (column > first.size() && column + w.size() + 1 > 100) {
            out += QLatin1Char('\n') + QString(first.size(), u' ');
            column = first.size();
        } else if (column > first.size()) {
            out += u' ';
            ++column;
        }
        out += w;
        column += w.size();
    }
    return words.isEmpty() ? QString() : out + QLatin1Char('\n');
}

void writeUsageErrorJson(QTextStream &out, const QString &message)
{
    const Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::InvalidInput,
                                QStringLiteral("Reading the command line"), message);
    out << QJsonDocument(errorDocument(e, message)).toJson();
    out.flush();
}

std::optional<int> Parsed::report(QTextStream &out, QTextStream &err, bool json) const
{
    const QString text = usage.endsWith(QLatin1Char('\n')) ? usage : usage + QLatin1Char('\n');
    switch (action) {
    case Action::Help:
        out << text;
        out.flush();
        return ExitOk;
    case Action::UsageError:
        if (json) {
            writeUsageErrorJson(out, message);
        }
        err << message << '\n' << text;
        err.flush();
        return ExitUsage;
    case Action::Run:
        break;
    }
    return std::nullopt;
}

Parsed Parsed::parse(const CommandTable &t, const QStringList &args)
{
    Parsed p;
    const Declared known = declared(t);
    QString name;
    QString unknown; ///< the first undeclared option before the subcommand's name
    bool implicitName = false;
    if (t.defaultSubcommand) {
        // The subcommand comes first, or it is the default one.
        const QString first = args.value(0);
        if (first == QLatin1String("help") || (!first.isEmpty() && t.find(first))) {
            name = first;
        } else {
            name = *t.defaultSubcommand;
            implicitName = true;
        }
    } else {
        // The subcommand's name among "--module X list" as well as "list --module X".
        for (qsizetype i = 0; i < args.size(); ++i) {
            const QString &a = args.at(i);
            const QString option = a.mid(2).section(u'=', 0, 0);
            if (isHelp(a)) {
                continue;
            }
            if (a.startsWith(QLatin1String("--")) && refusedAsSecret(option, known.all)) {
                // Before the subcommand is known: its value must not be taken for one.
                p.action = Action::UsageError;
                p.message = secretRefused(t, t.command, option);
                p.usage = t.fullUsage();
                return p;
            }
            if (unknown.isEmpty() && !isWord(a) && !known.all.contains(option) &&
                !t.shortOptions.contains(a)) {
                unknown = a;
            }
            if ((a.startsWith(QLatin1String("--")) && !a.contains(QLatin1Char('=')) &&
                 known.withValue.contains(a.mid(2))) ||
                known.withValue.contains(t.shortOptions.value(a))) {
                ++i;
            } else if (isWord(a)) {
                name = a;
                break;
            }
        }
    }
    if (name == QLatin1String("help")) {
        // "COMMAND help" or "COMMAND help SUBCOMMAND"
        const Subcommand *sub = t.find(args.value(args.indexOf(name) + 1));
        p.action = Action::Help;
        p.usage = sub && !sub->name.isEmpty() ? t.usageOf(*sub) : t.fullUsage();
        return p;
    }
    const Subcommand *sub = t.find(name);
    const bool help = std::any_of(args.cbegin(), args.cend(), isHelp);
    if (!sub) {
        p.action = help ? Action::Help : Action::UsageError;
        p.usage = t.fullUsage();
        if (!help) {
            p.message = !unknown.isEmpty()
                            ? OptionText::tr("%1: unknown option %2.").arg(t.command, unknown)
                        : name.isEmpty()
                            ? OptionText::tr("keyward-cli %1 needs a subcommand.").arg(t.command)
                            : OptionText::tr("\"%1\" is not a %2 subcommand.").arg(name, t.command);
        }
        return p;
    }
    // "bench --help": the whole command's help; "bench --baseline cpu --help": run's.
    p.usage = implicitName && std::all_of(args.cbegin(), args.cend(), isHelp) && !args.isEmpty()
                  ? t.fullUsage()
                  : t.usageOf(*sub);
    if (help || (!implicitName && args.value(args.indexOf(name) + 1) == QLatin1String("help"))) {
        p.action = Action::Help;
        return p;
    }
    const QString where = sub->name.isEmpty() ? t.command : t.command + u' ' + sub->name;
    const auto usageError = [&p](const QString &message) {
        p.action = Action::UsageError;
        p.message = message;
        return p;
    };
    const QStringList values = sub->values + t.globalValues;
    const QStringList switches = sub->switches + t.globalSwitches;
    const QSet<QString> mine(values.cbegin(), values.cend());
    const qsizetype maxPositionals =
        sub->morePositionals < 0 ? -1 : sub->positionals + sub->morePositionals;
    bool nameSeen = implicitName;
    if (implicitName) {
        p.options.m_positional << name;
    }
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (isHelp(a)) {
            continue;
        }
        if (isWord(a)) {
            if (!nameSeen && a == name) {
                nameSeen = true;
                p.options.m_positional << a;
                continue;
            }
            if (maxPositionals >= 0 && p.options.m_positional.size() > maxPositionals) {
                return usageError(OptionText::tr("%1: unexpected argument \"%2\".").arg(where, a));
            }
            p.options.m_positional << a;
            continue;
        }
        QString option;
        QString value;
        QString spelled = a.section(u'=', 0, 0); ///< "--output" or "-o", as typed
        bool inlineValue = false;
        if (a.startsWith(QLatin1String("--"))) {
            option = a.mid(2);
            if (const qsizetype eq = option.indexOf(QLatin1Char('=')); eq > 0) {
                value = option.mid(eq + 1);
                option = option.left(eq);
                inlineValue = true;
            }
        } else if (t.shortOptions.contains(a)) {
            option = t.shortOptions.value(a);
        } else {
            return usageError(OptionText::tr("%1: unknown option %2.").arg(where, a));
        }
        if (refusedAsSecret(option, mine)) {
            return usageError(secretRefused(t, where, option));
        }
        p.options.m_order << option;
        if (switches.contains(option)) {
            if (inlineValue) {
                return usageError(OptionText::tr("%1: %2 takes no value.").arg(where, spelled));
            }
            p.options.m_switches.insert(option);
            continue;
        }
        if (sub->optionalValues.contains(option)) {
            if (!inlineValue && i + 1 < args.size() && isWord(args.at(i + 1)) &&
                args.at(i + 1) != QLatin1String("-")) {
                value = args.at(++i);
            }
            p.options.m_values[option] << value;
            continue;
        }
        if (!values.contains(option)) {
            return usageError(OptionText::tr("%1: unknown option --%2.").arg(where, option));
        }
        if (!inlineValue) {
            if (i + 1 >= args.size() || args.at(i + 1).startsWith(QLatin1String("--"))) {
                return usageError(
                    OptionText::tr("%1: option %2 needs a value.").arg(where, spelled));
            }
            value = args.at(++i);
        }
        p.options.m_values[option] << value;
    }
    if (p.options.m_positional.size() < sub->positionals + 1) {
        return usageError(OptionText::tr("%1: an argument is missing.").arg(where));
    }
    return p;
}

} // namespace keyward::cli
