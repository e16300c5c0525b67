// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentKey.h"

#include "openpgp/StatusParsers.h"

#include <QCoreApplication>
#include <QDateTime>

#include <gcrypt.h>

namespace keyward::openpgp::keytocard {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::keytocard::AgentKey)
};

void initGcrypt()
{
    // Only the keygrip computation is used: no secure memory needed.
    static const bool done = [] {
        gcry_check_version(nullptr);
        gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
        return true;
    }();
    (void)done;
}

} // namespace

std::optional<AgentKeyState> AgentKey::parseKeyInfo(QByteArrayView args)
{
    const QList<QByteArray> w = statusWords(args);
    if (w.size() < 5) {
        return std::nullopt;
    }
    AgentKeyState s;
    const QByteArray type = w[1];
    s.where = type == "D"   ? AgentKeyState::Where::Disk
              : type == "T" ? AgentKeyState::Where::Card
                            : AgentKeyState::Where::Other;
    if (w[2] != "-") {
        s.serial = w[2].toUpper();
    }
    if (w[3] != "-") {
        s.keyRef = w[3];
    }
    s.cached = w[4] == "1";
    s.protectedKey = w.size() < 6 || w[5] != "C";
    return s;
}

Result<AgentKeyState> AgentKey::state(AgentSession &session, const QByteArray &keygrip)
{
    auto r = session.transactNow("KEYINFO " + keygrip, {}, Text::tr("Looking up the secret key"));
    if (!r) {
        if (r.error().is(ErrorKind::NotFound) || r.error().code == GPG_ERR_NO_SECKEY ||
            r.error().code == GPG_ERR_NOT_FOUND) {
            return AgentKeyState{};
        }
        return r.error();
    }
    const auto s = parseKeyInfo(r->first("KEYINFO"));
    return s ? *s : AgentKeyState{};
}

Result<QByteArray> AgentKey::keygripOf(const QByteArray &canonicalSexp)
{
    initGcrypt();
    const QString op = Text::tr("Reading the key back from the card");
    gcry_sexp_t sexp = nullptr;
    gcry_error_t err = gcry_sexp_new(&sexp, canonicalSexp.constData(),
                                     static_cast<size_t>(canonicalSexp.size()), 1);
    if (err) {
        return Error::make(ErrorDomain::Gpg, gcry_err_code(err), ErrorKind::Internal, op,
                           QStringLiteral("unreadable public key: %1")
                               .arg(QString::fromLocal8Bit(gcry_strerror(err))));
    }
    unsigned char grip[20];
    const bool ok = gcry_pk_get_keygrip(sexp, grip) != nullptr;
    gcry_sexp_release(sexp);
    if (!ok) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op,
                           QStringLiteral("no keygrip for the card's public key"));
    }
    return QByteArray(reinterpret_cast<const char *>(grip), 20).toHex().toUpper();
}

Result<QByteArray> AgentKey::cardKeygrip(AgentSession &session, int slot)
{
    auto r = session.transactNow("SCD READKEY OPENPGP." + QByteArray::number(slot), {},
                                 Text::tr("Reading the key back from the card"));
    if (!r) {
        return r.error();
    }
    return keygripOf(r->data);
}

Result<QByteArray> AgentKey::cardFingerprint(AgentSession &session, int slot)
{
    auto r =
        session.transactNow("SCD GETATTR KEY-FPR", {}, Text::tr("Reading the card's fingerprints"));
    if (!r) {
        return r.error();
    }
    for (const QByteArray &raw : r->all("KEY-FPR")) {
        if (auto f = parseKeyFpr(raw); f && f->slot == slot) {
            return f->fingerprint.toUpper();
        }
    }
    return QByteArray();
}

Result<QByteArray> AgentKey::cardSerial(AgentSession &session)
{
    auto r = session.transactNow("SCD SERIALNO", {}, Text::tr("Looking for the card"));
    if (!r) {
        return r.error();
    }
    const QList<QByteArray> w = statusWords(r->first("SERIALNO"));
    if (w.isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NoCard,
                           Text::tr("Looking for the card"));
    }
    return w[0].toUpper();
}

QByteArray AgentKey::isoTime(const QDateTime &utc)
{
    return utc.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss")).toLatin1();
}

QString AgentKey::whereIsKey(AgentSession &session, const QByteArray &keygrip,
                             const QString &backupPath)
{
    QString where;
    auto st = state(session, keygrip);
    if (!st) {
        where = Text::tr("gpg-agent could not be asked where the secret key is now");
    } else if (st->onDisk()) {
        where = Text::tr("The secret key is still in your local keyring");
    } else if (st->onCard()) {
        where = Text::tr("The local keyring points to card %1 for this key")
                    .arg(QString::fromLatin1(st->serial));
    } else {
        where = Text::tr("The local keyring has no secret for this key");
    }
    if (!backupPath.isEmpty()) {
        where += Text::tr("; the verified backup is %1").arg(backupPath);
    }
    return where + QLatin1Char('.');
}

} // namespace keyward::openpgp::keytocard
