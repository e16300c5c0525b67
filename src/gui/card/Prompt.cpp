// SPDX-License-Identifier: GPL-3.0-or-later
#include "Prompt.h"

#include <QMessageBox>
#include <QPushButton>

namespace keyward::gui::card {

namespace {
// GUI thread only.
QList<bool> s_answers;
QString s_lastQuestion;
int s_count = 0;
} // namespace

void Prompt::ask(QWidget *parent, const QString &title, const QString &question,
                 const QString &yesText, std::function<void(bool)> done)
{
    s_lastQuestion = question;
    ++s_count;
    if (!s_answers.isEmpty()) {
        done(s_answers.takeFirst());
        return;
    }
    auto *box =
        new QMessageBox(QMessageBox::Warning, title, question, QMessageBox::NoButton, parent);
    box->setObjectName(QStringLiteral("cardPrompt"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *yes = box->addButton(yesText, QMessageBox::AcceptRole);
    QPushButton *no = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(no); // the safe choice on Enter
    QObject::connect(box, &QMessageBox::finished, box, [box, yes, done = std::move(done)](int) {
        done(box->clickedButton() == yes);
    });
    box->open();
}

void Prompt::setNextAnswers(const QList<bool> &answers)
{
    s_answers = answers;
}

QString Prompt::lastQuestion()
{
    return s_lastQuestion;
}

int Prompt::questionCount()
{
    return s_count;
}

} // namespace keyward::gui::card
