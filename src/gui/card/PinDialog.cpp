// SPDX-License-Identifier: GPL-3.0-or-later
#include "PinDialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace keyward::gui::card {

using openpgp::PinKind;

namespace {

bool isNew(PinKind kind)
{
    return kind == PinKind::NewUserPin || kind == PinKind::NewAdminPin ||
           kind == PinKind::NewResetCode;
}

QString capitalised(QString s)
{
    if (!s.isEmpty()) {
        s[0] = s[0].toUpper();
    }
    return s;
}

} // namespace

PinDialog::PinDialog(PinKind kind, const openpgp::PinRule &rule, const QString &operation,
                     QWidget *parent)
    : QDialog(parent)
    , m_kind(kind)
    , m_rule(rule)
{
    setObjectName(QStringLiteral("pinDialog"));
    setWindowTitle(operation);
    auto *layout = new QVBoxLayout(this);
    auto *why = new QLabel(
        tr("KDF is on: the card keeps only a hash of its PINs and cannot check their length, "
           "so Keyward asks for the PIN here and checks GnuPG's rule before anything is sent. "
           "The PIN goes to gpg-agent and is wiped from Keyward's memory afterwards."),
        this);
    why->setWordWrap(true);
    layout->addWidget(why);

    auto *form = new QFormLayout;
    m_pin = new QLineEdit(this);
    m_pin->setObjectName(QStringLiteral("pinEdit"));
    m_pin->setEchoMode(QLineEdit::Password);
    form->addRow(capitalised(openpgp::pinKindName(kind)) + QLatin1Char(':'), m_pin);
    if (isNew(kind)) {
        m_repeat = new QLineEdit(this);
        m_repeat->setObjectName(QStringLiteral("repeatEdit"));
        m_repeat->setEchoMode(QLineEdit::Password);
        form->addRow(tr("Repeat:"), m_repeat);
        connect(m_repeat, &QLineEdit::textChanged, this, &PinDialog::check);
    }
    layout->addLayout(form);

    // The rule as a sentence: what checkPinLength() says of an empty PIN.
    auto *ruleLabel = new QLabel(
        openpgp::checkPinLength(kind, 0, rule).value_or(QString()) + QLatin1Char('.'), this);
    ruleLabel->setObjectName(QStringLiteral("pinRuleLabel"));
    ruleLabel->setWordWrap(true);
    layout->addWidget(ruleLabel);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("pinProblemLabel"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_pin, &QLineEdit::textChanged, this, &PinDialog::check);
    check();
    setMinimumWidth(420);
}

PinDialog::~PinDialog()
{
    m_pin->clear();
    if (m_repeat) {
        m_repeat->clear();
    }
}

void PinDialog::check()
{
    const qsizetype length = m_pin->text().toUtf8().size();
    QString problem;
    if (!m_pin->text().isEmpty() && openpgp::checkPinLength(m_kind, length, m_rule)) {
        // The rule is on the line above; this line says which side is broken.
        problem =
            length < m_rule.minLength ? tr("This PIN is too short") : tr("This PIN is too long");
    }
    if (problem.isEmpty() && m_repeat && !m_repeat->text().isEmpty() &&
        m_repeat->text() != m_pin->text()) {
        problem = tr("The two entries differ");
    }
    m_problem->setText(problem.isEmpty() ? QString() : problem + QLatin1Char('.'));
    const bool complete = !m_pin->text().isEmpty() && (!m_repeat || !m_repeat->text().isEmpty());
    m_ok->setEnabled(complete && problem.isEmpty());
}

QByteArray PinDialog::takePin()
{
    QString text = m_pin->text();
    QByteArray pin = text.toUtf8();
    text.fill(QChar(0));
    m_pin->clear();
    if (m_repeat) {
        m_repeat->clear();
    }
    return pin;
}

} // namespace keyward::gui::card
