// SPDX-License-Identifier: GPL-3.0-or-later
#include "GenerateKeyCommand.h"

#include "CardGenerateInteractor.h"
#include "CardSelection.h"

#include "GpgError.h"
#include "SecureBytes.h"
#include "SetKeyAttrCommand.h"
#include "StatusParsers.h"
#include "core/Logging.h"

#include <QTimeZone> // QDateTime with it

#include <algorithm>

#include <gpgme++/context.h>
#include <gpgme++/data.h>
#include <gpgme++/interfaces/passphraseprovider.h>
#include <gpgme++/key.h>
#include <gpgme++/keygenerationresult.h>
#include <gpgme++/keylistresult.h>

#include <map>

namespace keyward::openpgp {

namespace {

/// Answers gpg's loopback PIN requests from a PinProvider. The admin PIN is
/// verified through scdaemon before gpg runs, so what gpg asks is the user
/// PIN (for the self-signatures) unless its prompt names the admin PIN. A
/// PIN that was wrong is never sent again: that would count down the card's
/// retries.
class PinBridge : public GpgME::PassphraseProvider
{
public:
    PinBridge(PinProvider *provider, AgentSession &session)
        : m_provider(provider)
        , m_session(session)
    {}

    char *getPassphrase(const char *hint, const char *description, bool previousWasBad,
                        bool &canceled) override
    {
        if (previousWasBad) {
            canceled = true;
            return nullptr;
        }
        const QByteArray desc(description ? description : "");
        const PinKind kind =
            desc.contains("Admin") || desc.contains("admin") ? PinKind::AdminPin : PinKind::UserPin;
        qCDebug(lcOpenPgp) << "gpg asks for a PIN:" << (hint ? hint : "") << desc;
        // No touch prompt while the user types a PIN; the card's turn comes after it.
        m_session.keyOperationEnded();
        Result<QByteArray> pin = m_provider->pin(kind, pinKindName(kind));
        m_session.keyOperationStarted(1);
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
    AgentSession &m_session;
};

/// One GPGME context on the worker, with loopback PIN entry when a provider is set. gpg makes
/// self-signatures with the card's signature key through it: while it lives, the touch prompt
/// hook is armed (and paused while a PIN is asked).
struct GpgContext
{
    std::unique_ptr<GpgME::Context> ctx;
    std::unique_ptr<PinBridge> bridge;
    AgentSession &session;

    GpgContext(PinProvider *provider, AgentSession &s)
        : ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP))
        , session(s)
    {
        if (ctx && provider) {
            bridge = std::make_unique<PinBridge>(provider, session);
            ctx->setPinentryMode(GpgME::Context::PinentryLoopback);
            ctx->setPassphraseProvider(bridge.get());
        }
        session.keyOperationStarted(1);
    }
    ~GpgContext()
    {
        session.keyOperationEnded();
        if (ctx) {
            ctx->setPassphraseProvider(nullptr);
        }
    }
    GpgContext(const GpgContext &) = delete;
    GpgContext &operator=(const GpgContext &) = delete;
};

QByteArray gpgTimestamp(qint64 secs)
{
    return QDateTime::fromSecsSinceEpoch(secs, QTimeZone::utc())
        .toString(QStringLiteral("yyyyMMdd'T'HHmmss"))
        .toLatin1();
}

/// What the card holds per slot (1..3): fingerprint, creation time, OpenPGP
/// algorithm id and keygrip.
struct SlotKeys
{
    std::map<int, QByteArray> fpr;
    std::map<int, qint64> time;
    std::map<int, int> algo;
    std::map<int, QByteArray> grip;
};

Result<SlotKeys> readSlotKeys(AgentSession &session, const QString &op, bool grips)
{
    SlotKeys k;
    for (const char *attr : {"KEY-FPR", "KEY-TIME", "KEY-ATTR"}) {
        auto r = session.transactNow(QByteArray("SCD GETATTR ") + attr, {}, op);
        if (!r) {
            return r.error();
        }
        const QByteArray name(attr);
        for (const QByteArray &raw : r->all(name)) {
            if (name == "KEY-FPR") {
                if (auto f = parseKeyFpr(raw)) {
                    k.fpr[f->slot] = f->fingerprint;
                }
            } else if (name == "KEY-TIME") {
                if (auto t = parseKeyTime(raw)) {
                    k.time[t->slot] = t->created;
                }
            } else if (auto a = parseKeyAttr(raw)) {
                k.algo[a->slot] = a->pubkeyAlgo;
            }
        }
    }
    if (grips) {
        // The agent's LEARN also writes the stubs gpg needs to use the keys
        // by keygrip.
        auto r = session.transactNow("LEARN --sendinfo", {}, op);
        if (!r) {
            return r.error();
        }
        for (const QByteArray &raw : r->all("KEYPAIRINFO")) {
            const QList<QByteArray> w = statusWords(raw);
            if (w.size() >= 2 && w[1].startsWith("OPENPGP.")) {
                k.grip[w[1].mid(8).toInt()] = w[0].toUpper();
            }
        }
    }
    return k;
}

} // namespace

