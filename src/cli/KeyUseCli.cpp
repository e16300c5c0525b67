// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyUseCli.h"

#include "Confirm.h"
#include "KeyCliSupport.h"
#include "app/KeyRenewCommand.h"
#include "app/KeyUseCommand.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace keyward::cli {

using keycli::exitFor;
using keycli::failed;
using keycli::sentence;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::KeyUse)
};

QString s(const char *text)
{
    return QString::fromLatin1(text);
}

} // namespace

QString keyUseUsage()
{
    return QCoreApplication::translate(
        "keyward::cli",
        "use --fingerprint FPR [--ssh] [--git] [--publish DIR] [--wkd DIR --email ADDRESS]\n"
        "         [--enable-ssh-support] [--yes]\n"
        "  puts a key of the everyday keyring to use. --ssh: the authentication subkey's\n"
        "  authorized_keys line, whether gpg-agent's SSH support is on, and the shell\n"
        "  profile's lines; --enable-ssh-support adds enable-ssh-support to gpg-agent.conf\n"
        "  after asking (--yes in scripts). --git: the git config commands for signing with\n"
        "  the signing subkey. Without these four options: --ssh and --git.\n"
        "  --publish DIR writes the armoured public key to DIR/FPR-public.asc; --wkd DIR\n"
        "  --email ADDRESS writes a Web Key Directory below the web root DIR\n"
        "  (.well-known/openpgpkey/DOMAIN/hu/HASH and an empty policy file). Never over a\n"
        "  file. Exit status: 0 done, 1 failed, 2 wrong arguments or key, 3 refused (nothing\n"
        "  written)");
}

int runKeyUse(const Options &o, QTextStream &out, QTextStream &err, bool json)
{
    app::KeyUseArgs a;
    a.fingerprint = o.value(s("fingerprint"));
    a.ssh = o.has(s("ssh"));
    a.git = o.has(s("git"));
    a.publishDir = o.value(s("publish"));
    a.wkdDir = o.value(s("wkd"));
    a.email = o.value(s("email"));
    a.enableSshSupport = o.has(s("enable-ssh-support"));
    const bool yes = o.has(s("yes"));

    auto request = app::KeyUseCommand::validate(a);
    if (!request) {
        return failed(request.error(), out, err, json, ExitUsage);
    }
    auto plan = app::KeyUseCommand::plan(*request, app::KeyRenewCommand::everydayHome());
    if (!plan) {
        return failed(plan.error(), out, err, json, exitFor(plan.error()));
    }
    if (const QString refused = app::KeyUseCommand::refusal(*plan); !refused.isEmpty()) {
        return failed(sentence(Text::tr("Checking the output files"), refused), out, err, json,
                      ExitRefused);
    }
    if (const QString question = app::KeyUseCommand::sshQuestion(*plan); !question.isEmpty()) {
        if (!confirmDestructive(question, yes, err)) {
            return failed(sentence(Text::tr("Turning on gpg-agent's SSH support"),
                                   Text::tr("Refused: %1 and the output folders were not "
                                            "changed.")
                                       .arg(plan->agentConf)),
                          out, err, json, ExitRefused);
        }
    }
    auto report = app::KeyUseCommand::apply(*plan);
    if (!report) {
        return failed(report.error(), out, err, json, ExitFailed);
    }
    if (json) {
        QJsonObject doc = app::KeyUseCommand::json(*report);
        doc.insert(s("ok"), true);
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else {
        for (const QString &line : app::KeyUseCommand::lines(*report)) {
            out << line << '\n';
        }
    }
    return ExitOk;
}

} // namespace keyward::cli
