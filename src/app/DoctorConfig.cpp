// SPDX-License-Identifier: GPL-3.0-or-later
#include "DoctorConfig.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <optional>

namespace keyward::app::doctor {

GnupgConf parseGnupgConf(const QByteArray &text)
{
    GnupgConf conf;
    conf.exists = true;
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) {
            continue;
        }
        const qsizetype space = line.indexOf(QRegularExpression(QStringLiteral("\\s")));
        const QString name = space < 0 ? line : line.left(space);
        QString value = space < 0 ? QString() : line.mid(space + 1).trimmed();
        // gpgconf writes string values quoted: pinentry-program "/usr/bin/x".
        if (value.size() >= 2 && value.startsWith(QLatin1Char('"')) &&
            value.endsWith(QLatin1Char('"'))) {
            value = value.mid(1, value.size() - 2);
        }
        conf.options.insert(name, value);
    }
    return conf;
}

namespace {

/// A configuration line as GnuPG splits it: the option's name and its value, unquoted.
std::pair<QString, QString> optionLine(const QString &line)
{
    const GnupgConf one = parseGnupgConf(line.toUtf8());
    return one.options.isEmpty()
               ? std::pair<QString, QString>{}
               : std::pair<QString, QString>{one.options.firstKey(), one.options.first()};
}

} // namespace

bool SystemGnupgConf::overridesUser(const QString &name) const
{
    return forced.contains(name) || ignored.contains(name) ||
           (ignoreAll && !unignored.contains(name));
}

SystemGnupgConf parseSystemGnupgConf(const QByteArray &text, const QString &userName)
{
    SystemGnupgConf conf;
    bool force = false;
    bool ignore = false;
    bool explicitIgnore = false;
    bool userSeen = false;    // a [user] line came: only the active section's lines count
    bool userActive = false;  // the section is this user's (or [user *] with none before)
    bool userMatched = false; // a section named this user came
    bool afterWildcard = false;
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) {
            continue;
        }
        const bool inOtherUsers = userSeen && !userActive;
        if (line.startsWith(QLatin1Char('['))) {
            const qsizetype close = line.indexOf(QLatin1Char(']'));
            const QString inner = line.mid(1, close < 0 ? -1 : close - 1).trimmed();
            const qsizetype space = inner.indexOf(QLatin1Char(' '));
            const QString word = space < 0 ? inner : inner.left(space);
            const QString args = space < 0 ? QString() : inner.mid(space + 1).trimmed();
            if (word == QLatin1String("user")) {
                userSeen = true;
                if (args == QLatin1String("*")) {
                    afterWildcard = true;
                    userActive = !userMatched;
                } else if (afterWildcard) {
                    userActive = false;
                } else {
                    userActive = args.compare(userName, Qt::CaseInsensitive) == 0;
                    userMatched = userMatched || userActive;
                }
            } else if (inOtherUsers) {
                continue;
            } else if (word == QLatin1String("force") || word == QLatin1String("+force")) {
                force = true;
            } else if (word == QLatin1String("-force")) {
                force = false;
            } else if (word == QLatin1String("ignore") || word == QLatin1String("+ignore")) {
                ignore = true;
                explicitIgnore = true;
            } else if (word == QLatin1String("-ignore")) {
                ignore = false;
                explicitIgnore = true;
            } else if (word == QLatin1String("ignore-all") ||
                       word == QLatin1String("+ignore-all")) {
                conf.ignoreAll = true;
            } else if (!QStringList{QStringLiteral("echo"), QStringLiteral("-echo"),
                                    QStringLiteral("info"), QStringLiteral("-info"),
                                    QStringLiteral("verbose"), QStringLiteral("+verbose"),
                                    QStringLiteral("-verbose")}
                            .contains(word)) {
                conf.unevaluated.append(line);
            }
            continue;
        }
        if (inOtherUsers) {
            continue;
        }
        const auto [name, value] = optionLine(line);
        if (name.isEmpty()) {
            continue;
        }
        if (force) {
            conf.forced.insert(name);
        }
        if (ignore) {
            conf.ignored.insert(name);
        }
        if (explicitIgnore && !ignore) {
            conf.unignored.insert(name);
        }
        if (ignore && !force) {
            continue; // neither set here nor taken from the user's file
        }
        conf.options.insert(name, value);
    }
    return conf;
}

GnupgConf effectiveGnupgConf(const SystemGnupgConf &system, const GnupgConf &user)
{
    GnupgConf out;
    out.exists = user.exists;
    if (system.path.isEmpty()) {
        out.options = user.options;
        return out;
    }
    out.systemPath = system.path;
    out.unevaluated = system.unevaluated;
    out.options = system.options;
    for (auto it = user.options.cbegin(); it != user.options.cend(); ++it) {
        if (system.overridesUser(it.key())) {
            out.userSkipped.append(it.key());
        } else {
            out.options.insert(it.key(), it.value());
        }
    }
    for (auto it = system.options.cbegin(); it != system.options.cend(); ++it) {
        if (out.options.value(it.key()) == it.value() &&
            (system.forced.contains(it.key()) || !user.options.contains(it.key()))) {
            out.fromSystem.append(it.key());
        }
    }
    return out;
}

