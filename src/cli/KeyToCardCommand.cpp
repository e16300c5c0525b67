// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyToCardCommand.h"

#include "CardCliSupport.h"
#include "Confirm.h"
#include "KeyToCardOptions.h"
#include "app/MeasuredCardFigures.h"
#include "app/OpenPgpCards.h"
#include "core/ErrorJson.h"
#include "core/ProcessHygiene.h"
#include "openpgp/AgentSession.h"
#include "openpgp/CardReader.h"
#include "openpgp/SecureBytes.h"
#include "openpgp/keytocard/AgentKey.h"
#include "openpgp/keytocard/BackupCommand.h"
#include "openpgp/keytocard/BackupFile.h"
#include "openpgp/keytocard/EncryptionBackup.h"
#include "openpgp/keytocard/KeyringLister.h"
#include "openpgp/keytocard/LocalCopyCommand.h"
#include "openpgp/keytocard/MoveToCardCommand.h"
#include "openpgp/keytocard/RestoreLocalCommand.h"
#include "openpgp/keytocard/SlotPlanner.h"
#include "openpgp/keytocard/SwitchStubsCommand.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>

#include <utility>

using namespace keyward;
using namespace keyward::openpgp;
using namespace keyward::openpgp::keytocard;
using namespace keyward::cli;

namespace {

/// The file's user-visible strings, in one translation context that lupdate sees.
struct KeyToCardText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::KeyToCardCommand)
};

/// Answers from the secrets named by --passphrase-env / --admin-pin-env. They are taken out of
/// the environment when the option is parsed (before gpg-agent or scdaemon can start and inherit
/// them, and so that /proc/PID/environ no longer shows them), kept in this process only, and
/// wiped when the command ends.
class EnvSecrets : public SecretProvider
{
public:
    EnvSecrets(QByteArray passphrase, QByteArray adminPin)
        : m_pass(std::move(passphrase))
        , m_admin(std::move(adminPin))
    {}
    ~EnvSecrets() override
    {
        wipe(m_pass);
        wipe(m_admin);
    }
    EnvSecrets(const EnvSecrets &) = delete;
    EnvSecrets &operator=(const EnvSecrets &) = delete;

    Result<QByteArray> secret(SecretKind kind, const QString &) override
    {
        const QByteArray &value = kind == SecretKind::AdminPin ? m_admin : m_pass;
        if (value.isEmpty()) {
            return Error::cancelled(
                kind == SecretKind::AdminPin
                    ? KeyToCardText::tr("Reading the admin PIN (no --admin-pin-env)")
                    : KeyToCardText::tr("Reading the key passphrase (no --passphrase-env)"));
        }
        return QByteArray(value.constData(), value.size()); // a fresh copy; the caller wipes it
    }

private:
    QByteArray m_pass;
    QByteArray m_admin;
};

struct KeyToCardOptions
{
    QString key;
    QString backup;
    QStringList maps;
    QByteArray card;
    bool existingBackup = false;
    bool keep = false;
    bool remove = false;
    bool replace = false;
    bool paper = false;
    bool replaceBackup = false;
    bool yes = false;
    /// Taken from the environment while the options are parsed; EnvSecrets wipes them.
    std::shared_ptr<EnvSecrets> secrets;
};

int usage(QTextStream &err, const QString &why)
{
    err << "keyward-cli card keytocard: " << why << '\n' << keyToCardTable().fullUsage();
    return ExitUsage;
}

int fail(const Error &e, QTextStream &out, QTextStream &err, bool json)
{
    if (json) {
        out << QJsonDocument(errorDocument(e)).toJson();
    }
    err << e.userMessage() << '\n';
    if (!e.detail.isEmpty()) {
        err << "  " << e.detail << '\n';
    }
    return 1;
}

/// Run a step to its end (the CLI's only event loop).
Status runStep(KeyToCardStep &step, QTextStream &err, bool json)
{
    QEventLoop loop;
    Status result;
    QObject::connect(&step, &CardCommand::finished, &loop, [&](const Status &s, const QString &) {
        result = s;
        loop.quit();
    });
    if (!json) {
        QObject::connect(step.operation(), &Operation::progressChanged, &loop,
                         [&err](qint64, qint64, const QString &m) {
                             if (!m.isEmpty()) {
                                 err << "  … " << m << '\n';
                                 err.flush();
                             }
                         });
    }
    step.start();
    loop.exec();
    return result;
}

