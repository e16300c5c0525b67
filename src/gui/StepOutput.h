// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QTextBrowser;

namespace keyward::gui {

/**
 * What a dialog that runs a long operation on a worker shows below its form: a problem (one
 * sentence, red), the step it is at (text and a bar), and afterwards a caption and the result's
 * lines. The key dialogs use it. Object names for tests: `<prefix>Problem`, `<prefix>Text`.
 */
class StepOutput : public QWidget
{
    Q_OBJECT
public:
    StepOutput(const QString &prefix, QWidget *parent);

    /// The sentence, or nothing when empty.
    void showProblem(const QString &sentence);
    /// Work began: `what` it does, a busy bar, the result's text hidden.
    void start(const QString &what);
    /// A step of the work (may be called only while it runs).
    void showStep(int step, int steps, const QString &text);
    /// Work ended in `problem`: the step line and the bar go, the sentence shows.
    void fail(const QString &problem);
    /// Work ended: `caption` above the result's `text`; the window grows to show it.
    void finish(const QString &caption, const QString &text);
    /// Nothing shown: no problem, step, bar or result.
    void clear();
    /// The result's text as shown.
    QString text() const;

private:
    static constexpr int kResultLines = 40;
    QLabel *m_problem = nullptr;
    QLabel *m_step = nullptr;
    QProgressBar *m_bar = nullptr;
    QTextBrowser *m_text = nullptr;
};

} // namespace keyward::gui