GenerateKeyCommand::GenerateKeyCommand(AgentSession *session, QObject *parent)
    : CardCommand(session, parent)
{
    // Between keys, and before the first one while still queued.
    operation()->setCancellable(true);
}

void GenerateKeyCommand::setUserId(const QString &name, const QString &email)
{
    m_name = name;
    m_email = email;
}

QString GenerateKeyCommand::title() const
{
    if (m_fromCard) {
        return tr("Creating a certificate for the card's keys");
    }
    return m_slotOnly ? tr("Generating the %1 on the card").arg(keySlotName(m_slot))
                      : tr("Generating keys on the card");
}

QString GenerateKeyCommand::failureText() const
{
    if (m_fromCard) {
        return tr("No certificate could be created for the card's keys: %1.");
    }
    // %1 is the key's name; %2, left for the reason, is filled in by Error::userMessage().
    return m_slotOnly
               ? tr("The %1 could not be generated on the card: %2.").arg(keySlotName(m_slot))
               : tr("The keys could not be generated on the card: %1.");
}

QString GenerateKeyCommand::successText() const
{
    if (m_fromCard) {
        return (m_encryptionJoined
                    ? tr("Certificate %1 was created for the card's signature and encryption "
                         "keys. The authentication key is not part of it.")
                          .arg(QString::fromLatin1(m_fingerprint))
                    : tr("Certificate %1 was created for the card's signature key. The card's "
                         "other keys are not part of it (they were made at another time).")
                          .arg(QString::fromLatin1(m_fingerprint))) +
               QLatin1Char(' ') + revocationText();
    }
    if (m_slotOnly) {
        if (m_certificateUpdated) {
            return certificateUpdateText();
        }
        return tr("A new %1 was generated on the card (fingerprint %2).")
            .arg(keySlotName(m_slot), QString::fromLatin1(m_fingerprint));
    }
    QString text =
        m_encryptionOnHost
            ? tr("New signature and authentication keys were generated on the card and "
                 "certificate %1 was added to the keyring; its encryption key was generated on "
                 "this computer.")
                  .arg(QString::fromLatin1(m_fingerprint))
            : tr("New keys were generated on the card and certificate %1 was added to the "
                 "keyring.")
                  .arg(QString::fromLatin1(m_fingerprint));
    return text + QLatin1Char(' ') + revocationText();
}

bool GenerateKeyCommand::isCancelled() const
{
    return operation()->token().isCancelled();
}

Status GenerateKeyCommand::cancelledAfter(const QString &what)
{
    Error e = Error::cancelled(title());
    e.detail = what;
    return e;
}

Status GenerateKeyCommand::execute()
{
    if (Status s = validate(); !s) {
        return s;
    }
    if (isCancelled()) {
        return cancelledAfter(tr("nothing was changed"));
    }
    if (m_fromCard) {
        return certificateFromCard();
    }
    return m_slotOnly ? generateSlot() : generateAll();
}

QByteArray GenerateKeyCommand::slotFingerprint(KeySlot slot)
{
    if (auto fpr = session().transactNow("SCD GETATTR KEY-FPR", {}, title())) {
        for (const QByteArray &raw : fpr->all("KEY-FPR")) {
            if (auto f = parseKeyFpr(raw); f && f->slot == static_cast<int>(slot)) {
                return f->fingerprint;
            }
        }
    }
    return {};
}

