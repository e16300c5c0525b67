// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/CardInfo.h"

#include <QDialog>

#include <memory>

namespace Ui {
class CardholderDialog;
}

namespace keyward::openpgp {
class AgentSession;
class CardCommand;
} // namespace keyward::openpgp

namespace keyward::gui::card {

/**
 * Edit the cardholder data. The name has separate given-name and surname
 * fields; the card's "Surname<<Given<Names" form is built for the user and
 * shown as a preview. Only changed fields are written.
 */
class CardholderDialog : public QDialog
{
    Q_OBJECT
public:
    CardholderDialog(const openpgp::CardInfo &card, QWidget *parent = nullptr);
    ~CardholderDialog() override;

    /// One SetCardholderCommand per changed field (caller owns them).
    QList<openpgp::CardCommand *> commands(openpgp::AgentSession *session) const;
    /// The name as it will be stored ("Doe<<John").
    QString storedName() const;

    void accept() override;

private:
    void updatePreview();

    std::unique_ptr<Ui::CardholderDialog> m_ui;
    openpgp::CardInfo m_card;
};

} // namespace keyward::gui::card
