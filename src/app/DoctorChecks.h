// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// keyward-cli doctor: the checks, pure functions of the facts (DoctorFacts), with every
// sentence a finding says written here.

#include "DoctorFacts.h"
#include "openpgp/CardInfo.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace keyward::app::doctor {

enum class Severity
{
    Problem, ///< something that keeps a card from working: the command exits 1
    Warning, ///< works now, or works badly, and is likely to break
    Info,    ///< worth knowing, nothing to fix
};

/// "problem", "warning", "info": the JSON value and the word of the text output.
QString severityKey(Severity severity);

/// One thing found. `id` is stable and English; `values` are data (paths, versions, serials).
struct Finding
{
    QString id; ///< e.g. "scdaemon-ccid-conflict"
    Severity severity = Severity::Info;
    QString description; ///< one whole sentence: what was found
    QString action;      ///< one whole sentence: what to do
    QJsonObject values;
};

/// One line of what was looked at, for the report's head: `key` English, `value` data.
struct FactLine
{
    QString key;
    QJsonValue value;
    QString text;
};

/// Every finding, in the order of the checks (GnuPG, PC/SC, scdaemon, OpenSC, pinentry, SSH,
/// card stubs, expiring card keys).
QList<Finding> diagnose(const Facts &facts);

/// Days before expiry from which a card key is reported.
inline constexpr int kExpiryWarningDays = openpgp::kKeyExpiryWarningDays;

} // namespace keyward::app::doctor
