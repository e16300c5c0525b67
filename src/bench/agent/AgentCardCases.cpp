// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentCardCases.h"

#include "AgentBenchRunner.h"
#include "bench/AlgorithmRecorder.h"
#include "openpgp/SecureBytes.h"

#include <QCoreApplication>

namespace keyward::bench {

namespace {
// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::AgentCardCases)
};
} // namespace

QList<AgentCardCase> planAgentCardCases(const AgentCardIdentity &card, const BenchCase &settings,
                                        const QList<OperationKind> &operations,
                                        const QByteArray &pin, const QString &socket,
                                        std::shared_ptr<PinGuard> pinGuard)
{
    const std::shared_ptr<PinGuard> guard = PinGuard::orDefault(std::move(pinGuard));
    // One copy for all factories, wiped when the last one is destroyed.
    const std::shared_ptr<const QByteArray> sharedPin(new QByteArray(pin.constData(), pin.size()),
                                                      [](QByteArray *p) {
                                                          openpgp::wipe(*p);
                                                          delete p;
                                                      });
    QList<AgentCardCase> out;
    for (OperationKind op : operations) {
        AgentCardCase p;
        p.benchCase = settings;
        p.benchCase.threads = 1; // one card, one agent connection
        p.benchCase.device = card.device;
        p.benchCase.operation = op;
        p.benchCase.path = BenchPath::EndToEnd;
        p.benchCase.keyOrigin = QStringLiteral("existing:card");
        p.benchCase.algorithm = Text::tr("card key");
        if (!card.agentVersion.isEmpty()) {
            p.software.insert(QStringLiteral("gpg-agent"), card.agentVersion);
        }
        if (op != OperationKind::Sign && op != OperationKind::Decrypt &&
            op != OperationKind::Authenticate) {
            p.skipReason = op == OperationKind::KeyGeneration
                               ? Text::tr("key generation would replace the card's key")
                           : op == OperationKind::PinVerify
                               ? Text::tr("gpg-agent keeps a verified PIN; PIN verification "
                                          "is measured as device time over PC/SC")
                               : Text::tr("not a gpg-agent operation");
            out << p;
            continue;
        }
        p.algorithmAfterSetup = std::make_shared<QString>();
        auto algorithm = p.algorithmAfterSetup;
        p.factory = [op, socket, sharedPin, algorithm,
                     guard](int) -> std::unique_ptr<OperationRunner> {
            AgentBenchConfig cfg;
            cfg.operation = op;
            cfg.socket = socket;
            cfg.pinGuard = guard;
            cfg.pin = QByteArray(sharedPin->constData(), sharedPin->size()); // the runner's own
            return std::make_unique<AlgorithmRecorder<AgentBenchRunner>>(
                std::make_unique<AgentBenchRunner>(std::move(cfg)), algorithm);
        };
        out << p;
    }
    return out;
}

} // namespace keyward::bench
