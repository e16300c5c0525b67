// SPDX-License-Identifier: GPL-3.0-or-later
#include "GeneratePinPlan.h"

#include <QCoreApplication>

namespace keyward::openpgp {

namespace {

struct PinPlanText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::GeneratePinPlan)
};

} // namespace

QList<PinPrompt> generatePinPrompts(const GeneratePinInput &input)
{
    using Mode = GeneratePinInput::Mode;
    QList<PinPrompt> prompts;
    // Signatures gpg makes with the card's signature key, in order.
    QStringList signatures;
    switch (input.mode) {
    case Mode::AllKeys:
        prompts << PinPrompt{PinKind::AdminPin,
                             PinPlanText::tr("to generate the keys on the card")};
        signatures << PinPlanText::tr("to sign the user ID of the new certificate");
        if (input.encryptionSubkey || input.encryptionBackup) {
            signatures << PinPlanText::tr("to bind the encryption key to the certificate");
        }
        signatures << PinPlanText::tr("to sign the revocation certificate");
        signatures << PinPlanText::tr("to bind the authentication key to the certificate");
        break;
    case Mode::OneSlot:
        prompts << PinPrompt{PinKind::AdminPin, PinPlanText::tr("to generate the key on the card")};
        break;
    case Mode::UpdateCertificate:
        prompts << PinPrompt{PinKind::AdminPin, PinPlanText::tr("to generate the key on the card")};
        signatures << PinPlanText::tr("to bind the new key to the certificate");
        if (input.revokesOldSubkey) {
            signatures << PinPlanText::tr("to revoke the key it replaces");
        }
        break;
    case Mode::FromCard:
        signatures << PinPlanText::tr("to sign the user ID of the new certificate");
        if (input.encryptionJoins) {
            signatures << PinPlanText::tr("to bind the encryption key to the certificate");
        }
        signatures << PinPlanText::tr("to sign the revocation certificate");
        break;
    }
    if (signatures.isEmpty()) {
        return prompts;
    }
    if (!input.pinPerSignature) {
        // Given once, the user PIN stays verified for the signatures that follow.
        prompts << PinPrompt{PinKind::UserPin,
                             PinPlanText::tr("to sign the new certificate with the card")};
        return prompts;
    }
    for (const QString &why : std::as_const(signatures)) {
        prompts << PinPrompt{PinKind::UserPin, why};
    }
    return prompts;
}

QString describePinPrompts(const QList<PinPrompt> &prompts, bool pinPerSignature)
{
    qsizetype admin = 0;
    qsizetype user = 0;
    for (const PinPrompt &p : prompts) {
        (p.kind == PinKind::AdminPin ? admin : user) += 1;
    }
    // How often GnuPG really asks depends on what scdaemon still has verified, not on the
    // version: measured with GnuPG 2.2.40 and 2.4.7 alike on a virtual YubiKey 5 (KDF off,
    // tests/bench/pin-prompts.sh), all three keys new brought two admin and two user PIN
    // prompts, with a change of algorithm five and two (each slot's new algorithm asks the
    // admin PIN), a further key none, one slot with the certificate updated one admin prompt.
    // No count is promised that the card and GnuPG decide; only the user PIN for every
    // signature of a card that asks for it (forcesig) is counted.
    const bool several = pinPerSignature && user > 1;
    if (user == 0) {
        return admin == 0 ? QString()
                          : PinPlanText::tr("You will be asked for the admin PIN, unless the card "
                                            "still has it from an earlier step.");
    }
    if (admin == 0) {
        return several ? PinPlanText::tr("You will be asked for the user PIN for each of the %1 "
                                         "signatures (the card asks for it for every "
                                         "signature).")
                             .arg(user)
                       : PinPlanText::tr("You will be asked for the user PIN, unless the card "
                                         "still has it from an earlier step.");
    }
    return several ? PinPlanText::tr("You will be asked for the admin PIN, then for the user PIN "
                                     "for each of the %1 signatures (the card asks for it for "
                                     "every signature). GnuPG may ask for the admin PIN more "
                                     "than once.")
                         .arg(user)
                   : PinPlanText::tr("You will be asked for the admin PIN, then the user PIN, "
                                     "and for each of them more than once: GnuPG asks again "
                                     "when the card no longer has a PIN verified, and for the "
                                     "admin PIN again for each slot whose algorithm "
                                     "changes.");
}

} // namespace keyward::openpgp
