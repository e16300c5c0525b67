// SPDX-License-Identifier: GPL-3.0-or-later
#include "BackupCommand.h"

#include "KeyringLister.h"
#include "core/Logging.h"
#include "core/SafeFile.h"
#include "openpgp/GpgError.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <gpgme++/context.h>
#include <gpgme++/data.h>
#include <gpgme++/interfaces/passphraseprovider.h>

namespace keyward::openpgp::keytocard {

namespace {

quint32 crc24(QByteArrayView line)
{
    // RFC 4880 section 6.1
    quint32 crc = 0xB704CEu;
    for (char ch : line) {
        crc ^= static_cast<quint32>(static_cast<unsigned char>(ch)) << 16;
        for (int i = 0; i < 8; ++i) {
            crc <<= 1;
            if (crc & 0x1000000u) {
                crc ^= 0x1864CFBu;
            }
        }
    }
    return crc & 0xFFFFFFu;
}

} // namespace

BackupCommand::BackupCommand(AgentSession *session, QObject *parent)
    : KeyToCardStep(session, parent)
{}

QString BackupCommand::title() const
{
    return m_verifyOnly ? tr("Checking the backup of the secret key")
                        : tr("Backing up the secret key");
}

QString BackupCommand::failureText() const
{
    return m_verifyOnly ? tr("The backup of the secret key could not be checked: %1.")
                        : tr("The secret key could not be backed up: %1.");
}

QString BackupCommand::successText() const
{
    if (m_verifyOnly) {
        return tr("The backup %1 was checked: it restores %n subkey(s) with their secret parts "
                  "into an empty keyring.",
                  nullptr, static_cast<int>(m_report.verifiedSubkeys.size()))
            .arg(m_report.path);
    }
    QStringList text{tr("The backup %1 was written and checked: it restores %n subkey(s) with "
                        "their secret parts into an empty keyring.",
                        nullptr, static_cast<int>(m_report.verifiedSubkeys.size()))
                         .arg(m_report.path)};
    text << m_notes;
    return text.join(QLatin1Char(' '));
}

Status BackupCommand::execute()
{
    Status s = backUp();
    if (!s) {
        Error e = s.error();
        e.detail += tr(" — nothing was moved; the secret key is still in your keyring.");
        return e;
    }
    return s;
}

Status BackupCommand::backUp()
{
    if (m_path.isEmpty()) {
        return Error::invalidInput(title(), tr("No backup file was chosen."));
    }
    if (m_key.fingerprint.isEmpty()) {
        return Error::invalidInput(title(), tr("No key was chosen."));
    }
    m_notes.clear();
    QList<QByteArray> required = m_required;
    if (required.isEmpty()) {
        for (const SubkeyInfo &s : m_key.subkeys) {
            if (s.hasSecret && !s.isCardKey) {
                required << s.fingerprint;
            }
        }
    }
    if (!m_verifyOnly) {
        for (const QByteArray &fpr : required) {
            const SubkeyInfo *s = m_key.subkey(fpr);
            if (!s || !s->hasSecret || s->isCardKey) {
                return Error::make(
                    ErrorDomain::Keyward, 0, ErrorKind::NotFound, title(),
                    tr("The secret part of subkey %1 is not in the keyring, so a backup made now "
                       "would not contain it. Use the backup made before it was moved.")
                        .arg(QString::fromLatin1(fpr)));
            }
        }
        progress(0, 3, tr("Exporting the secret key"));
        Result<QByteArray> armour = exportSecret();
        if (!armour) {
            return armour.error();
        }
        progress(1, 3, tr("Writing %1").arg(m_path));
        if (Status s = writeOne(m_path, *armour); !s) {
            return s;
        }
        if (m_paper) {
            if (Status s = writeOne(m_path + QStringLiteral(".txt"), paperForm(*armour)); !s) {
                return s;
            }
        }
    }
    progress(2, 3, tr("Restoring the backup into an empty keyring to check it"));
    auto report = verifyFile(m_path, m_key, required, title());
    if (!report) {
        return report.error();
    }
    m_report = *report;
    progress(3, 3, {});
    return {};
}

Result<QByteArray> BackupCommand::exportSecret()
{
    std::unique_ptr<GpgME::Context> ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP));
    if (!ctx) {
        return Error::internal(title(), QStringLiteral("no GPGME OpenPGP context"));
    }
    ctx->setArmor(true);
    std::unique_ptr<GpgME::PassphraseProvider> bridge;
    if (secretProvider()) {
        bridge = makeGpgmePassphraseBridge(secretProvider());
        ctx->setPinentryMode(GpgME::Context::PinentryLoopback);
        ctx->setPassphraseProvider(bridge.get());
    }
    GpgME::Data out;
    const QByteArray pattern = m_key.fingerprint;
    const GpgME::Error err =
        ctx->exportSecretKeys(pattern.constData(), out, GpgME::Context::ExportSecret);
    ctx->setPassphraseProvider(nullptr);
    if (err) {
        return gpgError(static_cast<gpg_err_code_t>(err.code()), title(),
                        gpgErrorText(err.encodedError()));
    }
    const std::string bytes = out.toString();
    if (bytes.empty()) {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::NotFound, title(),
            tr("gpg exported nothing for key %1.").arg(QString::fromLatin1(m_key.fingerprint)));
    }
    return QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size()));
}

