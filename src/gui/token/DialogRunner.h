// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

class QDialog;

namespace keyward::gui::token {

/// Runs an input dialog modally and returns its result (QDialog::DialogCode).
/// Every dialog of the token page goes through here, so a test can fill the
/// real dialog's widgets and accept or reject it instead of meeting a modal
/// exec() it cannot reach.
int runDialog(QDialog &dialog);

/// Test hook: dialogs go to `runner` instead of QDialog::exec() (empty: exec
/// again). The runner gets the dialog fully set up and returns its result.
void setDialogRunnerForTesting(std::function<int(QDialog &)> runner);

} // namespace keyward::gui::token
