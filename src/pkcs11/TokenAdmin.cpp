// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenAdmin.h"

#include "ObjectReader.h"
#include "Quirks.h"
#include "SlotReader.h"
#include "TokenFailures.h"
#include "TokenPin.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace keyward::pkcs11::TokenAdmin {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11)
};

} // namespace

namespace {

QString noSoPinText(const TokenInfo &t)
{
    return Text::tr("%1 has no SO PIN of its own").arg(quirksFor(t.manufacturer, t.model).name);
}

/// NSS's softokn: the SO logs in with an empty PIN, and only while the
/// database has no password (a fresh database, or one just initialised).
Status initUserPinWithoutSo(TokenContext &ctx, const SecretBytes &newUserPin, const QString &op)
{
    auto session = ctx.open(true, op);
    if (!session) {
        return session.error();
    }
    if (auto st = session.value()->login(CKU_SO, SecretBytes(), op); !st) {
        if (st.error().code == qint64(CKR_USER_TYPE_INVALID)) {
            // The database has a password already: the SO may not log in.
            Error e = Error::invalidInput(
                op, Text::tr("%1 and takes a first user PIN only right after the token is "
                             "initialised; change the user PIN with the current one instead")
                        .arg(noSoPinText(ctx.token())));
            e.domain = ErrorDomain::Pkcs11;
            e.code = st.error().code;
            return e;
        }
        return st.error();
    }
    return KW_P11(ctx.module(), op, C_InitPIN, session.value()->handle(), newUserPin.data(),
                  CK_ULONG(newUserPin.size()));
}

} // namespace

static Result<TokenInfo> initTokenSteps(TokenContext &ctx, const SecretBytes &soPin,
                                        const QString &label)
{
    const QString op = Text::tr("Initialising the token");
    const QByteArray utf8 = label.toUtf8();
    if (utf8.size() > 32 || label.isEmpty()) {
        return Error::invalidInput(op, Text::tr("the label must be 1 to 32 bytes long"));
    }
    // NSS softokn has no SO PIN of its own and initialises with none.
    if (soPin.isEmpty() && !tokenHasNoSoPin(ctx.token())) {
        return Error::invalidInput(op, Text::tr("an SO PIN is needed"));
    }
    if (ctx.token().isInitialized()) {
        if (auto st = ctx.checkPinBeforeAttempt(true, op); !st) {
            return st.error();
        }
    }
    unsigned char padded[32];
    std::fill(std::begin(padded), std::end(padded), ' ');
    std::copy(utf8.begin(), utf8.end(), padded);
    const CK_SLOT_ID slot = ctx.token().slotId;
    if (auto st = KW_P11(ctx.module(), op, C_InitToken, slot, soPin.data(), CK_ULONG(soPin.size()),
                         padded);
        !st) {
        return st.error();
    }
    // SoftHSM gives the initialised token a new slot ID: find it by label and
    // prefer a slot other than the old, blank one.
    auto ids = SlotReader::slotIds(ctx.module());
    if (ids) {
        for (quint64 id : ids.value()) {
            auto t = SlotReader::slot(ctx.module(), id);
            if (t && t->tokenPresent && SlotReader::fillToken(ctx.module(), t.value()) &&
                t->label == label && t->isInitialized()) {
                return t.value();
            }
        }
    }
    TokenInfo same = ctx.token();
    (void)SlotReader::fillToken(ctx.module(), same);
    return same;
}

Result<TokenInfo> initToken(TokenContext &ctx, const SecretBytes &soPin, const QString &label)
{
    return failedTo(TokenOperation::InitToken, initTokenSteps(ctx, soPin, label), label);
}

static Status initUserPinSteps(TokenContext &ctx, const SecretBytes &soPin,
                               const SecretBytes &newUserPin)
{
    const QString op = Text::tr("Setting the user PIN");
    if (newUserPin.isEmpty()) {
        return Error::invalidInput(op, Text::tr("the new user PIN is empty"));
    }
    const TokenInfo &t = ctx.token();
    if (quirksFor(t.manufacturer, t.model, t.label).noSoPin) {
        return initUserPinWithoutSo(ctx, newUserPin, op);
    }
    auto session = ctx.openLoggedIn(soPin, true, op, true);
    if (!session) {
        return session.error();
    }
    return KW_P11(ctx.module(), op, C_InitPIN, session.value()->handle(), newUserPin.data(),
                  CK_ULONG(newUserPin.size()));
}

Status initUserPin(TokenContext &ctx, const SecretBytes &soPin, const SecretBytes &newUserPin)
{
    const bool locked = ctx.token().userPinWarning() == PinWarning::Locked;
    return failedTo(locked ? TokenOperation::UnblockUserPin : TokenOperation::SetUserPin,
                    initUserPinSteps(ctx, soPin, newUserPin), ctx.token().label);
}

