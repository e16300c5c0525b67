// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace keyward::gui {

/// Shows the about box: version, what Keyward is for, the licence and the
/// versions of the libraries it runs on.
void showAboutDialog(QWidget *parent);

} // namespace keyward::gui
