// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardLock.h"

#include "core/Logging.h"

#include <QCoreApplication>

namespace keyward::openpgp {

namespace {

/// The file's user-visible strings, in one translation context that lupdate sees.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::CardLock)
};

} // namespace

QByteArray CardLock::cardKeyOf(const QByteArray &aidHex)
{
    // Manufacturer and serial (AID bytes 8-13) name the card; the version
    // bytes before them are the same for the card's whole life.
    return (aidHex.size() >= 28 ? aidHex.mid(16, 12) : aidHex).toUpper();
}

Result<CardLock> CardLock::acquire(const QByteArray &aidHex, const QString &serial,
                                   const QString &operation)
{
    const QString name = QStringLiteral("card-") + QString::fromLatin1(cardKeyOf(aidHex));
    auto lock = LockFile::acquire(name, LockFile::Wait::No, operation);
    if (!lock) {
        Error e = lock.error();
        if (e.kind == ErrorKind::Busy && e.domain == ErrorDomain::Keyward) {
            qCDebug(lcOpenPgp) << "card lock held elsewhere:" << name;
            e.detail = Text::tr("Another Keyward is using this card (serial %1); try again "
                                "when it has finished")
                           .arg(serial);
        }
        return e;
    }
    CardLock card;
    card.m_lock = std::move(lock).value();
    card.m_card = cardKeyOf(aidHex);
    return card;
}

} // namespace keyward::openpgp