static Status changePinSteps(TokenContext &ctx, bool so, const SecretBytes &oldPin,
                             const SecretBytes &newPin)
{
    const QString op = so ? Text::tr("Changing the SO PIN") : Text::tr("Changing the user PIN");
    if (newPin.isEmpty()) {
        return Error::invalidInput(op, Text::tr("the new PIN is empty"));
    }
    const TokenInfo &t = ctx.token();
    if (so && quirksFor(t.manufacturer, t.model, t.label).noSoPin) {
        return Error::invalidInput(op,
                                   Text::tr("%1, so there is none to change").arg(noSoPinText(t)));
    }
    const Quirks quirks = quirksFor(t.manufacturer, t.model, t.label);
    if (so && quirks.soPinHexDigits > 0) {
        const unsigned char *pin = newPin.data();
        const bool hex = std::all_of(pin, pin + newPin.size(), [](unsigned char c) {
            return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        });
        if (newPin.size() != quirks.soPinHexDigits || !hex) {
            return Error::invalidInput(op, Text::tr("the new SO PIN must be %1 hexadecimal digits")
                                               .arg(quirks.soPinHexDigits));
        }
    } else if ((t.minPinLength > 0 && newPin.size() < t.minPinLength) ||
               (t.maxPinLength > 0 && newPin.size() > t.maxPinLength)) {
        return Error::invalidInput(op, Text::tr("the new PIN must be %1 to %2 characters long")
                                           .arg(t.minPinLength)
                                           .arg(t.maxPinLength));
    }
    // C_SetPIN changes the PIN of whoever is logged in; logging in first gives
    // the usual wrong-PIN handling, and C_SetPIN checks the old PIN again.
    auto session = ctx.openLoggedIn(oldPin, true, op, so);
    if (!session) {
        return session.error();
    }
    return KW_P11(ctx.module(), op, C_SetPIN, session.value()->handle(), oldPin.data(),
                  CK_ULONG(oldPin.size()), newPin.data(), CK_ULONG(newPin.size()));
}

Status changePin(TokenContext &ctx, bool so, const SecretBytes &oldPin, const SecretBytes &newPin)
{
    return failedTo(so ? TokenOperation::ChangeSoPin : TokenOperation::ChangeUserPin,
                    changePinSteps(ctx, so, oldPin, newPin), ctx.token().label);
}

QString mechanismName(quint64 type)
{
    static const struct
    {
        CK_MECHANISM_TYPE type;
        const char *name;
    } names[] = {
#include "MechanismNames.inc"
    };
    // Where the header defines several names for one value, the later one is
    // the current name (CKM_ECDSA_KEY_PAIR_GEN, then CKM_EC_KEY_PAIR_GEN).
    for (auto it = std::rbegin(names); it != std::rend(names); ++it) {
        if (it->type == type) {
            return QString::fromLatin1(it->name);
        }
    }
    return QStringLiteral("CKM_0x%1").arg(type, 8, 16, QLatin1Char('0'));
}

Result<QList<MechanismInfo>> mechanisms(TokenContext &ctx)
{
    const QString op = Text::tr("Listing the mechanisms");
    const CK_SLOT_ID slot = ctx.token().slotId;
    CK_ULONG count = 0;
    if (auto st = KW_P11(ctx.module(), op, C_GetMechanismList, slot, nullptr, &count); !st) {
        return st.error();
    }
    std::vector<CK_MECHANISM_TYPE> types(count);
    if (auto st = KW_P11(ctx.module(), op, C_GetMechanismList, slot, types.data(), &count); !st) {
        return st.error();
    }
    QList<MechanismInfo> out;
    for (CK_ULONG i = 0; i < count; ++i) {
        CK_MECHANISM_INFO mi{};
        MechanismInfo m;
        m.type = types[i];
        m.name = mechanismName(types[i]);
        if (KW_P11(ctx.module(), op, C_GetMechanismInfo, slot, types[i], &mi)) {
            m.minKeySize = mi.ulMinKeySize;
            m.maxKeySize = mi.ulMaxKeySize;
            m.flags = mi.flags;
        }
        out << m;
    }
    return out;
}

static Result<QList<ObjectInfo>> deleteObjectsSteps(TokenContext &ctx, const ObjectRef &ref,
                                                    const SecretBytes &pin)
{
    const QString op = Text::tr("Deleting objects");
    if (ref.isEmpty()) {
        return Error::invalidInput(op, Text::tr("name the object by label or ID"));
    }
    auto session = ctx.openLoggedIn(pin, true, op);
    if (!session) {
        return session.error();
    }
    const Session &s = *session.value();
    auto handles = ObjectReader::find(s, ref, op);
    if (!handles) {
        return handles.error();
    }
    if (handles->isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op,
                           Text::tr("no object matches"));
    }
    QList<ObjectInfo> deleted;
    for (CK_OBJECT_HANDLE h : handles.value()) {
        ObjectInfo info = ObjectReader::describe(s, h);
        if (auto st = KW_P11(ctx.module(), op, C_DestroyObject, s.handle(), h); !st) {
            return st.error();
        }
        deleted << info;
    }
    return deleted;
}

Result<QList<ObjectInfo>> deleteObjects(TokenContext &ctx, const ObjectRef &ref,
                                        const SecretBytes &pin)
{
    return failedTo(TokenOperation::DeleteObject, deleteObjectsSteps(ctx, ref, pin),
                    ctx.token().label);
}

} // namespace keyward::pkcs11::TokenAdmin
