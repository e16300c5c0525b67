// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardGenerateCli.h"

#include "CardCliSupport.h"
#include "Confirm.h"

#include "openpgp/CardLock.h"
#include "openpgp/GenerateKeyCommand.h"
#include "openpgp/GenerateNextSteps.h"
#include "openpgp/GeneratePinPlan.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

using namespace keyward::openpgp;

namespace keyward::cli::card {

namespace {

/// The file's user-visible strings, in one translation context that lupdate sees.
struct GenerateText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::CardGenerate)
};

QString slotWords(KeySlot slot)
{
    switch (slot) {
    case KeySlot::Signature:
        return GenerateText::tr("signature key");
    case KeySlot::Encryption:
        return GenerateText::tr("encryption key");
    case KeySlot::Authentication:
        break;
    }
    return GenerateText::tr("authentication key");
}

/// What generating into `affected` destroys on this card, in whole sentences;
/// empty when those slots are empty.
QString lossText(const CardInfo &card, const QList<KeySlot> &affected,
                 const Result<QList<CardCertificate>> &certs)
{
    QStringList keys;
    std::array<bool, 3> lost{};
    for (KeySlot s : affected) {
        const CardKeySlot &k = card.key(s);
        if (k.hasKey()) {
            keys << QStringLiteral("%1 %2").arg(slotWords(s), QString::fromLatin1(k.fingerprint));
            lost[static_cast<size_t>(s) - 1] = true;
        }
    }
    if (keys.isEmpty()) {
        return {};
    }
    QStringList sentences;
    sentences << GenerateText::tr("Keys on card %1 are replaced and cannot be recovered: %2.")
                     .arg(card.aid.serialText(), keys.join(QStringLiteral(", ")));
    if (!certs) {
        sentences << GenerateText::tr("The keyring could not be searched for the certificate "
                                      "holding them: %1")
                         .arg(certs.error().userMessage());
    } else {
        bool any = false;
        for (const CardCertificate &c : *certs) {
            QStringList held;
            for (size_t i = 0; i < 3; ++i) {
                if (c.holds[i] && lost[i]) {
                    held << slotWords(static_cast<KeySlot>(i + 1));
                }
            }
            if (held.isEmpty()) {
                continue;
            }
            any = true;
            sentences << GenerateText::tr("Certificate %1 \"%2\" loses its %3 on this card.")
                             .arg(QString::fromLatin1(c.fingerprint), c.userId,
                                  held.join(QStringLiteral(", ")));
        }
        if (!any) {
            sentences << GenerateText::tr("No certificate in this keyring holds them.");
        }
    }
    if (lost[1]) {
        sentences << GenerateText::tr(
            "Messages encrypted to the old encryption key can no longer be decrypted.");
    }
    return sentences.join(QLatin1Char(' '));
}

/// After a generation with a new certificate: the next steps, as the window says them.
void printNextSteps(QTextStream &out, const QString &cardName, const GenerateKeyCommand &gen,
                    const QString &backup)
{
    GenerateOutcome outcome;
    outcome.cardName = cardName;
    outcome.fingerprint = gen.fingerprint();
    outcome.revocation = gen.revocationCertificate();
    outcome.backup = backup;
    out << '\n' << generateNextSteps(outcome) << '\n';
}

/// After a generation stopped part-way: read the card again and say per slot what it holds.
void printWhatTheCardHolds(AgentSession &session, const CardInfo &before, QTextStream &err)
{
    const auto now = readCard(session);
    if (!now) {
        return;
    }
    if (const QString holds = partialGenerationText(before, *now); !holds.isEmpty()) {
        err << holds << '\n';
        err.flush();
    }
}

EncryptionBackupRunner g_backupRunner = nullptr;

