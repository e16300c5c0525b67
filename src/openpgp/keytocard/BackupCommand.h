// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyToCardStep.h"
#include "LocalKey.h"

#include <QMetaType>

namespace keyward::openpgp::keytocard {

/// What a verified backup holds: the move refuses to start without one that
/// covers every subkey it moves.
struct BackupReport
{
    QString path;
    QByteArray sha256; ///< of the file as written, hex
    qint64 bytes = 0;
    QByteArray primaryFingerprint;
    QList<QByteArray> verifiedSubkeys; ///< fingerprints with a real secret in the backup
    bool covers(const QByteArray &subkeyFingerprint) const
    {
        return verifiedSubkeys.contains(subkeyFingerprint.toUpper());
    }
    bool isValid() const { return !path.isEmpty() && !verifiedSubkeys.isEmpty(); }
};

/**
 * Step 1: the verified backup. Exports the secret key through GPGME
 * (passphrase-protected, as GnuPG exports it, ASCII armour so it can be
 * printed), writes it to the chosen file (temporary file, fsync, rename;
 * nothing is moved when that fails), then imports the file as written into
 * a throw-away GNUPGHOME and checks every subkey's fingerprint and that its
 * secret part is really there (not a card stub).
 *
 * With setVerifyOnly() an existing backup is checked instead (the second
 * card is filled from it).
 */
class BackupCommand : public KeyToCardStep
{
    Q_OBJECT
public:
    explicit BackupCommand(AgentSession *session, QObject *parent = nullptr);
    QString title() const override;

    void setKey(const LocalKey &key) { m_key = key; }
    /// Subkeys that must have their secret in the backup (default: every
    /// subkey that has a local secret).
    void setRequiredSubkeys(const QList<QByteArray> &fingerprints) { m_required = fingerprints; }
    void setPath(const QString &path) { m_path = path; }
    void setVerifyOnly(bool verifyOnly) { m_verifyOnly = verifyOnly; }
    /// Also write a paper form next to the file (<path>.txt: armour with a
    /// CRC-24 per line), for printing.
    void setPaperCopy(bool paper) { m_paper = paper; }

    const BackupReport &report() const { return m_report; }

    /// Write bytes to path safely: a temporary file in the same directory,
    /// fsync, rename, fsync of the directory. Pure file I/O (no GnuPG).
    static Status writeFileDurably(const QString &path, const QByteArray &bytes,
                                   const QString &operation);
    /// The paper form: every line of the armour prefixed with its number and
    /// suffixed with a CRC-24 (hex) of the line, so a typo is found per line.
    static QByteArray paperForm(const QByteArray &armour);
    /// Check a backup file against a key in a throw-away keyring. Worker only.
    static Result<BackupReport> verifyFile(const QString &path, const LocalKey &key,
                                           const QList<QByteArray> &required,
                                           const QString &operation);

protected:
    Status execute() override;
    QString successText() const override;

private:
    Status backUp();
    Result<QByteArray> exportSecret();

    LocalKey m_key;
    QList<QByteArray> m_required;
    QString m_path;
    bool m_verifyOnly = false;
    bool m_paper = false;
    BackupReport m_report;
};

} // namespace keyward::openpgp::keytocard

Q_DECLARE_METATYPE(keyward::openpgp::keytocard::BackupReport)
