// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyGenDialog.h"
#include "ui_KeyGenDialog.h"

#include "core/AlgorithmNames.h"

#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QStandardItemModel>

namespace keyward::gui::token {

QList<const pkcs11::TokenKeyType *>
KeyGenDialog::offeredTypes(const QList<pkcs11::MechanismInfo> &mechanisms)
{
    QList<const pkcs11::TokenKeyType *> out;
    for (const pkcs11::TokenKeyType &t : pkcs11::TokenKeyTypes::all()) {
        if (mechanisms.isEmpty()
                ? t.common
                : pkcs11::TokenKeyTypes::unsupportedReason(t, mechanisms, QString()).isEmpty()) {
            out << &t;
        }
    }
    return out;
}

KeyGenDialog::KeyGenDialog(const QList<pkcs11::MechanismInfo> &mechanisms,
                           const QString &tokenLabel, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::KeyGenDialog>())
{
    m_ui->setupUi(this);
    const QList<const pkcs11::TokenKeyType *> offered = offeredTypes(mechanisms);
    QStringList names;
    for (const auto *t : offered) {
        names << t->name;
    }
    // The recommended type first and chosen, the others in the table's order, then (greyed
    // out) the types this token's mechanism list rules out.
    for (const QString &name : recommendedFirst(names)) {
        m_types << pkcs11::TokenKeyTypes::find(name);
    }
    m_offered = int(m_types.size());
    for (const pkcs11::TokenKeyType &t : pkcs11::TokenKeyTypes::all()) {
        if (!mechanisms.isEmpty() && !offered.contains(&t)) {
            m_types << &t;
        }
    }
    auto *model = qobject_cast<QStandardItemModel *>(m_ui->typeCombo->model());
    for (int i = 0; i < m_types.size(); ++i) {
        const pkcs11::TokenKeyType *t = m_types.at(i);
        // Names people use ("NIST P-256"); the item's data is the name keyward-cli takes.
        m_ui->typeCombo->addItem(algorithmChoiceName(t->name, i == 0 && m_offered > 0), t->name);
        if (i >= m_offered && model) {
            model->item(i)->setEnabled(false);
            m_ui->typeCombo->setItemData(
                i, pkcs11::TokenKeyTypes::unsupportedReason(*t, mechanisms, tokenLabel),
                Qt::ToolTipRole);
        }
    }
    m_ui->typeCombo->setCurrentIndex(m_offered > 0 ? 0 : -1);
    m_ui->idEdit->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("([0-9a-fA-F]{2})*")), m_ui->idEdit));
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setText(tr("&Generate"));
    connect(m_ui->typeCombo, &QComboBox::currentIndexChanged, this, &KeyGenDialog::validate);
    connect(m_ui->idEdit, &QLineEdit::textChanged, this, &KeyGenDialog::validate);
    connect(m_ui->labelEdit, &QLineEdit::textChanged, this, &KeyGenDialog::validate);
    m_ui->labelEdit->setFocus();
    validate();
}

KeyGenDialog::~KeyGenDialog() = default;

void KeyGenDialog::validate()
{
    const int i = m_ui->typeCombo->currentIndex();
    QString note;
    const bool offered = i >= 0 && i < m_offered;
    if (m_offered == 0) {
        note = tr("This token offers no key pair generation Keyward knows.");
    } else if (offered && m_types.at(i)->family == pkcs11::TokenKeyType::Family::Rsa &&
               m_types.at(i)->bits >= 4096) {
        note = tr("An RSA 4096 key can take a while on a hardware token.");
    }
    m_ui->noteLabel->setText(note);
    m_ui->noteLabel->setVisible(!note.isEmpty());
    const bool idOk = m_ui->idEdit->text().size() % 2 == 0;
    m_ui->buttonBox->button(QDialogButtonBox::Ok)
        ->setEnabled(offered && idOk && !m_ui->labelEdit->text().trimmed().isEmpty());
}

pkcs11::KeyGenSpec KeyGenDialog::spec() const
{
    const int i = m_ui->typeCombo->currentIndex();
    pkcs11::KeyGenSpec s = i >= 0 && i < m_offered ? m_types.at(i)->spec() : pkcs11::KeyGenSpec();
    s.label = m_ui->labelEdit->text().trimmed();
    s.id = QByteArray::fromHex(m_ui->idEdit->text().toLatin1());
    s.sensitive = m_ui->sensitiveCheck->isChecked();
    s.extractable = m_ui->extractableCheck->isChecked();
    return s;
}

} // namespace keyward::gui::token
