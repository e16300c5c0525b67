// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardText.h"

#include "openpgp/CardKeyExpiry.h"
#include "openpgp/SetKeyAttrCommand.h"

#include <QCoreApplication>
#include <QLocale>

namespace keyward::gui::card::text {

namespace {
// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::gui::card::CardText)
};
} // namespace

PinLevel pinLevel(const openpgp::CardInfo &card, int index)
{
    const int tries = card.pins.triesLeft[static_cast<size_t>(index)];
    if (index == 1 && tries == 0) {
        // The card cannot tell "never set" from "blocked"; both mean the
        // reset code cannot be used.
        return PinLevel::NotSet;
    }
    if (tries <= 0) {
        return PinLevel::Blocked;
    }
    return tries == 1 ? PinLevel::Low : PinLevel::Ok;
}

QString pinName(int index)
{
    switch (index) {
    case 0:
        return Text::tr("user PIN");
    case 1:
        return Text::tr("reset code");
    default:
        return Text::tr("admin PIN");
    }
}

QString pinCounterText(const openpgp::CardInfo &card, int index)
{
    const int tries = card.pins.triesLeft[static_cast<size_t>(index)];
    switch (pinLevel(card, index)) {
    case PinLevel::NotSet:
        return Text::tr("not set (or blocked)");
    case PinLevel::Blocked:
        return Text::tr("BLOCKED — no tries left");
    case PinLevel::Low:
        return Text::tr("WARNING: only 1 try left");
    case PinLevel::Ok:
        break;
    }
    return Text::tr("%n tries left", nullptr, tries);
}

QString pinWarning(const openpgp::CardInfo &card)
{
    QStringList lines;
    const PinLevel user = pinLevel(card, 0);
    const PinLevel admin = pinLevel(card, 2);
    if (user == PinLevel::Blocked) {
        // Name only the ways that are open on this card.
        const bool resetCode = pinLevel(card, 1) != PinLevel::NotSet;
        const bool adminPin = admin != PinLevel::Blocked;
        if (resetCode && adminPin) {
            lines << Text::tr(
                "The user PIN is blocked: the card cannot sign, decrypt or authenticate. "
                "Unblock it with the reset code or the admin PIN (PINs menu).");
        } else if (adminPin) {
            lines << Text::tr(
                "The user PIN is blocked: the card cannot sign, decrypt or authenticate. "
                "Unblock it with the admin PIN (PINs menu).");
        } else if (resetCode) {
            lines << Text::tr(
                "The user PIN is blocked: the card cannot sign, decrypt or authenticate. "
                "Unblock it with the reset code (PINs menu).");
        } else {
            lines << Text::tr(
                "The user PIN is blocked, and neither a reset code nor the admin PIN "
                "can unblock it: only a factory reset (which destroys the keys) makes "
                "the card usable again.");
        }
    } else if (user == PinLevel::Low) {
        lines << Text::tr("The user PIN has only 1 try left: one more wrong entry blocks it.");
    }
    if (admin == PinLevel::Blocked) {
        lines << Text::tr(
            "The admin PIN is blocked: card settings can no longer be changed. Only a "
            "factory reset (which destroys the keys) makes the card usable for that "
            "again.");
    } else if (admin == PinLevel::Low) {
        lines << Text::tr(
            "The admin PIN has only 1 try left: one more wrong entry blocks it, and then "
            "only a factory reset helps.");
    }
    if (lines.isEmpty()) {
        return {};
    }
    return Text::tr("Warning: %1").arg(lines.join(QLatin1Char(' ')));
}

QString deviceName(const openpgp::CardInfo &card)
{
    const QString maker = card.aid.manufacturerName;
    if (card.model.isEmpty()) {
        return maker.isEmpty() ? Text::tr("OpenPGP card") : maker;
    }
    return card.model; // profile names are complete: "YubiKey 5", "FST-01 (Gnuk)"
}

QString fingerprint(const QByteArray &hex)
{
    if (hex.isEmpty()) {
        return Text::tr("no key");
    }
    QString out;
    for (qsizetype i = 0; i < hex.size(); i += 4) {
        if (i > 0) {
            out += (i == hex.size() / 2) ? QStringLiteral("  ") : QStringLiteral(" ");
        }
        out += QString::fromLatin1(hex.mid(i, 4));
    }
    return out;
}

QString fingerprintLines(const QByteArray &hex)
{
    QString out = fingerprint(hex);
    if (!hex.isEmpty()) {
        out.replace(QStringLiteral("  "), QStringLiteral("\n"));
    }
    return out;
}

QString algorithm(const QString &name)
{
    // Curve names come in the card's or scdaemon's spelling; the page, the
    // dialogs and gpg --card-edit use GnuPG's lower-case ones.
    for (const char *c : {"ed25519", "cv25519", "ed448", "x448"}) {
        if (name.compare(QLatin1String(c), Qt::CaseInsensitive) == 0) {
            return QLatin1String(c);
        }
    }
    // scdaemon names the encryption curve by its libgcrypt name.
    if (name.compare(QLatin1String("curve25519"), Qt::CaseInsensitive) == 0) {
        return QStringLiteral("cv25519");
    }
    if (name.compare(QLatin1String("curve448"), Qt::CaseInsensitive) == 0) {
        return QStringLiteral("x448");
    }
    return name;
}

