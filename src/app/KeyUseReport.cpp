// SPDX-License-Identifier: GPL-3.0-or-later
// KeyUseCommand's report: the sentences for people and the --json document, from the keyring
// listing and the files read back.
#include "KeyUseCommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>

namespace keyward::app {

using openpgp::keytocard::SubkeyInfo;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::KeyUseCommand)
};

QString where(const SubkeyInfo &s)
{
    if (s.isCardKey) {
        return Text::tr("on card %1").arg(QString::fromLatin1(s.cardSerial));
    }
    return s.hasSecret ? Text::tr("secret in the keyring") : Text::tr("public only");
}

QString address(const KeyUsePlan &p)
{
    return p.request.address.localPart + QLatin1Char('@') + p.request.address.domain;
}

QJsonObject subkeyJson(const SubkeyInfo &s)
{
    return QJsonObject{
        {QStringLiteral("fingerprint"), QString::fromLatin1(s.fingerprint)},
        {QStringLiteral("algorithm"), s.algorithm},
        {QStringLiteral("onCard"), s.isCardKey},
        {QStringLiteral("cardSerial"),
         s.isCardKey ? QJsonValue(QString::fromLatin1(s.cardSerial)) : QJsonValue()},
        {QStringLiteral("hasSecret"), s.hasSecret},
    };
}

} // namespace

QStringList KeyUseCommand::profileLines()
{
    return {QStringLiteral("export SSH_AUTH_SOCK=$(gpgconf --list-dirs agent-ssh-socket)"),
            QStringLiteral("gpg-connect-agent updatestartuptty /bye >/dev/null")};
}

QString KeyUseCommand::profileCaption()
{
    return Text::tr("Add these lines to your shell profile (for example ~/.bashrc) so that ssh "
                    "asks gpg-agent:");
}

QString KeyUseCommand::keyCaption(const KeyUsePlan &p)
{
    return Text::tr("Key %1 (%2) in the everyday keyring %3:")
        .arg(QString::fromLatin1(p.key.fingerprint), p.key.displayName(), p.home);
}

QString KeyUseCommand::sshCaption(const KeyUsePlan &p)
{
    const SubkeyInfo &a = *p.auth;
    return Text::tr("The SSH public key of authentication subkey %1 (%2, %3), for "
                    "~/.ssh/authorized_keys on the servers you log in to:")
        .arg(QString::fromLatin1(a.fingerprint), a.algorithm, where(a));
}

QString KeyUseCommand::sshSupportSentence(const KeyUseReport &r)
{
    const QString &conf = r.plan.agentConf;
    if (r.sshEnabledNow) {
        return Text::tr("enable-ssh-support was added to %1, and the file read back has it. "
                        "Restart gpg-agent so that it reads the file: gpgconf --kill gpg-agent, "
                        "then gpg-connect-agent /bye")
            .arg(conf);
    }
    if (r.sshSupport) {
        return Text::tr("gpg-agent's SSH support is on: %1 has enable-ssh-support.").arg(conf);
    }
    return Text::tr("gpg-agent's SSH support is off: %1 has no enable-ssh-support line.").arg(conf);
}

QString KeyUseCommand::sshNote(const KeyUsePlan &p)
{
    const SubkeyInfo &a = *p.auth;
    if (!a.hasSecret) {
        return Text::tr("gpg-agent holds neither the secret nor a card stub of this subkey, so "
                        "ssh cannot log in with it on this computer.");
    }
    if (!a.isCardKey) {
        return Text::tr("Its secret is in the keyring, not on a card: gpg-agent offers it to ssh "
                        "only once its keygrip %1 is a line of %2.")
            .arg(QString::fromLatin1(a.keygrip),
                 QDir(p.home).filePath(QStringLiteral("sshcontrol")));
    }
    return {};
}

QString KeyUseCommand::gitCaption(const KeyUsePlan &p)
{
    const SubkeyInfo &s = *p.signing;
    return Text::tr("To sign git commits and tags with signing subkey %1 (%2, %3), run:")
        .arg(QString::fromLatin1(s.fingerprint), s.algorithm, where(s));
}

QString KeyUseCommand::gitNote(const KeyUsePlan &p)
{
    if (!p.signing->hasSecret) {
        return Text::tr("gpg-agent holds neither the secret nor a card stub of this subkey, "
                        "so git cannot sign with it on this computer.");
    }
    return {};
}

QStringList KeyUseCommand::addresses(const openpgp::keytocard::LocalKey &key)
{
    QStringList out;
    for (const QString &uid : key.userIds) {
        const wkd::Address a = wkd::splitAddress(wkd::addressOf(uid));
        const QString address = a.localPart + QLatin1Char('@') + a.domain;
        if (a.valid() && !out.contains(address)) {
            out << address;
        }
    }
    return out;
}

QStringList KeyUseCommand::gitCommands(const SubkeyInfo &signing)
{
    return {QStringLiteral("git config --global user.signingkey %1!")
                .arg(QString::fromLatin1(signing.fingerprint)),
            QStringLiteral("git config --global commit.gpgsign true"),
            QStringLiteral("git config --global tag.gpgsign true"),
            QStringLiteral("git config --global gpg.program gpg")};
}

