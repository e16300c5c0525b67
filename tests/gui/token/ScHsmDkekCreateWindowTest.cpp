// SPDX-License-Identifier: GPL-3.0-or-later
// Token ▸ Create DKEK share… on the sandbox's virtual SmartCard-HSM (profile nitrokey-hsm,
// reader 0), judged by OpenSC's sc-hsm-tool. An existing target file is refused before any
// dialog and left as it was; a share made with a typed password (the dialog refuses a short and a
// mistyped one with the sentences keyward-cli says) is written as a new 0600 file while the event
// loop keeps running, and sc-hsm-tool imports it with that password and shows the key check
// value the page said; a share under a random password split "2 of 3" writes three password
// share files beside it (the dialog names them, and refuses when one of them exists), and
// sc-hsm-tool imports it from shares 1 and 3 typed on its input with the same key check value.
// KEYWARD_SCREENSHOT=dir/name.png saves the dialog in both modes and the page afterwards.
#include "ScHsmTestSupport.h"
#include "TokenPageHarness.h"
#include "gui/token/TokenOperations.h"
#include "gui/token/TokenPage.h"
#include "pkcs11/TokenDevice.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QProcess>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace keyward;
using namespace keyward::gui::token;
using namespace keyward::testing;

namespace {

const char *kSharePassword = "created in the window";

/// sc-hsm-tool's key check value, 16 upper-case hex digits (empty when it shows none).
QString toolKcv(const QString &out)
{
    QString kcv = QRegularExpression(QStringLiteral("DKEK key check value *: *([0-9A-Fa-f ]+)"))
                      .match(out)
                      .captured(1);
    kcv.remove(QLatin1Char(' '));
    return kcv.trimmed().toUpper();
}

/// The key check value a sentence of the page names.
QString saidKcv(const QString &said)
{
    return QRegularExpression(QStringLiteral("key check value ([0-9A-F]{16})\\."))
        .match(said)
        .captured(1);
}

ScriptedDialogs::Answer chooseFile(const QString &path)
{
    return [path](QDialog &d) {
        auto *files = qobject_cast<QFileDialog *>(&d);
        if (!files) {
            qWarning() << "expected a file dialog, got" << d.windowTitle();
            return int(QDialog::Rejected);
        }
        files->selectFile(path);
        static_cast<QDialog *>(files)->accept(); // as the Save button does
        return files->result();
    };
}

bool isCreateDialog(QDialog &d)
{
    if (d.objectName() != QLatin1String("scHsmDkekCreateDialog")) {
        qWarning() << "expected the Create DKEK share dialog, got" << d.windowTitle();
        return false;
    }
    return true;
}

QString problem(QDialog &d)
{
    auto *label = d.findChild<QLabel *>(QStringLiteral("problemLabel"));
    return label && !label->isHidden() ? label->text() : QString();
}

bool okEnabled(QDialog &d)
{
    auto *box = d.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
    return box && box->button(QDialogButtonBox::Ok)->isEnabled();
}

/// The value of a password share file's line `name` ("Prime", "Share ID", "Share value").
QString field(const QString &file, const QString &name)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QRegularExpression(QStringLiteral("^%1 *: *(\\S+)$").arg(name),
                              QRegularExpression::MultilineOption)
        .match(QString::fromLatin1(f.readAll()))
        .captured(1);
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QFileDevice::Permissions kOwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ReadUser | QFileDevice::WriteUser;

} // namespace

