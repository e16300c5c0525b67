// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyUseCommand.h"

#include "DoctorConfig.h"
#include "core/SafeFile.h"
#include "openpgp/keytocard/KeyringLister.h"
#include "openpgp/offline/GpgmeSupport.h"
#include "openpgp/offline/PublicExport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <tuple>

#include <fcntl.h>
#include <unistd.h>

namespace keyward::app {

using openpgp::keytocard::KeyringLister;
using openpgp::keytocard::LocalKey;
using openpgp::keytocard::SubkeyInfo;
using openpgp::offline::PublicExportForm;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::KeyUseCommand)
};

Error invalid(const QString &operation, const QString &sentence)
{
    Error e = Error::invalidInput(operation, sentence);
    e.failure = QStringLiteral("%1");
    return e;
}

QString checking()
{
    return Text::tr("Checking the key's use");
}

bool isFingerprint(const QByteArray &f)
{
    if (f.size() != 40) {
        return false;
    }
    for (const char c : f) {
        if (!((c >= '0' && c <= '9') || (c >= 'A' && c <= 'F'))) {
            return false;
        }
    }
    return true;
}

/// The subkey to use for a capability: not expired or revoked; on a card first, then one
/// with a secret here, then the newest.
std::optional<SubkeyInfo> pick(const LocalKey &key, bool SubkeyInfo::*can)
{
    std::optional<SubkeyInfo> best;
    const auto rank = [](const SubkeyInfo &s) {
        return std::tuple(s.isCardKey, s.hasSecret, s.created);
    };
    for (const SubkeyInfo &s : key.subkeys) {
        if (!(s.*can) || s.expired || s.revoked) {
            continue;
        }
        if (!best || rank(s) > rank(*best)) {
            best = s;
        }
    }
    return best;
}

/// Whether an output path is taken, also by a link that points nowhere.
bool taken(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

/// gpg-agent.conf as the file says now (missing: no options).
Result<doctor::GnupgConf> readAgentConf(const QString &path)
{
    if (!QFileInfo::exists(path)) {
        return doctor::GnupgConf{};
    }
    auto text = SafeFile::readBounded(path, SafeFile::kProfileFileMax, path);
    if (!text) {
        return text.error();
    }
    return doctor::parseGnupgConf(*text);
}

/// Writes a public file exclusively, readable by a web server (0644), and reads it back.
Result<qint64> writePublic(const QString &path, const QByteArray &data)
{
    if (Status s = SafeFile::writeExclusive(path, data); !s) {
        return s.error();
    }
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                    QFileDevice::ReadGroup | QFileDevice::ReadOther);
    auto back = SafeFile::readBounded(path, SafeFile::kCertificateFileMax, path);
    if (!back) {
        return back.error();
    }
    if (*back != data) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Io, Text::tr("Writing %1").arg(path),
                           Text::tr("the file read back differs from what gpg exported"));
    }
    return back->size();
}

Status makeDir(const QString &dir)
{
    if (QDir().mkpath(dir)) {
        return {};
    }
    return invalid(Text::tr("Writing the public key"),
                   Text::tr("The folder %1 could not be created.").arg(dir));
}

Status appendSshSupport(const QString &path)
{
    const QString op = Text::tr("Changing %1").arg(path);
    const QByteArray name = QFile::encodeName(path);
    const int fd =
        ::open(name.constData(), O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Io, op,
                           Text::tr("the file could not be opened for appending"));
    }
    // A last line without its line end would run into ours.
    QByteArray line = QByteArrayLiteral("enable-ssh-support\n");
    QFile existing(path);
    if (existing.open(QIODevice::ReadOnly) && existing.size() > 0 &&
        existing.seek(existing.size() - 1) && existing.read(1) != "\n") {
        line.prepend('\n');
    }
    const bool ok =
        ::write(fd, line.constData(), static_cast<size_t>(line.size())) == line.size() &&
        ::fsync(fd) == 0;
    ::close(fd);
    if (!ok) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Io, op,
                           Text::tr("the line could not be written"));
    }
    return {};
}

} // namespace

