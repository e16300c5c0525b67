// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pkcs11/SecretBytes.h"

#include <QDialog>
#include <QStringList>

class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace keyward::gui::token {

/// Asks how a new DKEK share file (already chosen, `path`) is protected, as keyward-cli token
/// dkek create-share does: a password typed twice (masked), or a random password split into
/// "T of N" password shares, written as files beside the share (the dialog names them). Create
/// stays disabled until the choice passes app/ScHsmDkekCreate.h's rules, whose sentences it shows.
class ScHsmDkekCreateDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ScHsmDkekCreateDialog(const QString &path, QWidget *parent = nullptr);

    /// Whether the password is random and split.
    bool split() const;
    int threshold() const;
    /// The files the password shares go to (split() only).
    QStringList passwordShareFiles() const;
    /// The typed password (not split()); clears both fields.
    pkcs11::SecretBytes takePassword();

protected:
    void done(int result) override;

private:
    void validate();
    void fitHeight();

    QString m_path;
    QRadioButton *m_typed;
    QRadioButton *m_split;
    QLineEdit *m_password;
    QLineEdit *m_repeat;
    QSpinBox *m_threshold;
    QSpinBox *m_total;
    QLabel *m_files;
    QLabel *m_problem;
    QPushButton *m_ok;
};

} // namespace keyward::gui::token
