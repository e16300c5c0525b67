// SPDX-License-Identifier: GPL-3.0-or-later
#include "FactoryResetDialog.h"

#include "CardText.h"

#include "openpgp/FactoryResetCommand.h"
#include "openpgp/SetKeyAttrCommand.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace keyward::gui::card {

FactoryResetDialog::FactoryResetDialog(const openpgp::CardInfo &card, QWidget *parent)
    : QDialog(parent)
    , m_serial(card.aid.serialText())
    , m_edit(new QLineEdit(this))
{
    setObjectName(QStringLiteral("factoryResetDialog"));
    setWindowTitle(tr("Factory reset"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);
    auto *what = new QLabel(destroyedText(card), this);
    what->setObjectName(QStringLiteral("destroyedLabel"));
    what->setWordWrap(true);
    what->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(what);
    auto *ask =
        new QLabel(tr("To confirm, type the card's serial number <b>%1</b>:").arg(m_serial), this);
    ask->setBuddy(m_edit);
    layout->addWidget(ask);
    m_edit->setObjectName(QStringLiteral("serialEdit"));
    layout->addWidget(m_edit);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_reset = buttons->button(QDialogButtonBox::Ok);
    m_reset->setText(tr("&Reset the card"));
    m_reset->setEnabled(false);
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_edit, &QLineEdit::textChanged, this, [this](const QString &t) {
        m_reset->setEnabled(t.trimmed().compare(m_serial, Qt::CaseInsensitive) == 0);
    });
    setMinimumWidth(460);
}

QString FactoryResetDialog::typedSerial() const
{
    return m_edit->text().trimmed();
}

QString FactoryResetDialog::destroyedText(const openpgp::CardInfo &card)
{
    QStringList items;
    for (const openpgp::CardKeySlot &k : card.keys) {
        if (k.hasKey()) {
            items << tr("the %1 (%2, fingerprint %3)")
                         .arg(openpgp::keySlotName(k.slot).toLower(), text::algorithm(k.algorithm),
                              text::fingerprint(k.fingerprint));
        }
    }
    if (items.isEmpty()) {
        items << tr("no keys (all three slots are empty)");
    }
    if (!card.cardholderName.isEmpty()) {
        items << tr("the cardholder name “%1”").arg(card.cardholderName.toHtmlEscaped());
    }
    items << tr("language, salutation, URL and login data")
          << tr("the user PIN and the admin PIN (back to 123456 and 12345678)")
          << tr("the reset code") << tr("the KDF setting") << tr("touch policies (also fixed ones)")
          << tr("key algorithms (back to the card's defaults)");
    QString html = tr("<p><b>A factory reset destroys everything in the OpenPGP application of "
                      "this card</b> (%1, serial %2):</p>")
                       .arg(text::deviceName(card).toHtmlEscaped(), card.aid.serialText());
    html += QStringLiteral("<ul><li>%1</li></ul>").arg(items.join(QStringLiteral("</li><li>")));
    html += tr("<p>Keys on the card are gone for good unless you have a backup. The certificate "
               "in your keyring stays, but its secret keys can no longer be used. This works "
               "even when the admin PIN is blocked.</p>");
    return html;
}

} // namespace keyward::gui::card
