// SPDX-License-Identifier: GPL-3.0-or-later
// token pool status|fill|take|drain: the key pool (KeyPool) of a token, its
// wrapped keys kept in the pool store (PoolStore) beside the result store.
#include "BenchInterrupt.h"
#include "TokenCli.h"

#include "Confirm.h"

#include "app/KeyPoolCommands.h"
#include "core/SafeFile.h"
#include "pkcs11/KeyPool.h"

namespace keyward::cli::token {

using namespace keyward::pkcs11;

namespace {

const QStringList kPoolActions{QStringLiteral("status"), QStringLiteral("fill"),
                               QStringLiteral("take"), QStringLiteral("drain")};

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
    const QString type = keyType.isEmpty() ? QStringLiteral("rsa2048") : keyType;
    const int count =
        m_o.given(QStringLiteral("count")) ? m_o.value(QStringLiteral("count")).toInt() : 10;
    if (action == QLatin1String("fill")) {
        if (auto st = app::PoolFillCommand::validate(type, count); !st) {
            return usageError(tr("token pool fill: %1.").arg(st.error().detail));
        }
    }
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    const QString serial = info->serial;
    app::PoolTarget target{&m_service, tokenRef(), info.value(), app::PoolStore::defaultPath()};
    if (action == QLatin1String("drain")) {
        const app::PoolDrainCommand drain(target);
        auto n = drain.count().result();
        if (!n) {
            return fail(n.error());
        }
        if (!confirmDestructive(drain.loss(n.value()), m_o.has(QStringLiteral("yes")), m_err)) {
            return ExitRefused;
        }
        auto gone = drain.run().result();
        if (!gone) {
            return fail(gone.error());
        }
        if (!m_json) {
            m_out << app::PoolDrainCommand::done(gone.value()) << '\n';
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
    auto pin = userPinFor(action == QLatin1String("status") ? TokenOperation::ReadKeyPool
                          : action == QLatin1String("fill") ? TokenOperation::FillKeyPool
                                                            : TokenOperation::TakeFromKeyPool,
                          info.value());
    if (!pin) {
        return ExitFailed;
    }
    if (action == QLatin1String("status")) {
        auto st = app::PoolStatusCommand(target).run(*pin).result();
        if (!st) {
            return fail(st.error());
        }
        if (!m_json) {
            for (const QString &line : app::PoolStatusCommand::lines(st.value())) {
                m_out << line << '\n';
            }
        }
        return ok(app::PoolStatusCommand::json(st.value()));
    }
    if (action == QLatin1String("fill")) {
        auto r = interruptible([&](const CancelToken &cancel) {
            return app::PoolFillCommand(target).run(type, count, *pin, cancel);
        });
        if (!r) {
            return failOrInterrupted(r.error());
        }
        if (!m_json) {
            for (const QString &line : app::PoolFillCommand::lines(r.value())) {
                m_out << line << '\n';
            }
        }
        if (const int signal = keyward::cli::BenchInterrupt::signalNumber(); signal != 0) {
            // Stopped between keys by Ctrl+C or SIGTERM: what was stored is above; the exit
            // says it was interrupted, as bench run does.
            QJsonObject doc = app::PoolFillCommand::json(r.value());
            doc.insert(QStringLiteral("interrupted"), true);
            doc.insert(QStringLiteral("signal"), signal);
            (void)ok(doc);
            return 128 + signal;
        }
        return ok(app::PoolFillCommand::json(r.value()));
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
    app::PoolStore store;
    if (auto opened = store.open(); !opened) {
        return fail(opened.error());
    }
    // Out of the store before the token sees it, so two takers never sign with one key; back in
    // its place when the token cannot use it, so a failed unwrap loses nothing. Only a crash in
    // between loses the one key (its private half was never outside the token in clear).
    auto taken = store.takeOldest(serial, *st->kekId, type);
    if (!taken) {
        return fail(taken.error());
    }
    if (!taken.value()) {
        Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op);
        e.detail = tr("The pool holds no %1 key for this token's key-encryption key; fill it "
                      "first.")
                       .arg(type);
        return fail(e);
    }
    const WrappedKey &key = taken.value()->key;
    auto sig = m_service.signFromPool(tokenRef(), *st->kekId, key, data, *pin).result();
    if (!sig) {
        if (auto back = store.putBack(serial, *st->kekId, *taken.value()); !back) {
            (void)fail(back.error());
        }
        return fail(sig.error());
    }
    QJsonObject result{
        {QStringLiteral("keyType"), type},
        {QStringLiteral("publicKey"), QString::fromLatin1(key.publicKeyDer.toBase64())}};
    if (auto w = SafeFile::writeExclusive(m_o.value(QStringLiteral("out")), sig.value()); !w) {
        return fail(w.error());
    }
    result.insert(QStringLiteral("file"), m_o.value(QStringLiteral("out")));
    if (!m_json) {
        m_out << "-----BEGIN PUBLIC KEY-----\n"
              << QString::fromLatin1(key.publicKeyDer.toBase64()) << '\n'
              << "-----END PUBLIC KEY-----\n";
    }
    return ok(result);
}

} // namespace keyward::cli::token
