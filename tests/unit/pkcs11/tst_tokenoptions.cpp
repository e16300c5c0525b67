// SPDX-License-Identifier: GPL-3.0-or-later
// `keyward-cli token` option parsing: every subcommand knows its options; an
// unknown one, a missing value or a stray argument is a usage error that
// names it; a secret on the command line is refused with where secrets go.
#include "cli/TokenOptions.h"

#include <QTest>

using namespace keyward::cli::token;

class TestTokenOptions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void accepted_data();
    void accepted();
    void refused_data();
    void refused();
    void help_data();
    void help();
    void everySubcommandHasUsage();
};

namespace {

QStringList split(const QString &line)
{
    return line.split(u' ', Qt::SkipEmptyParts);
}

} // namespace

void TestTokenOptions::accepted_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("subcommand");
    QTest::newRow("info") << "info --token t --module softhsm2"
                          << "info";
    QTest::newRow("options first") << "--module softhsm2 --token t info"
                                   << "info";
    QTest::newRow("inline value") << "objects --token=t --pin-file=- --login"
                                  << "objects";
    QTest::newRow("keygen")
        << "keygen --token t --key-type ec-p256 --label k --id 01 --pin-file p --extractable"
        << "keygen";
    QTest::newRow("selfsign") << "selfsign --label k --subject /CN=x --days 10 --ca --store --out f"
                              << "selfsign";
    QTest::newRow("provision") << "provision p.json --yes --watch --count 2 --timeout 5"
                               << "provision";
    QTest::newRow("add-module") << "add-module /x/y.so"
                                << "add-module";
    QTest::newRow("add-module init args") << "add-module /x/y.so --init-args configdir=sql:/d"
                                          << "add-module";
    QTest::newRow("stdin file") << "import-p12 --file f --p12-password-file - --pin-file p"
                                << "import-p12";
}

void TestTokenOptions::accepted()
{
    QFETCH(QString, line);
    QFETCH(QString, subcommand);
    const Parsed p = Parsed::parse(split(line));
    QVERIFY2(p.action == Parsed::Action::Run, qPrintable(p.message));
    QCOMPARE(p.options.positional().first(), subcommand);
}

void TestTokenOptions::refused_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QByteArrayList>("mentions");
    QTest::newRow("unknown option")
        << "info --tokn t" << QByteArrayList{"--tokn", "token info", "usage:"};
    QTest::newRow("option of another subcommand")
        << "info --key-type rsa2048"
        << QByteArrayList{"--key-type", "usage: keyward-cli token info"};
    QTest::newRow("user PIN") << "objects --user-pin 123456"
                              << QByteArrayList{"--user-pin", "--pin-file", "KEYWARD_PIN"};
    QTest::newRow("PIN inline") << "keygen --pin=123456 --key-type rsa2048"
                                << QByteArrayList{"--pin", "--pin-file"};
    QTest::newRow("SO PIN") << "init --so-pin 12345678 --new-label x" << QByteArrayList{"--so-pin"};
    QTest::newRow("password") << "import-p12 --file f --password s" << QByteArrayList{"--password"};
    QTest::newRow("PIN before the subcommand") << "--pin 123456 objects" << QByteArrayList{"--pin"};
    QTest::newRow("missing value")
        << "csr --label k --subject" << QByteArrayList{"--subject", "needs a value", "usage:"};
    QTest::newRow("value looks like an option")
        << "keygen --label --id 01" << QByteArrayList{"--label", "needs a value"};
    QTest::newRow("switch with value") << "provision p.json --yes=no" << QByteArrayList{"--yes"};
    QTest::newRow("stray argument") << "info extra" << QByteArrayList{"\"extra\""};
    // Without a profile the command itself refuses (provision --example needs none).
    QTest::newRow("two profiles") << "provision a.json b.json" << QByteArrayList{"\"b.json\""};
    QTest::newRow("single dash") << "info -x" << QByteArrayList{"-x"};
    QTest::newRow("unknown subcommand") << "frobnicate" << QByteArrayList{"frobnicate", "usage:"};
    QTest::newRow("nothing") << "" << QByteArrayList{"subcommand"};
}

void TestTokenOptions::refused()
{
    QFETCH(QString, line);
    QFETCH(QByteArrayList, mentions);
    const Parsed p = Parsed::parse(split(line));
    QCOMPARE(p.action, Parsed::Action::UsageError);
    const QString all = p.message + QLatin1Char('\n') + p.usage;
    for (const QByteArray &m : mentions) {
        QVERIFY2(all.contains(QString::fromUtf8(m)),
                 qPrintable(all + QStringLiteral("\n-- lacks: ") + QString::fromUtf8(m)));
    }
    // Whatever is refused, a secret's value is never repeated.
    QVERIFY(!all.contains(QStringLiteral("123456")));
}

void TestTokenOptions::help_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("help") << "help"
                          << "provision PROFILE.json";
    QTest::newRow("--help") << "--help"
                            << "provision PROFILE.json";
    QTest::newRow("-h") << "-h"
                        << "keygen --key-type";
    QTest::newRow("help keygen") << "help keygen"
                                 << "usage: keyward-cli token keygen";
    QTest::newRow("keygen --help") << "keygen --help"
                                   << "usage: keyward-cli token keygen";
    QTest::newRow("keygen -h") << "keygen --label x -h"
                               << "usage: keyward-cli token keygen";
    QTest::newRow("keygen help") << "keygen help"
                                 << "usage: keyward-cli token keygen";
    QTest::newRow("provision help") << "provision --help"
                                    << "usage: keyward-cli token provision";
}

void TestTokenOptions::help()
{
    QFETCH(QString, line);
    QFETCH(QString, mentions);
    const Parsed p = Parsed::parse(split(line));
    QCOMPARE(p.action, Parsed::Action::Help);
    QVERIFY2(p.usage.contains(mentions), qPrintable(p.usage));
}

void TestTokenOptions::everySubcommandHasUsage()
{
    for (const Subcommand &s : subcommands()) {
        QVERIFY2(s.usage.startsWith(s.name), qPrintable(s.name));
    }
    // --help and --json: declared once, for every subcommand.
    QVERIFY(table().globalSwitches.contains(QStringLiteral("help")));
    QVERIFY(table().globalSwitches.contains(QStringLiteral("json")));
}

QTEST_GUILESS_MAIN(TestTokenOptions)
#include "tst_tokenoptions.moc"
