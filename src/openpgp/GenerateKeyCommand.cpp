// SPDX-License-Identifier: GPL-3.0-or-later
#include "GenerateKeyCommand.h"

#include "CardGenerateInteractor.h"

#include "GpgError.h"
#include "SecureBytes.h"
#include "SetKeyAttrCommand.h"
#include "StatusParsers.h"
#include "core/Logging.h"

#include <gpgme++/context.h>
#include <gpgme++/data.h>
#include <gpgme++/interfaces/passphraseprovider.h>
#include <gpgme++/key.h>

#include <cstdlib>
#include <cstring>

namespace keyward::openpgp {

namespace {

/// Answers gpg's loopback PIN requests from a PinProvider. gpg says nothing
/// about which PIN it wants in loopback mode, so the order of its prompts
/// decides. A PIN that was wrong is never sent again: that would count down
/// the card's retries.
class PinBridge : public GpgME::PassphraseProvider
{
public:
    explicit PinBridge(PinProvider *provider)
        : m_provider(provider)
    {}

    char *getPassphrase(const char *hint, const char *description, bool previousWasBad,
                        bool &canceled) override
    {
        if (previousWasBad) {
            canceled = true;
            return nullptr;
        }
        // gpg --card-edit generate checks the user PIN, then the admin PIN,
        // then asks the user PIN again for each self-signature it needs.
        PinKind kind = m_asked == 1 ? PinKind::AdminPin : PinKind::UserPin;
        const QByteArray desc(description ? description : "");
        qCDebug(lcOpenPgp) << "gpg asks for a PIN:" << (hint ? hint : "") << desc;
        ++m_asked;
        Result<QByteArray> pin = m_provider->pin(kind, pinKindName(kind));
        if (!pin) {
            canceled = true;
            return nullptr;
        }
        QByteArray value = std::move(pin).value();
        char *out = takeForGpgme(value);
        canceled = out == nullptr;
        return out;
    }

private:
    PinProvider *m_provider;
    int m_asked = 0;
};

} // namespace

GenerateKeyCommand::GenerateKeyCommand(AgentSession *session, QObject *parent)
    : CardCommand(session, parent)
{
    operation()->setCancellable(false);
}

void GenerateKeyCommand::setUserId(const QString &name, const QString &email)
{
    m_name = name;
    m_email = email;
}

QString GenerateKeyCommand::title() const
{
    return m_slotOnly ? tr("Generating the %1 on the card").arg(keySlotName(m_slot))
                      : tr("Generating keys on the card");
}

QString GenerateKeyCommand::successText() const
{
    if (m_slotOnly) {
        return tr("A new %1 was generated on the card (fingerprint %2).")
            .arg(keySlotName(m_slot), QString::fromLatin1(m_fingerprint));
    }
    return tr("New keys were generated on the card and certificate %1 was added to the keyring.")
        .arg(QString::fromLatin1(m_fingerprint));
}

Status GenerateKeyCommand::execute()
{
    progress(0, -1, tr("Generating; this can take minutes on some cards"));
    return m_slotOnly ? generateSlot() : generateWithCertificate();
}

Status GenerateKeyCommand::generateSlot()
{
    if (Status s = guardPin(2); !s) {
        return s;
    }
    const int n = static_cast<int>(m_slot);
    auto r = scd("SCD GENKEY --force " + QByteArray::number(n), {PinKind::AdminPin});
    if (!r) {
        return withTriesLeft(r.error(), 2);
    }
    if (auto fpr = session().transactNow("SCD GETATTR KEY-FPR", {}, title())) {
        for (const QByteArray &raw : fpr->all("KEY-FPR")) {
            if (auto f = parseKeyFpr(raw); f && f->slot == n) {
                m_fingerprint = f->fingerprint;
            }
        }
    }
    return {};
}

Status GenerateKeyCommand::applyAlgorithm()
{
    if (m_algorithm.isEmpty()) {
        return {};
    }
    auto current = session().transactNow("SCD GETATTR KEY-ATTR", {}, title());
    if (!current) {
        return current.error();
    }
    QMap<int, QString> now;
    for (const QByteArray &raw : current->all("KEY-ATTR")) {
        if (auto a = parseKeyAttr(raw)) {
            now[a->slot] = a->name().toLower();
        }
    }
    for (int n = 1; n <= 3; ++n) {
        const auto slot = static_cast<KeySlot>(n);
        QString algo = m_algorithm.toLower();
        if (slot == KeySlot::Encryption && algo == QLatin1String("ed25519")) {
            algo = QStringLiteral("cv25519");
        }
        if (now.value(n) == algo) {
            continue;
        }
        const QByteArray value = SetKeyAttrCommand::attributeValue(slot, algo);
        if (value.isEmpty()) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                               tr("%1 cannot be used for the %2").arg(algo, keySlotName(slot)));
        }
        progress(0, -1, tr("Setting the %1 to %2").arg(keySlotName(slot), algo));
        auto r = scd("SCD SETATTR KEY-ATTR " + value, {PinKind::AdminPin});
        if (!r) {
            return withTriesLeft(r.error(), 2);
        }
    }
    return {};
}

Status GenerateKeyCommand::generateWithCertificate()
{
    if (m_name.trimmed().size() < 5) {
        // gpg's own rule for the name part of a user ID
        return Error::invalidInput(title(), tr("The name needs at least five characters"));
    }
    auto serial = session().transactNow("SCD SERIALNO", {}, title());
    if (!serial) {
        return serial.error();
    }
    const auto aid = parseAid(serial->first("SERIALNO"));
    if (!aid) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                           tr("not an OpenPGP card"));
    }
    if (Status s = guardPin(2); !s) {
        return s;
    }
    if (Status s = guardPin(0); !s) {
        return s;
    }
    if (Status s = applyAlgorithm(); !s) {
        return s;
    }

    GpgME::Error err;
    std::unique_ptr<GpgME::Context> ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP));
    if (!ctx) {
        return Error::internal(title(), QStringLiteral("no GPGME OpenPGP context"));
    }
    std::unique_ptr<PinBridge> bridge;
    if (pinProvider()) {
        bridge = std::make_unique<PinBridge>(pinProvider());
        ctx->setPinentryMode(GpgME::Context::PinentryLoopback);
        ctx->setPassphraseProvider(bridge.get());
    }
    auto interactor = std::make_unique<CardGenerateInteractor>(
        m_name.toStdString(), m_email.toStdString(), m_expiry.toStdString());
    CardGenerateInteractor *gen = interactor.get();
    GpgME::Data out;
    err = ctx->cardEdit(GpgME::Key(), std::move(interactor), out);
    ctx->setPassphraseProvider(nullptr);
    if (!err && gen->cardFailure() == 2) {
        err = GpgME::Error::fromCode(GPG_ERR_BAD_PIN);
    }
    if (err) {
        const auto code = static_cast<gpg_err_code_t>(err.code());
        qCDebug(lcOpenPgp) << "card-edit generate failed:" << err.asString();
        return withTriesLeft(gpgError(code, title(), QString::fromLocal8Bit(err.asString())),
                             code == GPG_ERR_BAD_PIN ? 0 : 2);
    }
    // scdaemon cached the card before gpg changed it.
    session().transactNow("SCD LEARN --force", {}, title());
    if (auto fpr = session().transactNow("SCD GETATTR KEY-FPR", {}, title())) {
        for (const QByteArray &raw : fpr->all("KEY-FPR")) {
            if (auto f = parseKeyFpr(raw); f && f->slot == 1) {
                m_fingerprint = f->fingerprint;
            }
        }
    }
    return {};
}

} // namespace keyward::openpgp
