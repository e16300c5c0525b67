// SPDX-License-Identifier: GPL-3.0-or-later
#include "OpenPgpCards.h"

#include "bench/runners/CardIdentity.h"
#include "openpgp/CardSelection.h"
#include "openpgp/KnownDevices.h"
#include "pcsc/ReaderList.h"

#include <QCoreApplication>

namespace keyward::app {

namespace {

QString modelOf(const openpgp::CardAid &aid)
{
    const auto known =
        openpgp::identifyDevice(aid.manufacturerId, aid.versionMajor, aid.versionMinor);
    return known ? known->model
                 : QCoreApplication::translate("keyward::app::OpenPgpCards", "OpenPGP card");
}

} // namespace

Result<QList<PresentCard>> presentOpenPgpCards(openpgp::AgentSession &session)
{
    auto served = session.worker()
                      .run([&session] { return openpgp::cardselection::listCardsNow(session); })
                      .result();
    if (!served) {
        return served.error();
    }
    const auto version =
        session.worker().run([&session] { return session.agentVersionNow(); }).result();
    const bool multi = version[0] > 2 || (version[0] == 2 && version[1] >= 3);
    QList<PresentCard> cards;
    for (const openpgp::CardAid &aid : *served) {
        cards.append(PresentCard{aid, modelOf(aid), {}, true});
    }
    auto readers = pcsc::listReaders();
    if (!readers) {
        return cards; // no pcscd: what scdaemon serves is all there is to know
    }
    QStringList held;
    for (const pcsc::ReaderState &r : *readers) {
        if (r.cardPresent && r.inUse) {
            held << r.name;
        }
    }
    if (cards.size() == 1 && held.size() == 1) {
        cards[0].reader = held.first();
    }
    const auto withCard = std::count_if(readers->cbegin(), readers->cend(),
                                        [](const pcsc::ReaderState &r) { return r.cardPresent; });
    if (multi || withCard <= cards.size()) {
        // scdaemon listed every card: never touch a reader it may use.
        return cards;
    }
    for (const pcsc::ReaderState &r : *readers) {
        if (!r.cardPresent || r.inUse || r.mute) {
            continue;
        }
        const auto id = bench::probeOpenPgpCard(r.name);
        if (!id) {
            continue; // not an OpenPGP card, or taken meanwhile
        }
        const auto aid =
            openpgp::parseAid(id->id.mid(QStringLiteral("openpgp:").size()).toLatin1());
        if (!aid) {
            continue;
        }
        const bool seen = std::any_of(cards.cbegin(), cards.cend(),
                                      [&](const PresentCard &c) { return c.aid.hex == aid->hex; });
        if (!seen) {
            cards.append(PresentCard{*aid, modelOf(*aid), r.name, false});
        }
    }
    return cards;
}

bool severalCardsMayBePresent()
{
    const auto readers = pcsc::listReaders();
    if (!readers) {
        return true;
    }
    return std::count_if(readers->cbegin(), readers->cend(),
                         [](const pcsc::ReaderState &r) { return r.cardPresent; }) > 1;
}

QStringList describeCards(const QList<PresentCard> &cards)
{
    QStringList lines;
    for (const PresentCard &c : cards) {
        QString line =
            QStringLiteral("%1  %2 (%3)").arg(c.aid.serialText(), c.model, c.aid.manufacturerName);
        if (!c.reader.isEmpty()) {
            line += QStringLiteral("  ") + c.reader;
        }
        lines << line;
    }
    return lines;
}

} // namespace keyward::app
