// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

// One category per layer; enable with QT_LOGGING_RULES="keyward.*.debug=true".
// Nothing logged under these categories may contain a PIN or passphrase.
Q_DECLARE_LOGGING_CATEGORY(lcCore)
Q_DECLARE_LOGGING_CATEGORY(lcOpenPgp)
Q_DECLARE_LOGGING_CATEGORY(lcAssuan)
Q_DECLARE_LOGGING_CATEGORY(lcPcsc)
Q_DECLARE_LOGGING_CATEGORY(lcPkcs11)
Q_DECLARE_LOGGING_CATEGORY(lcBench)
Q_DECLARE_LOGGING_CATEGORY(lcGui)
Q_DECLARE_LOGGING_CATEGORY(lcCli)
