// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/keytocard/BackupCommand.h"
#include "openpgp/keytocard/MoveToCardCommand.h"
#include "openpgp/keytocard/SlotPlanner.h"

#include <QPointer>
#include <QWizard>

#include <memory>
#include <optional>

class QTableWidget;

namespace keyward {
class Worker;
}

namespace keyward::openpgp {
class AgentSession;
}

namespace keyward::gui::keytocard {

/**
 * Move subkeys onto an OpenPGP card without losing them: pick key → map
 * subkeys to slots → verified backup → confirm → move (progress) → result
 * (read-back, keep or remove the local copy). Every step runs one command
 * object of keyward_keytocard on the agent's worker; the wizard itself never
 * talks to GPGME or the agent. PINs and the passphrase are asked by
 * gpg-agent's own pinentry.
 */
class KeyToCardWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId
    {
        PickKey,
        MapSlots,
        Backup,
        Confirm,
        Move,
        Done
    };

    explicit KeyToCardWizard(openpgp::AgentSession *session, QWidget *parent = nullptr);
    ~KeyToCardWizard() override;

    openpgp::AgentSession *session() const { return m_session; }
    /// Widens the wizard so every column of `table` shows whole (after its rows were filled).
    void fitColumns(QTableWidget *table);

    // State shared by the pages.
    std::optional<openpgp::keytocard::LocalKey> key;
    std::optional<openpgp::keytocard::CardCapabilities> card;
    /// The card as the device list names it: "YubiKey 5, serial 886A8E38".
    QString cardName;
    QList<openpgp::keytocard::SlotMapping> plan;
    openpgp::keytocard::BackupReport backup;
    QList<openpgp::keytocard::MovedKey> moved;

private:
    QPointer<openpgp::AgentSession> m_session;
    /// Reads the stored benchmark runs (SQLite, never a device); joined when the wizard goes.
    std::unique_ptr<keyward::Worker> m_storeReader;
};

/// Open the wizard (non-modal, deleted on close).
KeyToCardWizard *openKeyToCardWizard(keyward::openpgp::AgentSession *session, QWidget *parent);

} // namespace keyward::gui::keytocard
