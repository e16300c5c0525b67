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

int main(int argc, char *argv[])
{
    // Before anything can start gpg-agent or read a PIN.
    keyward::CrashReport::install(argc > 0 ? argv[0] : nullptr);
    keyward::ProcessHygiene::disableCoreDumps();
    keyward::ProcessHygiene::scrubEnvironmentForChildren();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("keyward"));
    QApplication::setApplicationDisplayName(QStringLiteral("Keyward"));
    QApplication::setApplicationVersion(QStringLiteral(KEYWARD_VERSION));
    QApplication::setOrganizationName(QStringLiteral("Keyward"));
    QApplication::setDesktopFileName(QStringLiteral("org.keyward.Keyward"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/keyward.svg")));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtTranslator);
    }
    QTranslator translator;
    keyward::Catalogue::install(translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Set up, manage and benchmark OpenPGP cards and PKCS#11 tokens."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption moduleOption(
        QStringLiteral("module"),
        QApplication::translate("main", "Also load the PKCS#11 module at <path>."),
        QStringLiteral("path"));
    parser.addOption(moduleOption);
    parser.process(app);

    keyward::app::DeviceDirectory devices({parser.values(moduleOption)});
    keyward::gui::MainWindow window(&devices);
    window.show();
    devices.start();
    return QApplication::exec();
}
