// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QAction;
class QMainWindow;

namespace keyward {
class DeviceListModel;
}

namespace keyward::gui::bench {

/// Adds "Tools → Benchmarks" (Ctrl+B) to `window`'s menu bar; it opens the
/// benchmark window (one, made on first use, owned by `window`).
QAction *installBenchmarkAction(QMainWindow *window, keyward::DeviceListModel *devices);

} // namespace keyward::gui::bench
