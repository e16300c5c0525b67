// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/ChartRenderer.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace keyward::cli::ReportModule {

/// Whether the command line draws charts: bench … --html, export --bundle.
bool wanted(int argc, char **argv);

/// The application keyward-cli runs in. For a command that draws charts, the
/// report module is loaded and makes it (a QApplication on the offscreen
/// platform); otherwise, or when the module cannot be loaded, a
/// QCoreApplication. `argc` is main's own (it must outlive the application).
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv);

/// The loaded module's renderer; nullptr when no command asked for charts or
/// the module could not be loaded (unavailable() says why).
const bench::ChartRenderer *renderer();

/// Why there are no charts, as a whole sentence; empty when renderer() is set.
QString unavailable();

} // namespace keyward::cli::ReportModule
