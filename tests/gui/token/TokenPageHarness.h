// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the token page tests share: scripted answers to the page's dialogs
// (through DialogRunner's test hook) and the sandbox's SoftHSM2 token.
#include "../GuiTestSupport.h"
#include "gui/token/DialogRunner.h"
#include "gui/token/TokenPageController.h"
#include "pkcs11/TokenService.h"

#include <QDebug>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

#include <deque>
#include <functional>

namespace keyward::testing {

/// Answers the page's dialogs in order; each answer fills the real dialog.
class ScriptedDialogs
{
public:
    using Answer = std::function<int(QDialog &)>;
    ScriptedDialogs()
    {
        gui::token::setDialogRunnerForTesting([this](QDialog &d) {
            if (m_answers.empty()) {
                qWarning() << "unexpected dialog" << d.metaObject()->className() << d.windowTitle();
                ++m_unexpected;
                return int(QDialog::Rejected);
            }
            Answer a = std::move(m_answers.front());
            m_answers.pop_front();
            return a(d);
        });
    }
    ~ScriptedDialogs() { gui::token::setDialogRunnerForTesting({}); }
    ScriptedDialogs(const ScriptedDialogs &) = delete;
    ScriptedDialogs &operator=(const ScriptedDialogs &) = delete;
    void push(Answer a) { m_answers.push_back(std::move(a)); }
    /// Every answer used and no dialog unexpected.
    bool done() const { return m_answers.empty() && m_unexpected == 0; }

private:
    std::deque<Answer> m_answers;
    int m_unexpected = 0;
};

/// Type into the dialog's line edit `name`.
inline void type(QDialog &d, const char *name, const QString &text)
{
    auto *edit = d.findChild<QLineEdit *>(QLatin1String(name));
    QVERIFY2(edit, name);
    edit->setText(text);
}

/// Show the dialog, save a picture when `shot` is given, and press OK as a
/// user would.
inline int accept(QDialog &d, const QString &shot = {})
{
    d.show();
    if (!QTest::qWaitForWindowExposed(&d)) {
        return QDialog::Rejected;
    }
    if (!shot.isEmpty()) {
        screenshot(&d, shot);
    }
    QPushButton *ok =
        d.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))->button(QDialogButtonBox::Ok);
    if (!ok->isEnabled()) {
        qWarning() << d.windowTitle() << "OK is disabled";
        return QDialog::Rejected;
    }
    QTest::mouseClick(ok, Qt::LeftButton);
    return d.result();
}

/// accept() for a dialog whose OK first checks its input off the GUI thread (the PKCS#12
/// import reads its file): waits until the dialog has closed or `settled` says it stays open.
inline int acceptAndWait(
    QDialog &d, const std::function<bool()> &settled = [] { return false; })
{
    QPushButton *ok =
        d.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))->button(QDialogButtonBox::Ok);
    const bool okEnabled = ok->isEnabled();
    const int first = accept(d);
    if (!d.isVisible() || !okEnabled) {
        return first; // closed at once, or OK was off (accept() said so)
    }
    if (!QTest::qWaitFor([&d, &settled] { return !d.isVisible() || settled(); }, 60000)) {
        qWarning() << d.windowTitle() << "neither closed nor settled";
    }
    return d.result();
}

/// The token page in a window of its own, `width` x `height`, shown: where every token page test
/// starts.
struct TokenPageWindow
{
    TokenPageWindow(int width, int height)
    {
        window.resize(width, height);
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(controller.page());
        window.show();
    }
    QWidget window;
    gui::token::TokenPageController controller{&window};
};

/// The sandbox's SoftHSM2 token keyward-test as the controller's service
/// lists it (empty serial when it is not there).
inline pkcs11::TokenInfo sandboxToken(gui::token::TokenPageController &controller)
{
    pkcs11::TokenInfo token;
    auto modules = controller.service()->modules().result();
    if (!modules.ok()) {
        return token;
    }
    for (const auto &m : modules.value()) {
        for (const auto &t : m.slotList) {
            if (t.label == QLatin1String("keyward-test")) {
                token = t;
            }
        }
    }
    return token;
}

} // namespace keyward::testing