QString origin(openpgp::KeyOrigin origin)
{
    switch (origin) {
    case openpgp::KeyOrigin::Generated:
        return Text::tr("generated on the card");
    case openpgp::KeyOrigin::Imported:
        return Text::tr("imported");
    case openpgp::KeyOrigin::None:
        return Text::tr("no key");
    case openpgp::KeyOrigin::Unknown:
        break;
    }
    return Text::tr("unknown");
}

QString languages(const QString &code)
{
    QStringList parts;
    for (qsizetype i = 0; i + 1 < code.size(); i += 2) {
        parts << code.mid(i, 2);
    }
    return parts.join(QStringLiteral(", "));
}

QStringList capabilities(const openpgp::CardInfo &card)
{
    const openpgp::ExtCap &c = card.extCap;
    QStringList out;
    if (c.keyImport) {
        out << Text::tr("key import");
    }
    if (c.algoAttrChangeable) {
        out << Text::tr("algorithm can be changed");
    }
    if (c.pinStatusChangeable) {
        out << Text::tr("PIN validity (forcesig) can be changed");
    }
    if (c.getChallenge) {
        out << Text::tr("random numbers (GET CHALLENGE)");
    }
    if (c.privateDos) {
        out << Text::tr("private data objects");
    }
    if (c.secureMessaging) {
        out << Text::tr("secure messaging");
    }
    if (c.aesPso) {
        out << Text::tr("AES encryption");
    }
    if (card.kdfSupported || c.kdf) {
        out << Text::tr("KDF-DO (PIN hashing)");
    }
    if (card.hasButton || c.button) {
        out << Text::tr("touch button");
    }
    if (c.maxCertLength > 0) {
        out << Text::tr("cardholder certificate up to %1 bytes").arg(c.maxCertLength);
    }
    return out;
}

QString orNotSet(const QString &value)
{
    if (value.trimmed().isEmpty()) {
        return QStringLiteral("<i>%1</i>").arg(Text::tr("not set"));
    }
    return value.toHtmlEscaped();
}

QString certificates(const openpgp::CardInfo &card, const QList<openpgp::CardCertificate> &certs)
{
    bool anyKey = false;
    for (const openpgp::CardKeySlot &k : card.keys) {
        anyKey = anyKey || k.hasKey();
    }
    if (!anyKey) {
        return QStringLiteral("—");
    }
    if (certs.isEmpty()) {
        return Text::tr("No certificate in this keyring holds the card's keys.");
    }
    QStringList out;
    for (const openpgp::CardCertificate &cert : certs) {
        QStringList held;
        for (size_t s = 0; s < 3; ++s) {
            if (cert.holds[s]) {
                const QString name = openpgp::keySlotName(static_cast<openpgp::KeySlot>(s + 1));
                held << (cert.isPrimary[s] ? Text::tr("%1 (primary key)").arg(name) : name);
            }
        }
        QString text = Text::tr("%1\n%2\nholds the card's %3")
                           .arg(cert.userId.isEmpty() ? Text::tr("(no user ID)") : cert.userId,
                                fingerprint(cert.fingerprint), QLocale().createSeparatedList(held));
        for (size_t s = 0; s < 3; ++s) {
            if (cert.holds[s]) {
                const auto slot = static_cast<openpgp::KeySlot>(s + 1);
                text += Text::tr("\n%1: %2")
                            .arg(openpgp::keySlotName(slot), openpgp::expiryText(cert, slot));
            }
        }
        out << text;
    }
    // What needs doing first: a key that expires soon or has expired.
    const QStringList warnings = openpgp::expiryWarnings(certs, QDateTime::currentDateTimeUtc());
    return (warnings + out).join(QStringLiteral("\n\n"));
}

QStringList algorithmsForSlot(const QStringList &supported, openpgp::KeySlot slot)
{
    QStringList out;
    for (const QString &a : supported) {
        const bool isCv = a == QLatin1String("cv25519") || a == QLatin1String("x448");
        const bool isEd = a == QLatin1String("ed25519") || a == QLatin1String("ed448");
        if (slot == openpgp::KeySlot::Encryption ? isEd : isCv) {
            continue;
        }
        out << a;
    }
    return out;
}

QString changedOutside(const openpgp::CardInfo &before, const openpgp::CardInfo &now)
{
    QStringList parts;
    bool keys = false;
    bool touch = false;
    for (size_t s = 0; s < now.keys.size(); ++s) {
        const openpgp::CardKeySlot &a = before.keys[s];
        const openpgp::CardKeySlot &b = now.keys[s];
        keys = keys || a.fingerprint != b.fingerprint || a.algorithm != b.algorithm ||
               a.created != b.created;
        touch = touch || a.touch != b.touch;
    }
    if (keys) {
        parts << Text::tr("keys");
    }
    if (before.pins.triesLeft != now.pins.triesLeft) {
        parts << Text::tr("PIN retry counters");
    }
    if (before.pins.validForSeveral != now.pins.validForSeveral) {
        parts << Text::tr("signature PIN policy");
    }
    if (before.cardholderNameRaw != now.cardholderNameRaw || before.language != now.language ||
        before.sex != now.sex || before.url != now.url || before.login != now.login) {
        parts << Text::tr("cardholder data");
    }
    if (!(before.kdf == now.kdf)) {
        parts << Text::tr("KDF setting");
    }
    if (touch) {
        parts << Text::tr("touch policy");
    }
    if (parts.isEmpty()) {
        return {};
    }
    return Text::tr("The card changed outside this window since it was last read (%1). The page "
                    "shows what the card holds now.")
        .arg(QLocale().createSeparatedList(parts));
}

} // namespace keyward::gui::card::text