class ScHsmDkekCreateWindowTest : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_typed;    ///< the share made with a typed password
    QString m_typedKcv; ///< as the page said it
    QString m_split;    ///< the share under a split password
    QString m_splitKcv;
    QStringList m_passwordShares;

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("KEYWARD_SANDBOX")) {
            QSKIP("runs inside scripts/sandbox only");
        }
        int rc = 0;
        const QString out = initialiseScHsm(QStringLiteral(KEYWARD_TOKEN_CLI), m_dir, &rc, 1);
        QVERIFY2(rc == 0, qPrintable(out));
        m_typed = m_dir.filePath(QStringLiteral("typed.pbe"));
        m_split = m_dir.filePath(QStringLiteral("custodians.pbe"));
    }

    void createThroughTheWindow()
    {
        ScriptedDialogs dialogs;
        TokenPageWindow shown(1000, 720);
        QVERIFY(QTest::qWaitForWindowExposed(&shown.window));
        TokenPageController &controller = shown.controller;
        const pkcs11::TokenInfo token = scHsmToken(controller);
        QVERIFY2(!token.label.isEmpty(), "OpenSC lists no SmartCard-HSM");
        TokenPage *page = controller.page();
        TokenOperations *ops = page->operations();
        controller.showDevice(pkcs11::toDeviceInfo(token));
        QVERIFY(QTest::qWaitFor([ops] { return ops->hasToken() && !ops->busy(); }, 30000));
        auto *create = page->findChild<QAction *>(QStringLiteral("actionCreateDkekShare"));
        QVERIFY2(create, "the page has no Create DKEK share action");
        QTRY_VERIFY(create->isVisible() && create->isEnabled());
        QVERIFY2(create->text().contains(u'&'), "Create DKEK share has no mnemonic");
        QVERIFY(!create->toolTip().isEmpty());
        QSignalSpy succeeded(ops, &TokenOperations::succeeded);
        QSignalSpy failed(ops, &TokenOperations::failed);
        auto finished = [&] {
            return QTest::qWaitFor(
                [&] { return (!succeeded.isEmpty() || !failed.isEmpty()) && !ops->busy(); },
                180000);
        };

        // 1. An existing file is refused before anything else, and left as it was.
        const QString taken = m_dir.filePath(QStringLiteral("taken.pbe"));
        {
            QFile f(taken);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("not a share\n");
        }
        dialogs.push(chooseFile(taken));
        create->trigger();
        QVERIFY(finished());
        QVERIFY(dialogs.done());
        QVERIFY(succeeded.isEmpty());
        const QString refused = failed.value(0).value(1).toString();
        QVERIFY2(refused.contains(QStringLiteral("%1 exists; a DKEK share is never written over a "
                                                 "file")
                                      .arg(taken)) &&
                     refused.endsWith(u'.'),
                 qPrintable(refused));
        QCOMPARE(contents(taken), QByteArray("not a share\n"));

        // 2. A typed password: too short and mistyped are refused in the dialog, then created
        //    while the event loop keeps running.
        succeeded.clear();
        failed.clear();
        dialogs.push(chooseFile(m_typed));
        dialogs.push([](QDialog &d) {
            if (!isCreateDialog(d)) {
                return int(QDialog::Rejected);
            }
            d.show();
            type(d, "passwordEdit", QStringLiteral("short"));
            type(d, "passwordRepeatEdit", QStringLiteral("short"));
            if (okEnabled(d) || !problem(d).contains(u"at least 6 characters")) {
                qWarning() << "a short password was not refused:" << problem(d);
                return int(QDialog::Rejected);
            }
            type(d, "passwordEdit", QString::fromLatin1(kSharePassword));
            type(d, "passwordRepeatEdit", QStringLiteral("created in the windov"));
            if (okEnabled(d) || problem(d) != QLatin1String("The two passwords differ.")) {
                qWarning() << "two different passwords were not refused:" << problem(d);
                return int(QDialog::Rejected);
            }
            type(d, "passwordRepeatEdit", QString::fromLatin1(kSharePassword));
            return accept(d, QStringLiteral("dialog"));
        });
        int ticksWhileBusy = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&] { ticksWhileBusy += ops->busy() ? 1 : 0; });
        ticker.start(20);
        create->trigger();
        QVERIFY(finished());
        ticker.stop();
        QVERIFY(dialogs.done());
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
        const QString said = succeeded.at(0).at(0).toString();
        QVERIFY2(said.startsWith(QStringLiteral("The DKEK share is written to %1 (no device was "
                                                "used). A DKEK made of this share alone has key "
                                                "check value ")
                                     .arg(m_typed)),
                 qPrintable(said));
        m_typedKcv = saidKcv(said);
        QCOMPARE(m_typedKcv.size(), 16);
        QVERIFY2(ticksWhileBusy >= 2, "the event loop stalled while the share was made");
        QCOMPARE(QFileInfo(m_typed).size(), 64);
        QCOMPARE(QFileInfo(m_typed).permissions() & QFileDevice::Permissions(0x7777), kOwnerOnly);
        QTRY_VERIFY(create->isEnabled());
        screenshot(&shown.window, QStringLiteral("done"));

        // 3. A password share file in the way: the dialog names it and Create stays off.
        const QString blocked = m_dir.filePath(QStringLiteral("blocked.pbe"));
        const QString inTheWay =
            m_dir.filePath(QStringLiteral("blocked-password-share-2-of-3.txt"));
        {
            QFile f(inTheWay);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("someone's notes\n");
        }
        dialogs.push(chooseFile(blocked));
        bool blockedRefused = false;
        dialogs.push([inTheWay, &blockedRefused](QDialog &d) {
            if (!isCreateDialog(d)) {
                return int(QDialog::Rejected);
            }
            d.show();
            d.findChild<QRadioButton *>(QStringLiteral("splitPasswordRadio"))->setChecked(true);
            if (okEnabled(d) ||
                !problem(d).contains(QStringLiteral("%1 exists; a DKEK share or a password share "
                                                    "is never written over a file")
                                         .arg(inTheWay))) {
                qWarning() << "an existing password share file was not refused:" << problem(d);
            } else {
                blockedRefused = true;
            }
            d.reject();
            return d.result();
        });
        succeeded.clear();
        failed.clear();
        create->trigger();
        QVERIFY(QTest::qWaitFor([&] { return dialogs.done() && !ops->busy(); }, 30000));
        QVERIFY(blockedRefused);
        QVERIFY(succeeded.isEmpty() && failed.isEmpty());
        QVERIFY(!QFileInfo::exists(blocked));
        QCOMPARE(contents(inTheWay), QByteArray("someone's notes\n"));

        // 4. A random password split 2 of 3: three files beside the share.
        m_passwordShares.clear();
        for (int i = 1; i <= 3; ++i) {
            m_passwordShares << m_dir.filePath(
                QStringLiteral("custodians-password-share-%1-of-3.txt").arg(i));
        }
        dialogs.push(chooseFile(m_split));
        const QStringList expected = m_passwordShares;
        dialogs.push([expected](QDialog &d) {
            if (!isCreateDialog(d)) {
                return int(QDialog::Rejected);
            }
            d.show();
            d.findChild<QRadioButton *>(QStringLiteral("splitPasswordRadio"))->setChecked(true);
            d.findChild<QSpinBox *>(QStringLiteral("totalSpin"))->setValue(3);
            d.findChild<QSpinBox *>(QStringLiteral("thresholdSpin"))->setValue(2);
            const QString where =
                d.findChild<QLabel *>(QStringLiteral("passwordShareFilesLabel"))->text();
            bool named = where.contains(QFileInfo(expected.at(0)).absolutePath());
            for (const QString &f : expected) {
                named = named && where.contains(QFileInfo(f).fileName());
            }
            if (!named) {
                qWarning() << "the dialog does not say where the password shares go:" << where;
                return int(QDialog::Rejected);
            }
            return accept(d, QStringLiteral("split"));
        });
        succeeded.clear();
        failed.clear();
        create->trigger();
        QVERIFY(finished());
        QVERIFY(dialogs.done());
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
        const QString splitSaid = succeeded.at(0).at(0).toString();
        QVERIFY2(splitSaid.contains(QStringLiteral("The DKEK share is written to %1 (no device was "
                                                   "used) under a random password. The password "
                                                   "is split into 3 password shares, any 2 of "
                                                   "which open the file; they are written to %2 "
                                                   "(mode 0600).")
                                        .arg(m_split, m_passwordShares.join(QStringLiteral(", ")))),
                 qPrintable(splitSaid));
        m_splitKcv = saidKcv(splitSaid);
        QCOMPARE(m_splitKcv.size(), 16);
        QVERIFY(m_splitKcv != m_typedKcv);
        const QStringList written = QStringList(m_passwordShares) << m_split;
        for (const QString &f : written) {
            QCOMPARE(QFileInfo(f).permissions() & QFileDevice::Permissions(0x7777), kOwnerOnly);
        }
        QVERIFY(!field(m_passwordShares.at(0), QStringLiteral("Prime")).isEmpty());
        QCOMPARE(field(m_passwordShares.at(2), QStringLiteral("Share ID")), QStringLiteral("3"));
    }

    void scHsmToolImportsThem()
    {
        QVERIFY2(!m_typedKcv.isEmpty() && !m_splitKcv.isEmpty(), "no shares were made");
        // The typed password opens the first share on the device (initialised for one share).
        qputenv("KW_SHARE_PASSWORD", kSharePassword);
        int rc = 0;
        QString out = run(QStringLiteral("sc-hsm-tool"),
                          {QStringLiteral("--import-dkek-share"), m_typed,
                           QStringLiteral("--password"), QStringLiteral("env:KW_SHARE_PASSWORD")},
                          &rc);
        QVERIFY2(rc == 0, qPrintable(out));
        QCOMPARE(toolKcv(out), m_typedKcv);

        // Password shares 1 and 3 typed into sc-hsm-tool open the second, on a device
        // initialised again for one share.
        out = initialiseScHsm(QStringLiteral(KEYWARD_TOKEN_CLI), m_dir, &rc, 1);
        QVERIFY2(rc == 0, qPrintable(out));
        QByteArray typed = field(m_passwordShares.at(0), QStringLiteral("Prime")).toLatin1() + '\n';
        for (const QString &f : {m_passwordShares.at(0), m_passwordShares.at(2)}) {
            typed += '\n' + field(f, QStringLiteral("Share ID")).toLatin1() + '\n' +
                     field(f, QStringLiteral("Share value")).toLatin1() + '\n';
        }
        QProcess tool;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("TERM")); // sc-hsm-tool clears the screen between shares
        tool.setProcessEnvironment(env);
        tool.setProcessChannelMode(QProcess::MergedChannels);
        tool.start(QStringLiteral("sc-hsm-tool"),
                   {QStringLiteral("--import-dkek-share"), m_split,
                    QStringLiteral("--pwd-shares-total"), QStringLiteral("2")});
        QVERIFY(tool.waitForStarted());
        tool.write(typed);
        tool.closeWriteChannel();
        QVERIFY(tool.waitForFinished(180000));
        out = QString::fromUtf8(tool.readAll());
        QVERIFY2(tool.exitCode() == 0, qPrintable(out));
        QCOMPARE(toolKcv(out), m_splitKcv);
    }
};

QTEST_MAIN(ScHsmDkekCreateWindowTest)
#include "ScHsmDkekCreateWindowTest.moc"
