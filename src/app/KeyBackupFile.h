// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace keyward::app {

/// Why `path` (a key command's --backup) cannot be read as a card owner's secret key file, as a
/// whole sentence: not named, missing, not a readable file, larger than a secret key file can be.
/// Empty when it can be read.
QString backupFileRefusal(const QString &path);

} // namespace keyward::app
