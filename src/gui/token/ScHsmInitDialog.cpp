// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmInitDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace keyward::gui::token {

ScHsmInitDialog::ScHsmInitDialog(const pkcs11::TokenInfo &token, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Initialise SmartCard-HSM"));
    setObjectName(QStringLiteral("scHsmInitDialog"));
    auto *layout = new QVBoxLayout(this);
    const QString name = token.label.isEmpty() ? tr("(no label)") : token.label;
    auto *intro = new QLabel(
        tr("SmartCard-HSM “%1”, serial %2, in the reader “%3”. Initialising deletes every key, "
           "certificate and data object on the device and sets a new user PIN. This cannot be "
           "undone.")
            .arg(name, token.serial.isEmpty() ? tr("none") : token.serial,
                 token.slotDescription.trimmed()),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *soForm = new QFormLayout;
    m_soPin = new QLineEdit(this);
    m_soPin->setObjectName(QStringLiteral("soPinEdit"));
    m_soPin->setEchoMode(QLineEdit::Password);
    m_soPin->setMaxLength(16);
    soForm->addRow(tr("Current &SO PIN:"), m_soPin);
    layout->addLayout(soForm);
    // Outside the form: a wrapped label inside a QFormLayout gets clipped.
    auto *soHelp = new QLabel(tr("16 hexadecimal digits. A device that was never initialised "
                                 "has the factory SO PIN %1; change it after initialising.")
                                  .arg(QLatin1String(pcsc::ScHsm::kFactorySoPin)),
                              this);
    soHelp->setWordWrap(true);
    layout->addWidget(soHelp);
    auto *form = new QFormLayout;
    m_userPin = new QLineEdit(this);
    m_userPin->setObjectName(QStringLiteral("userPinEdit"));
    m_userPin->setEchoMode(QLineEdit::Password);
    form->addRow(tr("New &user PIN (6 to 16 characters):"), m_userPin);
    m_userPinRepeat = new QLineEdit(this);
    m_userPinRepeat->setObjectName(QStringLiteral("userPinRepeatEdit"));
    m_userPinRepeat->setEchoMode(QLineEdit::Password);
    form->addRow(tr("&Repeat the user PIN:"), m_userPinRepeat);
    m_retries = new QSpinBox(this);
    m_retries->setObjectName(QStringLiteral("retriesSpin"));
    m_retries->setRange(1, 10);
    m_retries->setValue(3);
    form->addRow(tr("User PIN &tries:"), m_retries);
    layout->addLayout(form);
    // The two forms' fields start at the same place.
    QWidget *soLabel = soForm->labelForField(m_soPin);
    QWidget *userLabel = form->labelForField(m_userPin);
    if (soLabel && userLabel) {
        const int width = std::max(soLabel->sizeHint().width(), userLabel->sizeHint().width());
        soLabel->setMinimumWidth(width);
        userLabel->setMinimumWidth(width);
    }

    m_noDkek =
        new QRadioButton(tr("&No DKEK: keys never leave the device, not even wrapped"), this);
    m_noDkek->setObjectName(QStringLiteral("noDkekRadio"));
    m_noDkek->setChecked(true);
    m_shares = new QRadioButton(tr("A DKEK from &shares, for wrapped key backups:"), this);
    m_shares->setObjectName(QStringLiteral("dkekSharesRadio"));
    m_shareCount = new QSpinBox(this);
    m_shareCount->setObjectName(QStringLiteral("dkekShareCount"));
    m_shareCount->setRange(1, 127);
    m_shareCount->setSuffix(tr(" shares"));
    m_shareCount->setEnabled(false);
    auto *sharesRow = new QHBoxLayout;
    sharesRow->addWidget(m_shares);
    sharesRow->addWidget(m_shareCount);
    sharesRow->addStretch();
    layout->addWidget(m_noDkek);
    layout->addLayout(sharesRow);
    auto *dkekHelp = new QLabel(tr("With shares, the device makes no keys until every share is "
                                   "imported (sc-hsm-tool --import-dkek-share)."),
                                this);
    dkekHelp->setWordWrap(true);
    layout->addWidget(dkekHelp);

    m_understood =
        new QCheckBox(tr("I understand that every key on this device is deleted."), this);
    m_understood->setObjectName(QStringLiteral("understoodCheck"));
    layout->addWidget(m_understood);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_ok = buttons->addButton(tr("&Initialise"), QDialogButtonBox::AcceptRole);
    m_ok->setObjectName(QStringLiteral("initialiseButton"));
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    for (QLineEdit *e : {m_soPin, m_userPin, m_userPinRepeat}) {
        connect(e, &QLineEdit::textChanged, this, &ScHsmInitDialog::validate);
    }
    connect(m_retries, &QSpinBox::valueChanged, this, &ScHsmInitDialog::validate);
    connect(m_shareCount, &QSpinBox::valueChanged, this, &ScHsmInitDialog::validate);
    connect(m_shares, &QRadioButton::toggled, m_shareCount, &QWidget::setEnabled);
    connect(m_shares, &QRadioButton::toggled, this, &ScHsmInitDialog::validate);
    connect(m_understood, &QCheckBox::toggled, this, &ScHsmInitDialog::validate);
    validate();
    resize(sizeHint().expandedTo(QSize(520, 0)));
}

pcsc::ScHsm::InitParams ScHsmInitDialog::params() const
{
    pcsc::ScHsm::InitParams p;
    p.soPinHex = m_soPin->text();
    p.userPin = m_userPin->text().toUtf8();
    p.retryCounter = m_retries->value();
    p.dkekShares = m_shares->isChecked() ? m_shareCount->value() : -1;
    return p;
}

pcsc::ScHsm::InitParams ScHsmInitDialog::takeParams()
{
    pcsc::ScHsm::InitParams p = params();
    m_soPin->clear();
    m_userPin->clear();
    m_userPinRepeat->clear();
    return p;
}

void ScHsmInitDialog::validate()
{
    QString problem;
    if (m_soPin->text().isEmpty() || m_userPin->text().isEmpty()) {
        problem.clear(); // nothing typed yet: no complaint
    } else if (auto st = pcsc::ScHsm::validate(params()); !st) {
        problem = st.error().detail;
        problem[0] = problem[0].toUpper();
        problem += u'.';
    } else if (m_userPin->text() != m_userPinRepeat->text()) {
        problem = tr("The two user PINs differ.");
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    const bool complete = !m_soPin->text().isEmpty() && !m_userPin->text().isEmpty() &&
                          pcsc::ScHsm::validate(params()) &&
                          m_userPin->text() == m_userPinRepeat->text();
    m_ok->setEnabled(complete && m_understood->isChecked());
}

void ScHsmInitDialog::done(int result)
{
    if (result != QDialog::Accepted) {
        m_soPin->clear();
        m_userPin->clear();
        m_userPinRepeat->clear();
    }
    QDialog::done(result);
}

} // namespace keyward::gui::token
