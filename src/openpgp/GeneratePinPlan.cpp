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
    if (user == 0) {
        return admin == 0 ? QString()
                          : PinPlanText::tr("You will be asked for the admin PIN once.");
    }
    // Several user PIN prompts only come from a card that asks for every signature.
    const bool several = pinPerSignature && user > 1;
    if (admin == 0) {
        return several ? PinPlanText::tr("You will be asked for the user PIN %1 times (the card "
                                         "asks for it for every signature).")
                             .arg(user)
                       : PinPlanText::tr("You will be asked for the user PIN once.");
    }
    return several ? PinPlanText::tr("You will be asked for the admin PIN once, then the user PIN "
                                     "%1 times (the card asks for it for every signature).")
                         .arg(user)
                   : PinPlanText::tr("You will be asked for the admin PIN once, then the user PIN "
                                     "once.");
}

} // namespace keyward::openpgp