/// The backup file for --backup: the file named, or a new name in the folder named. Empty
/// with `problem` set when it cannot be used (an existing file is never overwritten).
QString backupTarget(const QString &given, QString &problem)
{
    QString path = given;
    const QFileInfo info(given);
    if (info.isDir() && !info.isSymLink()) {
        path = QDir(given).filePath(
            QStringLiteral("encryption-key-backup-%1.asc")
                .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    }
    const QFileInfo target(path);
    if (target.exists() || target.isSymLink()) {
        problem = GenerateText::tr("the backup file %1 already exists and may be the only copy of "
                                   "another key; choose a new file (nothing was done)")
                      .arg(path);
        return {};
    }
    if (!target.absoluteDir().exists()) {
        problem = GenerateText::tr("the folder %1 for the backup file does not exist")
                      .arg(target.absolutePath());
        return {};
    }
    return target.absoluteFilePath();
}

/// Generation, then the backup and move of the encryption key; one result.
int runWithBackup(GenerateKeyCommand &gen, AgentSession &session, const QString &path,
                  bool loopback, std::shared_ptr<CardLock> lock, const CardInfo &before,
                  QTextStream &out, QTextStream &err, bool json)
{
    QEventLoop loop;
    Status result;
    QObject::connect(&gen, &CardCommand::finished, &loop, [&](const Status &s, const QString &) {
        result = s;
        loop.quit();
    });
    gen.start();
    loop.exec();
    if (!result) {
        const int rc = fail(result.error(), out, err, json, gen.message());
        if (!json && !gen.generated().isEmpty()) {
            printWhatTheCardHolds(session, before, err);
        }
        return rc;
    }
    if (gen.hostEncryptionSubkey().isEmpty()) {
        return fail(Error::internal(gen.title(), QStringLiteral("no host encryption subkey")), out,
                    err, json, gen.message());
    }
    auto backup =
        g_backupRunner(session, gen.fingerprint(), gen.hostEncryptionSubkey(), path,
                       loopback ? stdinPinProvider() : nullptr, std::move(lock), err, json);
    if (!backup) {
        return fail(backup.error(), out, err, json,
                    gen.message() + QLatin1Char(' ') + backup.error().userMessage());
    }
    const QString text = gen.message() + QLatin1Char(' ') + *backup;
    if (json) {
        out << QJsonDocument(
                   QJsonObject{
                       {QStringLiteral("ok"), true},
                       {QStringLiteral("message"), text},
                       {QStringLiteral("fingerprint"), QString::fromLatin1(gen.fingerprint())},
                       {QStringLiteral("backup"), path},
                       {QStringLiteral("revocationCertificate"), gen.revocationCertificate()}})
                   .toJson();
    } else {
        out << text << '\n';
        printNextSteps(out, cardDisplayName(before), gen, path);
    }
    return ExitOk;
}

} // namespace

void setEncryptionBackupRunner(EncryptionBackupRunner runner)
{
    g_backupRunner = runner;
}

