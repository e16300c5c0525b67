// SPDX-License-Identifier: GPL-3.0-or-later
#include "KdfSetupCommand.h"

#include "CardInfo.h"
#include "SecureBytes.h"
#include "StatusParsers.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

namespace keyward::openpgp {

namespace {

QByteArray randomBytes(int n)
{
    QByteArray b(n, Qt::Uninitialized);
    for (int i = 0; i < n; ++i) {
        b[i] = static_cast<char>(QRandomGenerator::system()->bounded(256));
    }
    return b;
}

QByteArray be32(quint32 v)
{
    QByteArray b(4, Qt::Uninitialized);
    b[0] = static_cast<char>(v >> 24);
    b[1] = static_cast<char>(v >> 16);
    b[2] = static_cast<char>(v >> 8);
    b[3] = static_cast<char>(v);
    return b;
}

/// scdaemon's own test for a Gnuk (FST-01, Nitrokey Start): a 21-byte ATR with
/// TA1 = 0x11. GnuPG 2.4 applies it in app.c; Keyward needs it with 2.2 too.
bool isGnukAtr(const QByteArray &atr)
{
    return atr.size() == 21 && static_cast<quint8>(atr[2]) == 0x11;
}

} // namespace

KdfSetupCommand::KdfSetupCommand(AgentSession *session, bool enable, QObject *parent)
    : CardCommand(session, parent)
    , m_enable(enable)
{}

QString KdfSetupCommand::title() const
{
    return m_enable ? tr("Turning KDF on") : tr("Turning KDF off");
}

QString KdfSetupCommand::failureText() const
{
    return m_enable ? tr("KDF could not be turned on: %1.")
                    : tr("KDF could not be turned off: %1.");
}

QString KdfSetupCommand::successText() const
{
    if (!m_enable) {
        return tr("KDF is off. Check that your PINs still work and change them if not.");
    }
    if (m_defaultsRefused) {
        // The card had the last word: what it refused is not its PIN.
        return tr("KDF is on, but the card refused a default PIN when it was checked afterwards: "
                  "the PINs are not both the factory defaults (user PIN 123456, admin PIN "
                  "12345678) on this card. Check which PINs work before changing them.");
    }
    return m_verified
               ? tr("KDF is on. The PINs are now the factory defaults (user PIN 123456, admin PIN "
                    "12345678; both were checked): change both now.")
               : tr("KDF is on. The PINs are now the factory defaults (user PIN 123456, admin PIN "
                    "12345678): change both now.");
}

QString KdfSetupCommand::explanation(const CardInfo &card, bool enable)
{
    if (!card.kdfSupported) {
        return tr("This card does not support KDF.");
    }
    if (enable) {
        return tr("With KDF on, the computer sends a salted hash of your PIN instead of the PIN "
                  "itself. Turning it on resets both PINs to the factory defaults (user PIN "
                  "123456, admin PIN 12345678) on this card with GnuPG %1; a reset code is no "
                  "longer usable. Change both PINs right afterwards. PIN-pad readers cannot be "
                  "used with KDF, and OpenSC's PKCS#11 module does not support it.")
            .arg(card.agentVersion);
    }
    return tr("Turning KDF off makes the computer send PINs in plain again. PINs that were set "
              "while KDF was on are stored as hashes and will not match any more on most cards: "
              "be ready to reset the card, or change the PINs first to the defaults.");
}

QByteArray KdfSetupCommand::s2k(const QByteArray &salt, const QByteArray &secret, quint32 count)
{
    QByteArray data = salt + secret;
    QCryptographicHash h(QCryptographicHash::Sha256);
    qint64 remaining = std::max<qint64>(count, data.size());
    while (remaining > 0) {
        const qint64 take = std::min<qint64>(remaining, data.size());
        h.addData(QByteArrayView(data.constData(), take));
        remaining -= take;
    }
    wipe(data);
    return h.result();
}

QByteArray KdfSetupCommand::dataObject(bool enable, const QByteArray &saltUser,
                                       const QByteArray &saltReset, const QByteArray &saltAdmin,
                                       quint32 iterations)
{
    if (!enable) {
        return QByteArray::fromHex("810100");
    }
    const bool single = saltReset.isEmpty() || saltAdmin.isEmpty();
    QByteArray d = QByteArray::fromHex("8101038201088304") + be32(iterations);
    d += QByteArray::fromHex("8408") + saltUser;
    if (!single) {
        d += QByteArray::fromHex("8508") + saltReset;
        d += QByteArray::fromHex("8608") + saltAdmin;
    }
    d += QByteArray::fromHex("8720") + s2k(saltUser, "123456", iterations);
    d += QByteArray::fromHex("8820") + s2k(single ? saltUser : saltAdmin, "12345678", iterations);
    return d;
}

Status KdfSetupCommand::execute()
{
    m_verified = false;
    m_defaultsRefused = false;
    if (Status s = guardPin(2); !s) {
        return s;
    }
    progress(0, 3, tr("Writing the KDF data object"));
    QByteArray f9 = dataObject(m_enable, randomBytes(8), randomBytes(8), randomBytes(8));
    if (!m_enable) {
        // A Gnuk takes KDF off only as an empty KDF-DO (it deletes the DO) and refuses
        // "81 01 00"; GnuPG 2.4 sends the empty form to a Gnuk itself, 2.2 passes on what
        // it is given.
        if (auto atr = session().transactNow("SCD APDU --atr", {}, title());
            atr && isGnukAtr(QByteArray::fromHex(atr->first("CARD-ATR")))) {
            f9.clear();
        }
    }
    auto r = scd("SCD SETATTR KDF " + escapeAssuan(f9), {PinKind::AdminPin});
    if (!r) {
        return withTriesLeft(r.error(), 2);
    }
    // From here on the card has the new KDF setting (and, turning it on,
    // the default PINs): whatever fails now is reported as a failed check
    // after a done change, never as "KDF failed".
    // scdaemon keeps the old F9 in its cache and would send the PIN the old
    // way: make it read the card again.
    if (Status s = reselectCard(); !s) {
        setSuccessNote(tr("Keyward could not make scdaemon read the card again (%1); if a PIN "
                          "is refused next, remove and insert the card.")
                           .arg(s.error().userMessage()));
        return {};
    }
    if (!m_verify) {
        return {};
    }
    auto refused = [](const Status &v) {
        return v.error().is(ErrorKind::WrongPin) || v.error().is(ErrorKind::PinBlocked);
    };
    progress(1, 3, tr("Checking the user PIN"));
    if (Status v = verifyUserPin(); !v) {
        m_defaultsRefused = refused(v);
        setSuccessNote(tr("The user PIN could not be checked afterwards (%1).")
                           .arg(Error::describe(v.error().kind)));
        return {};
    }
    progress(2, 3, tr("Checking the admin PIN"));
    if (Status v = verifyAdminPin(); !v) {
        m_defaultsRefused = refused(v);
        setSuccessNote(tr("The admin PIN could not be checked afterwards (%1).")
                           .arg(Error::describe(v.error().kind)));
        return {};
    }
    m_verified = true;
    progress(3, 3, {});
    return {};
}

} // namespace keyward::openpgp
