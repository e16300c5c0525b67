// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The benchmark page's setup form: what BenchmarkWindow's parts share (not
// for use outside BenchmarkWindow*.cpp).

#include <QList>
#include <QVariant>

class QListWidget;

namespace keyward::gui::bench {

/// The device list's entry for the CPU baseline.
inline constexpr char kCpuId[] = "cpu";

/// The data of the checked rows, top to bottom.
QList<QVariant> checkedData(const QListWidget *list);

} // namespace keyward::gui::bench
