// SPDX-License-Identifier: GPL-3.0-or-later
// token init-sc-hsm: a SmartCard-HSM (Nitrokey HSM) initialised with its own
// command (INITIALIZE DEVICE over PC/SC, as sc-hsm-tool --initialize), not C_InitToken.
#include "TokenCli.h"

#include "app/ScHsmSetup.h"
#include "core/ErrorJson.h"
#include "core/TerminalText.h"
#include "pcsc/ScHsmInit.h"
#include "pcsc/ScHsmStatus.h"
#include "pkcs11/TokenContext.h"

#include <QJsonDocument>

#include <algorithm>

namespace keyward::cli::token {

using keyward::pkcs11::kDestructiveNotConfirmed;

int TokenCli::cmdInitScHsm()
{
    const QString reader = m_o.value(QStringLiteral("reader"));
    if (reader.isEmpty()) {
        return usageError(tr("token init-sc-hsm needs --reader R (the PC/SC reader that holds "
                             "the SmartCard-HSM)."));
    }
    pcsc::ScHsm::InitParams params;
    const auto number = [this](const char *option, int min, int max, int *out) {
        const QString name = QString::fromLatin1(option);
        if (!m_o.given(name)) {
            return true;
        }
        bool ok = false;
        const int v = m_o.value(name).toInt(&ok);
        if (!ok || v < min || v > max) {
            return false;
        }
        *out = v;
        return true;
    };
    if (!number("dkek-shares", 1, 127, &params.dkekShares)) {
        return usageError(tr("token init-sc-hsm: --dkek-shares takes a number from 1 to 127."));
    }
    if (!number("retries", 1, 10, &params.retryCounter)) {
        return usageError(tr("token init-sc-hsm: --retries takes a number from 1 to 10."));
    }
    auto so = secret(QStringLiteral("so-pin"),
                     tr("Current SO PIN (16 hexadecimal digits; the factory SO PIN is %1): ")
                         .arg(QLatin1String(pcsc::ScHsm::kFactorySoPin)));
    if (!so) {
        return ExitFailed;
    }
    auto user = secret(QStringLiteral("new-pin"), tr("New user PIN (6 to 16 characters): "));
    if (!user) {
        return ExitFailed;
    }
    params.soPinHex = QString::fromLatin1(so->constData(), so->size()).trimmed();
    params.userPin = QByteArray(user->constData(), user->size());
    if (auto st = pcsc::ScHsm::validate(params); !st) {
        m_err << st.error().userMessage() << '\n';
        return ExitUsage;
    }
    const QString loss =
        params.dkekShares < 0
            ? tr("Initialising the SmartCard-HSM in \"%1\" deletes every key, certificate and "
                 "data object on it; it gets a new user PIN and no DKEK (keys cannot be "
                 "exported wrapped).")
                  .arg(shown(reader))
            : tr("Initialising the SmartCard-HSM in \"%1\" deletes every key, certificate and "
                 "data object on it; it gets a new user PIN and waits for %n DKEK shares to be "
                 "imported before keys can be made.",
                 nullptr, params.dkekShares)
                  .arg(shown(reader));
    if (!confirmDestructive(loss, m_o.has(QStringLiteral("yes")), m_err)) {
        return fail(Error::make(ErrorDomain::Keyward, kDestructiveNotConfirmed,
                                ErrorKind::Cancelled, tr("Initialising the SmartCard-HSM"),
                                tr("not confirmed")));
    }
    const auto status = app::ScHsmSetup::initializeAndRead(reader, params);
    if (!status) {
        if (m_json) {
            m_out << QJsonDocument(errorDocument(status.error())).toJson();
        }
        m_err << printableText(pcsc::ScHsm::sentence(status.error()), 4096) << '\n';
        return ExitFailed;
    }
    // What the device reports after INITIALIZE DEVICE, read back in the same transaction.
    const pcsc::ScHsm::DeviceStatus &device = status.value();
    if (!m_json) {
        for (const QString &line : pcsc::ScHsm::reportSentences(shown(reader), device)) {
            m_out << line << '\n';
        }
    }
    QJsonObject dkek{{QStringLiteral("shares"), std::max(device.dkekShares, 0)}};
    if (device.dkekShares > 0) {
        dkek.insert(QStringLiteral("outstanding"), device.dkekOutstanding);
        if (device.dkekOutstanding == 0) {
            dkek.insert(QStringLiteral("keyCheckValue"),
                        QString::fromLatin1(device.dkekCheckValue.toHex()));
        }
    }
    return ok(
        QJsonObject{{QStringLiteral("reader"), reader},
                    {QStringLiteral("initialised"), device.initialised},
                    {QStringLiteral("version"),
                     QStringLiteral("%1.%2").arg(device.versionMajor).arg(device.versionMinor)},
                    {QStringLiteral("userPinTriesLeft"), device.userTriesLeft},
                    {QStringLiteral("soPinTriesLeft"), device.soTriesLeft},
                    {QStringLiteral("userPinResetWithSoPin"), (device.options & 0x01) != 0},
                    {QStringLiteral("dkek"), dkek}});
}

} // namespace keyward::cli::token
