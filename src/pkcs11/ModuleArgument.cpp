// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModuleArgument.h"

#include "Module.h"

#include <QFileInfo>

namespace keyward::pkcs11::ModuleArgument {

Choice choose(const QStringList &values)
{
    Choice c;
    for (const QString &v : values) {
        if (!v.isEmpty() && !c.load.contains(v)) {
            c.load << v;
        }
        c.select = v;
    }
    return c;
}

bool isPath(const QString &value)
{
    return value.contains(QLatin1Char('/'));
}

bool matches(const QString &moduleName, const QString &modulePath, const QString &value)
{
    if (value.isEmpty()) {
        return true;
    }
    if (moduleName == value || modulePath == value || QFileInfo(modulePath).fileName() == value) {
        return true;
    }
    if (!isPath(value)) {
        return false;
    }
    const QString wanted = QFileInfo(value).canonicalFilePath();
    return !wanted.isEmpty() && QFileInfo(modulePath).canonicalFilePath() == wanted;
}

bool matches(const Module &module, const QString &value)
{
    return matches(module.name(), module.path(), value);
}

QString notFound(const QString &value)
{
    return isPath(value)
               ? QStringLiteral("there is no module file at %1").arg(value)
               : QStringLiteral("no module of p11-kit's registry is named %1, and p11-kit's "
                                "module folder has no file of that name; give the module's "
                                "p11-kit name or the path of its file")
                     .arg(value);
}

} // namespace keyward::pkcs11::ModuleArgument
