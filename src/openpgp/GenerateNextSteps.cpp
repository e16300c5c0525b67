// SPDX-License-Identifier: GPL-3.0-or-later
#include "GenerateNextSteps.h"

#include "core/AlgorithmNames.h"

#include <QCoreApplication>
#include <QStringList>

namespace keyward::openpgp {

namespace {

struct NextStepsText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::GenerateNextSteps)
};

} // namespace

QString cardDisplayName(const CardInfo &card)
{
    QString model = card.model.trimmed();
    if (model.isEmpty()) {
        model = card.aid.manufacturerName.trimmed();
    }
    if (model.isEmpty()) {
        model = NextStepsText::tr("OpenPGP card");
    }
    const QString serial = card.aid.serialText();
    return card.isVirtual ? NextStepsText::tr("virtual %1, serial %2").arg(model, serial)
                          : NextStepsText::tr("%1, serial %2").arg(model, serial);
}

QString publishCommand(const QByteArray &fingerprint)
{
    return QStringLiteral("gpg --send-keys ") + QString::fromLatin1(fingerprint);
}

QString generateNextSteps(const GenerateOutcome &outcome)
{
    const QString fpr = QString::fromLatin1(outcome.fingerprint);
    QStringList lines;
    lines << NextStepsText::tr("The card (%1) now holds the keys of certificate %2.")
                 .arg(outcome.cardName, fpr);
    if (outcome.revocation.isEmpty()) {
        lines << NextStepsText::tr("No revocation certificate was written; make one with "
                                   "\"gpg --gen-revoke %1\" and keep it offline.")
                     .arg(fpr);
    } else {
        lines << NextStepsText::tr("The revocation certificate is in %1; keep a copy offline.")
                     .arg(outcome.revocation);
    }
    if (!outcome.backup.isEmpty()) {
        lines << NextStepsText::tr("The backup of the encryption key is in %1; keep it offline, "
                                   "it has no passphrase.")
                     .arg(outcome.backup);
    }
    lines << NextStepsText::tr("Next, export the public key and give it to your correspondents, "
                               "or publish it with \"%1\".")
                 .arg(publishCommand(outcome.fingerprint));
    lines << NextStepsText::tr("To log in over SSH with the card, export the SSH key and add it "
                               "to ~/.ssh/authorized_keys on the servers.");
    return lines.join(QLatin1Char('\n'));
}

QString partialGenerationText(const CardInfo &before, const CardInfo &after)
{
    QStringList sentences;
    bool changed = false;
    for (KeySlot slot : {KeySlot::Signature, KeySlot::Encryption, KeySlot::Authentication}) {
        const CardKeySlot &now = after.key(slot);
        const QString name = slot == KeySlot::Signature    ? NextStepsText::tr("Signature")
                             : slot == KeySlot::Encryption ? NextStepsText::tr("Encryption")
                                                           : NextStepsText::tr("Authentication");
        if (!now.hasKey()) {
            sentences << NextStepsText::tr("%1: empty.").arg(name);
            continue;
        }
        const bool isNew = now.fingerprint != before.key(slot).fingerprint;
        changed |= isNew;
        const QString algorithm = algorithmDisplayName(now.algorithm);
        sentences << (isNew ? NextStepsText::tr("%1: %2 key, new.").arg(name, algorithm)
                            : NextStepsText::tr("%1: %2 key, old.").arg(name, algorithm));
    }
    if (!changed) {
        return {};
    }
    sentences << NextStepsText::tr(
        "The new keys stay on the card: an OpenPGP card cannot undo a key short of a factory "
        "reset.");
    return sentences.join(QLatin1Char(' '));
}

} // namespace keyward::openpgp
