// SPDX-License-Identifier: GPL-3.0-or-later
#include "PaperKey.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>

namespace keyward::openpgp::offline::PaperKey {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::offline::PaperKey)
};

} // namespace

QString program()
{
    return QStandardPaths::findExecutable(QStringLiteral("paperkey"));
}

Result<QByteArray> fromSecretKey(const QByteArray &binarySecretKey, const QString &operation)
{
    const QString paperkey = program();
    if (paperkey.isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, operation,
                           Text::tr("paperkey is not installed (Debian package paperkey)"));
    }
    QProcess p;
    // "--secret-key -" is not understood by paperkey 1.6: without it, it reads standard input.
    p.start(paperkey, {QStringLiteral("--output-type"), QStringLiteral("base16")});
    if (!p.waitForStarted()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Io, operation,
                           Text::tr("paperkey could not be started"));
    }
    p.write(binarySecretKey);
    p.closeWriteChannel();
    if (!p.waitForFinished(-1) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        return Error::make(ErrorDomain::Keyward, p.exitCode(), ErrorKind::Io, operation,
                           Text::tr("paperkey failed: %1")
                               .arg(QString::fromLocal8Bit(p.readAllStandardError()).trimmed()));
    }
    const QByteArray text = p.readAllStandardOutput();
    if (text.isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Io, operation,
                           Text::tr("paperkey wrote nothing"));
    }
    return text;
}

} // namespace keyward::openpgp::offline::PaperKey
