// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyBackupFile.h"

#include "openpgp/keytocard/BackupFile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace keyward::app {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::KeyBackupFile)
};

} // namespace

QString backupFileRefusal(const QString &path)
{
    if (path.isEmpty()) {
        return Text::tr("Name the key's secret key file with --backup FPR-secret.asc.");
    }
    const QFileInfo file(path);
    if (!file.exists()) {
        return Text::tr("%1 does not exist.").arg(path);
    }
    if (!file.isFile() || !file.isReadable()) {
        return Text::tr("%1 is not a readable file.").arg(path);
    }
    if (file.size() > openpgp::keytocard::BackupFile::kMaxBytes) {
        return Text::tr("%1 is too large for a secret key file.").arg(path);
    }
    return {};
}

} // namespace keyward::app
