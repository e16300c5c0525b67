// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/PinRules.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace keyward::gui::card {

/**
 * Keyward's own PIN entry, for cards with KDF on: the card stores a hash
 * there and cannot refuse a PIN for its length, and gpg-agent's pinentry
 * does not know the card's rule, so a too-short PIN would be set once and
 * refused by GnuPG ever after. This dialog shows the rule and accepts only a
 * PIN that keeps it; a new PIN is typed twice.
 *
 * Object names for tests: pinEdit, repeatEdit, pinRuleLabel, pinProblemLabel.
 */
class PinDialog : public QDialog
{
    Q_OBJECT
public:
    PinDialog(openpgp::PinKind kind, const openpgp::PinRule &rule, const QString &operation,
              QWidget *parent = nullptr);
    ~PinDialog() override;

    /// The PIN typed (UTF-8), a fresh buffer the caller wipes; the fields
    /// are cleared.
    QByteArray takePin();

private:
    void check();

    openpgp::PinKind m_kind;
    openpgp::PinRule m_rule;
    QLineEdit *m_pin = nullptr;
    QLineEdit *m_repeat = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace keyward::gui::card
