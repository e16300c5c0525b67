// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmDkekCreate.h"

#include "ScHsmDkekShare.h"
#include "ScHsmPasswordShares.h"
#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <cstring>
#include <sys/stat.h>

namespace keyward::app::ScHsmDkekCreate {

using pkcs11::SecretBytes;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::ScHsmDkekCreate)
};

bool exists(const QString &path)
{
    struct stat st
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0;
}

bool same(const SecretBytes &a, const SecretBytes &b)
{
    return a.size() == b.size() &&
           (a.isEmpty() || std::memcmp(a.constData(), b.constData(), size_t(a.size())) == 0);
}

void removeAll(const QStringList &written, bool split, QString *undone)
{
    for (const QString &f : written) {
        QFile::remove(f);
    }
    if (undone && !written.isEmpty()) {
        *undone = nothingKeptText(split);
    }
}

/// The share file read again and opened with `password`: the key check value of its share.
Result<QString> openAgain(const QString &path, const SecretBytes &password)
{
    auto content = DkekShare::read(path);
    if (!content) {
        return content.error();
    }
    auto share = DkekShare::decrypt(*content, password);
    if (!share) {
        return share.error();
    }
    return DkekShare::keyCheckValue(*share);
}

/// The password shares read again from their files.
Result<QList<PasswordShares::Share>> readShares(const QStringList &files)
{
    QList<PasswordShares::Share> shares;
    for (const QString &f : files) {
        auto text =
            SafeFile::readBounded(f, SafeFile::kSecretFileMax, Text::tr("the password share"));
        if (!text) {
            return text.error();
        }
        QByteArray bytes = std::move(text).value();
        auto share = PasswordShares::parse(bytes, f);
        pkcs11::wipe(bytes);
        if (!share) {
            return share.error();
        }
        shares.append(*share);
    }
    return shares;
}

/// The written files read back: the password rebuilt from the first and from the last
/// `threshold` password shares (the same password both times), and the share file opened.
Result<QString> readBackSplit(const QString &path, int threshold, const QStringList &files)
{
    auto shares = readShares(files);
    if (!shares) {
        return shares.error();
    }
    auto first = PasswordShares::recover(shares->mid(0, threshold));
    if (!first) {
        return first.error();
    }
    auto last = PasswordShares::recover(shares->mid(shares->size() - threshold));
    if (!last) {
        return last.error();
    }
    if (!same(*first, *last)) {
        return Error::internal(operation(),
                               QStringLiteral("two sets of password shares give two passwords"));
    }
    return openAgain(path, *first);
}

} // namespace

QString title()
{
    return Text::tr("Create DKEK share");
}

QString operation()
{
    return Text::tr("Creating the DKEK share");
}

Status requireNewShareFile(const QString &path)
{
    if (exists(path)) {
        return Error::invalidInput(
            operation(),
            Text::tr("%1 exists; a DKEK share is never written over a file").arg(path));
    }
    return {};
}

Status requireNewFiles(const QString &path, const QStringList &passwordShareFiles)
{
    const QStringList targets = QStringList(passwordShareFiles) << path;
    for (const QString &f : targets) {
        if (exists(f)) {
            return Error::invalidInput(
                operation(),
                Text::tr("%1 exists; a DKEK share or a password share is never written over a file")
                    .arg(f));
        }
    }
    return {};
}

QString passwordOperation()
{
    return Text::tr("Reading the DKEK share's password");
}

Status checkSamePassword(const SecretBytes &password, const SecretBytes &again)
{
    if (!same(password, again)) {
        return Error::invalidInput(passwordOperation(), Text::tr("the two passwords differ"));
    }
    return {};
}

Status checkNewPassword(const SecretBytes &password)
{
    if (password.size() < DkekShare::kMinPassword) {
        return Error::invalidInput(passwordOperation(),
                                   Text::tr("the password must be at least %1 characters long")
                                       .arg(DkekShare::kMinPassword));
    }
    return {};
}

bool validSplit(int threshold, int total)
{
    return total >= PasswordShares::kMinTotal && total <= PasswordShares::kMaxTotal &&
           threshold >= PasswordShares::kMinThreshold && threshold <= total;
}

QStringList passwordShareFilesBeside(const QString &path, int total)
{
    const QFileInfo share(path);
    QStringList files;
    for (int i = 1; i <= total; ++i) {
        files << share.dir().filePath(QStringLiteral("%1-password-share-%2-of-%3.txt")
                                          .arg(share.completeBaseName())
                                          .arg(i)
                                          .arg(total));
    }
    return files;
}

