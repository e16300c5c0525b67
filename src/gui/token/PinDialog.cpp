// SPDX-License-Identifier: GPL-3.0-or-later
#include "PinDialog.h"
#include "ui_PinDialog.h"

#include <QPushButton>

namespace keyward::gui::token {

namespace {

pkcs11::SecretBytes takeText(QLineEdit *edit)
{
    QByteArray bytes = edit->text().toUtf8();
    edit->clear();
    return pkcs11::SecretBytes::take(bytes); // wipes `bytes`
}

} // namespace

PinDialog::PinDialog(const Setup &setup, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::PinDialog>())
    , m_setup(setup)
{
    m_ui->setupUi(this);
    setWindowTitle(setup.title);
    m_ui->descriptionLabel->setText(setup.description);
    m_ui->descriptionLabel->setVisible(!setup.description.isEmpty());
    m_ui->warningLabel->setText(setup.warning);
    m_ui->warningLabel->setVisible(!setup.warning.isEmpty());

    const bool askCurrent = !setup.currentLabel.isEmpty();
    const bool askNew = !setup.newLabel.isEmpty();
    if (askCurrent) {
        m_ui->currentLabel->setText(setup.currentLabel);
    }
    if (askNew) {
        m_ui->newLabel->setText(setup.newLabel);
    }
    m_ui->currentLabel->setVisible(askCurrent);
    m_ui->currentEdit->setVisible(askCurrent);
    for (QWidget *w :
         {static_cast<QWidget *>(m_ui->newLabel), static_cast<QWidget *>(m_ui->newEdit),
          static_cast<QWidget *>(m_ui->repeatLabel), static_cast<QWidget *>(m_ui->repeatEdit)}) {
        w->setVisible(askNew);
    }
    if (setup.maxLength > 0) {
        for (QLineEdit *e : {m_ui->currentEdit, m_ui->newEdit, m_ui->repeatEdit}) {
            e->setMaxLength(int(setup.maxLength));
        }
    }
    for (QLineEdit *e : {m_ui->currentEdit, m_ui->newEdit, m_ui->repeatEdit}) {
        connect(e, &QLineEdit::textChanged, this, &PinDialog::validate);
    }
    (askCurrent ? m_ui->currentEdit : m_ui->newEdit)->setFocus();
    validate();
    adjustSize();
}

PinDialog::~PinDialog() = default;

void PinDialog::validate()
{
    QString hint;
    bool ok = true;
    if (!m_setup.currentLabel.isEmpty()) {
        ok = ok && !m_ui->currentEdit->text().isEmpty();
    }
    if (!m_setup.newLabel.isEmpty()) {
        const qsizetype n = m_ui->newEdit->text().toUtf8().size();
        if (m_setup.minLength > 0 && n < m_setup.minLength) {
            hint = tr("The new PIN needs at least %n characters.", nullptr, int(m_setup.minLength));
            ok = false;
        } else if (m_ui->newEdit->text() != m_ui->repeatEdit->text()) {
            if (!m_ui->repeatEdit->text().isEmpty()) {
                hint = tr("The two new PINs differ.");
            }
            ok = false;
        }
    }
    m_ui->hintLabel->setText(hint);
    m_ui->hintLabel->setVisible(!hint.isEmpty());
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

pkcs11::SecretBytes PinDialog::takeCurrentPin()
{
    return takeText(m_ui->currentEdit);
}

pkcs11::SecretBytes PinDialog::takeNewPin()
{
    m_ui->repeatEdit->clear();
    return takeText(m_ui->newEdit);
}

void PinDialog::done(int result)
{
    if (result != Accepted) {
        // Nothing typed outlives a cancelled dialog.
        for (QLineEdit *e : {m_ui->currentEdit, m_ui->newEdit, m_ui->repeatEdit}) {
            e->clear();
        }
    }
    QDialog::done(result);
}

} // namespace keyward::gui::token
