// SPDX-License-Identifier: GPL-3.0-or-later
// token snippets: how to use a token key in OpenSSL, nginx, Apache, OpenSSH
// and NSS, made by app/KeyUsageSnippets from what the token says.
#include "TokenCli.h"

#include "app/KeyUsageSnippets.h"

#include <QJsonArray>

namespace keyward::cli::token {

using namespace keyward::pkcs11;

namespace {

bool matches(const ObjectInfo &o, const ObjectRef &ref)
{
    return (ref.id.isEmpty() || o.id == ref.id) && (ref.label.isEmpty() || o.label == ref.label);
}

/// The private key the reference names, or the one next to the certificate
/// it names (same CKA_ID); nullptr when there is none.
const ObjectInfo *findPrivateKey(const QList<ObjectInfo> &objects, const ObjectRef &ref)
{
    for (const ObjectInfo &o : objects) {
        if (o.objectClass == ObjectClass::PrivateKey && matches(o, ref)) {
            return &o;
        }
    }
    for (const ObjectInfo &cert : objects) {
        if (cert.objectClass != ObjectClass::Certificate || !matches(cert, ref) ||
            cert.id.isEmpty()) {
            continue;
        }
        for (const ObjectInfo &o : objects) {
            if (o.objectClass == ObjectClass::PrivateKey && o.id == cert.id) {
                return &o;
            }
        }
    }
    return nullptr;
}

} // namespace

int TokenCli::cmdSnippets()
{
    ObjectRef ref = objectRef();
    if (ref.isEmpty()) {
        return usageError(tr("name the key with --label or --id"));
    }
    auto login = optionalLoginPin();
    if (!login) {
        return ExitFailed;
    }
    const SecretBytes &pin = *login;
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    auto objs = m_service.objects(tokenRef(), pin).result();
    if (!objs) {
        return fail(objs.error());
    }
    const ObjectInfo *key = findPrivateKey(objs.value(), ref);
    if (!key) {
        return fail(Error::invalidInput(
            tr("Making the key's snippets"),
            tr("no private key with that label or ID on the token (private keys are listed "
               "after login: --pin-file or --login)")));
    }
    const app::KeyUsageInput in = app::keyUsageInput(info.value(), *key);
    const QList<app::KeyUsageSnippet> snippets = app::keyUsageSnippets(in);
    if (m_json) {
        QJsonArray a;
        for (const app::KeyUsageSnippet &s : snippets) {
            a.append(QJsonObject{{QStringLiteral("target"), s.id},
                                 {QStringLiteral("title"), s.title},
                                 {QStringLiteral("text"), s.text},
                                 {QStringLiteral("caveat"), s.caveat}});
        }
        return ok(QJsonObject{{QStringLiteral("uri"), app::privateKeyUri(in)},
                              {QStringLiteral("snippets"), a}});
    }
    const QStringList only = m_o.values(QStringLiteral("target"));
    for (const app::KeyUsageSnippet &s : snippets) {
        if (!only.isEmpty() && !only.contains(s.id)) {
            continue;
        }
        if (only.size() == 1) {
            m_out << s.text << (s.text.endsWith(QLatin1Char('\n')) ? "" : "\n");
            continue;
        }
        m_out << "== " << s.title << " ==\n"
              << s.text << (s.text.endsWith(QLatin1Char('\n')) ? "" : "\n") << "# " << s.caveat
              << "\n\n";
    }
    return ExitOk;
}

} // namespace keyward::cli::token
