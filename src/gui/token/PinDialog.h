// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pkcs11/SecretBytes.h"

#include <QDialog>

#include <memory>

namespace Ui {
class PinDialog;
}

namespace keyward::gui::token {

/// Keyward's own PIN dialog for PKCS#11 tokens (gpg's pinentry is not
/// involved). Asks for the current PIN, a new one (typed twice), or both.
/// take*Pin() moves the typed PIN into SecretBytes and clears the field, so
/// the caller holds the only copy and it is wiped when the operation ends.
class PinDialog : public QDialog
{
    Q_OBJECT
public:
    struct Setup
    {
        QString title;
        QString description;
        QString currentLabel; ///< empty: no current PIN asked
        QString newLabel;     ///< empty: no new PIN asked
        QString warning;      ///< from the token's PIN flags; empty: none
        qint64 minLength = -1;
        qint64 maxLength = -1;
    };

    explicit PinDialog(const Setup &setup, QWidget *parent = nullptr);
    ~PinDialog() override;

    /// The current PIN as typed; clears the field.
    pkcs11::SecretBytes takeCurrentPin();
    /// The new PIN as typed; clears both new-PIN fields.
    pkcs11::SecretBytes takeNewPin();

protected:
    void done(int result) override;

private:
    void validate();

    std::unique_ptr<Ui::PinDialog> m_ui;
    Setup m_setup;
};

} // namespace keyward::gui::token
