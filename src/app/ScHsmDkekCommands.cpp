// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmDkekCommands.h"

#include "ScHsmDkekShare.h"
#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QFile>

#include <sys/stat.h>

namespace keyward::app::ScHsmDkekCommands {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::ScHsmDkekCommands)
};

bool exists(const QString &path)
{
    struct stat st
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0;
}

} // namespace

QString kcvText(const QByteArray &kcv)
{
    return QString::fromLatin1(kcv.toHex().toUpper());
}

QString statusText(const QString &reader, const DkekStatus &s)
{
    if (s.outstanding > 0) {
        return Text::tr("The SmartCard-HSM in \"%1\" has a DKEK of %n shares; %2 of them are "
                        "still outstanding (key check value so far: %3).",
                        nullptr, s.shares)
            .arg(reader)
            .arg(s.outstanding)
            .arg(kcvText(s.kcv));
    }
    return Text::tr("The SmartCard-HSM in \"%1\" has a complete DKEK of %n shares; its key check "
                    "value is %2.",
                    nullptr, s.shares)
        .arg(reader, kcvText(s.kcv));
}

QString importTitle()
{
    return Text::tr("Import DKEK share");
}

QString importLoss(const QString &reader)
{
    return Text::tr("Importing the share into the SmartCard-HSM in \"%1\" adds it to the "
                    "device's DKEK for good; only initialising the device again (which deletes "
                    "every key) undoes it.")
        .arg(reader);
}

QString importWhat()
{
    return Text::tr("Importing the DKEK share into the SmartCard-HSM…");
}

QString importDone(const QString &reader, const DkekStatus &s)
{
    return Text::tr("The share is imported.") + QLatin1Char(' ') + statusText(reader, s);
}

Result<pkcs11::SecretBytes> openShareFile(const QString &path, const pkcs11::SecretBytes &password)
{
    auto content = DkekShare::read(path);
    if (!content) {
        return content.error();
    }
    return DkekShare::decrypt(*content, password);
}

Status requireNewFile(const QString &path)
{
    if (exists(path)) {
        return Error::invalidInput(
            Text::tr("Wrapping the key"),
            Text::tr("%1 exists; the wrapped key is never written over a file").arg(path));
    }
    return {};
}

Result<WrappedKey> wrapToFile(const QString &reader, const pkcs11::SecretBytes &pin, int keyRef,
                              const QString &path)
{
    if (auto st = requireNewFile(path); !st) {
        return st.error();
    }
    auto key = ScHsmDkek::wrap(reader, pin, keyRef);
    if (!key) {
        return key.error();
    }
    if (auto st = SafeFile::writeExclusive(path, pcsc::ScHsm::encodeWrappedKey(*key)); !st) {
        return st.error();
    }
    return key;
}

QString wrapTitle()
{
    return Text::tr("Back up key");
}

QString wrapWhat(int keyRef, const QString &reader)
{
    return Text::tr("Wrapping key %1 of the SmartCard-HSM in \"%2\" under its DKEK (the key "
                    "stays on the device)…")
        .arg(keyRef)
        .arg(reader);
}

QString wrapDone(int keyRef, const QString &path, const WrappedKey &key)
{
    return Text::tr("Key %1 is wrapped into %2 (key check value %3%4%5).")
        .arg(keyRef)
        .arg(path, kcvText(key.blob.left(8)),
             key.prkd.isEmpty() ? QString() : Text::tr(", with its description"),
             key.certificate.isEmpty() ? QString() : Text::tr(", with its certificate"));
}

Result<WrappedKey> readWrappedFile(const QString &path)
{
    auto content = SafeFile::readBounded(path, 64 * 1024, Text::tr("the wrapped key file"));
    if (!content) {
        return content.error();
    }
    return pcsc::ScHsm::decodeWrappedKey(*content);
}

QString unwrapTitle()
{
    return Text::tr("Restore key");
}

QString unwrapWhat(const QString &path, int keyRef, const QString &reader)
{
    return Text::tr("Unwrapping the key in %1 into key reference %2 of the SmartCard-HSM in "
                    "\"%3\"…")
        .arg(path)
        .arg(keyRef)
        .arg(reader);
}

QString unwrapDone(int keyRef, const QString &reader, const WrappedKey &key)
{
    return Text::tr("The key is stored under key reference %1 of the SmartCard-HSM in \"%2\"%3.")
        .arg(keyRef)
        .arg(reader,
             key.prkd.isEmpty() ? QString() : Text::tr(", with its description for PKCS#11"));
}

} // namespace keyward::app::ScHsmDkekCommands
