// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Scenario.h"
#include "openpgp/CardInfo.h"

#include <functional>
#include <memory>

namespace keyward::openpgp {
class AgentSession;
}
namespace keyward::gui::card {
class CardPage;
}

namespace keyward::guiprobe {

/**
 * Goal 3, key generation half: the card page on the sandbox's first virtual
 * card sets a slot's algorithm (Key algorithms…, admin PIN from the test
 * pinentry) and generates that slot's key (Generate keys… → one slot), the
 * way a user does. The probe runs from the dialog's OK until the page has
 * read the card again; then the idle baseline for as long.
 * Prints `result keygen algorithm=… keygen_s=… stall_max_ms=… idle_max_ms=…`.
 */
class KeygenScenario : public Scenario
{
    Q_OBJECT
public:
    KeygenScenario(QString algorithm, openpgp::KeySlot slot, QObject *parent = nullptr);
    ~KeygenScenario() override;

    bool prepare() override;

private:
    void showCard();
    void setAlgorithm();
    void generate();
    /// After the page's command: wait for its result and the re-read, then `then`.
    void awaitCommand(std::function<void(bool ok)> then);
    void report();

    QString m_algorithm;
    openpgp::KeySlot m_slot;
    QString m_aid;
    std::unique_ptr<openpgp::AgentSession> m_session;
    std::unique_ptr<gui::card::CardPage> m_page;
    std::unique_ptr<StallProbe> m_probe;
    std::function<void(bool)> m_afterCommand;
    bool m_commandDone = false;
    bool m_commandOk = false;
    bool m_reread = false;
    double m_keygenSeconds = 0;
    StallStats m_stalls;
    QStringList m_worst;
    StallStats m_idle;
};

} // namespace keyward::guiprobe
