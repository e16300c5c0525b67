// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <functional>

class QWidget;

namespace keyward::gui::card {

/**
 * Yes/no questions without a nested event loop: the box is opened with
 * QDialog::open() and the answer arrives through a callback.
 *
 * Test hook (KeePassXC's MessageBox::setNextAnswer): answers queued with
 * setNextAnswers() are used, in order, instead of showing a box.
 */
class Prompt
{
public:
    /// Ask; `done(true)` when the user chose `yesText`. The callback runs
    /// once, also when the box is closed without an answer (false).
    static void ask(QWidget *parent, const QString &title, const QString &question,
                    const QString &yesText, std::function<void(bool)> done);

    /// Tests: answer the next questions with these values, without a box.
    static void setNextAnswers(const QList<bool> &answers);
    /// Tests: the last question asked (shown or answered from the queue).
    static QString lastQuestion();
    /// Tests: how many questions have been asked so far.
    static int questionCount();
};

} // namespace keyward::gui::card
