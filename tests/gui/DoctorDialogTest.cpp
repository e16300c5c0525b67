// SPDX-License-Identifier: GPL-3.0-or-later
// Help → Check this computer on the sandbox: the dialog shows what keyward-cli doctor finds (the
// same app::DoctorCommand, judged here by running it beside the dialog), each finding with what to
// do, the summary with its counts, and what was looked at; "Check again" looks again; the
// main window's action opens it. KEYWARD_SCREENSHOT=dir/ saves dir/doctor.png.
#include "gui/DoctorDialog.h"
#include "GuiTestSupport.h"
#include "app/DeviceDirectory.h"
#include "app/DoctorCommand.h"
#include "gui/MainWindow.h"

#include <QAction>
#include <QDir>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace keyward;

class DoctorDialogTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsWhatDoctorFinds()
    {
        // What the command line's doctor finds here, looked at beside the dialog.
        app::DoctorCommand command;
        auto future = command.run();
        future.waitForFinished();
        const app::DoctorReport expected = future.result();
        QVERIFY(!expected.findings.isEmpty()); // the sandbox's OpenSC warning at least

        gui::DoctorDialog dialog;
        QSignalSpy checked(&dialog, &gui::DoctorDialog::checked);
        dialog.show();
        QVERIFY(checked.wait(60000));
        QVERIFY(!dialog.isChecking());
        const QString text = dialog.reportText();
        QCOMPARE(dialog.report().findings.size(), expected.findings.size());
        for (const app::doctor::Finding &f : expected.findings) {
            QVERIFY2(text.contains(f.description), qPrintable(f.description + u"\n\n" + text));
            QVERIFY2(text.contains(f.action), qPrintable(f.action));
        }
        for (const app::doctor::FactLine &f : expected.facts) {
            QVERIFY2(text.contains(f.text), qPrintable(f.text));
        }
        QVERIFY2(text.startsWith(QStringLiteral("Problems: %1, warnings: %2, notes: %3.")
                                     .arg(expected.count(app::doctor::Severity::Problem))
                                     .arg(expected.count(app::doctor::Severity::Warning))
                                     .arg(expected.count(app::doctor::Severity::Info))),
                 qPrintable(text));
        if (const QString dir = qEnvironmentVariable("KEYWARD_SCREENSHOT"); !dir.isEmpty()) {
            dialog.grab().save(QDir(dir).filePath(QStringLiteral("doctor.png")));
        }

        // Check again: the button is off while it looks, and the report comes back the same.
        auto *again = dialog.findChild<QPushButton *>(QStringLiteral("doctorAgain"));
        QVERIFY(again);
        QTest::mouseClick(again, Qt::LeftButton);
        QVERIFY(dialog.isChecking());
        QVERIFY(!again->isEnabled());
        QVERIFY(checked.wait(60000));
        QVERIFY(again->isEnabled());
        QCOMPARE(dialog.report().findings.size(), expected.findings.size());
    }

    void mainWindowOpensIt()
    {
        app::DeviceDirectory devices({});
        gui::MainWindow w(&devices);
        auto *action = w.findChild<QAction *>(QStringLiteral("actionDoctor"));
        QVERIFY(action);
        action->trigger();
        auto *dialog = w.findChild<gui::DoctorDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QSignalSpy checked(dialog, &gui::DoctorDialog::checked);
        QVERIFY(dialog->isChecking() ? checked.wait(60000) : true);
        action->trigger(); // the same dialog, looking again
        QCOMPARE(w.findChildren<gui::DoctorDialog *>().size(), 1);
        if (dialog->isChecking()) {
            QVERIFY(checked.wait(60000));
        }
    }
};

QTEST_MAIN(DoctorDialogTest)
#include "DoctorDialogTest.moc"