Status BackupCommand::writeOne(const QString &path, const QByteArray &bytes)
{
    Result<BackupWriteOutcome> written = BackupFile::write(path, bytes, m_replace, title());
    if (!written) {
        return written.error();
    }
    for (const QString &leftover : written->removedLeftovers) {
        m_notes
            << tr("A temporary file left by an interrupted run, %1, was removed.").arg(leftover);
    }
    if (!written->replacedAside.isEmpty()) {
        m_notes << tr("The file that was at %1 before is now %2; it was not deleted.")
                       .arg(path, written->replacedAside);
    }
    for (const QString &note : std::as_const(m_notes)) {
        progress(1, 3, note);
    }
    return {};
}

QByteArray BackupCommand::paperForm(const QByteArray &armour)
{
    QByteArray out =
        "Keyward paper backup. Each line: number, text, CRC-24 of the text.\n"
        "To restore, type the middle column into a file and run gpg --import on it.\n\n";
    QList<QByteArray> lines = armour.split('\n');
    while (!lines.isEmpty() && lines.constLast().isEmpty()) {
        lines.removeLast();
    }
    int n = 0;
    for (const QByteArray &line : lines) {
        ++n;
        out += QByteArray::number(n).rightJustified(4, ' ') + "  " + line.leftJustified(64, ' ') +
               "  " + QByteArray::number(crc24(line), 16).rightJustified(6, '0').toUpper() + '\n';
    }
    return out;
}

Result<BackupReport> BackupCommand::verifyFile(const QString &path, const LocalKey &key,
                                               const QList<QByteArray> &required,
                                               const QString &operation)
{
    Result<QByteArray> read = SafeFile::readBounded(path, BackupFile::kMaxBytes, tr("the backup"));
    if (!read) {
        return read.error();
    }
    // What is checked is what was hashed: the bytes are imported, not the file read again.
    const QByteArray bytes = std::move(read).value();
    // Short path: gpg-agent's socket lives in the home directory.
    QTemporaryDir home(QDir::tempPath() + QStringLiteral("/kwbk-XXXXXX"));
    if (!home.isValid()) {
        return Error::make(ErrorDomain::System, 0, ErrorKind::Io, operation,
                           QStringLiteral("no temporary keyring: %1").arg(home.errorString()));
    }
    QFile::setPermissions(home.path(),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    auto cleanup = qScopeGuard([&home] {
        // The throw-away agent gpg started for the import must not outlive its home.
        QProcess::execute(QStringLiteral("gpgconf"),
                          {QStringLiteral("--homedir"), home.path(), QStringLiteral("--kill"),
                           QStringLiteral("gpg-agent")});
    });
    auto imported = importBackupData(bytes, home.path(), operation);
    if (!imported) {
        return imported.error();
    }
    auto restored = KeyringLister::find(key.fingerprint, home.path());
    if (!restored) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, operation,
                           QStringLiteral("the backup %1 does not restore key %2")
                               .arg(path, QString::fromLatin1(key.fingerprint)));
    }
    BackupReport report;
    report.path = QFileInfo(path).absoluteFilePath();
    report.bytes = bytes.size();
    report.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
    report.primaryFingerprint = restored->fingerprint;
    for (const SubkeyInfo &s : key.subkeys) {
        const SubkeyInfo *r = restored->subkey(s.fingerprint);
        if (!r || r->fingerprint != s.fingerprint || r->keygrip != s.keygrip) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, operation,
                               QStringLiteral("subkey %1 is missing or different in the backup")
                                   .arg(QString::fromLatin1(s.fingerprint)));
        }
        if (r->hasSecret && !r->isCardKey) {
            report.verifiedSubkeys << r->fingerprint;
        }
    }
    for (const QByteArray &fpr : required) {
        if (!report.covers(fpr)) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, operation,
                               QStringLiteral("the backup %1 has no secret part for subkey %2")
                                   .arg(path, QString::fromLatin1(fpr)));
        }
    }
    qCDebug(lcOpenPgp) << "backup" << report.path << "verified," << report.verifiedSubkeys.size()
                       << "subkeys with secret";
    return report;
}

} // namespace keyward::openpgp::keytocard
