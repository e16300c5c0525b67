// SPDX-License-Identifier: GPL-3.0-or-later
#include "PoolFillDialog.h"

#include "app/KeyPoolCommands.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace keyward::gui::token {

PoolFillDialog::PoolFillDialog(const QString &tokenLabel, const QString &mechanismName,
                               QWidget *parent)
    : QDialog(parent)
    , m_type(new QComboBox(this))
    , m_count(new QSpinBox(this))
{
    setWindowTitle(tr("Fill the key pool"));
    auto *layout = new QVBoxLayout(this);
    auto *note = new QLabel(
        tr("Key pairs are generated on “%1”, each private key is wrapped with %2 under the "
           "pool's key-encryption key, which never leaves the token, and only the wrapped key "
           "and the public key are stored on this computer.")
            .arg(tokenLabel, mechanismName),
        this);
    note->setWordWrap(true);
    note->setTextFormat(Qt::PlainText);
    layout->addWidget(note);

    auto *form = new QFormLayout;
    m_type->setObjectName(QStringLiteral("keyTypeCombo"));
    for (const QString &type : app::poolKeyTypes()) {
        m_type->addItem(app::poolKeyTypeName(type), type);
    }
    m_count->setObjectName(QStringLiteral("countSpin"));
    m_count->setRange(1, app::PoolFillCommand::kMaxCount);
    m_count->setValue(10);
    form->addRow(tr("&Key type:"), m_type);
    form->addRow(tr("&Number of keys:"), m_count);
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("buttonBox"));
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Fill"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString PoolFillDialog::keyType() const
{
    return m_type->currentData().toString();
}

int PoolFillDialog::count() const
{
    return m_count->value();
}

} // namespace keyward::gui::token