template<class F> auto onWorker(AgentSession &session, F f)
{
    auto fut = session.worker().run(std::move(f));
    fut.waitForFinished(); // a plain worker future: no continuation on this thread
    return fut.result();
}

QJsonObject subkeyJson(const SubkeyInfo &s, const CardCapabilities *card)
{
    QJsonObject o{{QStringLiteral("fingerprint"), QString::fromLatin1(s.fingerprint)},
                  {QStringLiteral("keygrip"), QString::fromLatin1(s.keygrip)},
                  {QStringLiteral("algorithm"), s.algorithm},
                  {QStringLiteral("usage"), s.usageText()},
                  {QStringLiteral("primary"), s.isPrimary},
                  {QStringLiteral("created"), s.created.toString(Qt::ISODate)},
                  {QStringLiteral("expires"), s.expires.isValid()
                                                  ? QJsonValue(s.expires.toString(Qt::ISODate))
                                                  : QJsonValue()},
                  {QStringLiteral("secret"), s.hasSecret && !s.isCardKey},
                  {QStringLiteral("onCard"), QString::fromLatin1(s.cardSerial)}};
    if (card) {
        QJsonArray slotList;
        for (KeySlot slot : SlotPlanner::compatibleSlots(s, *card)) {
            slotList << SlotPlanner::slotWord(slot);
        }
        o.insert(QStringLiteral("slots"), slotList);
        const QString slow = SlotPlanner::slowWarning(card->model, s.algorithm);
        if (!slow.isEmpty()) {
            o.insert(QStringLiteral("warning"), slow);
        }
    }
    return o;
}

int list(AgentSession &session, const KeyToCardOptions &o, QTextStream &out, QTextStream &err,
         bool json)
{
    auto keys = onWorker(session, [&] { return KeyringLister::listSecretKeys({}, o.key); });
    if (!keys) {
        return fail(keys.error(), out, err, json);
    }
    auto card = CardReader::read(&session);
    card.waitForFinished();
    std::optional<CardCapabilities> caps;
    if (card.result()) {
        caps = CardCapabilities::fromCardInfo(*card.result());
    }
    QJsonArray all;
    for (const LocalKey &k : *keys) {
        QJsonArray subs;
        if (!json) {
            out << QString::fromLatin1(k.fingerprint) << "  " << k.displayName() << '\n';
        }
        for (const SubkeyInfo &s : k.subkeys) {
            subs << subkeyJson(s, caps ? &*caps : nullptr);
            if (json) {
                continue;
            }
            QStringList slotList;
            if (caps) {
                for (KeySlot slot : SlotPlanner::compatibleSlots(s, *caps)) {
                    slotList << SlotPlanner::slotWord(slot);
                }
            }
            out << "  " << (s.isPrimary ? "sec " : "ssb ") << QString::fromLatin1(s.fingerprint)
                << ' ' << s.algorithm << " [" << s.usageText() << "] "
                << (s.isCardKey
                        ? KeyToCardText::tr("on card %1").arg(QString::fromLatin1(s.cardSerial))
                        : (s.hasSecret ? KeyToCardText::tr("local")
                                       : KeyToCardText::tr("no secret")))
                << (caps ? QStringLiteral(" slots: ") + (slotList.isEmpty()
                                                             ? QStringLiteral("-")
                                                             : slotList.join(QLatin1Char(',')))
                         : QString())
                << '\n';
            if (caps) {
                const QString slow = SlotPlanner::slowWarning(caps->model, s.algorithm);
                if (!slow.isEmpty()) {
                    out << "      " << slow << '\n';
                }
            }
        }
        all << QJsonObject{{QStringLiteral("fingerprint"), QString::fromLatin1(k.fingerprint)},
                           {QStringLiteral("userIds"), QJsonArray::fromStringList(k.userIds)},
                           {QStringLiteral("subkeys"), subs}};
    }
    if (json) {
        QJsonObject o2{{QStringLiteral("ok"), true}, {QStringLiteral("keys"), all}};
        if (caps) {
            o2.insert(QStringLiteral("card"), QString::fromLatin1(caps->serial));
        }
        out << QJsonDocument(o2).toJson();
    }
    return 0;
}

