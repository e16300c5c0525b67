// SPDX-License-Identifier: GPL-3.0-or-later
#include "DialogRunner.h"

#include <QDialog>

namespace keyward::gui::token {

namespace {
std::function<int(QDialog &)> &testRunner()
{
    static std::function<int(QDialog &)> runner;
    return runner;
}
} // namespace

int runDialog(QDialog &dialog)
{
    if (const auto &runner = testRunner()) {
        return runner(dialog);
    }
    return dialog.exec();
}

void setDialogRunnerForTesting(std::function<int(QDialog &)> runner)
{
    testRunner() = std::move(runner);
}

} // namespace keyward::gui::token
