// SPDX-License-Identifier: GPL-3.0-or-later
// DevinfoWatcher::stop() against a fake gpg-agent that accepts the connection and
// never sends its greeting: the watch thread blocks in that read, and stop() must
// still end it (a hang here is the failure; ctest's timeout reports it).
#include "openpgp/DevinfoWatcher.h"

#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gpgme.h>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using namespace keyward::openpgp;

class TestDevinfoStop : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stopWhileTheAgentIsSilent()
    {
        QTemporaryDir home(QDir::tempPath() + QStringLiteral("/kw-devinfo-XXXXXX"));
        QVERIFY(home.isValid());
        qputenv("GNUPGHOME", QFile::encodeName(home.path()));
        gpgme_check_version(nullptr);
        const char *socketPath = gpgme_get_dirinfo("agent-socket");
        QVERIFY(socketPath);
        const QString dir = QFileInfo(QFile::decodeName(socketPath)).absolutePath();
        QVERIFY(QDir().mkpath(dir));
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                       QFileDevice::ExeOwner);

        // The fake agent: listens, accepts, says nothing.
        const int listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(listener >= 0);
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        QVERIFY(qstrlen(socketPath) < sizeof addr.sun_path);
        qstrncpy(addr.sun_path, socketPath, sizeof addr.sun_path);
        ::unlink(socketPath);
        QCOMPARE(::bind(listener, reinterpret_cast<sockaddr *>(&addr), sizeof addr), 0);
        QCOMPARE(::listen(listener, 1), 0);

        DevinfoWatcher watcher;
        QSignalSpy ended(&watcher, &DevinfoWatcher::watchEnded);
        watcher.start();
        const int peer = ::accept(listener, nullptr, nullptr); // the watch connected
        QVERIFY(peer >= 0);
        QVERIFY(watcher.isRunning()); // waiting for the greeting that never comes
        watcher.stop();               // returns: the read was ended
        QVERIFY(!watcher.isRunning());
        QCOMPARE(ended.count(), 0); // stopped, not ended by itself

        ::close(peer);
        ::close(listener);
        ::unlink(socketPath);
        if (!dir.startsWith(home.path())) {
            QDir().rmdir(dir); // the socket directory gpgconf named under /run/user
        }
    }
};

QTEST_GUILESS_MAIN(TestDevinfoStop)
#include "TestDevinfoStop.moc"
