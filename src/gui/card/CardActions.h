// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/CardInfo.h"
#include "openpgp/GenerateKeyCommand.h"

#include <QObject>

class QAction;
class QMenu;

namespace keyward::gui::card {

class CardPage;

/**
 * The card page's actions: the PINs, Keys, Settings and Export menus, the
 * cardholder and factory-reset buttons. Each opens its dialog with open()
 * (no nested event loop; tests find the dialog by object name and answer
 * it), builds the matching command object and hands it to the page.
 *
 * Action object names, for tests and scripting: actionChangeUserPin,
 * actionChangeAdminPin, actionSetResetCode, actionRemoveResetCode,
 * actionUnblockWithResetCode, actionUnblockWithAdminPin, actionCardholder,
 * actionGenerateKeys, actionKeyAttributes, actionKdf, actionTouchPolicy,
 * actionForceSig, actionExportPublicKey, actionExportSsh, actionFactoryReset.
 *
 * On a card with KDF on, the actions that set a PIN ask for the PINs with
 * PinDialog (the card's rule checked) instead of gpg-agent's pinentry.
 */
class CardActions : public QObject
{
    Q_OBJECT
public:
    explicit CardActions(CardPage *page);

    /// Enable or disable every action (while an operation runs).
    void setEnabled(bool enabled);
    /// Adapt to the card (what it supports, KDF and forcesig state).
    void update(const openpgp::CardInfo &card);

private:
    QAction *make(const QString &text, const QString &name, void (CardActions::*slot)());
    /// A command that sets a PIN, with Keyward's checked PIN dialog when
    /// the card has KDF on (GenerateKeyCommand.h brings CardCommand).
    openpgp::CardCommand *settingPins(openpgp::CardCommand *command) const;
    void changeUserPin();
    void changeAdminPin();
    void setResetCode();
    void removeResetCode();
    void unblockWithResetCode();
    void unblockWithAdminPin();
    void editCardholder();
    void generateKeys();
    void offerNewCertificate(const openpgp::CardCertificate &old);
    void backUpEncryptionKey(const QByteArray &certificate, const QByteArray &subkey,
                             const QString &path, const QString &revocation);
    /// What "Finish the missing keys" repeats of a generation that stopped part-way.
    struct FinishPlan
    {
        QString name;
        QString email;
        QString expiry;
        bool certificateMade = false;
    };
    /// After a generation failed part-way: per slot what the card holds now (read again), and
    /// with `plan` (all three keys were asked for) "Finish the missing keys".
    void sayWhatTheCardHolds(const openpgp::CardInfo &before, const QString &failure,
                             const FinishPlan *plan);
    void finishMissingKeys(const FinishPlan &plan, const QList<openpgp::KeySlot> &missing,
                           const QByteArray &certificate);
    /// After a generation with a new certificate: the next steps (GenerateResultDialog).
    void showNextSteps(const QByteArray &certificate, const QString &revocation,
                       const QString &backup, const QString &summary);
    void keyAttributes();
    void toggleKdf();
    void touchPolicy();
    void toggleForceSig();
    void exportPublicKey();
    void exportSsh();
    void factoryReset();
    void exportAs(int format);

    CardPage *m_page;
    QList<QAction *> m_all;
    QAction *m_kdf = nullptr;
    QAction *m_touch = nullptr;
    QAction *m_forceSig = nullptr;
    QAction *m_keyAttr = nullptr;
    QAction *m_unblockReset = nullptr;
    QAction *m_removeReset = nullptr;
    bool m_enabled = false;
    bool m_kdfTurnedOn = false; // show the default-PIN banner once the card has KDF on
    openpgp::CardInfo m_card;
};

} // namespace keyward::gui::card
