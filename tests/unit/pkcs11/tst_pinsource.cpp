// SPDX-License-Identifier: GPL-3.0-or-later
// PIN and password files (--pin-file, --so-pin-file, --p12-password-file): the first line of a
// small regular file; a directory, /dev/zero, a FIFO or a big file is refused with a sentence
// instead of exhausting memory.
#include "core/SafeFile.h"
#include "pkcs11/PinSource.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace keyward;
using namespace keyward::pkcs11;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
        return {};
    }
    return path;
}

QByteArray text(const SecretBytes &s)
{
    return QByteArray(s.constData(), s.size());
}

} // namespace

class TestPinSource : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void firstLineOfASmallFile()
    {
        QTemporaryDir dir;
        auto pin = PinSource::fromFile(writeFile(dir, QStringLiteral("pin"), "123456\nignored\n"));
        QVERIFY(pin.ok());
        QCOMPARE(text(*pin), QByteArray("123456"));
        auto crlf = PinSource::fromFile(writeFile(dir, QStringLiteral("crlf"), "pass word\r\n"));
        QVERIFY(crlf.ok());
        QCOMPARE(text(*crlf), QByteArray("pass word"));
        auto noEnd = PinSource::fromFile(writeFile(dir, QStringLiteral("noend"), "654321"));
        QVERIFY(noEnd.ok());
        QCOMPARE(text(*noEnd), QByteArray("654321"));
        auto empty = PinSource::fromFile(writeFile(dir, QStringLiteral("empty"), "\n"));
        QVERIFY(!empty.ok());
        QCOMPARE(empty.error().kind, ErrorKind::InvalidInput);
    }

    void refusesWhatIsNotASmallRegularFile()
    {
        QTemporaryDir dir;
        // /dev/zero never ends: before, reading it until the line end exhausted memory.
        auto zero = PinSource::fromFile(QStringLiteral("/dev/zero"));
        QVERIFY(!zero.ok());
        QCOMPARE(zero.error().kind, ErrorKind::InvalidInput);
        QVERIFY(zero.error().detail.contains(QStringLiteral("not a regular file")));

        // A FIFO nobody writes to: refused at once instead of waiting for a writer.
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        auto fromFifo = PinSource::fromFile(fifo);
        QVERIFY(!fromFifo.ok());
        QVERIFY(fromFifo.error().detail.contains(QStringLiteral("not a regular file")));

        auto folder = PinSource::fromFile(dir.path());
        QVERIFY(!folder.ok());

        // One byte over the cap, even when the first line is short.
        QByteArray big("123456\n");
        big.append(QByteArray(int(SafeFile::kSecretFileMax) - big.size() + 1, 'x'));
        auto tooBig = PinSource::fromFile(writeFile(dir, QStringLiteral("big"), big));
        QVERIFY(!tooBig.ok());
        QVERIFY(tooBig.error().detail.contains(QStringLiteral("larger than")));

        auto missing = PinSource::fromFile(dir.filePath(QStringLiteral("missing")));
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, ErrorKind::NotFound);
    }

    // A profile's PIN file: a regular file of this user that no one else may read or write.
    void profilePinFileIsTheUsersAlone()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("pin"), "123456\n");
        for (const mode_t mode : {0644, 0640, 0604, 0620, 0602}) {
            QVERIFY(::chmod(QFile::encodeName(path).constData(), mode) == 0);
            auto open = PinSource::fromPrivateFile(path);
            QVERIFY2(!open.ok(), qPrintable(QString::number(mode, 8)));
            QCOMPARE(open.error().kind, ErrorKind::InvalidInput);
            const QString said = open.error().detail;
            QVERIFY2(said.contains(QStringLiteral("(mode 0%1)").arg(mode, 0, 8)), qPrintable(said));
            QVERIFY2(said.contains(QStringLiteral("mode 0600 or 0400")), qPrintable(said));
        }
        for (const mode_t mode : {0600, 0400}) {
            QVERIFY(::chmod(QFile::encodeName(path).constData(), mode) == 0);
            auto pin = PinSource::fromPrivateFile(path);
            QVERIFY2(pin.ok(), qPrintable(pin ? QString() : pin.error().detail));
            QCOMPARE(text(*pin), QByteArray("123456"));
        }
        // A link to such a file is read, as ssh reads its keys through one.
        const QString link = dir.filePath(QStringLiteral("link"));
        QVERIFY(QFile::link(path, link));
        QVERIFY(PinSource::fromPrivateFile(link).ok());

        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        auto fromFifo = PinSource::fromPrivateFile(fifo);
        QVERIFY(!fromFifo.ok());
        QVERIFY(fromFifo.error().detail.contains(QStringLiteral("not a regular file")));
        QVERIFY(!PinSource::fromPrivateFile(QStringLiteral("/dev/zero")).ok());
        QVERIFY(!PinSource::fromPrivateFile(QStringLiteral("/etc/passwd")).ok());
        QCOMPARE(PinSource::fromPrivateFile(dir.filePath(QStringLiteral("missing"))).error().kind,
                 ErrorKind::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestPinSource)
#include "tst_pinsource.moc"
