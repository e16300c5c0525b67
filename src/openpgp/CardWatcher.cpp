// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardWatcher.h"

#include "AgentSession.h"
#include "CardInfo.h"
#include "CardSelection.h"
#include "KnownDevices.h"
#include "StatusParsers.h"
#include "VirtualCardProbe.h"
#include "core/Logging.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>

namespace keyward::openpgp {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::CardWatcher)
};

QString slotName(int slot)
{
    switch (slot) {
    case 1:
        return Text::tr("Signature key");
    case 2:
        return Text::tr("Encryption key");
    case 3:
        return Text::tr("Authentication key");
    default:
        return Text::tr("Attestation key");
    }
}

struct Snapshot
{
    QList<DeviceInfo> cards;
    Error error;
};

void readOne(AgentSession &session, Snapshot &s)
{
    auto serial = session.transactNow(
        "SCD SERIALNO", {},
        QCoreApplication::translate("keyward::openpgp::CardWatcher", "Looking for a card"));
    if (!serial) {
        const ErrorKind k = serial.error().kind;
        if (k != ErrorKind::NoCard && k != ErrorKind::CardRemoved && k != ErrorKind::NotFound) {
            s.error = serial.error();
        }
        return;
    }
    const auto aid = parseAid(serial->first("SERIALNO"));
    if (!aid) {
        return; // a card, but not an OpenPGP card
    }
    const QString op =
        QCoreApplication::translate("keyward::openpgp::CardWatcher", "Reading the card");
    auto learn = session.transactNow("SCD LEARN --force", {}, op);
    AssuanReply reply = learn ? *learn : AssuanReply{};
    if (learn && learn->first("KEY-ATTR").isNull()) {
        // LEARN leaves out the key attributes on some GnuPG versions and cards (empty slots
        // among them); the card reports them when asked.
        if (auto attrs = session.transactNow("SCD GETATTR KEY-ATTR", {}, op)) {
            reply.status += attrs->status;
        }
    }
    const auto atr = session.transactNow("SCD APDU --atr", {}, op);
    const bool isVirtual =
        isVirtualReaderCard(atr ? QByteArray::fromHex(atr->first("CARD-ATR")) : QByteArray());
    s.cards.append(CardWatcher::deviceInfo(*aid, reply, isVirtual));
}

Snapshot takeSnapshot(AgentSession &session)
{
    Snapshot s;
    const auto cards = cardselection::listCardsNow(session);
    if (!cards) {
        const ErrorKind k = cards.error().kind;
        if (k != ErrorKind::NoCard && k != ErrorKind::CardRemoved) {
            s.error = cards.error();
        }
        return s;
    }
    if (cards->size() <= 1) {
        readOne(session, s);
        return s;
    }
    // Several cards (GnuPG 2.4): each one made the current card in turn.
    for (const CardAid &aid : *cards) {
        const TargetCardScope target(session, aid.hex);
        readOne(session, s);
    }
    return s;
}

} // namespace

