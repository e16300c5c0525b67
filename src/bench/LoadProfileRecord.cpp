// SPDX-License-Identifier: GPL-3.0-or-later
#include "LoadProfileRecord.h"

#include <QCoreApplication>
#include <QStringList>

namespace keyward::bench {

namespace {
// Stored with the run, so it stays the same in every language.
const QLatin1String kNotePrefix("load profile: ");
} // namespace

RunRecord loadProfileRun(const BenchCase &benchCase, const LoadProfileResult &result,
                         const Environment &environment)
{
    RunRecord run;
    run.startedUtc = result.startedUtc;
    run.device = benchCase.device;
    run.algorithm = benchCase.algorithm;
    run.operation = toString(benchCase.operation);
    run.path = toString(benchCase.path);
    run.threads = result.config.workers;
    run.keyOrigin = benchCase.keyOrigin;
    run.environment = environment;
    run.samples.resize(result.config.workers);
    for (const RequestRecord &q : result.requests) {
        if (q.served() && q.worker >= 0 && q.worker < run.samples.size()) {
            run.samples[q.worker].steady << (q.endNs - q.startNs);
        }
    }
    QStringList rates;
    for (const LoadStep &st : result.config.steps) {
        rates << QString::number(st.ratePerSecond);
    }
    run.notes = kNotePrefix + rates.join(QStringLiteral(", ")) +
                QStringLiteral(" requests/s; samples are service times");
    if (!result.steps.isEmpty()) {
        run.wallSeconds = result.steps.constLast().endSeconds;
    }
    return run;
}

bool isLoadProfileRun(const RunRecord &run)
{
    return run.notes.startsWith(kNotePrefix);
}

} // namespace keyward::bench
