// SPDX-License-Identifier: GPL-3.0-or-later
#include "SlotPlanner.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QSet>

#include <algorithm>

namespace keyward::openpgp::keytocard {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::keytocard::SlotPlanner)
};

Error refuse(ErrorKind kind, const QString &detail)
{
    return Error::make(ErrorDomain::Keyward, 0, kind, Text::tr("Planning the move to the card"),
                       detail);
}

struct Figure
{
    const char *model; ///< a substring of the model name, lower case
    const char *algorithm;
    double seconds;
};

// Mean decrypt times from the published GnuPG keycard comparison (2017); the
// signature operation costs the same private-key operation.
constexpr Figure kFigures[] = {
    {"gnuk", "cv25519", 0.135},         {"gnuk", "ed25519", 0.135},
    {"gnuk", "rsa2048", 1.265},         {"gnuk", "rsa3072", 3.9},
    {"gnuk", "rsa4096", 8.218},         {"fst-01", "cv25519", 0.135},
    {"fst-01", "ed25519", 0.135},       {"fst-01", "rsa2048", 1.265},
    {"fst-01", "rsa3072", 3.9},         {"fst-01", "rsa4096", 8.218},
    {"nitrokey pro", "rsa2048", 0.610}, {"nitrokey pro", "rsa3072", 1.5},
    {"nitrokey pro", "rsa4096", 3.150}, {"zeitcontrol", "rsa2048", 0.610},
    {"zeitcontrol", "rsa4096", 3.150},  {"yubikey neo", "rsa2048", 0.736},
    {"yubikey 4", "rsa2048", 0.162},    {"yubikey 4", "rsa4096", 0.875},
};

} // namespace

CardCapabilities CardCapabilities::fromCardInfo(const CardInfo &info)
{
    CardCapabilities c;
    c.serial = info.aid.hex;
    // A figure measured on the virtual card never stands for the hardware.
    c.model = info.isVirtual ? info.model + QStringLiteral(" (virtual)") : info.model;
    c.algorithms = info.supportedAlgorithms;
    c.keyImport = info.extCap.keyImport;
    for (size_t i = 0; i < 3; ++i) {
        c.slotFingerprints[i] = info.keys[i].fingerprint;
    }
    return c;
}

QList<KeySlot> SlotPlanner::slotsForUsage(const SubkeyInfo &key)
{
    QList<KeySlot> out;
    if (key.canSign || key.canCertify) {
        out << KeySlot::Signature;
    }
    if (key.canEncrypt) {
        out << KeySlot::Encryption;
    }
    if (key.canAuthenticate || key.canSign) {
        out << KeySlot::Authentication;
    }
    return out;
}

bool SlotPlanner::cardTakes(const CardCapabilities &card, const QString &algorithm)
{
    return std::any_of(card.algorithms.begin(), card.algorithms.end(), [&](const QString &a) {
        return a.compare(algorithm, Qt::CaseInsensitive) == 0;
    });
}

Status SlotPlanner::check(const SubkeyInfo &key, KeySlot slot, const CardCapabilities &card)
{
    if (!card.keyImport) {
        return refuse(ErrorKind::NotSupported,
                      Text::tr("This card does not accept imported keys."));
    }
    if (!slotsForUsage(key).contains(slot)) {
        return refuse(ErrorKind::InvalidInput,
                      Text::tr("Key %1 (usage %2) cannot be used as the card's %3.")
                          .arg(QString::fromLatin1(key.keyId), key.usageText(), keySlotName(slot)));
    }
    // cv25519 is an encryption-only curve; ed25519 signs only.
    const QString alg = key.algorithm.toLower();
    if ((alg == QLatin1String("cv25519") && slot != KeySlot::Encryption) ||
        (alg == QLatin1String("ed25519") && slot == KeySlot::Encryption)) {
        return refuse(
            ErrorKind::InvalidInput,
            Text::tr("A %1 key cannot be the card's %2.").arg(key.algorithm, keySlotName(slot)));
    }
    if (!cardTakes(card, key.algorithm)) {
        return refuse(ErrorKind::NotSupported,
                      Text::tr("The card does not support %1 keys (it takes: %2).")
                          .arg(key.algorithm, card.algorithms.join(QStringLiteral(", "))));
    }
    return {};
}

QList<KeySlot> SlotPlanner::compatibleSlots(const SubkeyInfo &key, const CardCapabilities &card)
{
    QList<KeySlot> out;
    for (KeySlot s : slotsForUsage(key)) {
        if (check(key, s, card)) {
            out << s;
        }
    }
    return out;
}

namespace {
struct Measured
{
    double seconds = 0;
    QString source;
};
QMutex g_measuredLock;
QHash<QString, Measured> g_measured; // "model\nalgorithm" (lower case)
QString measuredKey(const QString &model, const QString &algorithm)
{
    return model.toLower() + QLatin1Char('\n') + algorithm.toLower();
}
std::optional<Measured> findMeasured(const QString &model, const QString &algorithm)
{
    QMutexLocker lock(&g_measuredLock);
    if (auto it = g_measured.constFind(measuredKey(model, algorithm));
        it != g_measured.constEnd()) {
        return *it;
    }
    return std::nullopt;
}
const Figure *findPublished(const QString &model, const QString &algorithm)
{
    const QString m = model.toLower();
    const QString a = algorithm.toLower();
    for (const Figure &f : kFigures) {
        if (m.contains(QLatin1String(f.model)) && a == QLatin1String(f.algorithm)) {
            return &f;
        }
    }
    return nullptr;
}
} // namespace

void SlotPlanner::setMeasuredSeconds(const QString &model, const QString &algorithm, double seconds,
                                     const QString &source)
{
    QMutexLocker lock(&g_measuredLock);
    g_measured.insert(measuredKey(model, algorithm), Measured{seconds, source});
}

