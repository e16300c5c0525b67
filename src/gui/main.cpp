// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "app/DeviceDirectory.h"
#include "core/Catalogue.h"
#include "core/CrashReport.h"
#include "core/ProcessHygiene.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>
#include <cstdlib>

namespace {

void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("keyward"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KEYWARD_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("Keyward"));
}

struct CommandLine
{
    QCommandLineParser parser;
    QCommandLineOption module{
        QStringLiteral("module"),
        QCoreApplication::translate("main", "Also load the PKCS#11 module at <path>."),
        QStringLiteral("path")};

    CommandLine()
    {
        parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Set up, manage and benchmark OpenPGP cards and PKCS#11 tokens. "
                    "Without a card reader or token, scripts/run starts it on a virtual "
                    "card and a SoftHSM token (scripts/run --help)."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOption(module);
    }
};

bool asksOnlyForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" ||
            arg == "--version") {
            return true;
        }
    }
    return false;
}

// --help and --version answer without a display: on a terminal without a
// desktop session, QApplication would abort before the parser saw them.
[[noreturn]] void answerWithoutDisplay(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    describeApplication();
    QTranslator translator;
    keyward::Catalogue::install(translator);
    CommandLine line;
    line.parser.process(app);
    std::exit(0);
}

bool displayReachable(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (QByteArray(argv[i]) == "-platform") {
            return true;
        }
    }
    return qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || qEnvironmentVariableIsSet("DISPLAY") ||
           qEnvironmentVariableIsSet("WAYLAND_DISPLAY");
}

} // namespace

int main(int argc, char *argv[])
{
    // Before anything can start gpg-agent or read a PIN.
    keyward::CrashReport::install(argc > 0 ? argv[0] : nullptr);
    keyward::ProcessHygiene::disableCoreDumps();
    keyward::ProcessHygiene::scrubEnvironmentForChildren();
    if (asksOnlyForText(argc, argv)) {
        answerWithoutDisplay(argc, argv);
    }
    if (!displayReachable(argc, argv)) {
        std::fputs(qPrintable(QCoreApplication::translate(
                       "main", "Keyward's window needs a display, and none is set (DISPLAY, "
                               "WAYLAND_DISPLAY or QT_QPA_PLATFORM). Start it in a desktop "
                               "session, under xvfb-run, or use keyward-cli on a terminal.\n")),
                   stderr);
        return 1;
    }
    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Keyward"));
    QApplication::setDesktopFileName(QStringLiteral("org.keyward.Keyward"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/keyward.svg")));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtTranslator);
    }
    QTranslator translator;
    keyward::Catalogue::install(translator);

    CommandLine line;
    line.parser.process(app);

    keyward::app::DeviceDirectory devices({line.parser.values(line.module)});
    keyward::gui::MainWindow window(&devices);
    window.show();
    devices.start();
    return QApplication::exec();
}
