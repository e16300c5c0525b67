// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DeviceInitializer.h"
#include "ProvisioningProfile.h"
#include "SecretBytes.h"
#include "TokenInfo.h"
#include "core/Operation.h"
#include "core/Result.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <functional>
#include <memory>

namespace keyward::pkcs11 {

class TokenService;

/// Applies a profile to every present token it selects and writes a JSON
/// report per token serial. Blocking (it waits on the service's futures):
/// run it from the CLI or from a worker, never on the GUI thread.
class Provisioner
{
public:
    Provisioner(TokenService &service, ProvisioningProfile profile);

    /// Initialisation destroys objects: without this it is refused.
    void setDestructiveConfirmed(bool confirmed) { m_confirmed = confirmed; }
    /// Asks for a PIN the profile says to prompt for.
    void setPinPrompt(std::function<Result<SecretBytes>(const QString &)> prompt)
    {
        m_prompt = std::move(prompt);
    }
    /// Tokens to leave out although the profile selects them (watch mode:
    /// the ones already done in this run).
    void setExclude(std::function<bool(const TokenInfo &)> exclude)
    {
        m_exclude = std::move(exclude);
    }
    /// Asked with the tokens the profile selects, before the first command
    /// reaches any of them (the CLI lists them and asks when there are
    /// several); false refuses the run (kDestructiveNotConfirmed). Unset: go on.
    void setConfirmTokens(std::function<bool(const QList<TokenInfo> &)> confirm)
    {
        m_confirmTokens = std::move(confirm);
    }
    /// What initialises the tokens of a profile with "initialize.scHsm" (a SmartCard-HSM's
    /// INITIALIZE DEVICE and DKEK shares, app::ScHsmProvisioning). Unset, such a profile is
    /// refused before anything. Its prepare() runs before the modules are asked for tokens; a
    /// selected token it refuses refuses the whole run; C_InitToken and C_InitPIN are not used
    /// for those tokens, which are found again by serial afterwards. A Cancel during the
    /// device's initialisation takes effect after its DKEK shares are imported (a device waiting
    /// for shares makes no key), before the first key pair.
    void setDeviceInitializer(std::shared_ptr<DeviceInitializer> initializer)
    {
        m_initializer = std::move(initializer);
    }
    /// One line per step, for a log or progress view.
    void setProgress(std::function<void(const QString &)> progress)
    {
        m_progress = std::move(progress);
    }

    /// Cancel (Ctrl+C in the CLI): read between steps and between tokens. A
    /// key pair the token finishes after Cancel is deleted; the stopped
    /// token's report has "cancelled": true and lists the steps not done
    /// ("notDone"); tokens not started get no report.
    void setCancelToken(CancelToken cancel) { m_cancel = std::move(cancel); }
    /// Whether the last run() stopped because of the cancel token.
    bool wasCancelled() const { return m_cancelled; }

    /// The reports, one per selected token (ok=false where a step failed;
    /// the other tokens are still done). An error only when nothing could start.
    Result<QList<QJsonObject>> run();

    /// What a finished step did, as a sentence for the report ("text"), the window and the
    /// command line: "Key pair web-tls generated (RSA 2048)."; a: the label, b: the key type
    /// or the file written (empty: none).
    enum class Step
    {
        Initialised,
        UserPinSet,
        KeyPairGenerated,
        RequestMade,
        CertificateMade,
        CertificateStored,
    };
    static QString stepText(Step step, const QString &a = {}, const QString &b = {});

private:
    QJsonObject provision(const TokenInfo &token, int index, const SecretBytes &soPin,
                          const SecretBytes &userPin);
    Result<SecretBytes> pin(const ProvisioningProfile::Pin &pin, const QString &question);
    void say(const QString &line) const;
    /// The token with `serial` in `module` as the modules list it now (after a device's own
    /// initialisation, which may give it a new slot and label).
    Result<TokenInfo> findAgain(const TokenInfo &token);

    TokenService &m_service;
    ProvisioningProfile m_profile;
    bool m_confirmed = false;
    std::function<Result<SecretBytes>(const QString &)> m_prompt;
    std::function<void(const QString &)> m_progress;
    std::function<bool(const TokenInfo &)> m_exclude;
    std::function<bool(const QList<TokenInfo> &)> m_confirmTokens;
    std::shared_ptr<DeviceInitializer> m_initializer;
    CancelToken m_cancel;
    bool m_cancelled = false;
};

} // namespace keyward::pkcs11
