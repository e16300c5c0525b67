// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardCliSupport.h"

#include "CardOptions.h"
#include "Confirm.h"

#include "core/TouchWatch.h"

#include "app/CardHolder.h"
#include "app/OpenPgpCards.h"
#include "openpgp/CardReader.h"
#include "openpgp/CardSelection.h"
#include "openpgp/ScdaemonReaderSwitch.h"
#include "openpgp/SecureBytes.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonDocument>
#include <QMap>

#include <atomic>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

#include <termios.h>
#include <unistd.h>

using namespace keyward::openpgp;

namespace keyward::cli::card {

namespace {

/// The file's user-visible strings, in one translation context that lupdate sees.
struct CardCliText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::CardCommands)
};

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
                CardCliText::tr("Not a terminal: refused (use --yes).").toLocal8Bit().constData());
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

} // namespace

QString usageText()
{
    return cardTable().fullUsage();
}

int usage(QTextStream &err, const QString &problem)
{
    if (!problem.isEmpty()) {
        err << "keyward-cli card: " << problem << '\n';
    }
    err << usageText();
    return ExitUsage;
}

std::shared_ptr<PinProvider> stdinPinProvider()
{
    return std::make_shared<StdinPinProvider>();
}

std::shared_ptr<Confirmer> cliConfirmer(bool yes)
{
    return std::make_shared<CliConfirmer>(yes);
}

int fail(const Error &e, QTextStream &out, QTextStream &err, bool json, const QString &message,
         int exitCode)
{
    QString text = message.isEmpty() ? e.userMessage() : message;
    // scdaemon finds no card (GnuPG 2.2), or fails to reach it, when another
    // program holds it: say which.
    if (e.is(ErrorKind::NoCard) || e.is(ErrorKind::Busy) || e.is(ErrorKind::CardRemoved) ||
        e.is(ErrorKind::Io) || e.is(ErrorKind::Internal)) {
        if (const auto held = app::CardHolder::explainHeldCard()) {
            text += QLatin1Char(' ') + *held;
        }
    }
    if (json) {
        out << QJsonDocument(errorDocument(e, text)).toJson();
    }
    err << text << '\n';
    return exitCode;
}

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

/// Run one command object to its end (the CLI's only event loop).
int runCommand(CardCommand *cmd, QTextStream &out, QTextStream &err, bool json,
               const QJsonObject &extra)
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
        // The command's message: the error, or what the card was found to
        // hold after an interrupted step.
        return fail(result.error(), out, err, json, cmd->message());
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

void announceTouch(AgentSession &session)
{
    // Straight from the watch's thread: the main thread may be blocked on the operation. Once
    // per run: a second touch (gpg may sign twice) needs no second line.
    auto said = std::make_shared<std::atomic_bool>(false);
    QObject::connect(
        session.touchWatch(), &TouchWatch::touchWanted, session.touchWatch(),
        [said](const QString &serial) {
            if (said->exchange(true)) {
                return;
            }
            const QByteArray line = openpgp::touchPromptText(serial).toLocal8Bit() + '\n';
            std::fputs(line.constData(), stderr);
            std::fflush(stderr);
        },
        Qt::DirectConnection);
}

std::optional<int> chooseCard(AgentSession &session, const QString &wanted, bool given,
                              QTextStream &out, QTextStream &err, bool json)
{
    const QString op = CardCliText::tr("Choosing the card");
    const auto cards = app::presentOpenPgpCards(session);
    if (!cards) {
        // Not "no card" (an empty list): the agent or the card failed, and
        // nothing was done.
        return fail(cards.error(), out, err, json);
    }
    const QStringList listed = app::describeCards(*cards);
    auto present = [&] {
        return listed.isEmpty() ? CardCliText::tr("No OpenPGP card is present.")
                                : CardCliText::tr("Cards present:") + QStringLiteral("\n  ") +
                                      listed.join(QStringLiteral("\n  "));
    };
    if (given) {
        for (const app::PresentCard &c : *cards) {
            if (!cardselection::matches(c.aid, wanted)) {
                continue;
            }
            if (!c.viaScdaemon && !c.reader.isEmpty()) {
                // GnuPG 2.2: scdaemon serves one reader; it is switched to this card's
                // reader for the command (AgentSession), and says so here.
                session.setCardReader(c.aid.hex, c.reader);
                session.allowScdaemonRestart(true); // the command names this card
                QObject::connect(
                    &session, &AgentSession::scdaemonReaderSwitched, &session,
                    [](const QString &reader) {
                        const QByteArray line =
                            ScdaemonReaderSwitch::announcement(reader).toLocal8Bit() + '\n';
                        std::fputs(line.constData(), stderr);
                        std::fflush(stderr);
                    },
                    Qt::DirectConnection);
            } else if (!c.viaScdaemon) {
                // GnuPG 2.2 and a card whose reader is not known: scdaemon cannot be pointed at it.
                const Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                                            QStringLiteral("scdaemon serves another card"));
                return fail(e, out, err, json,
                            CardCliText::tr("The card %1 is present, but this GnuPG's scdaemon "
                                            "serves one card at a time and answers with the "
                                            "other card; take the other card out, or use GnuPG "
                                            "2.4, to act on %1.")
                                    .arg(c.aid.serialText()) +
                                QLatin1Char('\n') + present());
            }
            session.setDefaultCard(c.aid.hex);
            return std::nullopt;
        }
        const Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op,
                                    QStringLiteral("no card %1 present").arg(wanted));
        return fail(e, out, err, json,
                    CardCliText::tr("The card %1 is not present.").arg(wanted) + QLatin1Char('\n') +
                        present());
    }
    if (cards->size() > 1) {
        err << "keyward-cli card: "
            << CardCliText::tr("More than one OpenPGP card is present; name one with --card "
                               "SERIAL.")
            << '\n'
            << present() << '\n';
        return ExitUsage;
    }
    return std::nullopt;
}

Result<CardInfo> readCard(AgentSession &session)
{
    auto f = CardReader::read(&session);
    f.waitForFinished(); // a plain future from the worker: no continuation to run here
    return f.result();
}

} // namespace keyward::cli::card
