// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pkcs11/KeyGenerator.h"
#include "pkcs11/ObjectInfo.h"
#include "pkcs11/TokenKeyTypes.h"

#include <QDialog>

#include <memory>

namespace Ui {
class KeyGenDialog;
}

namespace keyward::gui::token {

/// Asks for a key pair to generate: the types of pkcs11::TokenKeyTypes (the same names
/// keyward-cli token keygen takes), the recommended one first; a type the token's mechanism
/// list rules out is shown greyed out with the sentence saying why. Label and ID;
/// sensitive and non-extractable by default.
class KeyGenDialog : public QDialog
{
    Q_OBJECT
public:
    /// mechanisms: the token's; empty (not known) offers the common types only.
    explicit KeyGenDialog(const QList<pkcs11::MechanismInfo> &mechanisms,
                          const QString &tokenLabel = {}, QWidget *parent = nullptr);
    ~KeyGenDialog() override;

    /// The key types a token with these mechanisms can generate, in table order.
    static QList<const pkcs11::TokenKeyType *>
    offeredTypes(const QList<pkcs11::MechanismInfo> &mechanisms);

    pkcs11::KeyGenSpec spec() const;

private:
    void validate();

    std::unique_ptr<Ui::KeyGenDialog> m_ui;
    QList<const pkcs11::TokenKeyType *> m_types; ///< in the combo's order
    int m_offered = 0;                           ///< the first m_offered can be generated
};

} // namespace keyward::gui::token
