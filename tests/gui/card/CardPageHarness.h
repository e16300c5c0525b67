// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the card page's sandbox tests share: the page on a real gpg-agent
// session, driving its actions, the scripted test pinentry, and the checks
// outside Keyward (gpg, gpg-connect-agent).
#include "core/DeviceInfo.h"
#include "gui/card/CardPage.h"
#include "openpgp/AgentSession.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace keyward::testing {

/// KEYWARD_SCREENSHOT=dir/name.png: save `w` as dir/name-SUFFIX.png.
inline void screenshot(QWidget *w, const char *suffix)
{
    const QString path = qEnvironmentVariable("KEYWARD_SCREENSHOT");
    if (!path.isEmpty()) {
        QString p = path;
        QTest::qWait(200); // let word-wrapped labels settle their height
        p.replace(QStringLiteral(".png"), QStringLiteral("-%1.png").arg(QLatin1String(suffix)));
        w->grab().save(p);
    }
}

/// Queue answers for the test pinentry (one line per GETPIN), replacing any
/// left over from an operation that asked fewer times than expected.
inline void pinentry(const QStringList &answers)
{
    QFile f(qEnvironmentVariable("KEYWARD_SANDBOX") + QStringLiteral("/pinentry/answers"));
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text));
    for (const QString &a : answers) {
        f.write(a.toUtf8() + '\n');
    }
}

/// Run a program to completion (outside Keyward: the independent check).
inline QString run(const QString &program, const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!input.isNull()) {
        p.write(input);
    }
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAll());
}

/// gpg-connect-agent with `commands`.
inline QString agent(const QStringList &commands)
{
    return run(QStringLiteral("gpg-connect-agent"), commands + QStringList{QStringLiteral("/bye")});
}

/// `gpg --card-status --with-colons`, one field list per line.
inline QString cardStatus()
{
    return run(QStringLiteral("gpg"), {QStringLiteral("--batch"), QStringLiteral("--card-status"),
                                       QStringLiteral("--with-colons")});
}

/// The line of a colon listing that starts with `key:`.
inline QString colonLine(const QString &status, const QString &key)
{
    for (const QString &line : status.split(QLatin1Char('\n'))) {
        if (line.startsWith(key + QLatin1Char(':'))) {
            return line;
        }
    }
    return {};
}

/// The card page on the sandbox's agent, with the helpers its tests drive it by.
class CardPageHarness : public QObject
{
    Q_OBJECT
protected:
    std::unique_ptr<openpgp::AgentSession> m_session;
    std::unique_ptr<gui::card::CardPage> m_page;

    /// Show the page (not yet a card).
    void openPage(int width, int height)
    {
        m_session = std::make_unique<openpgp::AgentSession>();
        m_page = std::make_unique<gui::card::CardPage>();
        m_page->setSession(m_session.get());
        m_page->resize(width, height);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }
    /// Show the sandbox's card as the sidebar names it, found with gpg; its AID.
    QString showSandboxCard()
    {
        const QString status = cardStatus();
        const QString aid =
            colonLine(status, QStringLiteral("Reader")).section(QLatin1Char(':'), 3, 3);
        if (!aid.startsWith(QStringLiteral("D276"))) {
            qWarning("no OpenPGP card: %s", qPrintable(status));
            return {};
        }
        DeviceInfo device;
        device.id = QStringLiteral("openpgp:") + aid;
        device.kind = DeviceKind::OpenPgpCard;
        device.name = QStringLiteral("OpenPGP card");
        device.isVirtual = true;
        QSignalSpy read(m_page.get(), &gui::card::CardPage::cardRead);
        m_page->showCard(device);
        return read.wait(30000) && m_page->shownId() == device.id ? aid : QString();
    }
    QString value(const char *name)
    {
        auto *l = m_page->findChild<QLabel *>(QLatin1String(name));
        return l ? l->text() : QStringLiteral("<no %1>").arg(QLatin1String(name));
    }
    QAction *action(const char *name) { return m_page->findChild<QAction *>(QLatin1String(name)); }
    /// Trigger an action and wait for the command and the re-read after it.
    bool runAction(const char *name, bool *ok = nullptr)
    {
        QSignalSpy done(m_page.get(), &gui::card::CardPage::commandFinished);
        QSignalSpy read(m_page.get(), &gui::card::CardPage::cardRead);
        QAction *a = action(name);
        if (!a || !a->isEnabled()) {
            return false;
        }
        a->trigger();
        if (!done.wait(120000)) {
            return false;
        }
        if (ok) {
            *ok = done.first().at(0).toBool();
        }
        return read.count() > 0 || read.wait(30000);
    }
};

} // namespace keyward::testing