int switchStubs(AgentSession &session, const KeyToCardOptions &o, QTextStream &out,
                QTextStream &err, bool json)
{
    SwitchStubsCommand cmd(&session);
    cmd.setSecretProvider(o.secrets);
    Status s = runStep(cmd, err, json);
    if (!s) {
        return fail(s.error(), out, err, json);
    }
    if (json) {
        QJsonArray b;
        for (const StubBinding &x : cmd.bindings()) {
            b << QJsonObject{
                {QStringLiteral("slot"),
                 x.slot >= 1 && x.slot <= 3
                     ? QJsonValue(SlotPlanner::slotWord(static_cast<KeySlot>(x.slot)))
                     : QJsonValue()},
                {QStringLiteral("keygrip"), QString::fromLatin1(x.keygrip)},
                {QStringLiteral("previousCard"), QString::fromLatin1(x.previousSerial)},
                {QStringLiteral("localKey"), x.localKey},
                {QStringLiteral("bound"), x.bound}};
        }
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("ok"), true},
                               {QStringLiteral("card"), QString::fromLatin1(cmd.cardSerial())},
                               {QStringLiteral("message"), cmd.message()},
                               {QStringLiteral("keys"), b}})
                   .toJson();
    } else {
        out << cmd.message() << '\n';
    }
    return 0;
}

/// An existing backup file may be the only copy of another key: refused (exit 3) unless
/// --replace-backup, and then only after confirmation; the old file is renamed aside.
int checkBackupTargets(const KeyToCardOptions &o, QTextStream &err)
{
    QStringList targets{o.backup};
    if (o.paper) {
        targets << o.backup + QStringLiteral(".txt");
    }
    for (const QString &target : std::as_const(targets)) {
        if (!BackupFile::exists(target) || BackupFile::isFolder(target)) {
            continue; // a folder in the way fails when writing, with its own message
        }
        if (!o.replaceBackup) {
            err << KeyToCardText::tr("The backup file %1 already exists and may be the only copy "
                                     "of another key. Nothing was done: choose another file, or "
                                     "add --replace-backup to rename the existing file aside and "
                                     "write a new one.")
                       .arg(target)
                << '\n';
            return ExitRefused;
        }
        const QString loss =
            KeyToCardText::tr("The backup file %1 already exists and is replaced: the existing "
                              "file is renamed to %2 (not deleted), and a new backup is written "
                              "in its place.")
                .arg(target, BackupFile::asideName(target));
        if (!confirmDestructive(loss, o.yes, err)) {
            err << KeyToCardText::tr("Nothing was done.") << '\n';
            return ExitRefused;
        }
    }
    return ExitOk;
}

