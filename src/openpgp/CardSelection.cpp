// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardSelection.h"

#include <QCoreApplication>

namespace keyward::openpgp::cardselection {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::CardSelection)
};

} // namespace

bool matches(const CardAid &aid, QStringView wanted)
{
    const QString w = wanted.trimmed().toString().toUpper();
    if (w.isEmpty() || aid.hex.isEmpty()) {
        return false;
    }
    return w == QString::fromLatin1(aid.hex).toUpper() || w == aid.serialText().toUpper();
}

QList<CardAid> parseCardList(const AssuanReply &reply)
{
    QList<CardAid> cards;
    for (const StatusLine &line : reply.status) {
        if (line.keyword != "SERIALNO") {
            continue;
        }
        const auto aid = parseAid(line.args);
        if (!aid) {
            continue;
        }
        const bool seen = std::any_of(cards.cbegin(), cards.cend(),
                                      [&](const CardAid &c) { return c.hex == aid->hex; });
        if (!seen) {
            cards.append(*aid);
        }
    }
    return cards;
}

Result<QList<CardAid>> listCardsNow(AgentSession &session)
{
    const QString op = Text::tr("Looking for cards");
    const auto version = session.agentVersionNow();
    const bool multi = version[0] > 2 || (version[0] == 2 && version[1] >= 3);
    auto isNoCard = [](const Error &e) {
        return e.is(ErrorKind::NoCard) || e.is(ErrorKind::CardRemoved) || e.is(ErrorKind::NotFound);
    };
    if (multi) {
        // --all opens every reader's card; card_list then names them all.
        if (auto all = session.transactNow("SCD SERIALNO --all", {}, op);
            !all && !isNoCard(all.error())) {
            return all.error();
        }
        auto list = session.transactNow("SCD GETINFO card_list", {}, op);
        if (!list) {
            return isNoCard(list.error()) ? Result<QList<CardAid>>(QList<CardAid>{})
                                          : Result<QList<CardAid>>(list.error());
        }
        return parseCardList(*list);
    }
    // GnuPG 2.2: the card scdaemon has open, from its memory (no APDU); only
    // when it has none, SERIALNO (which selects the card again) looks for one.
    if (auto list = session.transactNow("SCD GETINFO card_list", {}, op)) {
        if (const QList<CardAid> open = parseCardList(*list); !open.isEmpty()) {
            return open;
        }
    }
    auto serial = session.transactNow("SCD SERIALNO", {}, op);
    if (!serial) {
        return isNoCard(serial.error()) ? Result<QList<CardAid>>(QList<CardAid>{})
                                        : Result<QList<CardAid>>(serial.error());
    }
    return parseCardList(*serial);
}

QString describe(const QList<CardAid> &cards)
{
    QStringList parts;
    for (const CardAid &c : cards) {
        parts << QStringLiteral("%1 (%2)").arg(c.serialText(), c.manufacturerName);
    }
    return parts.join(QStringLiteral(", "));
}

Result<CardAid> find(const QList<CardAid> &cards, const QString &wanted, const QString &operation)
{
    for (const CardAid &c : cards) {
        if (matches(c, wanted)) {
            return c;
        }
    }
    Error e =
        Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, operation,
                    QStringLiteral("no card %1 among: %2")
                        .arg(wanted, cards.isEmpty() ? QStringLiteral("none") : describe(cards)));
    return e;
}

} // namespace keyward::openpgp::cardselection
