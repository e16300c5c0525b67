// SPDX-License-Identifier: GPL-3.0-or-later
// Creating a DKEK share as keyward-cli and the window do (app/ScHsmDkekCreate.h): an existing
// file refused with its sentence, the password rules, sc-hsm-tool's bounds of a split, where the
// window puts the password shares, a split refused before anything is written when one of its
// files exists, and a split whose password share cannot be written leaves no file behind and
// says so. The share file and its password shares read back: their KCV is the one reported.
#include "app/ScHsmDkekCreate.h"
#include "app/ScHsmDkekShare.h"
#include "app/ScHsmPasswordShares.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using namespace keyward::app;
using keyward::pkcs11::SecretBytes;

namespace {

SecretBytes secret(const QByteArray &bytes)
{
    return SecretBytes::fromUtf8(bytes.constData(), bytes.size());
}

bool touch(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

} // namespace

class DkekCreateTest : public QObject
{
    Q_OBJECT

private slots:
    void existingFileRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("share.pbe"));
        QVERIFY(ScHsmDkekCreate::requireNewShareFile(path));
        QVERIFY(touch(path, "keep\n"));
        const Status st = ScHsmDkekCreate::requireNewShareFile(path);
        QVERIFY(!st);
        QCOMPARE(st.error().detail,
                 QStringLiteral("%1 exists; a DKEK share is never written over a file").arg(path));
        auto r = ScHsmDkekCreate::createWithPassword(path, secret("long enough"));
        QVERIFY(!r);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("keep\n"));
    }

    void passwordRules()
    {
        QVERIFY(!ScHsmDkekCreate::checkNewPassword(secret("12345")));
        QCOMPARE(ScHsmDkekCreate::checkNewPassword(secret("12345")).error().detail,
                 QStringLiteral("the password must be at least 6 characters long"));
        QVERIFY(ScHsmDkekCreate::checkNewPassword(secret("123456")));
        QVERIFY(ScHsmDkekCreate::checkSamePassword(secret("abcdef"), secret("abcdef")));
        QCOMPARE(
            ScHsmDkekCreate::checkSamePassword(secret("abcdef"), secret("abcdeg")).error().detail,
            QStringLiteral("the two passwords differ"));
        QVERIFY(!ScHsmDkekCreate::checkSamePassword(secret("abcdef"), secret("abcde")));
    }

    void splitBoundsAndFiles()
    {
        QVERIFY(ScHsmDkekCreate::validSplit(2, 3));
        QVERIFY(ScHsmDkekCreate::validSplit(9, 9));
        QVERIFY(!ScHsmDkekCreate::validSplit(1, 3));
        QVERIFY(!ScHsmDkekCreate::validSplit(3, 2));
        QVERIFY(!ScHsmDkekCreate::validSplit(2, 10));
        const QStringList files =
            ScHsmDkekCreate::passwordShareFilesBeside(QStringLiteral("/keys/hsm.pbe"), 3);
        QCOMPARE(files, QStringList({QStringLiteral("/keys/hsm-password-share-1-of-3.txt"),
                                     QStringLiteral("/keys/hsm-password-share-2-of-3.txt"),
                                     QStringLiteral("/keys/hsm-password-share-3-of-3.txt")}));
    }

    void splitRefusedBeforeWritingWhenAFileExists()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.pbe"));
        const QStringList files = ScHsmDkekCreate::passwordShareFilesBeside(path, 3);
        QVERIFY(touch(files.at(1), "notes\n"));
        QString undone;
        auto r = ScHsmDkekCreate::createSplit(path, 2, files, &undone);
        QVERIFY(!r);
        QVERIFY2(r.error().detail.contains(QStringLiteral("never written over a file")),
                 qPrintable(r.error().detail));
        QVERIFY(undone.isEmpty());
        QVERIFY(!QFileInfo::exists(path) && !QFileInfo::exists(files.at(0)));
    }

    void splitThatCannotFinishLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.pbe"));
        // The third password share's folder does not exist: its file cannot be made.
        const QStringList files{dir.filePath(QStringLiteral("p1")),
                                dir.filePath(QStringLiteral("p2")),
                                dir.filePath(QStringLiteral("missing/p3"))};
        QString undone;
        auto r = ScHsmDkekCreate::createSplit(path, 2, files, &undone);
        QVERIFY(!r);
        QCOMPARE(undone, ScHsmDkekCreate::nothingKeptText(true));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot), QStringList());
    }

    void splitReadsBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.pbe"));
        const QStringList files = ScHsmDkekCreate::passwordShareFilesBeside(path, 3);
        auto r = ScHsmDkekCreate::createSplit(path, 2, files);
        QVERIFY2(r, qPrintable(r ? QString() : r.error().userMessage()));
        QCOMPARE(r->threshold, 2);
        QCOMPARE(r->passwordShareFiles, files);
        // Shares 2 and 3, read as a custodian would give them, open the file to the same KCV.
        QList<PasswordShares::Share> shares;
        for (const QString &f : {files.at(1), files.at(2)}) {
            QFile file(f);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(int(file.permissions() & 0x0077), 0);
            auto share = PasswordShares::parse(file.readAll(), f);
            QVERIFY(share);
            shares << *share;
        }
        auto password = PasswordShares::recover(shares);
        QVERIFY(password);
        auto content = DkekShare::read(path);
        QVERIFY(content);
        auto share = DkekShare::decrypt(*content, *password);
        QVERIFY(share);
        QCOMPARE(DkekShare::keyCheckValue(*share), r->kcv);
        QVERIFY2(ScHsmDkekCreate::doneText(*r).contains(
                     QStringLiteral("any 2 of which open the file; they are written to %1 (mode "
                                    "0600).")
                         .arg(files.join(QStringLiteral(", ")))),
                 qPrintable(ScHsmDkekCreate::doneText(*r)));
    }
};

QTEST_GUILESS_MAIN(DkekCreateTest)
#include "DkekCreateTest.moc"