int backupOrMove(AgentSession &session, const KeyToCardOptions &o, bool move, QTextStream &out,
                 QTextStream &err, bool json)
{
    if (o.key.isEmpty() || o.backup.isEmpty()) {
        return usage(err, KeyToCardText::tr("--key and --backup are required"));
    }
    if (move && o.keep == o.remove) {
        return usage(err, KeyToCardText::tr("choose --keep-local or --remove-local"));
    }
    auto key = onWorker(session, [&] { return KeyringLister::find(o.key.toLatin1()); });
    if (!key) {
        return fail(key.error(), out, err, json);
    }
    const std::shared_ptr<SecretProvider> secrets = o.secrets;
    if (!o.existingBackup) {
        if (int rc = checkBackupTargets(o, err); rc != ExitOk) {
            return rc;
        }
    }
    QList<SlotMapping> plan;
    if (move) {
        auto card = CardReader::read(&session);
        card.waitForFinished();
        if (!card.result()) {
            Error e = card.result().error();
            e.detail +=
                KeyToCardText::tr(" — nothing was moved; the secret key is still in your keyring.");
            return fail(e, out, err, json);
        }
        const CardCapabilities caps = CardCapabilities::fromCardInfo(*card.result());
        for (const QString &m : o.maps) {
            const qsizetype eq = m.lastIndexOf(QLatin1Char('='));
            const auto slot = eq > 0 ? SlotPlanner::parseSlot(m.mid(eq + 1)) : std::nullopt;
            const SubkeyInfo *s = eq > 0 ? key->subkey(m.left(eq).toLatin1()) : nullptr;
            if (!slot || !s) {
                return usage(
                    err,
                    KeyToCardText::tr("bad --map %1 (SUBKEY-FINGERPRINT=sig|enc|auth)").arg(m));
            }
            plan << SlotMapping{s->fingerprint, *slot};
        }
        if (plan.isEmpty()) {
            plan = SlotPlanner::proposal(*key, caps);
        }
        if (Status s = SlotPlanner::validate(*key, plan, caps, o.existingBackup); !s) {
            return fail(s.error(), out, err, json);
        }
        for (const SlotMapping &m : plan) {
            const SubkeyInfo *s = key->subkey(m.subkeyFingerprint);
            const QString slow = SlotPlanner::slowWarning(caps.model, s->algorithm);
            if (!json && !slow.isEmpty()) {
                err << KeyToCardText::tr("warning: ") << slow << '\n';
            }
        }
    }
    BackupCommand backup(&session);
    backup.setSecretProvider(secrets);
    backup.setKey(*key);
    backup.setPath(o.backup);
    backup.setVerifyOnly(o.existingBackup);
    backup.setPaperCopy(o.paper);
    backup.setReplaceExisting(o.replaceBackup);
    QList<QByteArray> required;
    for (const SlotMapping &m : plan) {
        required << m.subkeyFingerprint;
    }
    backup.setRequiredSubkeys(required);
    if (Status s = runStep(backup, err, json); !s) {
        return fail(s.error(), out, err, json);
    }
    if (!json) {
        out << backup.message() << '\n';
    }
    QJsonObject result{{QStringLiteral("ok"), true},
                       {QStringLiteral("backup"), backup.report().path},
                       {QStringLiteral("sha256"), QString::fromLatin1(backup.report().sha256)}};
    if (!backup.notes().isEmpty()) {
        result.insert(QStringLiteral("notes"), QJsonArray::fromStringList(backup.notes()));
    }
    if (!move) {
        if (json) {
            out << QJsonDocument(result).toJson();
        }
        return 0;
    }
    MoveToCardCommand mover(&session);
    mover.setSecretProvider(secrets);
    mover.setKey(*key);
    mover.setPlan(plan);
    mover.setBackup(backup.report());
    mover.setExpectedCard(o.card);
    mover.setReplaceCardKeys(o.replace);
    if (Status s = runStep(mover, err, json); !s) {
        return fail(s.error(), out, err, json);
    }
    if (!json) {
        out << mover.message() << '\n';
    }
    LocalCopyCommand local(&session);
    local.setSecretProvider(secrets);
    local.setMoved(mover.moved());
    local.setKeepLocal(o.keep);
    local.setBackup(backup.report());
    if (Status s = runStep(local, err, json); !s) {
        return fail(s.error(), out, err, json);
    }
    QJsonArray moved;
    for (const MovedKey &m : mover.moved()) {
        moved << QJsonObject{{QStringLiteral("subkey"), QString::fromLatin1(m.subkeyFingerprint)},
                             {QStringLiteral("slot"), SlotPlanner::slotWord(m.slot)},
                             {QStringLiteral("keygrip"), QString::fromLatin1(m.keygrip)},
                             {QStringLiteral("verified"), m.verified()}};
    }
    result.insert(QStringLiteral("card"), QString::fromLatin1(mover.cardSerial()));
    result.insert(QStringLiteral("moved"), moved);
    result.insert(QStringLiteral("localKept"), o.keep);
    result.insert(QStringLiteral("message"), local.message());
    if (json) {
        out << QJsonDocument(result).toJson();
    } else {
        out << local.message() << '\n';
    }
    return 0;
}

int restoreLocal(AgentSession &session, const KeyToCardOptions &o, QTextStream &out,
                 QTextStream &err, bool json)
{
    if (o.key.isEmpty() || o.backup.isEmpty()) {
        return usage(err, KeyToCardText::tr("--key and --backup are required"));
    }
    RestoreLocalCommand restore(&session);
    restore.setKey(o.key.toLatin1());
    restore.setBackupPath(o.backup);
    if (Status s = runStep(restore, err, json); !s) {
        return fail(s.error(), out, err, json);
    }
    if (json) {
        out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), true},
                                         {QStringLiteral("restored"),
                                          static_cast<int>(restore.restored().size())},
                                         {QStringLiteral("message"), restore.message()}})
                   .toJson();
    } else {
        out << restore.message() << '\n';
    }
    return 0;
}

} // namespace

