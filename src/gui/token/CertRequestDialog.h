// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pkcs11/CertificateBuilder.h"
#include "pkcs11/ObjectInfo.h"

#include <QDialog>

#include <memory>

class QCheckBox;

namespace Ui {
class CertRequestDialog;
}

namespace keyward::gui::token {

/// Asks what goes into a PKCS#10 request or a self-signed certificate made
/// from a token key: subject DN fields, subject alternative names, key usage,
/// extended key usage, (certificate) validity, and where to save it as PEM
/// or DER.
class CertRequestDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode
    {
        Csr,
        SelfSigned
    };

    CertRequestDialog(Mode mode, const pkcs11::ObjectInfo &key, QWidget *parent = nullptr);
    ~CertRequestDialog() override;

    pkcs11::CertRequestSpec spec() const;
    /// Empty when a self-signed certificate is only written onto the token.
    QString outputPath() const;
    pkcs11::ossl::Encoding encoding() const;
    /// Self-signed: write the certificate onto the token with the key's ID.
    bool storeOnToken() const;

    /// "/CN=a/O=b" with '/' and '\' escaped, from (field, value) pairs; empty
    /// values are left out.
    static QString subjectString(const QList<std::pair<QString, QString>> &fields);
    /// One SAN per line; a bare name becomes DNS:, a bare address IP:.
    static QStringList parseSubjectAltNames(const QString &text);

private:
    void validate();
    void browse();

    std::unique_ptr<Ui::CertRequestDialog> m_ui;
    Mode m_mode;
    QList<std::pair<QString, QCheckBox *>> m_keyUsage;
    QList<std::pair<QString, QCheckBox *>> m_extendedKeyUsage;
};

} // namespace keyward::gui::token
