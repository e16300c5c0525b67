// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window tests on the virtual SmartCard-HSM share: its PINs, running OpenSC's tools,
// and finding the device among the token controller's tokens.
#include "app/ScHsmSetup.h"
#include "gui/token/TokenPageController.h"
#include "pkcs11/TokenService.h"

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace keyward::testing {

inline const char *kScHsmSoPin = "3537363231383830";
inline const char *kScHsmUserPin = "648219";

/// Runs `program` to its end (at most 120 s): its output and error together; the exit code in
/// `exitCode` (-1 when it crashed).
inline QString run(const QString &program, const QStringList &args, int *exitCode = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    p.waitForFinished(120000);
    if (exitCode) {
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }
    return QString::fromUtf8(p.readAll());
}

/// Runs `program` as run() does, with `input` on its standard input.
inline QString runWithInput(const QString &program, const QStringList &args,
                            const QByteArray &input, int *exitCode = nullptr)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(120000);
    if (exitCode) {
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }
    return QString::fromUtf8(p.readAll());
}

/// The name of the sandbox's first reader, which holds the virtual SmartCard-HSM.
inline QString scHsmReader()
{
    return qEnvironmentVariable("KEYWARD_SANDBOX_READERS").section(QLatin1Char('\n'), 0, 0);
}

/// The first SmartCard-HSM among the controller's tokens (an empty TokenInfo when none).
inline pkcs11::TokenInfo scHsmToken(gui::token::TokenPageController &controller)
{
    auto modules = controller.service()->modules().result();
    if (modules.ok()) {
        for (const auto &m : modules.value()) {
            for (const auto &t : m.slotList) {
                if (app::ScHsmSetup::isScHsm(t)) {
                    return t;
                }
            }
        }
    }
    return {};
}

/// `pin` and a line end in a new file `name` in `dir`, readable by its owner only.
inline QString pinFile(const QTemporaryDir &dir, const char *name, const char *pin)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) {
        f.write(QByteArray(pin) + '\n');
    }
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return path;
}

/// `keyward-cli token init-sc-hsm` (`cli`) on the sandbox's first reader, with the factory SO
/// PIN and kScHsmUserPin (PIN files in `dir`), no DKEK or `dkekShares` DKEK shares: its output,
/// its exit code in `exitCode`.
inline QString initialiseScHsm(const QString &cli, const QTemporaryDir &dir, int *exitCode,
                               int dkekShares = 0)
{
    QStringList args{QStringLiteral("token"),
                     QStringLiteral("init-sc-hsm"),
                     QStringLiteral("--reader"),
                     scHsmReader(),
                     QStringLiteral("--yes"),
                     QStringLiteral("--so-pin-file"),
                     pinFile(dir, "so.pin", kScHsmSoPin),
                     QStringLiteral("--new-pin-file"),
                     pinFile(dir, "user.pin", kScHsmUserPin)};
    if (dkekShares > 0) {
        args << QStringLiteral("--dkek-shares") << QString::number(dkekShares);
    }
    return run(cli, args, exitCode);
}

} // namespace keyward::testing
