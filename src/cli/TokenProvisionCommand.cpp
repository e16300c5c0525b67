// SPDX-License-Identifier: GPL-3.0-or-later
// token provision PROFILE.json: batch provisioning. The profile is checked
// whole before any token is touched; the tokens it selects are listed, and
// when there are several the user agrees first (--yes in a script).
#include "TokenCli.h"

#include "BenchInterrupt.h"
#include "Confirm.h"

#include "app/ScHsmProvisioning.h"
#include "core/TerminalText.h"
#include "pkcs11/PinSource.h"
#include "pkcs11/Provisioner.h"
#include "pkcs11/TokenContext.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QThread>

namespace keyward::cli::token {

using namespace keyward::pkcs11;

namespace {

QString describeToken(const TokenInfo &t)
{
    return TokenCli::tr("%1 \"%2\" (serial %3, slot %4)")
        .arg(printableText(t.moduleName), printableText(t.label), printableText(t.serial))
        .arg(t.slotId);
}

} // namespace

int TokenCli::cmdProvision()
{
    if (m_o.has(QStringLiteral("example"))) {
        const bool scHsm = m_o.positional().value(1) == QLatin1String("sc-hsm");
        if (m_o.positional().size() > (scHsm ? 2 : 1)) {
            return usageError(tr("provision --example takes no profile file (only \"sc-hsm\" "
                                 "for the SmartCard-HSM example)."));
        }
        m_out << QJsonDocument(scHsm ? ProvisioningProfile::scHsmExample()
                                     : ProvisioningProfile::example())
                     .toJson(QJsonDocument::Indented);
        return ExitOk;
    }
    if (m_o.positional().size() < 2) {
        return usageError(tr("provision needs a profile file (provision --example prints one)."));
    }
    // The whole profile is checked here, before any module is asked for a token.
    auto profile = ProvisioningProfile::load(m_o.positional().at(1));
    if (!profile) {
        return fail(profile.error());
    }
    // A SmartCard-HSM's share files are read and opened with their passwords here too, before
    // any module is asked for a token (in software; a few seconds per share).
    std::shared_ptr<app::ScHsmProvisioning> scHsm;
    if (profile->scHsm) {
        scHsm = std::make_shared<app::ScHsmProvisioning>(profile.value());
        if (!profile->dkekShares.isEmpty() && !m_json) {
            m_err << tr("Opening the profile's DKEK shares with their passwords (a few seconds "
                        "each)...")
                  << '\n';
            m_err.flush();
        }
        if (auto st = scHsm->prepare(); !st) {
            return fail(st.error());
        }
    }
    const bool watch = m_o.has(QStringLiteral("watch"));
    const bool yes = m_o.has(QStringLiteral("yes"));
    const int count = m_o.value(QStringLiteral("count")).toInt();
    const int timeout = m_o.value(QStringLiteral("timeout")).toInt();
    // PINs are read once for the whole batch.
    std::optional<SecretBytes> so, user;
    const auto remembered = [&](std::optional<SecretBytes> &slot, const QString &question) {
        return [&slot, question](const QString &) -> Result<SecretBytes> {
            if (!slot) {
                auto r = PinSource::prompt(question);
                if (!r) {
                    return r.error();
                }
                slot = r.value();
            }
            return *slot;
        };
    };
    // Which tokens a round acts on, said before anything reaches them; more
    // than one needs the user's agreement.
    const auto confirmTokens = [&](const QList<TokenInfo> &tokens) {
        QStringList names;
        for (const TokenInfo &t : tokens) {
            names << describeToken(t);
        }
        const QString what = profile->initialize
                                 ? tr("Each is initialised, which destroys its keys and "
                                      "certificates, then gets the profile's keys.")
                                 : tr("Each gets the profile's keys.");
        const QString list =
            QCoreApplication::translate("TokenCommands", "Tokens the profile acts on (%n): %1.",
                                        nullptr, int(tokens.size()))
                .arg(names.join(QStringLiteral("; "))) +
            QLatin1Char(' ') + what;
        if (tokens.size() < 2) {
            if (!m_json) {
                m_err << list << '\n';
            }
            return true;
        }
        return confirmDestructive(list, yes, m_err);
    };
    QSet<QString> done;
    QList<QJsonObject> reports;
    QElapsedTimer clock;
    clock.start();
    // Ctrl+C / SIGTERM: the token being provisioned stops between steps (a
    // key pair finished meanwhile is deleted), later tokens are not started.
    // A signal during a PIN prompt is acted on when the prompt returns.
    const keyward::cli::BenchInterrupt interrupt;
    CancelToken cancel;
    const keyward::cli::BenchInterrupt::Watch watcher(cancel);
    for (;;) {
        // A fresh service per round: modules are loaded anew, so tokens
        // inserted (or made by another process) since the last round show up.
        TokenService service(extraModules(m_o));
        Provisioner provisioner(watch ? service : m_service, profile.value());
        provisioner.setDestructiveConfirmed(yes);
        provisioner.setConfirmTokens(confirmTokens);
        provisioner.setDeviceInitializer(scHsm);
        provisioner.setPinPrompt([&](const QString &question) {
            return question.startsWith(tr("SO PIN")) ? remembered(so, question)(question)
                                                     : remembered(user, question)(question);
        });
        provisioner.setExclude([&done](const TokenInfo &t) { return done.contains(t.serial); });
        provisioner.setProgress([this](const QString &line) {
            if (!m_json) {
                m_out << printableText(line, 4096) << '\n';
                m_out.flush();
            }
        });
        provisioner.setCancelToken(cancel);
        auto round = provisioner.run();
        if (!round && !(watch && round.error().kind == ErrorKind::NoCard)) {
            return fail(round.error());
        }
        if (round) {
            for (const QJsonObject &r : round.value()) {
                done.insert(r.value(QStringLiteral("serial")).toString());
                reports << r;
            }
        }
        if (!watch || (count > 0 && reports.size() >= count) ||
            (timeout > 0 && clock.elapsed() > qint64(timeout) * 1000) || cancel.isCancelled()) {
            break;
        }
        if (round && !m_json) {
            m_out << tr("Waiting for the next token...") << '\n';
            m_out.flush();
        }
        QThread::sleep(1);
    }
    bool allOk = true;
    QJsonArray a;
    for (const QJsonObject &r : std::as_const(reports)) {
        allOk = allOk && r.value(QStringLiteral("ok")).toBool();
        a.append(r);
    }
    if (m_json) {
        m_out << QJsonDocument(
                     QJsonObject{{QStringLiteral("ok"), allOk}, {QStringLiteral("reports"), a}})
                     .toJson();
    } else if (!cancel.isCancelled()) {
        m_out << QCoreApplication::translate("TokenCommands", "Tokens provisioned: %n.", nullptr,
                                             int(reports.size()))
              << '\n';
    }
    if (cancel.isCancelled() && keyward::cli::BenchInterrupt::signalNumber() != 0) {
        if (!m_json) {
            m_err << tr("Interrupted: the reports above say what was done on each token and "
                        "what was not.")
                  << '\n';
        }
        return 128 + keyward::cli::BenchInterrupt::signalNumber();
    }
    return allOk && !reports.isEmpty() ? ExitOk : ExitFailed;
}

} // namespace keyward::cli::token