Status GenerateKeyCommand::genkey(KeySlot slot, const QByteArray &timestamp)
{
    const int n = static_cast<int>(slot);
    progress(0, -1,
             tr("generating the %1; this can take minutes on some cards").arg(keySlotName(slot)));
    auto r = scd("SCD GENKEY --force --timestamp=" + timestamp + ' ' + QByteArray::number(n),
                 {PinKind::AdminPin});
    if (!r) {
        return withTriesLeft(r.error(), 2);
    }
    m_generated << slot;
    return {};
}

Status GenerateKeyCommand::generateSlot()
{
    if (Status s = guardPin(2); !s) {
        return s;
    }
    auto keys = readSlotKeys(session(), title(), false);
    if (!keys) {
        return keys.error();
    }
    SlotKeys k = *keys;
    const int n = static_cast<int>(m_slot);
    CardCertificate cert;
    if (!m_certificate.isEmpty()) {
        std::array<QByteArray, 3> fprs;
        for (int s = 1; s <= 3; ++s) {
            fprs[static_cast<size_t>(s - 1)] = k.fpr[s];
        }
        // The certificate the confirmation named, also when another one holds more of the
        // card's keys; gone from the keyring or no longer holding a card key: nothing is done.
        auto found = findCertificatesByFingerprints(fprs);
        if (!found) {
            return found.error();
        }
        for (const CardCertificate &c : std::as_const(*found)) {
            if (c.fingerprint == m_certificate.toUpper()) {
                cert = c;
            }
        }
        if (cert.isNull()) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, title(),
                               tr("certificate %1 holds no key of this card any more; nothing "
                                  "was changed")
                                   .arg(QString::fromLatin1(m_certificate)));
        }
    }
    const size_t i = static_cast<size_t>(n - 1);
    if (!cert.isNull() && !cert.isPrimary[i]) {
        // gpg generates the key and binds it with the card key's own time.
        if (Status s = guardPin(0); !s) {
            return s;
        }
        if (Status s = verifyAdminPin(); !s) {
            return s;
        }
        if (Status s = refuseGpgOnAnotherCard(); !s) {
            return s;
        }
        if (isCancelled()) {
            return cancelledAfter(tr("nothing was changed"));
        }
        const QByteArray replaced = cert.holds[i] ? k.fpr[n] : QByteArray();
        return readBackCertificateUpdate(k.fpr[n], replaced, addCardKey(m_slot, replaced));
    }
    // A new signature key takes the encryption key's time, so that one new
    // certificate (setFromCard()) can hold both with the card's fingerprints.
    qint64 when = QDateTime::currentSecsSinceEpoch();
    if (m_slot == KeySlot::Signature && k.time[2] > 0 && !k.fpr[2].isEmpty()) {
        when = k.time[2];
    }
    if (isCancelled()) {
        return cancelledAfter(tr("nothing was changed"));
    }
    if (Status s = genkey(m_slot, gpgTimestamp(when)); !s) {
        return s;
    }
    m_fingerprint = slotFingerprint(m_slot);
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
        progress(0, -1, tr("setting the %1 to %2").arg(keySlotName(slot), algo));
        auto r = scd("SCD SETATTR KEY-ATTR " + value, {PinKind::AdminPin});
        if (!r) {
            return withTriesLeft(r.error(), 2);
        }
    }
    return {};
}

