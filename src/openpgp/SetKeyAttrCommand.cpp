// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetKeyAttrCommand.h"

#include <QCoreApplication>

namespace keyward::openpgp {

namespace {

/// "brainpoolp256" (device profiles) and "brainpoolP256r1" (GnuPG) are one curve.
QString canonical(const QString &algorithm)
{
    QString a = algorithm.trimmed().toLower();
    if (a.startsWith(QLatin1String("brainpoolp"))) {
        a = QStringLiteral("brainpoolP") + a.mid(10);
        if (!a.endsWith(QLatin1String("r1"))) {
            a += QLatin1String("r1");
        }
    }
    if (a == QLatin1String("curve25519")) {
        a = QStringLiteral("cv25519");
    }
    return a;
}

} // namespace

QString keySlotName(KeySlot slot)
{
    switch (slot) {
    case KeySlot::Signature:
        return QCoreApplication::translate("keyward::openpgp::KeySlot", "signature key");
    case KeySlot::Encryption:
        return QCoreApplication::translate("keyward::openpgp::KeySlot", "encryption key");
    case KeySlot::Authentication:
        return QCoreApplication::translate("keyward::openpgp::KeySlot", "authentication key");
    }
    return {};
}

SetKeyAttrCommand::SetKeyAttrCommand(AgentSession *session, KeySlot slot, QString algorithm,
                                     QStringList supported, QObject *parent)
    : CardCommand(session, parent)
    , m_slot(slot)
    , m_algorithm(canonical(algorithm))
    , m_supported(std::move(supported))
{}

QString SetKeyAttrCommand::title() const
{
    return tr("Changing the algorithm of the %1").arg(keySlotName(m_slot));
}

QString SetKeyAttrCommand::failureText() const
{
    // %2, left for the reason, is filled in by Error::userMessage().
    return tr("The algorithm of the %1 could not be changed: %2.").arg(keySlotName(m_slot));
}

QString SetKeyAttrCommand::successText() const
{
    return tr("The card now reports %2 for the %1. Generate or import a key for it.")
        .arg(keySlotName(m_slot), m_readBack);
}

QString SetKeyAttrCommand::whatIsLost(const CardInfo &card, KeySlot slot)
{
    const CardKeySlot &k = card.key(slot);
    if (!k.hasKey()) {
        return {};
    }
    return tr("Changing the algorithm destroys the %1 on card %2 (fingerprint %3). It cannot be "
              "recovered from the card; only a backup brings it back.")
        .arg(keySlotName(slot), card.aid.serialText(), QString::fromLatin1(k.fingerprint));
}

QString SetKeyAttrCommand::whatMayBeLost(KeySlot slot)
{
    return tr("Keyward could not read the card first, so it cannot say whether the %1 slot holds "
              "a key. If it does, changing the algorithm destroys that key.")
        .arg(keySlotName(slot));
}

QByteArray SetKeyAttrCommand::attributeValue(KeySlot slot, const QString &algorithm)
{
    const QString a = canonical(algorithm);
    const int n = static_cast<int>(slot);
    const QByteArray prefix = "--force " + QByteArray::number(n) + ' ';
    if (a.startsWith(QLatin1String("rsa"))) {
        bool ok = false;
        const int bits = a.mid(3).toInt(&ok);
        if (!ok || bits < 1024 || bits > 16384) {
            return {};
        }
        return prefix + "1 rsa" + QByteArray::number(bits);
    }
    const bool decrypt = slot == KeySlot::Encryption;
    if (a == QLatin1String("ed25519")) {
        return decrypt ? QByteArray() : prefix + "22 ed25519";
    }
    if (a == QLatin1String("cv25519")) {
        return decrypt ? prefix + "18 cv25519" : QByteArray();
    }
    static const QStringList weierstrass{
        QStringLiteral("nistp256"),        QStringLiteral("nistp384"),
        QStringLiteral("nistp521"),        QStringLiteral("secp256k1"),
        QStringLiteral("brainpoolP256r1"), QStringLiteral("brainpoolP384r1"),
        QStringLiteral("brainpoolP512r1")};
    if (weierstrass.contains(a)) {
        return prefix + (decrypt ? "18 " : "19 ") + a.toLatin1();
    }
    return {};
}

Status SetKeyAttrCommand::execute()
{
    const QByteArray value = attributeValue(m_slot, m_algorithm);
    if (value.isEmpty()) {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
            tr("%1 cannot be used for the %2").arg(m_algorithm, keySlotName(m_slot)));
    }
    if (!m_supported.isEmpty()) {
        bool found = false;
        for (const QString &s : m_supported) {
            found = found || canonical(s) == m_algorithm;
        }
        if (!found) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                               tr("this card does not support %1").arg(m_algorithm));
        }
    }
    if (Status s = guardPin(2); !s) {
        return s;
    }
    auto r = scd("SCD SETATTR KEY-ATTR " + value, {PinKind::AdminPin});
    if (!r) {
        return withTriesLeft(r.error(), 2);
    }
    // Say what the card holds now, not what was asked for.
    auto back = scd("SCD GETATTR KEY-ATTR", {});
    if (!back) {
        Error e = back.error();
        e.operation = title();
        setFailureNote(tr("The card accepted the change, but reading its key attributes "
                          "afterwards failed, so Keyward cannot say which algorithm the %1 uses "
                          "now. Read the card before using it.")
                           .arg(keySlotName(m_slot)));
        return e;
    }
    for (const QByteArray &line : back->all("KEY-ATTR")) {
        if (auto attr = parseKeyAttr(line); attr && attr->slot == static_cast<int>(m_slot)) {
            m_readBack = canonical(attr->name());
        }
    }
    if (m_readBack != m_algorithm) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, title(),
                           tr("the card accepted the change but now reports %1 for the %2, not %3")
                               .arg(m_readBack.isEmpty() ? tr("no algorithm") : m_readBack,
                                    keySlotName(m_slot), m_algorithm));
    }
    return {};
}

} // namespace keyward::openpgp