int runKeyToCardCommand(const QStringList &argsIn, QTextStream &out, QTextStream &err, bool json)
{
    QStringList args = argsIn;
    if (!args.isEmpty() && args.first() == QLatin1String("card")) {
        args.removeFirst();
    }
    const QString top = args.isEmpty() ? QString() : args.takeFirst();
    if (top != QLatin1String("keytocard") && top != QLatin1String("switch-stubs")) {
        return usage(err, KeyToCardText::tr("unknown subcommand %1").arg(top));
    }
    const Parsed parsed = Parsed::parse(
        top == QLatin1String("keytocard") ? keyToCardTable() : switchStubsTable(), args);
    if (const auto rc = parsed.report(out, err, json)) {
        return *rc;
    }
    const Options &p = parsed.options;
    const QString sub = p.positional().constFirst();
    json = json || p.has(QStringLiteral("json"));
    KeyToCardOptions o;
    o.key = p.value(QStringLiteral("key"));
    o.backup = p.value(QStringLiteral("backup"));
    o.maps = p.values(QStringLiteral("map"));
    o.card = p.value(QStringLiteral("card")).toLatin1();
    o.existingBackup = p.has(QStringLiteral("existing-backup"));
    o.keep = p.has(QStringLiteral("keep-local"));
    o.remove = p.has(QStringLiteral("remove-local"));
    o.replace = p.has(QStringLiteral("replace"));
    o.paper = p.has(QStringLiteral("paper"));
    o.replaceBackup = p.has(QStringLiteral("replace-backup"));
    o.yes = p.has(QStringLiteral("yes"));
    QByteArray passphrase;
    QByteArray adminPin;
    auto wipeSecrets = qScopeGuard([&] {
        wipe(passphrase);
        wipe(adminPin);
    });
    for (const char *option : {"passphrase-env", "admin-pin-env"}) {
        if (!p.given(QLatin1String(option))) {
            continue;
        }
        // Taken now, before anything starts gpg-agent (which would inherit it), and removed
        // from this process's environment.
        const QByteArray name = p.value(QLatin1String(option)).toLocal8Bit();
        std::optional<QByteArray> secret =
            name.isEmpty() ? std::nullopt : ProcessHygiene::takeEnvironmentSecret(name.constData());
        if (!secret || secret->isEmpty()) {
            if (secret) {
                wipe(*secret);
            }
            return usage(err, KeyToCardText::tr("--%1 names no environment variable that is set")
                                  .arg(QLatin1String(option)));
        }
        QByteArray &slot = qstrcmp(option, "admin-pin-env") == 0 ? adminPin : passphrase;
        wipe(slot);
        slot = std::move(*secret);
    }
    // Stored benchmark runs of this card model replace the published figures
    // in the "slow on this card" warning.
    app::MeasuredCardFigures::load();
    if (!passphrase.isEmpty() || !adminPin.isEmpty()) {
        o.secrets = std::make_shared<EnvSecrets>(std::exchange(passphrase, {}),
                                                 std::exchange(adminPin, {}));
    }
    AgentSession session;
    const bool actsOnCard = top == QLatin1String("switch-stubs") || sub == QLatin1String("list") ||
                            sub == QLatin1String("move");
    // The cards are looked up only when one is named or PC/SC shows more than one: with one
    // card the look-up would only send the card commands nobody asked for.
    if (actsOnCard && (!o.card.isEmpty() || app::severalCardsMayBePresent())) {
        if (const auto rc = card::chooseCard(session, QString::fromLatin1(o.card),
                                             !o.card.isEmpty(), out, err, json)) {
            return *rc;
        }
    }
    if (top == QLatin1String("switch-stubs")) {
        return switchStubs(session, o, out, err, json);
    }
    if (sub == QLatin1String("list")) {
        return list(session, o, out, err, json);
    }
    if (sub == QLatin1String("backup")) {
        return backupOrMove(session, o, false, out, err, json);
    }
    if (sub == QLatin1String("move")) {
        return backupOrMove(session, o, true, out, err, json);
    }
    if (sub == QLatin1String("restore-local")) {
        return restoreLocal(session, o, out, err, json);
    }
    return usage(err, KeyToCardText::tr("unknown keytocard subcommand %1").arg(sub));
}

Result<QString> runEncryptionBackup(AgentSession &session, const QByteArray &certificate,
                                    const QByteArray &subkey, const QString &path,
                                    std::shared_ptr<PinProvider> pins,
                                    std::shared_ptr<CardLock> lock, QTextStream &err, bool json)
{
    EncryptionBackup chain(&session);
    chain.setCertificate(certificate);
    chain.setSubkey(subkey);
    chain.setPath(path);
    chain.setSecretProvider(secretsFromPins(std::move(pins)));
    chain.setCardLock(std::move(lock));
    QEventLoop loop;
    Status result;
    QObject::connect(&chain, &EncryptionBackup::finished, &loop,
                     [&](const Status &s, const QString &) {
                         result = s;
                         loop.quit();
                     });
    if (!json) {
        QObject::connect(&chain, &EncryptionBackup::progress, &loop, [&err](const QString &m) {
            err << "  … " << m << '\n';
            err.flush();
        });
    }
    chain.start();
    loop.exec();
    if (!result) {
        return result.error();
    }
    return chain.message();
}
