// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window tests on the virtual SmartCard-HSM share: its PINs, running OpenSC's tools,
// and finding the device among the token controller's tokens.
#include "app/ScHsmSetup.h"
#include "gui/token/TokenPageController.h"
#include "pkcs11/TokenService.h"

#include <QProcess>
#include <QString>
#include <QStringList>

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

} // namespace keyward::testing
