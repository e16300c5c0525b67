// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DoctorChecks.h"

#include <QFuture>
#include <QJsonObject>
#include <QStringList>

#include <memory>

namespace keyward {
class Worker;
}

namespace keyward::app {

/// What `doctor` found: what it looked at and its findings.
struct DoctorReport
{
    QList<doctor::FactLine> facts;
    QList<doctor::Finding> findings;

    int count(doctor::Severity severity) const;
    bool hasProblem() const { return count(doctor::Severity::Problem) > 0; }
};

/**
 * "Why can't gpg see my card?": a read-only check of this computer's smart-card set-up —
 * GnuPG and gpg-agent, pcscd and its readers, scdaemon's driver choice, OpenSC beside
 * scdaemon, pinentry, gpg-agent's SSH support, card stubs and card keys about to expire.
 * Writes no file and starts or restarts no daemon (DoctorFacts.h says what is asked).
 */
class DoctorCommand
{
public:
    DoctorCommand();
    ~DoctorCommand();
    /// Looks, on a worker of its own; the future resolves there.
    QFuture<DoctorReport> run();

    /// Judges facts already read (the checks alone; for tests and run()).
    static DoctorReport report(const doctor::Facts &facts);
    /// "Problem", "Warning" or "Note": how the report names a finding's severity.
    static QString severityWord(doctor::Severity severity);
    /// "Problems: 0, warnings: 1, notes: 0." — the report's closing line.
    static QString summary(const DoctorReport &report);
    /// The report for people: what was looked at, then each finding with what to do.
    static QStringList lines(const DoctorReport &report);
    /// The report as data, with the text beside it (docs/cli/doctor.schema.json).
    static QJsonObject json(const DoctorReport &report);

private:
    std::unique_ptr<Worker> m_worker;
};

} // namespace keyward::app
