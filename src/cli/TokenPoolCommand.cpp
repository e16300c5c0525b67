// SPDX-License-Identifier: GPL-3.0-or-later
// token pool status|fill|take|drain: the key pool (KeyPool) of a token, its
// wrapped keys kept in the pool store (PoolStore) beside the result store.
#include "TokenCli.h"

#include "Confirm.h"

#include "app/PoolStore.h"
#include "core/SafeFile.h"
#include "pkcs11/KeyPool.h"

#include <QJsonArray>

namespace keyward::cli::token {

using namespace keyward::pkcs11;

namespace {

const QStringList kPoolActions{QStringLiteral("status"), QStringLiteral("fill"),
                               QStringLiteral("take"), QStringLiteral("drain")};

QJsonObject supportJson(const WrapSupport &s)
{
    QJsonObject o{{QStringLiteral("supported"), s.supported}};
    if (s.supported) {
        o.insert(QStringLiteral("mechanism"), s.mechanismName);
    } else {
        o.insert(QStringLiteral("reason"), s.reason);
    }
    return o;
}

} // namespace

int TokenCli::cmdPool()
{
    const QString action = m_o.positional().value(1);
    if (!kPoolActions.contains(action)) {
        return usageError(
            tr("token pool: the action is status, fill, take or drain, not \"%1\".").arg(action));
    }
    const QString keyType = m_o.value(QStringLiteral("key-type"));
    if (m_o.given(QStringLiteral("key-type")) && !KeyPool::keySpec(keyType)) {
        return usageError(
            tr("token pool: --key-type is rsa2048, rsa3072, p256 or p384, not \"%1\".")
                .arg(keyType));
    }
    if (action == QLatin1String("take") &&
        (!m_o.given(QStringLiteral("file")) || !m_o.given(QStringLiteral("out")))) {
        return usageError(tr("token pool take needs --file DATA and --out SIGNATURE."));
    }
    if (action == QLatin1String("take")) {
        if (const int rc = checkOutputFree(); rc != 0) {
            return rc;
        }
    }
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    const QString serial = info->serial;
    app::PoolStore store;
    if (auto st = store.open(); !st) {
        return fail(st.error());
    }
    if (action == QLatin1String("drain")) {
        auto n = store.countAll(serial);
        if (!n) {
            return fail(n.error());
        }
        if (!confirmDestructive(tr("The key pool of token \"%1\" (serial %2) loses its %3 "
                                   "wrapped keys; they cannot be recovered.")
                                    .arg(shown(info->label), shown(serial))
                                    .arg(n.value()),
                                m_o.has(QStringLiteral("yes")), m_err)) {
            return ExitRefused;
        }
        auto gone = store.drain(serial);
        if (!gone) {
            return fail(gone.error());
        }
        if (!m_json) {
            m_out << tr("Removed %n wrapped keys from the pool.", nullptr, int(gone.value()))
                  << '\n';
        }
        return ok(QJsonObject{{QStringLiteral("removed"), gone.value()}});
    }
    QByteArray data;
    if (action == QLatin1String("take")) {
        auto d = SafeFile::readBounded(m_o.value(QStringLiteral("file")),
                                       SafeFile::kCertificateFileMax, tr("the data to sign"));
        if (!d) {
            return fail(d.error());
        }
        data = d.value();
    }
    auto pin = userPin();
    if (!pin) {
        return ExitFailed;
    }
    if (action == QLatin1String("status")) {
        auto st = m_service.poolStatus(tokenRef(), *pin).result();
        if (!st) {
            return fail(st.error());
        }
        QJsonObject result{{QStringLiteral("serial"), serial},
                           {QStringLiteral("support"), supportJson(st->support)},
                           {QStringLiteral("ready"), 0}};
        QJsonArray stored;
        qint64 total = 0;
        if (st->kekId) {
            result.insert(QStringLiteral("kekId"), QString::fromLatin1(st->kekId->toHex()));
            auto counts = store.counts(serial, *st->kekId);
            if (!counts) {
                return fail(counts.error());
            }
            for (const auto &c : counts.value()) {
                stored.append(QJsonObject{{QStringLiteral("keyType"), c.keyType},
                                          {QStringLiteral("count"), c.count}});
                total += c.count;
            }
        }
        result.insert(QStringLiteral("stored"), stored);
        result.insert(QStringLiteral("storedTotal"), total);
        if (!m_json) {
            m_out << (st->support.supported
                          ? tr("The token can keep a key pool (%1).").arg(st->support.mechanismName)
                          : st->support.reason)
                  << '\n';
            m_out << (st->kekId ? tr("Key-encryption key: ID %1.")
                                      .arg(QString::fromLatin1(st->kekId->toHex()))
                                : tr("The token has no key-encryption key yet; fill makes one."))
                  << '\n';
            m_out << tr("Wrapped keys stored: %1; unwrapped and ready: 0 (keys are unwrapped "
                        "only while a signing service runs).")
                         .arg(total)
                  << '\n';
            for (const auto &v : stored) {
                m_out << "  " << v[QStringLiteral("keyType")].toString() << ": "
                      << v[QStringLiteral("count")].toInteger() << '\n';
            }
        }
        return ok(result);
    }
    const QString type = keyType.isEmpty() ? QStringLiteral("rsa2048") : keyType;
    if (action == QLatin1String("fill")) {
        const int count =
            m_o.given(QStringLiteral("count")) ? m_o.value(QStringLiteral("count")).toInt() : 10;
        auto r = interruptible([&](const CancelToken &cancel) {
            return m_service.fillPool(tokenRef(), type, count, *pin, cancel);
        });
        if (!r) {
            return failOrInterrupted(r.error());
        }
        if (auto st = store.add(serial, r->kek.id, r->keys); !st) {
            return fail(st.error());
        }
        const double rate = r->secondsTotal > 0 ? double(r->keys.size()) / r->secondsTotal : 0;
        if (!m_json) {
            if (r->kek.created) {
                m_out << tr("Made the key-encryption key \"%1\" (ID %2).")
                             .arg(QLatin1String(KeyPool::kKekLabel),
                                  QString::fromLatin1(r->kek.id.toHex()))
                      << '\n';
            }
            m_out << tr("Wrapped %1 %2 keys with %3 in %4 s (%5 keys/s).")
                         .arg(r->keys.size())
                         .arg(type, r->support.mechanismName)
                         .arg(r->secondsTotal, 0, 'f', 2)
                         .arg(rate, 0, 'f', 1)
                  << '\n';
        }
        return ok(QJsonObject{{QStringLiteral("serial"), serial},
                              {QStringLiteral("kekId"), QString::fromLatin1(r->kek.id.toHex())},
                              {QStringLiteral("kekCreated"), r->kek.created},
                              {QStringLiteral("keyType"), type},
                              {QStringLiteral("mechanism"), r->support.mechanismName},
                              {QStringLiteral("filled"), r->keys.size()},
                              {QStringLiteral("seconds"), r->secondsTotal},
                              {QStringLiteral("keysPerSecond"), rate}});
    }
    // take: the oldest stored key of the type under the token's key-encryption key.
    auto st = m_service.poolStatus(tokenRef(), *pin).result();
    if (!st) {
        return fail(st.error());
    }
    const QString op = tr("Signing with a key from the pool");
    if (!st->kekId) {
        Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op);
        e.detail = tr("The token has no key-encryption key \"%1\", so no stored key can be used "
                      "on it.")
                       .arg(QLatin1String(KeyPool::kKekLabel));
        return fail(e);
    }
    auto key = store.take(serial, *st->kekId, type);
    if (!key) {
        return fail(key.error());
    }
    if (!key.value()) {
        Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op);
        e.detail = tr("The pool holds no %1 key for this token's key-encryption key; fill it "
                      "first.")
                       .arg(type);
        return fail(e);
    }
    auto sig = m_service.signFromPool(tokenRef(), *st->kekId, *key.value(), data, *pin).result();
    if (!sig) {
        return fail(sig.error());
    }
    QJsonObject result{
        {QStringLiteral("keyType"), type},
        {QStringLiteral("publicKey"), QString::fromLatin1(key.value()->publicKeyDer.toBase64())}};
    if (auto w = SafeFile::writeExclusive(m_o.value(QStringLiteral("out")), sig.value()); !w) {
        return fail(w.error());
    }
    result.insert(QStringLiteral("file"), m_o.value(QStringLiteral("out")));
    if (!m_json) {
        m_out << "-----BEGIN PUBLIC KEY-----\n"
              << QString::fromLatin1(key.value()->publicKeyDer.toBase64()) << '\n'
              << "-----END PUBLIC KEY-----\n";
    }
    return ok(result);
}

} // namespace keyward::cli::token
