// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportModule.h"

#include <QFileInfo>
#include <QLibrary>

#include <cstring>

namespace keyward::cli::ReportModule {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::ReportModule)
};

using MakeApplication = QCoreApplication *(*)(int *, char **);
using GetRenderer = const bench::ChartRenderer *(*)();

struct Loaded
{
    const bench::ChartRenderer *renderer = nullptr;
    QString path;  // where it was looked for first
    QString error; // technical, from the dynamic loader
};

Loaded &state()
{
    static Loaded s;
    return s;
}

/// The module's path: beside keyward-cli (the build tree), else in Keyward's
/// module folder relative to it (KEYWARD_MODULE_RELDIR, e.g. ../lib/keyward).
QStringList candidates()
{
    // No QCoreApplication yet: the executable from /proc.
    const QString dir =
        QFileInfo(QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath()).absolutePath();
    const QString name = QStringLiteral("keyward-report.so");
    return {
        dir + QLatin1Char('/') + name,
        QFileInfo(dir + QStringLiteral("/" KEYWARD_MODULE_RELDIR "/") + name).absoluteFilePath()};
}

} // namespace

bool wanted(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--html") == 0 || std::strncmp(argv[i], "--html=", 7) == 0 ||
            std::strcmp(argv[i], "--bundle") == 0 || std::strncmp(argv[i], "--bundle=", 9) == 0) {
            return true;
        }
    }
    return false;
}

std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv)
{
    if (!wanted(argc, argv)) {
        return std::make_unique<QCoreApplication>(argc, argv);
    }
    Loaded &s = state();
    const QStringList paths = candidates();
    s.path = paths.constLast();
    for (const QString &path : paths) {
        if (!QFileInfo::exists(path)) {
            continue;
        }
        s.path = path;
        // Never unloaded: the application and the renderer live in it.
        auto *lib = new QLibrary(path);
        auto make = reinterpret_cast<MakeApplication>(lib->resolve("keyward_report_application"));
        auto get = reinterpret_cast<GetRenderer>(lib->resolve("keyward_report_renderer"));
        if (!make || !get) {
            s.error = lib->errorString();
            delete lib;
            break;
        }
        s.renderer = get();
        return std::unique_ptr<QCoreApplication>(make(&argc, argv));
    }
    if (s.error.isEmpty()) {
        s.error = Text::tr("it is not there");
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

const bench::ChartRenderer *renderer()
{
    return state().renderer;
}

QString unavailable()
{
    const Loaded &s = state();
    if (s.renderer) {
        return QString();
    }
    return Text::tr("The report has no charts: Keyward's chart module %1 could not be loaded "
                    "(%2). It is built with Keyward's window and installed beside keyward-cli.")
        .arg(s.path, s.error);
}

} // namespace keyward::cli::ReportModule
