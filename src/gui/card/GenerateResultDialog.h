// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/GenerateNextSteps.h"

#include <QDialog>

namespace keyward::gui::card {

/**
 * The next steps after a key generation on the card: which card holds the keys of which
 * certificate, where the revocation certificate and the backup are, and buttons for what comes
 * next: "Export public key…" and "Export SSH key…" (the card page's export actions),
 * "Copy fingerprint" and "Copy the command to publish" (`gpg --send-keys FPR`: publishing needs
 * the network, so Keyward does not do it itself).
 *
 * Object names: generateResultDialog, generateResultText, exportPublicKeyButton,
 * exportSshButton, copyFingerprintButton, copyPublishButton.
 */
class GenerateResultDialog : public QDialog
{
    Q_OBJECT
public:
    GenerateResultDialog(const openpgp::GenerateOutcome &outcome, const QString &summary,
                         QWidget *parent = nullptr);

Q_SIGNALS:
    void exportPublicKeyRequested();
    void exportSshRequested();
};

} // namespace keyward::gui::card
