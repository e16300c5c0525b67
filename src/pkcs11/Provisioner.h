// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CertificateBuilder.h"
#include "KeyGenerator.h"
#include "SecretBytes.h"
#include "TokenInfo.h"
#include "core/Operation.h"
#include "core/Result.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <functional>

namespace keyward::pkcs11 {

class TokenService;

/// A batch provisioning profile (JSON). Example:
/// @code
/// { "select":   { "module": "softhsm2", "label": "batch-*", "serials": [], "blank": false },
///   "initialize": { "label": "web-%n%" },            // optional; destroys the token's objects
///   "pins":     { "so": { "file": "so.pin" }, "user": { "prompt": true } },
///   "keys": [ { "label": "tls", "id": "01", "type": "ec-p256",
///               "csr": { "subject": "/CN=%label%.example.org", "san": ["DNS:%label%.example.org"],
///                        "keyUsage": ["digitalSignature"], "extendedKeyUsage": ["serverAuth"],
///                        "out": "out/%serial%-tls.csr" },
///               "selfSigned": { "subject": "/CN=%label%", "days": 365, "store": true,
///                               "out": "out/%serial%-tls.crt" } } ],
///   "report": "out/%serial%.json" }
/// @endcode
/// Paths are relative to the profile's directory. In templates, %serial%,
/// %label% (the token's label after initialisation) and %n% (1-based index)
/// are replaced. PINs come from files or a prompt, never from the profile.
struct ProvisioningProfile
{
    struct Pin
    {
        QString file; ///< absolute after load
        bool prompt = false;
        bool isSet() const { return prompt || !file.isEmpty(); }
    };
    struct Key
    {
        KeyGenSpec spec;
        QString label; ///< template
        QString idHex;
        bool csr = false;
        CertRequestSpec csrSpec;
        QString csrOut;
        bool selfSigned = false;
        CertRequestSpec certSpec;
        bool storeCertificate = true;
        QString certOut;
    };

    QString path;
    QString baseDir;
    QString module;
    QString labelPattern; ///< wildcard; empty: any
    QStringList serials;  ///< empty: any
    bool blankOnly = false;
    bool initialize = false;
    QString newLabel = QStringLiteral("token-%n%");
    Pin soPin;
    Pin userPin;
    QList<Key> keys;
    QString report; ///< template; empty: no report files (still returned)

    static Result<ProvisioningProfile> load(const QString &path);
    static Result<ProvisioningProfile> fromJson(const QJsonObject &json, const QString &baseDir);
    /// Whether the profile applies to a token.
    bool selects(const TokenInfo &token) const;
};

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

private:
    QJsonObject provision(const TokenInfo &token, int index, const SecretBytes &soPin,
                          const SecretBytes &userPin);
    Result<SecretBytes> pin(const ProvisioningProfile::Pin &pin, const QString &question);
    void say(const QString &line) const;

    TokenService &m_service;
    ProvisioningProfile m_profile;
    bool m_confirmed = false;
    std::function<Result<SecretBytes>(const QString &)> m_prompt;
    std::function<void(const QString &)> m_progress;
    std::function<bool(const TokenInfo &)> m_exclude;
    CancelToken m_cancel;
    bool m_cancelled = false;
};

} // namespace keyward::pkcs11