namespace {

/// opensc.conf as tokens: words, quoted strings, and the characters { } = ; ,
struct Token
{
    QString text;
    bool punct = false;
};

QList<Token> tokenize(const QString &s)
{
    QList<Token> out;
    qsizetype i = 0;
    while (i < s.size()) {
        const QChar c = s[i];
        if (c.isSpace()) {
            ++i;
        } else if (c == QLatin1Char('#')) {
            while (i < s.size() && s[i] != QLatin1Char('\n')) {
                ++i;
            }
        } else if (QStringLiteral("{}=;,").contains(c)) {
            out.append({QString(c), true});
            ++i;
        } else if (c == QLatin1Char('"')) {
            QString word;
            for (++i; i < s.size() && s[i] != QLatin1Char('"'); ++i) {
                if (s[i] == QLatin1Char('\\') && i + 1 < s.size()) {
                    ++i;
                }
                word += s[i];
            }
            ++i; // the closing quote
            out.append({word, false});
        } else {
            QString word;
            while (i < s.size() && !s[i].isSpace() && !QStringLiteral("{}=;,#\"").contains(s[i])) {
                word += s[i++];
            }
            out.append({word, false});
        }
    }
    return out;
}

bool isPunct(const Token &t, char c)
{
    return t.punct && t.text == QLatin1Char(c);
}

} // namespace

OpenScConf parseOpenScConf(const QByteArray &text)
{
    const QList<Token> tokens = tokenize(QString::fromUtf8(text));
    // Per block name: the keys set directly in it.
    QMap<QString, QMap<QString, QStringList>> blocks;
    QStringList stack;
    QStringList pending;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens[i];
        if (!t.punct) {
            pending << t.text;
        } else if (isPunct(t, '{')) {
            stack << pending.join(QLatin1Char(' '));
            pending.clear();
        } else if (isPunct(t, '}')) {
            if (!stack.isEmpty()) {
                stack.removeLast();
            }
            pending.clear();
        } else if (isPunct(t, '=')) {
            const QString key = pending.value(pending.size() - 1);
            pending.clear();
            QStringList values;
            for (++i; i < tokens.size() && !isPunct(tokens[i], ';') && !isPunct(tokens[i], '}');
                 ++i) {
                if (!tokens[i].punct) {
                    values << tokens[i].text;
                }
            }
            if (i < tokens.size() && isPunct(tokens[i], '}')) {
                --i; // a missing ';': the brace closes the block
            }
            if (stack.size() == 1 && !key.isEmpty()) {
                blocks[stack.first()].insert(key, values);
            }
        } else {
            pending.clear();
        }
    }
    const auto &pkcs11 = blocks[QStringLiteral("app opensc-pkcs11")];
    const auto &fallback = blocks[QStringLiteral("app default")];
    const auto lookup = [&](const QString &key) -> std::optional<QStringList> {
        if (pkcs11.contains(key)) {
            return pkcs11.value(key);
        }
        if (fallback.contains(key)) {
            return fallback.value(key);
        }
        return std::nullopt;
    };
    OpenScConf conf;
    if (const auto drivers = lookup(QStringLiteral("card_drivers"))) {
        conf.cardDriversSet = true;
        conf.cardDrivers = *drivers;
    }
    conf.ignoredReaders = lookup(QStringLiteral("ignored_readers")).value_or(QStringList());
    return conf;
}

bool openScSkipsOpenPgpDriver(const OpenScConf &conf)
{
    if (!conf.cardDriversSet) {
        return false;
    }
    for (const QString &d : conf.cardDrivers) {
        if (d.compare(QLatin1String("openpgp"), Qt::CaseInsensitive) == 0 ||
            d.compare(QLatin1String("internal"), Qt::CaseInsensitive) == 0) {
            return false;
        }
    }
    return true;
}

QStringList readersOpenScOpens(const OpenScConf &conf, const QStringList &readers)
{
    QStringList open;
    for (const QString &r : readers) {
        bool ignored = false;
        for (const QString &entry : conf.ignoredReaders) {
            ignored |= !entry.isEmpty() && r.contains(entry);
        }
        if (!ignored) {
            open << r;
        }
    }
    return open;
}

P11KitModule parseP11KitModule(const QByteArray &text)
{
    P11KitModule m;
    for (const QByteArray &raw : text.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (line.startsWith(QLatin1Char('#')) || colon <= 0) {
            continue;
        }
        const QString key = line.left(colon).trimmed();
        const QString value = line.mid(colon + 1).trimmed();
        if (key == QLatin1String("module")) {
            m.module = value;
        } else if (key == QLatin1String("enable-in")) {
            m.enableIn = value;
        } else if (key == QLatin1String("disable-in")) {
            m.disableIn = value;
        }
    }
    return m;
}

bool isOpenScModule(const P11KitModule &module)
{
    return QFileInfo(module.module).fileName() == QLatin1String("opensc-pkcs11.so");
}

PinentryKind pinentryKind(const QString &fileName)
{
    const QString name = QFileInfo(fileName).fileName();
    for (const char *gui : {"gtk", "gnome", "qt", "fltk", "x2go", "kwallet", "efl"}) {
        if (name.contains(QLatin1String(gui))) {
            return PinentryKind::Graphical;
        }
    }
    for (const char *tty : {"curses", "tty"}) {
        if (name.contains(QLatin1String(tty))) {
            return PinentryKind::Terminal;
        }
    }
    return PinentryKind::Unknown;
}

} // namespace keyward::app::doctor