QStringList KeyUseCommand::lines(const KeyUseReport &r)
{
    const KeyUsePlan &p = r.plan;
    QStringList out;
    out << keyCaption(p);
    if (p.auth) {
        out << sshCaption(p);
        out << QStringLiteral("  ") + p.sshLine;
        QString support = sshSupportSentence(r);
        if (!r.sshSupport) {
            support += QLatin1Char(' ') + Text::tr("--enable-ssh-support adds it.");
        }
        out << support;
        out << profileCaption();
        for (const QString &line : profileLines()) {
            out << QStringLiteral("  ") + line;
        }
        if (const QString note = sshNote(p); !note.isEmpty()) {
            out << note;
        }
    }
    if (p.signing) {
        out << gitCaption(p);
        for (const QString &line : gitCommands(*p.signing)) {
            out << QStringLiteral("  ") + line;
        }
        if (const QString note = gitNote(p); !note.isEmpty()) {
            out << note;
        }
    }
    if (!p.publishPath.isEmpty()) {
        out << Text::tr("The armoured public key was written to %1 (%n bytes as read back, "
                        "readable by everyone); publish it where others fetch it.",
                        nullptr, static_cast<int>(r.publishBytes))
                   .arg(p.publishPath);
    }
    if (!p.wkdPath.isEmpty()) {
        const QString addr = address(p);
        out << Text::tr("The key for %1 was written to %2 (%n bytes as read back, binary, "
                        "minimal signatures).",
                        nullptr, static_cast<int>(r.wkdBytes))
                   .arg(addr, p.wkdPath);
        out << (r.policyWritten
                    ? Text::tr("The empty policy file %1 was made.").arg(p.policyPath)
                    : Text::tr("The policy file %1 was there already and was left as it is.")
                          .arg(p.policyPath));
        out << Text::tr("Serve %1 as the web root of https://openpgpkey.%2/ (the Web Key "
                        "Directory's advanced method); gpg --locate-keys %3 then finds the key.")
                   .arg(QDir(p.request.wkdDir).absolutePath(), p.request.address.domain, addr);
        if (p.key.userIds.size() > p.wkdUserIds.size()) {
            out << Text::tr("GPGME exports whole keys, so the file holds all %n user IDs of the "
                            "key, not only those with the address.",
                            nullptr, static_cast<int>(p.key.userIds.size()));
        }
    }
    return out;
}

QJsonObject KeyUseCommand::json(const KeyUseReport &r)
{
    const KeyUsePlan &p = r.plan;
    QJsonObject doc{
        {QStringLiteral("fingerprint"), QString::fromLatin1(p.key.fingerprint)},
        {QStringLiteral("userIds"), QJsonArray::fromStringList(p.key.userIds)},
        {QStringLiteral("keyring"), p.home},
        {QStringLiteral("ssh"), QJsonValue()},
        {QStringLiteral("git"), QJsonValue()},
        {QStringLiteral("publish"), QJsonValue()},
        {QStringLiteral("wkd"), QJsonValue()},
    };
    if (p.auth) {
        doc.insert(QStringLiteral("ssh"),
                   QJsonObject{{QStringLiteral("subkey"), subkeyJson(*p.auth)},
                               {QStringLiteral("authorizedKeysLine"), p.sshLine},
                               {QStringLiteral("agentConf"), p.agentConf},
                               {QStringLiteral("sshSupport"), r.sshSupport},
                               {QStringLiteral("enabledNow"), r.sshEnabledNow},
                               {QStringLiteral("profileLines"),
                                QJsonArray::fromStringList(profileLines())}});
    }
    if (p.signing) {
        doc.insert(QStringLiteral("git"),
                   QJsonObject{{QStringLiteral("subkey"), subkeyJson(*p.signing)},
                               {QStringLiteral("commands"),
                                QJsonArray::fromStringList(gitCommands(*p.signing))}});
    }
    if (!p.publishPath.isEmpty()) {
        doc.insert(QStringLiteral("publish"),
                   QJsonObject{{QStringLiteral("path"), p.publishPath},
                               {QStringLiteral("bytes"), r.publishBytes}});
    }
    if (!p.wkdPath.isEmpty()) {
        doc.insert(QStringLiteral("wkd"),
                   QJsonObject{
                       {QStringLiteral("address"), address(p)},
                       {QStringLiteral("domain"), p.request.address.domain},
                       {QStringLiteral("hash"), wkd::localPartHash(p.request.address.localPart)},
                       {QStringLiteral("path"), p.wkdPath},
                       {QStringLiteral("bytes"), r.wkdBytes},
                       {QStringLiteral("policy"), p.policyPath},
                       {QStringLiteral("policyWritten"), r.policyWritten},
                       {QStringLiteral("userIds"), QJsonArray::fromStringList(p.wkdUserIds)},
                       {QStringLiteral("allUserIds"), p.key.userIds.size() > p.wkdUserIds.size()}});
    }
    return doc;
}

} // namespace keyward::app