Status GenerateKeyCommand::createCertificate(const QByteArray &primaryGrip, int primaryAlgo,
                                             const QByteArray &subGrip, int subAlgo, qint64 created)
{
    progress(0, -1, tr("creating the certificate"));
    // gpg's batch format: Key-Grip makes it use the card's key instead of
    // generating one; the creation date must be the card's for the
    // fingerprints to agree.
    QByteArray p = "<GnupgKeyParms format=\"internal\">\n";
    p += "Key-Type: " + QByteArray::number(primaryAlgo) + '\n';
    p += "Key-Grip: " + primaryGrip + '\n';
    p += "Key-Usage: sign,cert\n";
    if (!subGrip.isEmpty()) {
        p += "Subkey-Type: " + QByteArray::number(subAlgo) + '\n';
        p += "Subkey-Grip: " + subGrip + '\n';
        p += "Subkey-Usage: encrypt\n";
    } else if (m_encryptionOnHost && !m_fromCard && !m_slotOnly) {
        // As gpg --card-edit's off-card backup does: gpg-agent makes the
        // encryption key here, unprotected; it goes to the backup file and the card.
        const QByteArray sub = hostSubkeyParameters();
        if (sub.isEmpty()) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                               tr("the encryption key's algorithm is not known"));
        }
        p.replace("format=\"internal\">\n", "format=\"internal\">\n%no-protection\n");
        p += sub + "Subkey-Usage: encrypt\n";
    }
    // Batch parameters are line based: no line breaks inside a value.
    auto clean = [](const QString &s) { return s.simplified().toUtf8().replace('\n', ' '); };
    if (!m_name.trimmed().isEmpty()) {
        p += "Name-Real: " + clean(m_name) + '\n';
    }
    if (!m_email.trimmed().isEmpty()) {
        p += "Name-Email: " + clean(m_email) + '\n';
    }
    p += "Expire-Date: " + clean(m_expiry.isEmpty() ? QStringLiteral("0") : m_expiry) + '\n';
    p += "Creation-Date: " + gpgTimestamp(created) + '\n';
    p += "%commit\n</GnupgKeyParms>\n";

    qCDebug(lcOpenPgp).noquote() << "gpg --gen-key parameters:\n" << p;
    GpgContext g(pinProvider(), session());
    if (!g.ctx) {
        return Error::internal(title(), QStringLiteral("no GPGME OpenPGP context"));
    }
    GpgME::Data none{GpgME::Data::null}; // gpg writes the keyring itself; GPGME refuses an output
    const GpgME::KeyGenerationResult r = g.ctx->generateKey(p.constData(), none);
    if (r.error()) {
        const auto code = static_cast<gpg_err_code_t>(r.error().code());
        qCDebug(lcOpenPgp) << "certificate from card keys failed:"
                           << gpgErrorText(r.error().encodedError());
        return withTriesLeft(gpgError(code, title(), gpgErrorText(r.error().encodedError())), 0);
    }
    m_fingerprint = QByteArray(r.fingerprint() ? r.fingerprint() : "").toUpper();
    return {};
}

Status GenerateKeyCommand::refuseGpgOnAnotherCard()
{
    // gpg generates on the card through a connection of its own, whose card is scdaemon's
    // default: selecting a card on Keyward's connection (SWITCHCARD) does not reach it. With a
    // card named and another one present, gpg could replace a key on the wrong card.
    if (session().targetCardNow().isEmpty()) {
        return {};
    }
    auto cards = cardselection::listCardsNow(session());
    if (!cards) {
        return cards.error();
    }
    if (cards->size() > 1) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                           tr("gpg adds this key on a card of its own choosing while several "
                              "cards are present; take out the other cards and try again "
                              "(nothing was changed)"));
    }
    return {};
}

Status GenerateKeyCommand::addCardKey(KeySlot slot, const QByteArray &oldSubkey)
{
    progress(0, -1,
             tr("generating the %1 and adding it to the certificate").arg(keySlotName(slot)));
    GpgContext g(pinProvider(), session());
    if (!g.ctx) {
        return Error::internal(title(), QStringLiteral("no GPGME OpenPGP context"));
    }
    const QByteArray cert = m_certificate.isEmpty() ? m_fingerprint : m_certificate;
    GpgME::Error err;
    const GpgME::Key key = g.ctx->key(cert.constData(), err, false);
    if (err || key.isNull()) {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::NotFound, title(),
            tr("certificate %1 is not in the keyring").arg(QString::fromLatin1(cert)));
    }
    auto interactor = std::make_unique<CardGenerateInteractor>(
        static_cast<int>(slot), m_expiry.isEmpty() ? std::string("0") : m_expiry.toStdString(),
        oldSubkey.toStdString());
    CardGenerateInteractor *gen = interactor.get();
    GpgME::Data out;
    err = g.ctx->edit(key, std::move(interactor), out);
    if (!err && gen->cardFailure() == 2) {
        err = GpgME::Error::fromCode(GPG_ERR_BAD_PIN);
    }
    if (!gen->fingerprint().empty()) {
        m_generated << slot; // on the card, whatever happened afterwards
    }
    if (err) {
        const auto code = static_cast<gpg_err_code_t>(err.code());
        qCDebug(lcOpenPgp) << "addcardkey failed:" << gpgErrorText(err.encodedError());
        return withTriesLeft(gpgError(code, title(), gpgErrorText(err.encodedError())),
                             code == GPG_ERR_BAD_PIN ? 0 : 2);
    }
    if (m_slotOnly) {
        m_fingerprint = QByteArray::fromStdString(gen->fingerprint()).toUpper();
    }
    return {};
}

