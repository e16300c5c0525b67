// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "pkcs11/Importer.h"
#include "pkcs11/SecretBytes.h"

#include <QDialog>
#include <QFuture>

#include <functional>
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
    /// Reads a PKCS#12 file with its password, off the GUI thread (TokenService::readPkcs12).
    using Pkcs12Check = std::function<QFuture<Result<pkcs11::Importer::Pkcs12File>>(
        const QString &path, const pkcs11::SecretBytes &password)>;

    /// label, id: suggestions (the selected key's).
    ImportDialog(Mode mode, const QString &label, const QByteArray &id, QWidget *parent = nullptr);
    ~ImportDialog() override;

    /// PKCS#12: OK reads the file with its password through `check` and closes the dialog only
    /// when that succeeds. Otherwise the dialog stays open with every field as typed, says in a
    /// sentence what went wrong (importing onto token `tokenLabel`), and asks for the password
    /// again: its field is empty and has the focus.
    void setPkcs12Check(const QString &tokenLabel, Pkcs12Check check);

    QString path() const;
    QString label() const;
    QByteArray id() const;
    /// The PKCS#12 password (the one the check accepted, when there is a check); clears it.
    pkcs11::SecretBytes takePassword();
    /// After an accepted check: the file as read and what it holds.
    const pkcs11::Importer::Pkcs12File &pkcs12File() const { return m_file; }

protected:
    void done(int result) override;

private:
    void validate();
    void startCheck();
    void setChecking(bool checking);
    void growToFit();

    std::unique_ptr<Ui::ImportDialog> m_ui;
    Pkcs12Check m_check;
    QString m_tokenLabel;
    bool m_checking = false;
    int m_checkGeneration = 0; ///< a check's result is dropped when another began or Cancel came
    pkcs11::SecretBytes m_password;
    pkcs11::Importer::Pkcs12File m_file;
};

} // namespace keyward::gui::token
