// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pkcs11/KeyGenerator.h"
#include "pkcs11/ObjectInfo.h"

#include <QDialog>

#include <memory>

namespace Ui {
class KeyGenDialog;
}

namespace keyward::gui::token {

/// Asks for a key pair to generate: the types the token's mechanisms allow
/// (RSA 2048/3072/4096, EC P-256/384/521, further curves), label and ID;
/// sensitive and non-extractable by default.
class KeyGenDialog : public QDialog
{
    Q_OBJECT
public:
    /// mechanisms: the token's; empty offers every type Keyward knows.
    explicit KeyGenDialog(const QList<pkcs11::MechanismInfo> &mechanisms,
                          QWidget *parent = nullptr);
    ~KeyGenDialog() override;

    /// The key types a token with these mechanisms can generate.
    static QList<pkcs11::KeyGenSpec> offeredTypes(const QList<pkcs11::MechanismInfo> &mechanisms);

    pkcs11::KeyGenSpec spec() const;

private:
    void validate();

    std::unique_ptr<Ui::KeyGenDialog> m_ui;
    QList<pkcs11::KeyGenSpec> m_types;
};

} // namespace keyward::gui::token