Result<KeyUseRequest> KeyUseCommand::validate(const KeyUseArgs &args)
{
    KeyUseRequest r;
    r.fingerprint = args.fingerprint.trimmed().toUpper().toLatin1();
    if (r.fingerprint.startsWith("0X")) {
        r.fingerprint = r.fingerprint.mid(2);
    }
    if (args.fingerprint.isEmpty()) {
        return invalid(checking(), Text::tr("Name the key with --fingerprint FPR."));
    }
    if (!isFingerprint(r.fingerprint)) {
        return invalid(checking(), Text::tr("--fingerprint %1 is not a key's fingerprint of 40 "
                                            "hexadecimal digits.")
                                       .arg(args.fingerprint));
    }
    if (args.wkdDir.isEmpty() != args.email.isEmpty()) {
        return invalid(checking(), args.wkdDir.isEmpty()
                                       ? Text::tr("--email names the address of a Web Key "
                                                  "Directory; give its web root with --wkd DIR.")
                                       : Text::tr("--wkd needs the address to serve the key for: "
                                                  "add --email ADDRESS."));
    }
    if (!args.email.isEmpty()) {
        r.address = wkd::splitAddress(args.email);
        if (!r.address.valid() || r.address.domain.contains(QLatin1Char('/')) ||
            r.address.domain.startsWith(QLatin1Char('.'))) {
            return invalid(
                checking(),
                Text::tr("--email %1 is not an address such as name@example.org.").arg(args.email));
        }
    }
    r.ssh = args.ssh || args.enableSshSupport;
    r.git = args.git;
    r.enableSshSupport = args.enableSshSupport;
    r.publishDir = args.publishDir;
    r.wkdDir = args.wkdDir;
    if (!r.ssh && !r.git && r.publishDir.isEmpty() && r.wkdDir.isEmpty()) {
        r.ssh = true;
        r.git = true;
    }
    return r;
}

Result<QList<LocalKey>> KeyUseCommand::candidates(const QString &home)
{
    openpgp::offline::initGpgme(); // the window may list before any other GPGME call
    auto keys = KeyringLister::listSecretKeys(home, {}, true);
    if (!keys) {
        return keys.error();
    }
    QList<LocalKey> out;
    for (const LocalKey &key : *keys) {
        const bool usable =
            std::any_of(key.subkeys.begin(), key.subkeys.end(),
                        [](const SubkeyInfo &s) { return s.hasSecret || s.isCardKey; });
        if (usable) {
            out << key;
        }
    }
    return out;
}

