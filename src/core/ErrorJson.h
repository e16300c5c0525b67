// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Error.h"

#include <QJsonObject>
#include <QStringList>

namespace keyward {

/// Every kind an error object in `--json` output may carry (Error::kindName
/// of each ErrorKind but None), in the order of the enum. The list is fixed:
/// docs/cli/error.schema.json names the same words.
QStringList errorKindNames();

/// The error object of `--json` output, the same for every command and back
/// end: "kind" (one of errorKindNames()), "message" (a sentence in the user's
/// language; `message` when given, else Error::userMessage()), "triesLeft" (a
/// number, or null when unknown), "domain", "code", "operation" and "detail".
QJsonObject errorJson(const Error &error, const QString &message = {});

/// The whole answer of a failed command: {"ok": false, "error": errorJson()}.
QJsonObject errorDocument(const Error &error, const QString &message = {});

} // namespace keyward
