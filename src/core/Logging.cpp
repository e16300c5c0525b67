// SPDX-License-Identifier: GPL-3.0-or-later
#include "Logging.h"

Q_LOGGING_CATEGORY(lcCore, "keyward.core", QtInfoMsg)
Q_LOGGING_CATEGORY(lcOpenPgp, "keyward.openpgp", QtInfoMsg)
Q_LOGGING_CATEGORY(lcAssuan, "keyward.assuan", QtInfoMsg)
Q_LOGGING_CATEGORY(lcPcsc, "keyward.pcsc", QtInfoMsg)
Q_LOGGING_CATEGORY(lcPkcs11, "keyward.pkcs11", QtInfoMsg)
Q_LOGGING_CATEGORY(lcBench, "keyward.bench", QtInfoMsg)
Q_LOGGING_CATEGORY(lcGui, "keyward.gui", QtInfoMsg)
Q_LOGGING_CATEGORY(lcCli, "keyward.cli", QtInfoMsg)