int runCardGenerate(const Options &o, AgentSession &session, QTextStream &out, QTextStream &err,
                    bool json, bool loopback, bool yes)
{
    const bool replace = o.has(QStringLiteral("replace")) || yes;
    auto gen = std::make_unique<GenerateKeyCommand>(&session);
    QList<KeySlot> replaced;
    bool updateCertificate = false;
    // The options of one form of generate refused in the other.
    const QStringList slotForm{QStringLiteral("update-certificate")};
    const QStringList keyForm{QStringLiteral("from-card"), QStringLiteral("name"),
                              QStringLiteral("email"),     QStringLiteral("rsa"),
                              QStringLiteral("algo"),      QStringLiteral("expire"),
                              QStringLiteral("backup")};
    const bool slotOnly = o.given(QStringLiteral("slot"));
    for (const QString &option : o.order()) {
        if ((slotOnly ? keyForm : slotForm).contains(option)) {
            return usage(
                err, slotOnly ? GenerateText::tr("generate --slot does not take --%1").arg(option)
                              : GenerateText::tr("--%1 needs --slot").arg(option));
        }
    }
    if (slotOnly) {
        const QString slotText = o.value(QStringLiteral("slot"));
        const auto slot = parseSlot(slotText);
        if (!slot) {
            return usage(err, GenerateText::tr("unknown slot %1").arg(slotText));
        }
        gen->setSlotOnly(*slot);
        updateCertificate = o.has(QStringLiteral("update-certificate"));
        replaced << *slot;
    } else {
        if (o.has(QStringLiteral("from-card"))) {
            gen->setFromCard();
        } else {
            replaced << KeySlot::Signature << KeySlot::Encryption << KeySlot::Authentication;
        }
        if (!o.given(QStringLiteral("name"))) {
            return usage(err, GenerateText::tr("generate needs --name (or --slot)"));
        }
        gen->setUserId(o.value(QStringLiteral("name")), o.value(QStringLiteral("email")));
        if (o.given(QStringLiteral("rsa"))) {
            gen->setAlgorithm(QStringLiteral("rsa") + o.value(QStringLiteral("rsa")));
        }
        if (o.given(QStringLiteral("algo"))) {
            gen->setAlgorithm(o.value(QStringLiteral("algo")));
        }
        gen->setExpiry(o.given(QStringLiteral("expire")) ? o.value(QStringLiteral("expire"))
                                                         : QStringLiteral("0"));
    }
    QString backupPath;
    if (o.given(QStringLiteral("backup"))) {
        if (o.has(QStringLiteral("from-card"))) {
            return usage(err, GenerateText::tr("generate --from-card does not take --backup"));
        }
        QString problem;
        backupPath = backupTarget(o.value(QStringLiteral("backup")), problem);
        if (backupPath.isEmpty()) {
            return usage(err, problem);
        }
        if (!g_backupRunner) {
            return usage(err, GenerateText::tr("this keyward-cli cannot write backups"));
        }
        gen->setEncryptionKeyOnHost(true);
    }
    // Every argument before the first command reaches the card.
    if (Status s = gen->validate(); !s) {
        return fail(s.error(), out, err, json, {}, ExitUsage);
    }

    // The card's lock from the first read to the last key: another Keyward
    // cannot change the card between what is named here and what is done.
    std::shared_ptr<CardLock> heldLock;
    auto serial = session.cardSerial();
    serial.waitForFinished();
    if (const Result<CardAid> aid = serial.result()) {
        auto lock = CardLock::acquire(aid->hex, aid->serialText(), gen->title());
        if (!lock) {
            return fail(lock.error(), out, err, json);
        }
        heldLock = std::make_shared<CardLock>(std::move(lock).value());
        gen->setCardLock(heldLock);
    }
    auto card = readCard(session);
    if (!card) {
        return fail(card.error(), out, err, json);
    }
    gen->setSupportedAlgorithms(card->supportedAlgorithms);
    if (Status s = gen->validate(); !s) {
        return fail(s.error(), out, err, json, {}, ExitUsage);
    }
    const auto certs = GenerateKeyCommand::findCertificates(&session, *card).result();
    if (updateCertificate) {
        if (!certs) {
            return fail(certs.error(), out, err, json);
        }
        if (certs->isEmpty()) {
            return usage(err, GenerateText::tr("no certificate in the keyring holds this card's "
                                               "keys"));
        }
        gen->setCertificate(certs->constFirst().fingerprint);
    }
    if (const QString loss = lossText(*card, replaced, certs); !loss.isEmpty()) {
        if (!confirmDestructive(loss, replace, err)) {
            Error e = Error::cancelled(gen->title());
            e.detail = QStringLiteral("replacing the card's keys was not agreed to");
            if (json) {
                out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                                 {QStringLiteral("error"), errorJson(e)}})
                           .toJson();
            }
            return ExitRefused;
        }
    }

    if (!json) {
        // How many PIN prompts are coming, and which PIN each is, before the first.
        GeneratePinInput pins;
        const bool fromCard = o.has(QStringLiteral("from-card"));
        pins.mode = fromCard               ? GeneratePinInput::Mode::FromCard
                    : updateCertificate    ? GeneratePinInput::Mode::UpdateCertificate
                    : replaced.size() == 1 ? GeneratePinInput::Mode::OneSlot
                                           : GeneratePinInput::Mode::AllKeys;
        pins.pinPerSignature = !card->pins.validForSeveral;
        pins.encryptionBackup = !backupPath.isEmpty();
        pins.revokesOldSubkey = updateCertificate && card->key(replaced.constFirst()).hasKey();
        pins.encryptionJoins = fromCard && card->key(KeySlot::Encryption).hasKey();
        if (const QString sentence =
                describePinPrompts(generatePinPrompts(pins), pins.pinPerSignature);
            !sentence.isEmpty()) {
            err << sentence << '\n';
            err.flush();
        }
    }
    QObject::connect(gen->operation(), &Operation::progressChanged, gen.get(),
                     [&err](qint64, qint64, const QString &message) {
                         if (!message.isEmpty()) {
                             err << message << '\n';
                             err.flush();
                         }
                     });
    if (loopback) {
        gen->setPinProvider(stdinPinProvider());
    }
    gen->setConfirmer(cliConfirmer(yes));
    if (!backupPath.isEmpty()) {
        return runWithBackup(*gen, session, backupPath, loopback, heldLock, *card, out, err, json);
    }
    const int rc = runCommand(gen.get(), out, err, json);
    if (rc != ExitOk && !json && !gen->generated().isEmpty()) {
        printWhatTheCardHolds(session, *card, err);
    }
    if (rc == ExitOk && !json && !slotOnly) {
        printNextSteps(out, cardDisplayName(*card), *gen, {});
    }
    if (rc == ExitOk && !json) {
        err << GenerateText::tr("Elapsed: %1 s")
                   .arg(gen->operation()->elapsedMs() / 1000.0, 0, 'f', 1)
            << '\n';
    }
    return rc;
}

} // namespace keyward::cli::card
