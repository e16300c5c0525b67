// SPDX-License-Identifier: GPL-3.0-or-later
#include "StepOutput.h"

#include <QLabel>
#include <QProgressBar>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace keyward::gui {

StepOutput::StepOutput(const QString &prefix, QWidget *parent)
    : QWidget(parent)
{
    m_problem = new QLabel(this);
    m_problem->setObjectName(prefix + QStringLiteral("Problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->hide();
    m_step = new QLabel(this);
    m_step->setWordWrap(true);
    m_step->hide();
    m_bar = new QProgressBar(this);
    m_bar->hide();
    m_text = new QTextBrowser(this);
    m_text->setObjectName(prefix + QStringLiteral("Text"));
    m_text->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_problem);
    layout->addWidget(m_step);
    layout->addWidget(m_bar);
    layout->addWidget(m_text, 1);
}

void StepOutput::showProblem(const QString &sentence)
{
    m_problem->setText(sentence);
    m_problem->setVisible(!sentence.isEmpty());
}

void StepOutput::start(const QString &what)
{
    showProblem({});
    m_text->hide();
    m_step->setText(what);
    m_step->show();
    m_bar->setRange(0, 0);
    m_bar->show();
}

void StepOutput::showStep(int step, int steps, const QString &text)
{
    if (m_bar->isHidden()) {
        return; // a late report of work that has ended
    }
    m_bar->setRange(0, steps);
    m_bar->setValue(step);
    m_step->setText(text);
}

void StepOutput::fail(const QString &problem)
{
    m_bar->hide();
    m_step->hide();
    showProblem(problem);
}

void StepOutput::finish(const QString &caption, const QString &text)
{
    m_bar->hide();
    m_step->setText(caption);
    m_step->show();
    m_text->setPlainText(text);
    m_text->show();
    // The window grows to show the result: a report of some 40 lines, as far as the screen
    // allows, never smaller than it is.
    QWidget *top = window();
    const QFontMetrics fm(top->font());
    int want = fm.height() * kResultLines;
    if (const QScreen *screen = top->screen()) {
        want = qMin(want, screen->availableGeometry().height() - fm.height() * 4);
    }
    if (top->height() < want) {
        top->resize(top->width(), want);
    }
}

void StepOutput::clear()
{
    showProblem({});
    m_step->hide();
    m_bar->hide();
    m_text->clear();
    m_text->hide();
}

QString StepOutput::text() const
{
    return m_text->toPlainText();
}

} // namespace keyward::gui
