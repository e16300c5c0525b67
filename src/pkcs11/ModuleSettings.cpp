// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModuleSettings.h"

#include <QFileInfo>
#include <QSettings>

namespace keyward::pkcs11::ModuleSettings {

namespace {

const QString kKey = QStringLiteral("pkcs11/modules");
const QString kInitArgsKey = QStringLiteral("pkcs11/moduleInitArgs");

QSettings settings()
{
    // Explicit names: the CLI and the GUI share the file whatever the
    // application object says.
    return QSettings(QStringLiteral("Keyward"), QStringLiteral("keyward"));
}

} // namespace

QStringList modules()
{
    return settings().value(kKey).toStringList();
}

void add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = modules();
    if (!list.contains(absolute)) {
        list << absolute;
        settings().setValue(kKey, list);
    }
}

void remove(const QString &path)
{
    QStringList list = modules();
    list.removeAll(path);
    list.removeAll(QFileInfo(path).absoluteFilePath());
    settings().setValue(kKey, list);
    setInitArgs(path, {});
}

QString initArgs(const QString &path)
{
    return settings()
        .value(kInitArgsKey)
        .toMap()
        .value(QFileInfo(path).absoluteFilePath())
        .toString();
}

void setInitArgs(const QString &path, const QString &args)
{
    QSettings s = settings();
    QVariantMap map = s.value(kInitArgsKey).toMap();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (args.isEmpty()) {
        map.remove(absolute);
    } else {
        map.insert(absolute, args);
    }
    if (map.isEmpty()) {
        s.remove(kInitArgsKey);
    } else {
        s.setValue(kInitArgsKey, map);
    }
}

} // namespace keyward::pkcs11::ModuleSettings
