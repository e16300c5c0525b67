// SPDX-License-Identifier: GPL-3.0-or-later
#include "MeasuredCardFigures.h"

#include "bench/ResultStore.h"
#include "openpgp/keytocard/SlotPlanner.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

namespace keyward::app {

namespace {

bool isCardFigure(const bench::RunRecord &r)
{
    return !r.published && r.device.kind == QLatin1String("openpgp-card") &&
           (r.operation == bench::toString(bench::OperationKind::Sign) ||
            r.operation == bench::toString(bench::OperationKind::Decrypt)) &&
           (r.path == bench::toString(bench::BenchPath::DeviceTime) ||
            r.path == bench::toString(bench::BenchPath::EndToEnd)) &&
           !MeasuredCardFigures::gnupgAlgorithm(r.algorithm).isEmpty();
}

QString planningModel(const bench::DeviceIdentity &d)
{
    return d.isVirtual ? d.model + QStringLiteral(" (virtual)") : d.model;
}

} // namespace

QString MeasuredCardFigures::gnupgAlgorithm(const QString &benchAlgorithm)
{
    const QString a = benchAlgorithm.trimmed().toLower();
    static const QRegularExpression rsa(QStringLiteral("^rsa-?(\\d{4})$"));
    if (auto m = rsa.match(a); m.hasMatch()) {
        return QStringLiteral("rsa") + m.captured(1);
    }
    if (a == QLatin1String("ed25519") || a == QLatin1String("eddsa-ed25519")) {
        return QStringLiteral("ed25519");
    }
    if (a == QLatin1String("ecdh-curve25519") || a == QLatin1String("ecdh-x25519") ||
        a == QLatin1String("cv25519")) {
        return QStringLiteral("cv25519");
    }
    static const QRegularExpression nist(QStringLiteral("^ecd(sa|h)-p(256|384|521)$"));
    if (auto m = nist.match(a); m.hasMatch()) {
        return QStringLiteral("nistp") + m.captured(2);
    }
    return {};
}

int MeasuredCardFigures::apply(const QList<bench::RunRecord> &runs)
{
    QHash<QString, const bench::RunRecord *> newest; // "model\nalgorithm"
    for (const bench::RunRecord &r : runs) {
        if (!isCardFigure(r) || r.steadySamples().isEmpty()) {
            continue;
        }
        const QString key =
            planningModel(r.device) + QLatin1Char('\n') + gnupgAlgorithm(r.algorithm);
        const bench::RunRecord *&slot = newest[key];
        if (!slot || r.startedUtc > slot->startedUtc) {
            slot = &r;
        }
    }
    for (const bench::RunRecord *r : std::as_const(newest)) {
        const QString source =
            QCoreApplication::translate("keyward::app::MeasuredCardFigures",
                                        "Keyward benchmark of %1, %2, %3")
                .arg(r->startedUtc.date().toString(Qt::ISODate), r->operation, r->path);
        openpgp::keytocard::SlotPlanner::setMeasuredSeconds(planningModel(r->device),
                                                            gnupgAlgorithm(r->algorithm),
                                                            r->steady().median / 1e9, source);
    }
    return int(newest.size());
}

QList<bench::RunRecord> MeasuredCardFigures::readRuns(const QString &storePath)
{
    const QString path = storePath.isEmpty() ? bench::ResultStore::defaultPath() : storePath;
    if (!QFileInfo::exists(path)) {
        return {}; // never create a store just to look into it
    }
    bench::ResultStore store(path);
    if (!store.open()) {
        return {};
    }
    auto headers = store.list(false);
    if (!headers) {
        return {};
    }
    QList<bench::RunRecord> runs;
    for (const bench::RunRecord &h : headers.value()) {
        if (isCardFigure(h)) {
            if (auto full = store.load(h.id)) {
                runs << full.value();
            }
        }
    }
    return runs;
}

int MeasuredCardFigures::load(const QString &storePath)
{
    return apply(readRuns(storePath));
}

} // namespace keyward::app
