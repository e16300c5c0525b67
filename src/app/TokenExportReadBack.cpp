// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenExportReadBack.h"

#include <QCoreApplication>
#include <QFile>

namespace keyward::app {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::ExportReadBack)
};

QString named(const pkcs11::ObjectRef &object)
{
    const QString name = object.label.isEmpty()
                             ? Text::tr("with ID %1").arg(QString::fromLatin1(object.id.toHex()))
                             : Text::tr("“%1”").arg(object.label);
    return object.objectClass == pkcs11::ObjectClass::Certificate
               ? Text::tr("the certificate %1").arg(name)
               : Text::tr("the public key of %1").arg(name);
}

} // namespace

Result<ExportReadBack> readBackExport(const QString &path, const pkcs11::ObjectRef &object,
                                      const QByteArray &written, bool der)
{
    const QString op = Text::tr("Reading %1 again after the export").arg(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(ErrorDomain::System, 0, ErrorKind::Io, op, file.errorString());
    }
    const QByteArray read = file.readAll();
    if (read != written) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Io, op,
                           Text::tr("the file holds %n bytes that are not what was exported; "
                                    "do not use it",
                                    nullptr, int(read.size())));
    }
    ExportReadBack r;
    r.bytes = read.size();
    r.der = der;
    r.sentence = (der ? Text::tr("Wrote %1 to %2: %n bytes of DER, read back from the file.",
                                 nullptr, int(read.size()))
                      : Text::tr("Wrote %1 to %2: %n bytes of PEM, read back from the file.",
                                 nullptr, int(read.size())))
                     .arg(named(object), path);
    return r;
}

} // namespace keyward::app
