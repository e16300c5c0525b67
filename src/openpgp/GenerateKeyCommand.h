// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardCommand.h"
#include "CardInfo.h"

#include <QFuture>

#include <array>

namespace keyward::openpgp {

/// The OpenPGP certificate in the keyring that holds keys of a card.
struct CardCertificate
{
    QByteArray fingerprint; ///< the certificate's (primary key's) fingerprint, upper-case hex
    QString userId;         ///< its first user ID
    /// Per slot (signature, encryption, authentication): the card's key is
    /// in this certificate...
    std::array<bool, 3> holds{};
    /// ...as its primary key (a certificate cannot change its primary key).
    std::array<bool, 3> isPrimary{};
    bool isNull() const { return fingerprint.isEmpty(); }
};

/**
 * Generate keys on the card, one slot at a time (SCD GENKEY), so a cancel
 * takes effect between keys: a command already sent to the card cannot be
 * aborted.
 *
 * - Certificate mode (default): all three keys and a new OpenPGP certificate:
 *   signature and encryption key with one timestamp, the certificate from
 *   them (gpg --gen-key with Key-Grip/Subkey-Grip and that creation date, so
 *   the card's fingerprints are the certificate's), then the authentication
 *   key with `gpg --edit-key addcardkey` (GnuPG 2.2 batch key generation
 *   takes one subkey only).
 * - Slot mode (setSlotOnly()): one slot. With setCertificate() the matching
 *   certificate is updated too: an encryption or authentication key through
 *   `addcardkey` (the new subkey gets the card's fingerprint) and the old
 *   subkey is revoked as superseded. The signature slot cannot be updated
 *   that way when it holds the certificate's primary key: the key is
 *   generated with the encryption key's timestamp so a new certificate
 *   (setFromCard()) can take both.
 * - From-card mode (setFromCard()): no key generated; a new certificate for
 *   the signature key on the card, with the encryption key as subkey when
 *   both have the same creation time.
 *
 * Progress has no measure (the card says nothing until done): the Operation
 * reports the step; show its elapsed time. RSA-4096 on a Gnuk takes minutes;
 * only the agent worker waits.
 */
class GenerateKeyCommand : public CardCommand
{
    Q_OBJECT
public:
    explicit GenerateKeyCommand(AgentSession *session, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

    /// Certificate mode: user ID parts and expiry ("0" = never, "1y", "2025-12-31").
    void setUserId(const QString &name, const QString &email);
    void setExpiry(const QString &expiry)
    {
        const QString e = expiry.trimmed();
        m_expiry = e.compare(QLatin1String("never"), Qt::CaseInsensitive) == 0 ||
                           e.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0
                       ? QStringLiteral("0")
                       : e;
    }
    /// Certificate mode: set all three slots to this algorithm first
    /// ("rsa3072", "ed25519" — the encryption slot then gets cv25519,
    /// "nistp256", ...); empty keeps what the card is set to.
    void setAlgorithm(const QString &algorithm) { m_algorithm = algorithm; }
    /// Slot mode: generate only this slot.
    void setSlotOnly(KeySlot slot)
    {
        m_slot = slot;
        m_slotOnly = true;
    }
    /// Slot mode: also update this certificate (see the class comment).
    void setCertificate(const QByteArray &fingerprint) { m_certificate = fingerprint; }
    /// From-card mode: a new certificate for the keys already on the card
    /// (user ID and expiry as in certificate mode).
    void setFromCard() { m_fromCard = true; }

    /// The fingerprint of the new certificate (certificate and from-card
    /// mode) or of the slot's new key (slot mode), upper-case hex.
    QByteArray fingerprint() const { return m_fingerprint; }
    /// Slot mode with a certificate: whether it was updated.
    bool certificateUpdated() const { return m_certificateUpdated; }
    /// Keys generated so far (also after a cancel or a failure).
    QList<KeySlot> generated() const { return m_generated; }

    /// What the card takes (CardInfo::supportedAlgorithms): validate()
    /// refuses another algorithm. Empty: any algorithm Keyward knows.
    void setSupportedAlgorithms(const QStringList &supported) { m_supported = supported; }

    /// Every setting checked, before anything reaches the card: user ID and
    /// expiry (certificate and from-card mode), algorithm. InvalidInput (or
    /// NotSupported for an algorithm) with the rule in words. execute()
    /// runs it first; the CLI and the window call it before they start.
    Status validate() const;
    /// gpg's rules for the user ID: a name of at least five characters (or
    /// an e-mail address alone), no '<', '>' or control characters, a name
    /// not starting with a digit; an e-mail address gpg takes.
    static Status checkUserId(const QString &name, const QString &email,
                              const QString &operation = {});
    /// "0"/"never"/"none", a period ("2y", "6m", "3w", "30d", "90"), an ISO
    /// date ("2030-12-31") or time ("20301231T235959") in the future.
    static Status checkExpiry(const QString &expiry, const QString &operation = {});
    /// An algorithm Keyward can set for the signature slot ("rsa2048" ...
    /// "rsa4096", "ed25519", "nistp256", ...), and one the card takes when
    /// `supported` is not empty.
    static Status checkAlgorithm(const QString &algorithm, const QStringList &supported = {},
                                 const QString &operation = {});

    /// Worker thread only: the certificate findCertificateNow() gives, for
    /// the card's fingerprints per slot (upper-case hex, empty for none).
    static Result<CardCertificate>
    findCertificateByFingerprints(const std::array<QByteArray, 3> &fingerprints);
    /// Worker thread only: the secret certificate in the keyring holding keys
    /// of this card (matched by fingerprint), or a null one.
    static Result<CardCertificate> findCertificateNow(const CardInfo &card);
    /// The same on the session's worker.
    static QFuture<Result<CardCertificate>> findCertificate(AgentSession *session,
                                                            const CardInfo &card);
    /// Worker thread only: every unrevoked secret certificate holding keys of
    /// this card; first the one whose primary key is the card's signature key
    /// (the one findCertificateNow gives), then by how many keys each holds.
    static Result<QList<CardCertificate>> findCertificatesNow(const CardInfo &card);
    /// The same on the session's worker.
    static QFuture<Result<QList<CardCertificate>>> findCertificates(AgentSession *session,
                                                                    const CardInfo &card);

protected:
    Status execute() override;
    QString successText() const override;

private:
    Status generateSlot();
    Status generateAll();
    Status certificateFromCard();
    Status applyAlgorithm();
    Status genkey(KeySlot slot, const QByteArray &timestamp);
    Status createCertificate(const QByteArray &primaryGrip, int primaryAlgo,
                             const QByteArray &subGrip, int subAlgo, qint64 created);
    Status refuseGpgOnAnotherCard();
    Status addCardKey(KeySlot slot, const QByteArray &oldSubkey);
    Status cancelledAfter(const QString &what);
    bool isCancelled() const;
    QByteArray slotFingerprint(KeySlot slot);

    QString m_name;
    QString m_email;
    QString m_expiry = QStringLiteral("0");
    QString m_algorithm;
    QStringList m_supported;
    QByteArray m_certificate;
    KeySlot m_slot = KeySlot::Signature;
    bool m_slotOnly = false;
    bool m_fromCard = false;
    bool m_certificateUpdated = false;
    bool m_encryptionJoined = false;
    QByteArray m_fingerprint;
    QList<KeySlot> m_generated;
};

} // namespace keyward::openpgp
