// SPDX-License-Identifier: GPL-3.0-or-later
// The path-or-name rule of --module (ModuleArgument), in one place for list, token and bench.
#include "pkcs11/ModuleArgument.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward::pkcs11;

class TestModuleArgument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void chooseLoadsEveryValueAndSelectsTheLast()
    {
        const auto none = ModuleArgument::choose({});
        QVERIFY(none.load.isEmpty());
        QVERIFY(none.select.isEmpty());
        // A name is loaded too (p11-kit finds it in its module folder unless it is loaded).
        const auto c = ModuleArgument::choose(
            {QStringLiteral("/opt/a.so"), QStringLiteral("softhsm2"), QStringLiteral("/opt/a.so")});
        QCOMPARE(c.load, QStringList({QStringLiteral("/opt/a.so"), QStringLiteral("softhsm2")}));
        QCOMPARE(c.select, QStringLiteral("/opt/a.so"));
    }

    void pathHasASlash()
    {
        QVERIFY(ModuleArgument::isPath(QStringLiteral("./x.so")));
        QVERIFY(ModuleArgument::isPath(QStringLiteral("/usr/lib/softhsm/libsofthsm2.so")));
        QVERIFY(!ModuleArgument::isPath(QStringLiteral("libsofthsm2.so")));
        QVERIFY(!ModuleArgument::isPath(QStringLiteral("softhsm2")));
    }

    void matchesNameFileNameOrPath()
    {
        const QString name = QStringLiteral("softhsm2");
        const QString path = QStringLiteral("/usr/lib/softhsm/libsofthsm2.so");
        QVERIFY(ModuleArgument::matches(name, path, QString())); // no --module: any
        QVERIFY(ModuleArgument::matches(name, path, QStringLiteral("softhsm2")));
        QVERIFY(ModuleArgument::matches(name, path, QStringLiteral("libsofthsm2.so")));
        QVERIFY(ModuleArgument::matches(name, path, path));
        QVERIFY(!ModuleArgument::matches(name, path, QStringLiteral("opensc-pkcs11")));
        QVERIFY(!ModuleArgument::matches(name, path, QStringLiteral("/other/libsofthsm2.so")));
    }

    void matchesThroughASymbolicLink()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("module.so"));
        const QString link = dir.filePath(QStringLiteral("link.so"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        QVERIFY(QFile::link(file, link));
        QVERIFY(ModuleArgument::matches(QStringLiteral("module"), file, link));
        // A bare name is never taken as a path relative to the working directory.
        QVERIFY(!ModuleArgument::matches(QStringLiteral("x"), file, QStringLiteral("link.so")));
    }

    void notFoundSaysWhatToGive()
    {
        QVERIFY(ModuleArgument::notFound(QStringLiteral("nope"))
                    .contains(
                        QStringLiteral("give the module's p11-kit name or the path of its file")));
        QVERIFY(ModuleArgument::notFound(QStringLiteral("/x/nope.so"))
                    .contains(QStringLiteral("no module file at /x/nope.so")));
    }
};

QTEST_GUILESS_MAIN(TestModuleArgument)
#include "tst_moduleargument.moc"
