// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-cli's option layer beyond what the token table uses: a default
// subcommand, a command without subcommands, optional values, short options,
// global options, any number of arguments, and secrets named by variable.
#include "cli/OptionTable.h"

#include <QTest>

using namespace keyward::cli;

namespace {

QStringList split(const QString &line)
{
    return line.split(u' ', Qt::SkipEmptyParts);
}

QStringList split(const char *line)
{
    return split(QString::fromLatin1(line));
}

/// Like `bench`: "run" when the first word is not a subcommand.
CommandTable withDefault()
{
    CommandTable t;
    t.command = QStringLiteral("tool");
    t.subcommands = {{QStringLiteral("run"),
                      QStringLiteral("run [--card [READER]] [--count N]"),
                      {QStringLiteral("count")},
                      {},
                      0,
                      0,
                      {QStringLiteral("card")}},
                     {QStringLiteral("show"), QStringLiteral("show RUN..."), {}, {}, 1, -1}};
    t.globalValues = {QStringLiteral("store"), QStringLiteral("secret-env"),
                      QStringLiteral("secret-fd")};
    t.globalSwitches = {QStringLiteral("json")};
    t.defaultSubcommand = QStringLiteral("run");
    t.shortOptions = {{QStringLiteral("-s"), QStringLiteral("store")}};
    return t;
}

/// Like `list`: no subcommands at all.
CommandTable plain()
{
    CommandTable t;
    t.command = QStringLiteral("plain");
    t.subcommands = {
        {QString(), QStringLiteral("[--module M]..."), {QStringLiteral("module")}, {}}};
    t.defaultSubcommand = QString();
    return t;
}

} // namespace

class OptionTableTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theDefaultSubcommandRunsWhenNoneIsNamed()
    {
        const Parsed p = Parsed::parse(withDefault(), split("--count 3 --json"));
        QVERIFY2(p.action == Parsed::Action::Run, qPrintable(p.message));
        QCOMPARE(p.options.positional(), QStringList{QStringLiteral("run")});
        QCOMPARE(p.options.value(QStringLiteral("count")), QStringLiteral("3"));
        QVERIFY(p.options.has(QStringLiteral("json")));
    }

    void anOptionalValueIsTakenOnlyWhenOneFollows()
    {
        Parsed p = Parsed::parse(withDefault(), split("run --card reader0 --count 1"));
        QVERIFY2(p.action == Parsed::Action::Run, qPrintable(p.message));
        QVERIFY(p.options.has(QStringLiteral("card")));
        QCOMPARE(p.options.value(QStringLiteral("card")), QStringLiteral("reader0"));
        p = Parsed::parse(withDefault(), split("--card --count 1"));
        QVERIFY2(p.action == Parsed::Action::Run, qPrintable(p.message));
        QVERIFY(p.options.has(QStringLiteral("card")));
        QVERIFY(p.options.value(QStringLiteral("card")).isEmpty());
        QCOMPARE(p.options.value(QStringLiteral("count")), QStringLiteral("1"));
    }

    void shortOptionsAndGlobalOptions()
    {
        const Parsed p = Parsed::parse(withDefault(), split("show 1 2 3 -s db --store=db2"));
        QVERIFY2(p.action == Parsed::Action::Run, qPrintable(p.message));
        QCOMPARE(p.options.positional(), split("show 1 2 3"));
        QCOMPARE(p.options.values(QStringLiteral("store")), split("db db2"));
        QCOMPARE(p.options.order(), split("store store"));
    }

    void usageErrorsNameTheProblem_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown") << "run --bogus"
                                 << "tool run: unknown option --bogus.";
        QTest::newRow("another subcommand's") << "show 1 --count 2"
                                              << "unknown option --count";
        QTest::newRow("unknown short") << "run -x"
                                       << "tool run: unknown option -x.";
        QTest::newRow("short without value") << "show 1 -s"
                                             << "option -s needs a value";
        QTest::newRow("missing value") << "--count"
                                       << "tool run: option --count needs a value.";
        QTest::newRow("switch with value") << "--json=1"
                                           << "--json takes no value";
        QTest::newRow("stray") << "run extra"
                               << "tool run: unexpected argument \"extra\".";
        QTest::newRow("missing argument") << "show"
                                          << "tool show: an argument is missing.";
        QTest::newRow("secret") << "--pin 1234"
                                << "tool run: --pin is refused";
        QTest::newRow("undeclared -env") << "--pin-env X"
                                         << "--pin-env is refused";
        QTest::newRow("undeclared -fd") << "--pin-fd 3"
                                        << "--pin-fd is refused";
    }
    void usageErrorsNameTheProblem()
    {
        QFETCH(QString, line);
        QFETCH(QString, named);
        const Parsed p = Parsed::parse(withDefault(), split(line));
        QCOMPARE(p.action, Parsed::Action::UsageError);
        QVERIFY2(p.message.contains(named), qPrintable(p.message));
        QVERIFY(p.usage.endsWith(u'\n'));
    }

    void aDeclaredVariableNameIsNoSecret()
    {
        const Parsed p = Parsed::parse(withDefault(), split("--secret-env MY_VAR"));
        QVERIFY2(p.action == Parsed::Action::Run, qPrintable(p.message));
        QCOMPARE(p.options.value(QStringLiteral("secret-env")), QStringLiteral("MY_VAR"));
    }

    void aDeclaredDescriptorIsNoSecret()
    {
        const Parsed p = Parsed::parse(withDefault(), split("--secret-fd 3"));
        QVERIFY2(p.action == Parsed::Action::Run, qPrintable(p.message));
        QCOMPARE(p.options.value(QStringLiteral("secret-fd")), QStringLiteral("3"));
    }

    void helpAtEveryLevel_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("help") << "help"
                              << "show RUN...";
        QTest::newRow("--help") << "--help"
                                << "show RUN...";
        QTest::newRow("help show") << "help show"
                                   << "usage: keyward-cli tool show";
        QTest::newRow("show --help") << "show --help"
                                     << "usage: keyward-cli tool show";
        QTest::newRow("show -h") << "show -h"
                                 << "usage: keyward-cli tool show";
        QTest::newRow("show help") << "show help"
                                   << "usage: keyward-cli tool show";
        QTest::newRow("run -h") << "--count 2 -h"
                                << "usage: keyward-cli tool run";
    }
    void helpAtEveryLevel()
    {
        QFETCH(QString, line);
        QFETCH(QString, mentions);
        const Parsed p = Parsed::parse(withDefault(), split(line));
        QCOMPARE(p.action, Parsed::Action::Help);
        QVERIFY2(p.usage.contains(mentions), qPrintable(p.usage));
    }

    void aCommandWithoutSubcommands()
    {
        Parsed p = Parsed::parse(plain(), split("--module a --module b"));
        QVERIFY2(p.action == Parsed::Action::Run, qPrintable(p.message));
        QCOMPARE(p.options.values(QStringLiteral("module")), split("a b"));
        p = Parsed::parse(plain(), split("help"));
        QCOMPARE(p.action, Parsed::Action::Help);
        QCOMPARE(p.usage, QStringLiteral("usage: keyward-cli plain [--module M]...\n"
                                         "Options (V: a value): --module V\n"));
        p = Parsed::parse(plain(), split("extra"));
        QCOMPARE(p.action, Parsed::Action::UsageError);
        QCOMPARE(p.message, QStringLiteral("plain: unexpected argument \"extra\"."));
    }

    void theOptionsLineNamesEveryOption()
    {
        const CommandTable t = withDefault();
        const QString line = t.optionsLine(*t.find(QStringLiteral("run")));
        for (const char *word :
             {"--count V", "--card [V]", "--store V", "--secret-env V", "--json", "-s V"}) {
            QVERIFY2(line.contains(QLatin1String(word)), qPrintable(line));
        }
        QVERIFY(t.usageOf(*t.find(QStringLiteral("show"))).contains(QStringLiteral("--store V")));
    }

    void reportPrintsHelpToStdoutAndErrorsToStderr()
    {
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        QCOMPARE(Parsed::parse(plain(), split("-h")).report(o, e), std::optional<int>(0));
        QVERIFY(out.startsWith(QStringLiteral("usage:")) && err.isEmpty());
        out.clear();
        QCOMPARE(Parsed::parse(plain(), split("--bogus")).report(o, e), std::optional<int>(2));
        QVERIFY(out.isEmpty());
        QVERIFY2(err.startsWith(QStringLiteral("plain: unknown option --bogus.\nusage:")),
                 qPrintable(err));
        QCOMPARE(Parsed::parse(plain(), {}).report(o, e), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(OptionTableTest)
#include "OptionTableTest.moc"