Result<KeyUsePlan> KeyUseCommand::plan(const KeyUseRequest &request, const QString &home)
{
    KeyUsePlan p;
    p.request = request;
    p.home = home;
    const QString fpr = QString::fromLatin1(request.fingerprint);
    // gpg exports nothing for a key the keyring lacks, where GPGME's listing fails outright.
    auto armored = openpgp::offline::exportPublicKey(
        {}, request.fingerprint, PublicExportForm::Armored, Text::tr("Exporting the public key"));
    if (!armored && armored.error().kind == ErrorKind::NotFound) {
        return invalid(checking(),
                       Text::tr("The everyday keyring %1 holds no key %2.").arg(home, fpr));
    }
    if (!armored) {
        return armored.error();
    }
    auto key = KeyringLister::findPublic(request.fingerprint);
    if (!key) {
        return key.error();
    }
    p.key = *key;
    if (request.ssh) {
        p.auth = pick(p.key, &SubkeyInfo::canAuthenticate);
        if (!p.auth) {
            return invalid(checking(), Text::tr("Key %1 (%2) has no authentication subkey that "
                                                "is valid, so it has no SSH key.")
                                           .arg(fpr, p.key.displayName()));
        }
        const QString op = Text::tr("Exporting the SSH public key");
        auto line = openpgp::offline::exportPublicKey({}, p.auth->fingerprint + '!',
                                                      PublicExportForm::Ssh, op);
        if (!line) {
            return line.error();
        }
        p.sshLine = QString::fromUtf8(*line).trimmed();
        p.agentConf = QDir(home).filePath(QStringLiteral("gpg-agent.conf"));
        auto conf = readAgentConf(p.agentConf);
        if (!conf) {
            return conf.error();
        }
        p.sshSupport = conf->has(QStringLiteral("enable-ssh-support"));
    }
    if (request.git) {
        p.signing = pick(p.key, &SubkeyInfo::canSign);
        if (!p.signing) {
            return invalid(checking(), Text::tr("Key %1 (%2) has no signing subkey that is "
                                                "valid, so git cannot sign with it.")
                                           .arg(fpr, p.key.displayName()));
        }
    }
    if (!request.publishDir.isEmpty()) {
        p.publishPath =
            QDir(request.publishDir).absoluteFilePath(fpr + QStringLiteral("-public.asc"));
        p.armored = *armored;
    }
    if (!request.wkdDir.isEmpty()) {
        for (const QString &uid : p.key.userIds) {
            if (wkd::splitAddress(wkd::addressOf(uid)).localPart == request.address.localPart &&
                wkd::splitAddress(wkd::addressOf(uid)).domain == request.address.domain) {
                p.wkdUserIds << uid;
            }
        }
        const QString address =
            request.address.localPart + QLatin1Char('@') + request.address.domain;
        if (p.wkdUserIds.isEmpty()) {
            return invalid(checking(), Text::tr("Key %1 has no user ID with the address %2; a "
                                                "Web Key Directory client would reject it.")
                                           .arg(fpr, address));
        }
        const QString root = QDir(request.wkdDir).absolutePath();
        p.wkdPath = wkd::keyPath(root, request.address);
        p.policyPath = wkd::policyPath(root, request.address);
        auto binary = openpgp::offline::exportPublicKey({}, request.fingerprint,
                                                        PublicExportForm::BinaryMinimal,
                                                        Text::tr("Exporting the public key"));
        if (!binary) {
            return binary.error();
        }
        p.wkdKey = *binary;
    }
    return p;
}

QString KeyUseCommand::refusal(const KeyUsePlan &plan)
{
    for (const QString &path : {plan.publishPath, plan.wkdPath}) {
        if (!path.isEmpty() && taken(path)) {
            return Text::tr("Refused: %1 already exists, and Keyward never writes over a file. "
                            "Move it away first; nothing was written.")
                .arg(path);
        }
    }
    return {};
}

QString KeyUseCommand::sshQuestion(const KeyUsePlan &plan)
{
    if (!plan.request.enableSshSupport || plan.sshSupport) {
        return {};
    }
    return Text::tr("The line enable-ssh-support will be added to %1 (made when missing); "
                    "nothing else in it changes. gpg-agent reads it when it starts again.")
        .arg(plan.agentConf);
}

Result<KeyUseReport> KeyUseCommand::apply(const KeyUsePlan &plan)
{
    KeyUseReport r;
    r.plan = plan;
    r.sshSupport = plan.sshSupport;
    if (!plan.publishPath.isEmpty()) {
        if (Status s = makeDir(QFileInfo(plan.publishPath).absolutePath()); !s) {
            return s.error();
        }
        auto bytes = writePublic(plan.publishPath, plan.armored);
        if (!bytes) {
            return bytes.error();
        }
        r.publishBytes = *bytes;
    }
    if (!plan.wkdPath.isEmpty()) {
        if (Status s = makeDir(QFileInfo(plan.wkdPath).absolutePath()); !s) {
            return s.error();
        }
        auto bytes = writePublic(plan.wkdPath, plan.wkdKey);
        if (!bytes) {
            return bytes.error();
        }
        r.wkdBytes = *bytes;
        if (!taken(plan.policyPath)) {
            auto policy = writePublic(plan.policyPath, {});
            if (!policy) {
                return policy.error();
            }
            r.policyWritten = true;
        }
    }
    if (plan.request.enableSshSupport && !plan.sshSupport) {
        if (Status s = appendSshSupport(plan.agentConf); !s) {
            return s.error();
        }
        auto conf = readAgentConf(plan.agentConf);
        if (!conf) {
            return conf.error();
        }
        r.sshSupport = conf->has(QStringLiteral("enable-ssh-support"));
        r.sshEnabledNow = r.sshSupport;
    }
    return r;
}

} // namespace keyward::app
