// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BackupFile.h"
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
 * printed), writes it to the chosen file (BackupFile: an exclusive temporary
 * file, fsync, rename without replacing; nothing is moved when that fails),
 * then imports the file as written into a throw-away GNUPGHOME and checks
 * every subkey's fingerprint and that its secret part is really there (not
 * a card stub). An existing file is refused unless setReplaceExisting(), and
 * even then it is renamed aside, never deleted.
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
    QString failureText() const override;

    void setKey(const LocalKey &key) { m_key = key; }
    /// Subkeys that must have their secret in the backup (default: every
    /// subkey that has a local secret).
    void setRequiredSubkeys(const QList<QByteArray> &fingerprints) { m_required = fingerprints; }
    void setPath(const QString &path) { m_path = path; }
    void setVerifyOnly(bool verifyOnly) { m_verifyOnly = verifyOnly; }
    /// Also write a paper form next to the file (<path>.txt: armour with a
    /// CRC-24 per line), for printing.
    void setPaperCopy(bool paper) { m_paper = paper; }
    /// Replace an existing backup file (and paper copy): the old file is renamed aside
    /// (<path>.replaced-<n>) and the success text says where it went. Off: an existing file
    /// is refused and nothing is written.
    void setReplaceExisting(bool replace) { m_replace = replace; }

    const BackupReport &report() const { return m_report; }
    /// Files this run renamed aside (replaced backups) and leftovers it removed, in whole
    /// sentences for the user; also part of the success text.
    const QStringList &notes() const { return m_notes; }
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
    Status writeOne(const QString &path, const QByteArray &bytes);
    Result<QByteArray> exportSecret();

    LocalKey m_key;
    QList<QByteArray> m_required;
    QString m_path;
    bool m_verifyOnly = false;
    bool m_paper = false;
    bool m_replace = false;
    BackupReport m_report;
    QStringList m_notes;
};

} // namespace keyward::openpgp::keytocard

Q_DECLARE_METATYPE(keyward::openpgp::keytocard::BackupReport)