void SlotPlanner::clearMeasuredSeconds()
{
    QMutexLocker lock(&g_measuredLock);
    g_measured.clear();
}

std::optional<double> SlotPlanner::typicalSeconds(const QString &model, const QString &algorithm)
{
    if (auto m = findMeasured(model, algorithm)) {
        return m->seconds;
    }
    if (const Figure *f = findPublished(model, algorithm)) {
        return f->seconds;
    }
    return std::nullopt;
}

QString SlotPlanner::figureSource(const QString &model, const QString &algorithm)
{
    if (auto m = findMeasured(model, algorithm)) {
        return m->source.isEmpty() ? Text::tr("measured") : m->source;
    }
    if (findPublished(model, algorithm)) {
        return Text::tr("published keycard measurements, 2017");
    }
    return {};
}

QString SlotPlanner::slowWarning(const QString &model, const QString &algorithm)
{
    const auto s = typicalSeconds(model, algorithm);
    if (!s || *s < 1.0) {
        return {};
    }
    return Text::tr("%1 is slow on the %2: about %3 s per signature or decryption (%4).")
        .arg(algorithm, model, QString::number(*s, 'f', 1), figureSource(model, algorithm));
}

QList<SlotMapping> SlotPlanner::proposal(const LocalKey &key, const CardCapabilities &card)
{
    QList<const SubkeyInfo *> candidates;
    for (const SubkeyInfo &s : key.subkeys) {
        if (!s.isPrimary && s.hasSecret && !s.isCardKey && !s.expired && !s.revoked) {
            candidates << &s;
        }
    }
    std::stable_sort(
        candidates.begin(), candidates.end(),
        [](const SubkeyInfo *a, const SubkeyInfo *b) { return a->created > b->created; });
    QList<SlotMapping> plan;
    QSet<int> used;
    // Each slot's natural usage first (S to signature, E to encryption, A to
    // authentication) so a signing key does not take the authentication slot
    // from an authentication key.
    for (KeySlot slot : {KeySlot::Signature, KeySlot::Encryption, KeySlot::Authentication}) {
        for (const SubkeyInfo *s : candidates) {
            const bool natural = (slot == KeySlot::Signature && s->canSign) ||
                                 (slot == KeySlot::Encryption && s->canEncrypt) ||
                                 (slot == KeySlot::Authentication && s->canAuthenticate);
            const bool taken = std::any_of(plan.begin(), plan.end(), [&](const SlotMapping &m) {
                return m.subkeyFingerprint == s->fingerprint;
            });
            if (natural && !taken && !used.contains(static_cast<int>(slot)) &&
                check(*s, slot, card)) {
                plan << SlotMapping{s->fingerprint, slot};
                used.insert(static_cast<int>(slot));
            }
        }
    }
    std::sort(plan.begin(), plan.end(), [](const SlotMapping &a, const SlotMapping &b) {
        return static_cast<int>(a.slot) < static_cast<int>(b.slot);
    });
    return plan;
}

Status SlotPlanner::validate(const LocalKey &key, const QList<SlotMapping> &plan,
                             const CardCapabilities &card, bool allowStubs)
{
    if (plan.isEmpty()) {
        return refuse(ErrorKind::InvalidInput, Text::tr("No subkey was chosen to move."));
    }
    QSet<int> usedSlots;
    QSet<QByteArray> keys;
    for (const SlotMapping &m : plan) {
        const SubkeyInfo *s = key.subkey(m.subkeyFingerprint);
        if (!s) {
            return refuse(ErrorKind::NotFound, Text::tr("Key %1 has no subkey %2.")
                                                   .arg(QString::fromLatin1(key.fingerprint),
                                                        QString::fromLatin1(m.subkeyFingerprint)));
        }
        if (!s->hasSecret || (s->isCardKey && !allowStubs)) {
            return refuse(ErrorKind::NotFound,
                          Text::tr("The secret part of subkey %1 is not in the local keyring%2.")
                              .arg(QString::fromLatin1(s->keyId),
                                   s->isCardKey ? Text::tr(" (it is on card %1; move it from the "
                                                           "backup instead)")
                                                      .arg(QString::fromLatin1(s->cardSerial))
                                                : QString()));
        }
        if (usedSlots.contains(static_cast<int>(m.slot))) {
            return refuse(ErrorKind::InvalidInput,
                          Text::tr("Two keys were chosen for the %1.").arg(keySlotName(m.slot)));
        }
        if (keys.contains(s->fingerprint)) {
            return refuse(
                ErrorKind::InvalidInput,
                Text::tr("Subkey %1 was chosen twice.").arg(QString::fromLatin1(s->keyId)));
        }
        if (Status st = check(*s, m.slot, card); !st) {
            return st;
        }
        usedSlots.insert(static_cast<int>(m.slot));
        keys.insert(s->fingerprint);
    }
    return {};
}

std::optional<KeySlot> SlotPlanner::parseSlot(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("sig") || t == QLatin1String("sign") ||
        t == QLatin1String("signature") || t == QLatin1String("1")) {
        return KeySlot::Signature;
    }
    if (t == QLatin1String("enc") || t == QLatin1String("encr") ||
        t == QLatin1String("encryption") || t == QLatin1String("decrypt") ||
        t == QLatin1String("2")) {
        return KeySlot::Encryption;
    }
    if (t == QLatin1String("auth") || t == QLatin1String("authentication") ||
        t == QLatin1String("3")) {
        return KeySlot::Authentication;
    }
    return std::nullopt;
}

QString SlotPlanner::slotWord(KeySlot slot)
{
    return slotKeyword(slot);
}

} // namespace keyward::openpgp::keytocard
