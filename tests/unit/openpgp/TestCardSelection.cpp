// SPDX-License-Identifier: GPL-3.0-or-later
// Several cards: the card list scdaemon answers with, --card matching, and the device
// lists of GnuPG 2.4's "SCD DEVINFO --watch".
#include "openpgp/AssuanReply.h"
#include "openpgp/CardSelection.h"
#include "openpgp/DevinfoWatcher.h"

#include <QTest>

using namespace keyward;
using namespace keyward::openpgp;

class TestCardSelection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cardList()
    {
        // "SCD GETINFO card_list" / "SCD SERIALNO --all" (GnuPG 2.4): one
        // SERIALNO line per card; a PIV or other card is not an OpenPGP AID.
        AssuanReply r;
        r.status = {{"SERIALNO", "D2760001240103040006886A8E380000"},
                    {"SERIALNO", "D276000124010200F51700E0B0460000"},
                    {"SERIALNO", "D2760001240103040006886A8E380000"},
                    {"SERIALNO", "A000000308000010000100"},
                    {"READER", "ignored"}};
        const QList<CardAid> cards = cardselection::parseCardList(r);
        QCOMPARE(cards.size(), 2);
        QCOMPARE(cards[0].serialText(), QStringLiteral("886A8E38"));
        QCOMPARE(cards[0].manufacturerName, QStringLiteral("Yubico"));
        QCOMPARE(cards[1].serialText(), QStringLiteral("00E0B046"));
        QCOMPARE(cards[1].manufacturerName, QStringLiteral("FSIJ"));
        QCOMPARE(cardselection::describe(cards),
                 QStringLiteral("886A8E38 (Yubico), 00E0B046 (FSIJ)"));

        // GnuPG 2.2's plain SERIALNO carries a trailing word.
        AssuanReply one;
        one.status = {{"SERIALNO", "D2760001240103040006886A8E380000 0"}};
        QCOMPARE(cardselection::parseCardList(one).size(), 1);
        QVERIFY(cardselection::parseCardList(AssuanReply{}).isEmpty());
    }

    void matching()
    {
        const CardAid aid = *parseAid("D2760001240103040006886A8E380000");
        QVERIFY(cardselection::matches(aid, u"886A8E38"));
        QVERIFY(cardselection::matches(aid, u"886a8e38"));
        QVERIFY(cardselection::matches(aid, u" 886A8E38\n"));
        QVERIFY(cardselection::matches(aid, u"D2760001240103040006886A8E380000"));
        QVERIFY(cardselection::matches(aid, u"d2760001240103040006886a8e380000"));
        QVERIFY(!cardselection::matches(aid, u"886A8E3"));
        QVERIFY(!cardselection::matches(aid, u"00000000"));
        QVERIFY(!cardselection::matches(aid, u""));
        QVERIFY(!cardselection::matches(aid, u"D2760001240103040006886A8E38"));
        QVERIFY(!cardselection::matches(CardAid{}, u"00000000"));
    }

    void find()
    {
        const QList<CardAid> cards{*parseAid("D2760001240103040006886A8E380000"),
                                   *parseAid("D276000124010200F51700E0B0460000")};
        const auto second = cardselection::find(cards, QStringLiteral("00e0b046"), {});
        QVERIFY(second);
        QCOMPARE(second->hex, QByteArray("D276000124010200F51700E0B0460000"));
        const auto none = cardselection::find(cards, QStringLiteral("00000000"), {});
        QVERIFY(!none);
        QVERIFY(none.error().is(ErrorKind::NotFound));
        QVERIFY(none.error().detail.contains(QStringLiteral("886A8E38")));
        QVERIFY(none.error().detail.contains(QStringLiteral("00E0B046")));
        QVERIFY(!cardselection::find({}, QStringLiteral("886A8E38"), {}));
    }

    void devinfoBlocks()
    {
        DevinfoParser p;
        // Lines outside a block (a stray END, a DEVICE before START) are no snapshot.
        QVERIFY(!p.feed("DEVINFO_END", {}));
        QVERIFY(!p.feed("DEVICE", "yubikey D2760001240103040006886A8E380000 openpgp"));
        QVERIFY(!p.feed("DEVINFO_START", {}));
        QVERIFY(!p.feed("DEVICE", "yubikey D2760001240103040006886A8E380000 openpgp"));
        QVERIFY(!p.feed("DEVICE", "yubikey D2760001240103040006886A8E380000 piv"));
        QVERIFY(!p.feed("DEVICE", "gnuk  D276000124010200F51700E0B0460000   openpgp"));
        QVERIFY(!p.feed("PROGRESS", "x"));
        const auto two = p.feed("DEVINFO_END", {});
        QVERIFY(two);
        QCOMPARE(two->size(), 3);
        QCOMPARE((*two)[0].cardType, QByteArray("yubikey"));
        QCOMPARE((*two)[1].appType, QByteArray("piv"));
        QCOMPARE((*two)[2].serial, QByteArray("D276000124010200F51700E0B0460000"));
        QCOMPARE((*two)[2].appType, QByteArray("openpgp"));
        // The next block replaces the list: a card pulled, then none.
        QVERIFY(!p.feed("DEVINFO_START", {}));
        QVERIFY(!p.feed("DEVICE", "gnuk D276000124010200F51700E0B0460000 openpgp"));
        const auto one = p.feed("DEVINFO_END", {});
        QVERIFY(one && one->size() == 1);
        QVERIFY(!p.feed("DEVINFO_START", {}));
        const auto none = p.feed("DEVINFO_END", {});
        QVERIFY(none && none->isEmpty());
    }

    void devinfoVersions()
    {
        QVERIFY(!DevinfoWatcher::availableFor({2, 2, 40}));
        QVERIFY(DevinfoWatcher::availableFor({2, 4, 7}));
        QVERIFY(DevinfoWatcher::availableFor({3, 0, 0}));
        QVERIFY(!DevinfoWatcher::availableFor({0, 0, 0}));
    }
};

QTEST_GUILESS_MAIN(TestCardSelection)
#include "TestCardSelection.moc"
