// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenLocator.h"

#include "ModuleArgument.h"
#include "SlotReader.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace keyward::pkcs11 {

TokenRef TokenRef::of(const TokenInfo &t)
{
    TokenRef r;
    r.module = t.moduleName;
    r.serial = t.serial;
    // OpenSC shows one card as several tokens (one per PIN) with one serial:
    // the label tells them apart.
    r.label = t.label;
    if (t.serial.isEmpty()) {
        r.slotId = qint64(t.slotId);
    }
    return r;
}

QString TokenRef::describe() const
{
    QStringList parts;
    if (!label.isEmpty()) {
        parts << label;
    }
    if (!serial.isEmpty()) {
        parts << QStringLiteral("serial %1").arg(serial);
    }
    if (slotId >= 0) {
        parts << QStringLiteral("slot %1").arg(slotId);
    }
    if (!uri.isEmpty()) {
        parts << uri;
    }
    if (blank) {
        parts << QStringLiteral("not initialised");
    }
    if (!module.isEmpty()) {
        parts << QStringLiteral("module %1").arg(module);
    }
    return parts.isEmpty() ? QStringLiteral("any token") : parts.join(QStringLiteral(", "));
}

namespace {

bool uriMatches(const Module &m, const TokenInfo &t, P11KitUri *uri)
{
    CK_INFO mi{};
    if (KW_P11(m, QString(), C_GetInfo, &mi) && !p11_kit_uri_match_module_info(uri, &mi)) {
        return false;
    }
    CK_TOKEN_INFO ti{};
    if (!KW_P11(m, QString(), C_GetTokenInfo, CK_SLOT_ID(t.slotId), &ti)) {
        return false;
    }
    return p11_kit_uri_match_token_info(uri, &ti) == 1;
}

} // namespace

Result<LocatedToken> locateToken(const ModuleSet &modules, const TokenRef &ref)
{
    const QString op = QCoreApplication::translate("keyward::pkcs11", "Finding the token");
    P11KitUri *uri = nullptr;
    if (!ref.uri.isEmpty()) {
        uri = p11_kit_uri_new();
        if (p11_kit_uri_parse(ref.uri.toUtf8().constData(), P11_KIT_URI_FOR_ANY, uri) !=
            P11_KIT_URI_OK) {
            p11_kit_uri_free(uri);
            return Error::invalidInput(op,
                                       QStringLiteral("\"%1\" is not a PKCS#11 URI").arg(ref.uri));
        }
    }
    // A module named with --module that could not be used: say why, not "no token".
    if (const ModuleProblem *problem = modules.problemFor(ref.module);
        problem && !modules.find(ref.module)) {
        if (uri) {
            p11_kit_uri_free(uri);
        }
        return problem->refusal();
    }
    QList<LocatedToken> found;
    QStringList present; // every token seen, for the error when none matches
    for (const Module &m : modules.modules()) {
        if (m.isTrustModule() || !ModuleArgument::matches(m, ref.module)) {
            continue;
        }
        auto ids = SlotReader::slotIds(m);
        if (!ids) {
            continue;
        }
        for (quint64 id : ids.value()) {
            auto s = SlotReader::slot(m, id);
            if (!s || !s->tokenPresent || !SlotReader::fillToken(m, s.value())) {
                continue;
            }
            const TokenInfo &t = s.value();
            present << QStringLiteral("%1 (%2)").arg(t.label, m.name());
            if ((!ref.serial.isEmpty() && t.serial != ref.serial) ||
                (!ref.label.isEmpty() && t.label != ref.label) ||
                (ref.slotId >= 0 && qint64(t.slotId) != ref.slotId) ||
                (ref.blank && t.isInitialized()) || (uri && !uriMatches(m, t, uri))) {
                continue;
            }
            found.append({&m, t});
        }
    }
    if (uri) {
        p11_kit_uri_free(uri);
    }
    if (found.isEmpty()) {
        // Tokens are there, only not this one: not found. None at all: no token present.
        return Error::make(ErrorDomain::Keyward, 0,
                           present.isEmpty() ? ErrorKind::NoCard : ErrorKind::NotFound, op,
                           present.isEmpty()
                               ? QStringLiteral("no token matches %1").arg(ref.describe())
                               : QStringLiteral("no token matches %1; present: %2")
                                     .arg(ref.describe(), present.join(QStringLiteral(", "))));
    }
    if (found.size() > 1) {
        QStringList which;
        for (const auto &f : found) {
            which << QStringLiteral("%1/%2 (serial %3, slot %4)")
                         .arg(f.info.moduleName, f.info.label, f.info.serial)
                         .arg(f.info.slotId);
        }
        return Error::invalidInput(
            op, QCoreApplication::translate("keyward::pkcs11", "%1 tokens match; say which: %2")
                    .arg(found.size())
                    .arg(which.join(QStringLiteral("; "))));
    }
    return found.first();
}

} // namespace keyward::pkcs11
