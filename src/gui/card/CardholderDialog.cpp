// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardholderDialog.h"
#include "ui_CardholderDialog.h"

#include "openpgp/SetCardholderCommand.h"

#include <QPushButton>

namespace keyward::gui::card {

using openpgp::SetCardholderCommand;

CardholderDialog::CardholderDialog(const openpgp::CardInfo &card, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::CardholderDialog>())
    , m_card(card)
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("cardholderDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_ui->buttons->button(QDialogButtonBox::Ok)->setText(tr("&Write to card"));
    m_ui->errorLabel->hide();
    setMinimumWidth(480);

    // The card stores "Surname<<Given<Names"; split it back for editing.
    const QString raw = card.cardholderNameRaw;
    const qsizetype sep = raw.indexOf(QLatin1String("<<"));
    QString surname = sep < 0 ? raw : raw.left(sep);
    QString given = sep < 0 ? QString() : raw.mid(sep + 2);
    m_ui->surnameEdit->setText(surname.replace(QLatin1Char('<'), QLatin1Char(' ')));
    m_ui->givenEdit->setText(given.replace(QLatin1Char('<'), QLatin1Char(' ')));

    m_ui->languageEdit->setText(card.language);
    m_ui->sexCombo->addItem(tr("not announced"), QString());
    m_ui->sexCombo->addItem(tr("male"), QStringLiteral("m"));
    m_ui->sexCombo->addItem(tr("female"), QStringLiteral("f"));
    const int idx = m_ui->sexCombo->findData(card.sex == QLatin1String("9") ? QString() : card.sex);
    m_ui->sexCombo->setCurrentIndex(idx < 0 ? 0 : idx);
    m_ui->urlEdit->setText(card.url);
    m_ui->loginEdit->setText(card.login);

    connect(m_ui->givenEdit, &QLineEdit::textChanged, this, &CardholderDialog::updatePreview);
    connect(m_ui->surnameEdit, &QLineEdit::textChanged, this, &CardholderDialog::updatePreview);
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updatePreview();
}

CardholderDialog::~CardholderDialog() = default;

QString CardholderDialog::storedName() const
{
    return openpgp::isoName(m_ui->surnameEdit->text(), m_ui->givenEdit->text());
}

void CardholderDialog::updatePreview()
{
    const QString stored = storedName();
    m_ui->storedLabel->setText(stored.isEmpty()
                                   ? tr("No name will be stored.")
                                   : tr("Stored on the card as “%1” (surname first).").arg(stored));
}

void CardholderDialog::accept()
{
    using F = SetCardholderCommand::Field;
    const QList<QPair<F, QString>> checks{
        {F::Name, storedName()},
        {F::Language, m_ui->languageEdit->text().trimmed()},
        {F::Url, m_ui->urlEdit->text().trimmed()},
        {F::Login, m_ui->loginEdit->text()},
    };
    for (const auto &[field, value] : checks) {
        const QString problem = SetCardholderCommand::validate(field, value);
        if (!problem.isEmpty()) {
            m_ui->errorLabel->setText(problem);
            m_ui->errorLabel->show();
            return;
        }
    }
    QDialog::accept();
}

QList<openpgp::CardCommand *> CardholderDialog::commands(openpgp::AgentSession *session) const
{
    using F = SetCardholderCommand::Field;
    QList<openpgp::CardCommand *> out;
    if (storedName() != m_card.cardholderNameRaw) {
        out << SetCardholderCommand::forName(session, m_ui->surnameEdit->text(),
                                             m_ui->givenEdit->text());
    }
    auto add = [&](F field, const QString &now, const QString &before) {
        if (now != before) {
            out << new SetCardholderCommand(session, field, now);
        }
    };
    add(F::Language, m_ui->languageEdit->text().trimmed(), m_card.language);
    const QString sexBefore = m_card.sex == QLatin1String("9") ? QString() : m_card.sex;
    add(F::Sex, m_ui->sexCombo->currentData().toString(), sexBefore);
    add(F::Url, m_ui->urlEdit->text().trimmed(), m_card.url);
    add(F::Login, m_ui->loginEdit->text(), m_card.login);
    return out;
}

} // namespace keyward::gui::card