QString progressText()
{
    return Text::tr("Encrypting the new share under the password (this takes a few seconds)...");
}

QString splitProgressText()
{
    return Text::tr(
        "Encrypting the new share under a random password (this takes a few seconds)...");
}

Result<Created> createWithPassword(const QString &path, const SecretBytes &password,
                                   QString *undone)
{
    if (auto st = requireNewShareFile(path); !st) {
        return st.error();
    }
    if (auto st = checkNewPassword(password); !st) {
        return st.error();
    }
    QString made;
    auto content = DkekShare::create(password, &made);
    if (!content) {
        return content.error();
    }
    if (auto st = DkekShare::write(path, *content); !st) {
        return st.error();
    }
    auto kcv = openAgain(path, password);
    if (!kcv || *kcv != made) {
        removeAll({path}, false, undone);
        return kcv ? Error::internal(operation(), QStringLiteral("the file read back has KCV %1, "
                                                                 "not %2")
                                                      .arg(*kcv, made))
                   : kcv.error();
    }
    return Created{path, *kcv, 0, {}};
}

Result<Created> createSplit(const QString &path, int threshold,
                            const QStringList &passwordShareFiles, QString *undone)
{
    const int total = int(passwordShareFiles.size());
    if (!validSplit(threshold, total) ||
        QSet<QString>(passwordShareFiles.begin(), passwordShareFiles.end()).size() != total ||
        passwordShareFiles.contains(path)) {
        return Error::invalidInput(
            operation(), Text::tr("a split password takes %1 to %2 password shares in files of "
                                  "their own, any %3 or more of them opening the share")
                             .arg(PasswordShares::kMinTotal)
                             .arg(PasswordShares::kMaxTotal)
                             .arg(PasswordShares::kMinThreshold));
    }
    if (auto st = requireNewFiles(path, passwordShareFiles); !st) {
        return st.error();
    }
    auto password = PasswordShares::randomPassword();
    if (!password) {
        return password.error();
    }
    auto shares = PasswordShares::split(*password, threshold, total);
    if (!shares) {
        return shares.error();
    }
    QString made;
    auto content = DkekShare::create(*password, &made);
    if (!content) {
        return content.error();
    }
    QStringList written;
    if (auto st = DkekShare::write(path, *content); !st) {
        return st.error();
    }
    written << path;
    for (int i = 0; i < total; ++i) {
        QByteArray text =
            PasswordShares::format(shares->at(i), threshold, total, QFileInfo(path).fileName());
        const Status st = SafeFile::writeExclusive(passwordShareFiles.at(i), text);
        pkcs11::wipe(text);
        if (!st) {
            removeAll(written, true, undone);
            return st.error();
        }
        written << passwordShareFiles.at(i);
    }
    auto kcv = readBackSplit(path, threshold, passwordShareFiles);
    if (!kcv || *kcv != made) {
        removeAll(written, true, undone);
        return kcv ? Error::internal(operation(), QStringLiteral("the file read back has KCV %1, "
                                                                 "not %2")
                                                      .arg(*kcv, made))
                   : kcv.error();
    }
    return Created{path, *kcv, threshold, passwordShareFiles};
}

QString doneText(const Created &c)
{
    if (c.threshold == 0) {
        return Text::tr("The DKEK share is written to %1 (no device was used). A DKEK made of "
                        "this share alone has key check value %2.")
            .arg(c.path, c.kcv);
    }
    return Text::tr("The DKEK share is written to %1 (no device was used) under a random "
                    "password. The password is split into %n password shares, any %2 of which "
                    "open the file; they are written to %3 (mode 0600). Give each key custodian "
                    "one of them and remove the other copies from this computer. A DKEK made of "
                    "this share alone has key check value %4.",
                    nullptr, int(c.passwordShareFiles.size()))
        .arg(c.path, QString::number(c.threshold), c.passwordShareFiles.join(QStringLiteral(", ")),
             c.kcv);
}

QString nothingKeptText(bool split)
{
    if (!split) {
        return Text::tr("Nothing is kept: the share file written is removed again.");
    }
    return Text::tr("Nothing is kept: the share file and the password shares already written are "
                    "removed again.");
}

} // namespace keyward::app::ScHsmDkekCreate
