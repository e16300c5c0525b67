// SPDX-License-Identifier: GPL-3.0-or-later
// The process- and file-level guards every entry point relies on: bounded
// reads, exclusive creation, path components from device text, printable
// text, secrets taken out of the environment, no core dumps.
#include "core/ProcessHygiene.h"
#include "core/SafeFile.h"
#include "core/TerminalText.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>

#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace keyward;

class HygieneTest : public QObject
{
    Q_OBJECT

private slots:
    void readBoundedRefusesDevicesAndLargeFiles()
    {
        const auto zero = SafeFile::readBounded(QStringLiteral("/dev/zero"), 4096,
                                                QStringLiteral("the PIN file"));
        QVERIFY(!zero.ok());
        QCOMPARE(zero.error().kind, ErrorKind::InvalidInput);
        QVERIFY(zero.error().detail.contains(QStringLiteral("not a regular file")));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile big(dir.filePath(QStringLiteral("big")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        big.write(QByteArray(5000, 'x'));
        big.close();
        const auto tooBig =
            SafeFile::readBounded(big.fileName(), 4096, QStringLiteral("the PIN file"));
        QVERIFY(!tooBig.ok());
        QVERIFY(tooBig.error().detail.contains(QStringLiteral("larger than 4096")));

        const auto fits = SafeFile::readBounded(big.fileName(), 5000, QStringLiteral("the file"));
        QVERIFY(fits.ok());
        QCOMPARE(fits->size(), 5000);

        const auto missing = SafeFile::readBounded(dir.filePath(QStringLiteral("none")), 10,
                                                   QStringLiteral("the file"));
        QCOMPARE(missing.error().kind, ErrorKind::NotFound);
        const auto directory = SafeFile::readBounded(dir.path(), 10, QStringLiteral("the file"));
        QCOMPARE(directory.error().kind, ErrorKind::InvalidInput);
    }

    void createExclusiveNeverFollowsOrReplaces()
    {
        QTemporaryDir dir;
        const QString victim = dir.filePath(QStringLiteral("victim"));
        QFile v(victim);
        QVERIFY(v.open(QIODevice::WriteOnly));
        v.write("keep");
        v.close();

        // An existing file is refused, and left as it was.
        QVERIFY(!SafeFile::writeExclusive(victim, "secret").ok());
        QVERIFY(v.open(QIODevice::ReadOnly));
        QCOMPARE(v.readAll(), QByteArray("keep"));
        v.close();

        // A planted link is refused, and its target untouched.
        const QString link = dir.filePath(QStringLiteral("link"));
        QVERIFY(QFile::link(victim, link));
        QVERIFY(!SafeFile::writeExclusive(link, "secret").ok());
        QVERIFY(v.open(QIODevice::ReadOnly));
        QCOMPARE(v.readAll(), QByteArray("keep"));
        v.close();

        // A new file is 0600 whatever the umask.
        const mode_t old = ::umask(0);
        const QString fresh = dir.filePath(QStringLiteral("fresh"));
        const Status written = SafeFile::writeExclusive(fresh, "secret");
        ::umask(old);
        QVERIFY2(written.ok(), qPrintable(written.error().detail));
        struct stat st
        {
        };
        QCOMPARE(::stat(QFile::encodeName(fresh).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0600));
    }

    void safeFileComponentStaysInItsFolder_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("traversal") << QStringLiteral("../../../../tmp/PWN");
        QTest::newRow("dots") << QStringLiteral("..");
        QTest::newRow("empty") << QString();
        QTest::newRow("absolute") << QStringLiteral("/etc/passwd");
        QTest::newRow("control") << QStringLiteral("a\nb\x1b[2J");
    }

    void safeFileComponentStaysInItsFolder()
    {
        QFETCH(QString, text);
        const QString component = SafeFile::safeFileComponent(text);
        QVERIFY(!component.isEmpty());
        QVERIFY(!component.contains(QLatin1Char('/')));
        QVERIFY(!component.startsWith(QLatin1Char('.')));
        QCOMPARE(
            QDir::cleanPath(QStringLiteral("/out/") + component).section(QLatin1Char('/'), 1, 1),
            QStringLiteral("out"));
        QCOMPARE(SafeFile::safeFileComponent(QStringLiteral("token-01_A.b")),
                 QStringLiteral("token-01_A.b"));
    }

    void printableTextDropsControls()
    {
        const QString hostile = QStringLiteral("x\x1b[2Jy\rz\u202e\u0085");
        const QString shown = printableText(hostile);
        for (const QChar c : shown) {
            QVERIFY2(c.unicode() >= 0x20 && (c.unicode() < 0x7f || c.unicode() >= 0xa0),
                     "a control character reached the terminal");
            QVERIFY(c.category() != QChar::Other_Format);
        }
        QVERIFY(shown.startsWith(QLatin1Char('x')));
        QCOMPARE(printableText(QStringLiteral("Zoë – Müller")), QStringLiteral("Zoë – Müller"));
        QCOMPARE(printableText(QString(1000, QLatin1Char('a')), 10).size(), 11);
    }

    void secretsLeaveTheEnvironment()
    {
        qputenv("KEYWARD_TEST_SECRET", "123456");
        const auto value = ProcessHygiene::takeEnvironmentSecret("KEYWARD_TEST_SECRET");
        QVERIFY(value.has_value());
        QCOMPARE(*value, QByteArray("123456"));
        QVERIFY(std::getenv("KEYWARD_TEST_SECRET") == nullptr);
        QVERIFY(!ProcessHygiene::takeEnvironmentSecret("KEYWARD_TEST_SECRET").has_value());

        qputenv("KEYWARD_PIN", "654321");
        qputenv("GPG_TTY", "");
        ProcessHygiene::scrubEnvironmentForChildren();
        QVERIFY(std::getenv("KEYWARD_PIN") == nullptr);
        QVERIFY(std::getenv("GPG_TTY") == nullptr);
        const auto stashed = ProcessHygiene::takeEnvironmentSecret("KEYWARD_PIN");
        QVERIFY(stashed.has_value());
        QCOMPARE(*stashed, QByteArray("654321"));
        QVERIFY(!ProcessHygiene::takeEnvironmentSecret("KEYWARD_PIN").has_value());

        qputenv("GPG_TTY", "/dev/pts/3");
        ProcessHygiene::scrubEnvironmentForChildren();
        QCOMPARE(qgetenv("GPG_TTY"), QByteArray("/dev/pts/3"));
    }

    void coreDumpsOff()
    {
        QVERIFY(ProcessHygiene::disableCoreDumps());
        QCOMPARE(prctl(PR_GET_DUMPABLE, 0, 0, 0, 0), 0);
        rlimit limit{};
        QCOMPARE(getrlimit(RLIMIT_CORE, &limit), 0);
        QCOMPARE(limit.rlim_cur, rlim_t(0));
    }
};

QTEST_GUILESS_MAIN(HygieneTest)
#include "HygieneTest.moc"