Status GenerateKeyCommand::generateAll()
{
    auto serial = session().transactNow("SCD SERIALNO", {}, title());
    if (!serial) {
        return serial.error();
    }
    if (!parseAid(serial->first("SERIALNO"))) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                           tr("not an OpenPGP card"));
    }
    if (Status s = refuseGpgOnAnotherCard(); !s) {
        return s;
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
    // One time for both keys the batch certificate takes, so both
    // fingerprints agree with the card's.
    const qint64 when = QDateTime::currentSecsSinceEpoch();
    QList<KeySlot> onCard{KeySlot::Signature};
    if (!m_encryptionOnHost) {
        onCard << KeySlot::Encryption;
    }
    for (KeySlot slot : onCard) {
        if (isCancelled()) {
            return cancelledAfter(m_generated.isEmpty()
                                      ? tr("no key was generated")
                                      : tr("the card has a new signature key; no certificate "
                                           "was created, the keyring is unchanged"));
        }
        if (Status s = genkey(slot, gpgTimestamp(when)); !s) {
            return s;
        }
    }
    if (isCancelled()) {
        return cancelledAfter(tr("the card has new signature and encryption keys; no "
                                 "certificate was created, the keyring is unchanged"));
    }
    auto keys = readSlotKeys(session(), title(), true);
    if (!keys) {
        return keys.error();
    }
    SlotKeys k = *keys;
    if (k.grip[1].isEmpty() || (!m_encryptionOnHost && k.grip[2].isEmpty())) {
        return Error::internal(title(), QStringLiteral("the agent did not list the new keys"));
    }
    const QByteArray subGrip = m_encryptionOnHost ? QByteArray() : k.grip[2];
    if (Status s = createCertificate(k.grip[1], k.algo[1], subGrip, k.algo[2], when); !s) {
        return s;
    }
    findHostSubkeyAndRevocation();
    if (isCancelled()) {
        return cancelledAfter(tr("certificate %1 holds the new signature and encryption keys; "
                                 "the authentication key was not generated")
                                  .arg(QString::fromLatin1(m_fingerprint)));
    }
    // scdaemon still has the admin PIN verified from the keys before; this
    // asks only if it does not.
    if (Status s = verifyAdminPin(); !s) {
        return s;
    }
    return addCardKey(KeySlot::Authentication, {});
}

Status GenerateKeyCommand::certificateFromCard()
{
    if (Status s = guardPin(0); !s) {
        return s;
    }
    auto keys = readSlotKeys(session(), title(), true);
    if (!keys) {
        return keys.error();
    }
    SlotKeys k = *keys;
    if (k.fpr[1].isEmpty() || k.grip[1].isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, title(),
                           tr("the card has no signature key"));
    }
    if (Status s = refuseKeyAlreadyInKeyring(k.fpr[1]); !s) {
        return s;
    }
    m_encryptionOnHost = false;
    m_encryptionJoined = !k.grip[2].isEmpty() && k.time[2] == k.time[1] && k.time[1] > 0;
    Status s = createCertificate(
        k.grip[1], k.algo[1], m_encryptionJoined ? k.grip[2] : QByteArray(), k.algo[2], k.time[1]);
    if (s) {
        findHostSubkeyAndRevocation();
    }
    return s;
}

} // namespace keyward::openpgp
