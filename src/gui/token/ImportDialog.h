// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pkcs11/SecretBytes.h"

#include <QDialog>

#include <memory>

namespace Ui {
class ImportDialog;
}

namespace keyward::gui::token {

/// Asks for a certificate file (PEM/DER) or a PKCS#12 file and its password,
/// and the label and ID the objects get on the token (a certificate takes
/// its key's ID so applications pair them).
class ImportDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode
    {
        Certificate,
        Pkcs12
    };

    /// label, id: suggestions (the selected key's).
    ImportDialog(Mode mode, const QString &label, const QByteArray &id, QWidget *parent = nullptr);
    ~ImportDialog() override;

    QString path() const;
    QString label() const;
    QByteArray id() const;
    /// The PKCS#12 password; clears its field.
    pkcs11::SecretBytes takePassword();

protected:
    void done(int result) override;

private:
    void validate();

    std::unique_ptr<Ui::ImportDialog> m_ui;
};

} // namespace keyward::gui::token
