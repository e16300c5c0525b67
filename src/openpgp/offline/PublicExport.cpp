// SPDX-License-Identifier: GPL-3.0-or-later
#include "PublicExport.h"

#include "GpgmeSupport.h"

#include <QCoreApplication>

#include <gpgme++/data.h>

namespace keyward::openpgp::offline {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::offline::PublicExport)
};

} // namespace

Result<QByteArray> exportPublicKey(const QString &home, const QByteArray &pattern,
                                   PublicExportForm form, const QString &operation)
{
    auto ctx = openContext(home, nullptr, operation);
    if (!ctx) {
        return ctx.error();
    }
    GpgME::Context &c = **ctx;
    unsigned mode = GpgME::Context::ExportDefault;
    switch (form) {
    case PublicExportForm::Armored:
        c.setArmor(true);
        break;
    case PublicExportForm::BinaryMinimal:
        c.setArmor(false);
        mode = GpgME::Context::ExportMinimal;
        break;
    case PublicExportForm::Ssh:
        mode = GpgME::Context::ExportSSH;
        break;
    }
    GpgME::Data out;
    if (const GpgME::Error err = c.exportPublicKeys(pattern.constData(), out, mode); err) {
        return fromGpgme(err, operation);
    }
    const std::string bytes = out.toString();
    if (bytes.empty()) {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::NotFound, operation,
            Text::tr("gpg exported nothing for key %1").arg(QString::fromLatin1(pattern)));
    }
    return QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size()));
}

} // namespace keyward::openpgp::offline