CardWatcher::CardWatcher(AgentSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{}

DeviceInfo CardWatcher::deviceInfo(const CardAid &aid, const AssuanReply &learn, bool isVirtual)
{
    DeviceInfo d;
    d.id = QStringLiteral("openpgp:") + QString::fromLatin1(aid.hex);
    d.kind = DeviceKind::OpenPgpCard;
    d.source = QStringLiteral("openpgp");
    d.vendor = aid.manufacturerName;
    const auto known = identifyDevice(aid.manufacturerId, aid.versionMajor, aid.versionMinor);
    d.model = known ? known->model : QString();
    d.serial = aid.serialText();
    d.present = true;
    d.isVirtual = isVirtual;
    d.name = d.model.isEmpty() ? Text::tr("%1 OpenPGP card").arg(d.vendor) : d.model;
    // The device list marks virtual devices itself (DeviceListModel).

    auto add = [&d](const char *key, const QString &label, const QString &value,
                    const QJsonValue &data = QJsonValue(QJsonValue::Undefined)) {
        d.fields.append(DeviceField{label, value, QLatin1String(key), data});
    };
    add("specVersion", Text::tr("Specification version"), aid.version());
    add("manufacturer", Text::tr("Manufacturer"),
        QStringLiteral("%1 (0x%2)")
            .arg(aid.manufacturerName)
            .arg(aid.manufacturerId, 4, 16, QLatin1Char('0')));
    add("aid", Text::tr("Application ID"), QString::fromLatin1(aid.hex));
    const QByteArray name = learn.first("DISP-NAME");
    if (!name.isEmpty()) {
        // ISO 7816 name: "Surname<<Given names"
        QString n = QString::fromUtf8(unescapeAssuan(name));
        const qsizetype sep = n.indexOf(QLatin1String("<<"));
        if (sep >= 0) {
            n = n.mid(sep + 2).replace(QLatin1Char('<'), QLatin1Char(' ')) + QLatin1Char(' ') +
                n.left(sep).replace(QLatin1Char('<'), QLatin1Char(' '));
        }
        add("cardholder", Text::tr("Cardholder"), n.trimmed());
    }
    if (auto chv = parseChvStatus(learn.first("CHV-STATUS"))) {
        add("pinRetries", Text::tr("PIN retry counter"),
            Text::tr("user PIN %1, reset code %2, admin PIN %3")
                .arg(chv->triesLeft[0])
                .arg(chv->triesLeft[1])
                .arg(chv->triesLeft[2]),
            QJsonObject{{QStringLiteral("userPin"), chv->triesLeft[0]},
                        {QStringLiteral("resetCode"), chv->triesLeft[1]},
                        {QStringLiteral("adminPin"), chv->triesLeft[2]}});
        add("signaturePin", Text::tr("Signature PIN"),
            chv->validForSeveral ? Text::tr("valid for several signatures")
                                 : Text::tr("asked for every signature"),
            chv->validForSeveral ? QStringLiteral("several-signatures")
                                 : QStringLiteral("every-signature"));
    }
    QMap<int, QString> attrs;
    for (const QByteArray &raw : learn.all("KEY-ATTR")) {
        if (auto a = parseKeyAttr(raw)) {
            attrs[a->slot] = a->name();
        }
    }
    QMap<int, QString> fprs;
    for (const QByteArray &raw : learn.all("KEY-FPR")) {
        if (auto f = parseKeyFpr(raw)) {
            fprs[f->slot] = QString::fromLatin1(f->fingerprint);
        }
    }
    for (int slot = 1; slot <= 3; ++slot) {
        const QString algo = attrs.value(slot, Text::tr("unknown algorithm"));
        const QString fpr = fprs.value(slot);
        const auto orNull = [](const QString &s) {
            return s.isEmpty() ? QJsonValue() : QJsonValue(s);
        };
        d.fields.append(
            DeviceField{slotName(slot),
                        fpr.isEmpty() ? Text::tr("%1, empty").arg(algo)
                                      : QStringLiteral("%1, %2").arg(algo, fpr),
                        slotKeyword(static_cast<KeySlot>(slot)),
                        QJsonObject{{QStringLiteral("algorithm"), orNull(attrs.value(slot))},
                                    {QStringLiteral("fingerprint"), orNull(fpr)}}});
    }
    const QByteArray counter = learn.first("SIG-COUNTER");
    if (!counter.isNull()) {
        add("signatureCounter", Text::tr("Signature counter"),
            QString::number(parseSigCounter(counter)), parseSigCounter(counter));
    }
    const QByteArray kdf = learn.first("KDF");
    const ExtCap ext = parseExtCap(learn.first("EXTCAP"));
    if (!kdf.isNull() || ext.kdf) {
        const bool on = parseKdfStatus(kdf).enabled;
        add("kdf", Text::tr("KDF"), on ? Text::tr("on") : Text::tr("off"), on);
    }
    return d;
}

void CardWatcher::refresh()
{
    if (!m_session) {
        return;
    }
    if (m_running) {
        m_pending = true;
        return;
    }
    m_running = true;
    AgentSession *session = m_session.data();
    if (!session) {
        return;
    }
    QPointer<CardWatcher> self(this);
    session->worker().post([self, session] {
        const Snapshot s = takeSnapshot(*session);
        // Posted back rather than QFuture::then(): see CardCommand::run().
        if (self) {
            QMetaObject::invokeMethod(
                self,
                [self, s] {
                    if (self) {
                        self->finish(s.cards, s.error);
                    }
                },
                Qt::QueuedConnection);
        }
    });
}

void CardWatcher::finish(const QList<DeviceInfo> &cards, const Error &error)
{
    m_running = false;
    if (error.isError()) {
        qCDebug(lcOpenPgp) << "card refresh failed:" << error.technical();
        Q_EMIT refreshFailed(error);
    } else if (!m_emitted || cards != m_cards) {
        m_cards = cards;
        m_emitted = true;
        Q_EMIT cardsChanged(m_cards);
    }
    if (!error.isError()) {
        Q_EMIT refreshed();
    }
    if (m_pending) {
        m_pending = false;
        refresh();
    }
}

} // namespace keyward::openpgp
