// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyPoolCommands.h"

#include "pkcs11/TokenFailures.h"
#include "pkcs11/TokenService.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QPromise>

namespace keyward::app {

using namespace keyward::pkcs11;

namespace {

/// `f(store)` on the token's module worker, with the pool store at `path` opened.
template<class F> auto onStore(const PoolTarget &t, F f)
{
    using R = decltype(f(std::declval<PoolStore &>()));
    const QString path = t.storePath;
    return t.service->queueAfterModule(t.ref, [path, f]() -> R {
        PoolStore store(path);
        if (auto st = store.open(); !st) {
            return st.error();
        }
        return f(store);
    });
}

/// A future that already holds `value`: an answer without any work.
template<class T> QFuture<T> ready(T value)
{
    QPromise<T> promise;
    promise.start();
    promise.addResult(std::move(value));
    promise.finish();
    return promise.future();
}

/// The pool operation's own failure sentence on whatever the future fails with.
template<class T>
QFuture<Result<T>> withFailure(QFuture<Result<T>> f, pkcs11::TokenOperation op, QString token)
{
    return f.then([op, token](Result<T> r) { return pkcs11::failedTo(op, std::move(r), token); });
}

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::KeyPool)
};

/// The result of an earlier job of the same module worker: finished when the
/// job asking runs (a serial queue), or cancelled when the worker dropped it.
template<class T> Result<T> awaited(QFuture<Result<T>> future, const QString &op)
{
    future.waitForFinished();
    if (future.isCanceled() || future.resultCount() == 0) {
        return Error::cancelled(op);
    }
    return future.result();
}

/// Text a token supplied, safe to print: control characters become '?'.
QString shown(QString text)
{
    for (QChar &c : text) {
        if (c.category() == QChar::Other_Control) {
            c = QLatin1Char('?');
        }
    }
    return text;
}

QString hex(const QByteArray &id)
{
    return QString::fromLatin1(id.toHex());
}

QJsonObject fillJson(const PoolStore::Fill &f)
{
    return QJsonObject{{QStringLiteral("keyType"), f.keyType},
                       {QStringLiteral("mechanism"), f.mechanism},
                       {QStringLiteral("keys"), f.keys},
                       {QStringLiteral("seconds"), f.seconds},
                       {QStringLiteral("keysPerSecond"), f.rate()},
                       {QStringLiteral("finished"), f.finishedUtc.toString(Qt::ISODate)}};
}

} // namespace

QStringList poolKeyTypes()
{
    return {QStringLiteral("rsa2048"), QStringLiteral("rsa3072"), QStringLiteral("p256"),
            QStringLiteral("p384")};
}

QString poolKeyTypeName(const QString &keyType)
{
    if (keyType.startsWith(QLatin1String("rsa"))) {
        return QStringLiteral("RSA-") + keyType.mid(3);
    }
    if (keyType.startsWith(QLatin1Char('p'))) {
        return QStringLiteral("P-") + keyType.mid(1);
    }
    return keyType;
}

// --- status -----------------------------------------------------------------

QString PoolStatusCommand::what()
{
    return Text::tr("Reading the key pool…");
}

QFuture<Result<PoolStatusReport>> PoolStatusCommand::run(const SecretBytes &pin, bool login) const
{
    const QString op = Text::tr("Reading the key pool");
    PoolStatusReport base;
    base.serial = m_t.info.serial;
    base.tokenLabel = m_t.info.label;
    const QString path = m_t.storePath;
    if (!login) {
        auto mechanisms = m_t.service->mechanisms(m_t.ref);
        const QString manufacturer = m_t.info.manufacturer;
        const QString model = m_t.info.model;
        return withFailure(m_t.service->queueAfterModule(m_t.ref,
                                                         [=]() -> Result<PoolStatusReport> {
                                                             auto list = awaited(mechanisms, op);
                                                             if (!list) {
                                                                 return list.error();
                                                             }
                                                             PoolStatusReport r = base;
                                                             r.support = WrapProbe::fromMechanisms(
                                                                 list.value(), manufacturer, model);
                                                             PoolStore store(path);
                                                             if (auto st = store.open(); !st) {
                                                                 return st.error();
                                                             }
                                                             auto all = store.countAll(r.serial);
                                                             if (!all) {
                                                                 return all.error();
                                                             }
                                                             r.storedTotal = all.value();
                                                             return r;
                                                         }),
                           pkcs11::TokenOperation::ReadKeyPool, m_t.info.label);
    }
    auto token = m_t.service->poolStatus(m_t.ref, pin);
    return withFailure(m_t.service->queueAfterModule(m_t.ref,
                                                     [=]() -> Result<PoolStatusReport> {
                                                         auto st = awaited(token, op);
                                                         if (!st) {
                                                             return st.error();
                                                         }
                                                         PoolStatusReport r = base;
                                                         r.support = st->support;
                                                         r.kekKnown = true;
                                                         r.kekId = st->kekId;
                                                         PoolStore store(path);
                                                         if (auto opened = store.open(); !opened) {
                                                             return opened.error();
                                                         }
                                                         auto all = store.countAll(r.serial);
                                                         if (!all) {
                                                             return all.error();
                                                         }
                                                         if (!r.kekId) {
                                                             r.orphaned = all.value();
                                                             return r;
                                                         }
                                                         auto counts =
                                                             store.counts(r.serial, *r.kekId);
                                                         if (!counts) {
                                                             return counts.error();
                                                         }
                                                         r.stored = counts.value();
                                                         for (const auto &c : r.stored) {
                                                             r.storedTotal += c.count;
                                                         }
                                                         r.orphaned = all.value() - r.storedTotal;
                                                         auto last =
                                                             store.lastFill(r.serial, *r.kekId);
                                                         if (!last) {
                                                             return last.error();
                                                         }
                                                         r.lastFill = last.value();
                                                         return r;
                                                     }),
                       pkcs11::TokenOperation::ReadKeyPool, m_t.info.label);
}

QStringList PoolStatusCommand::lines(const PoolStatusReport &r)
{
    QStringList out;
    out << (r.support.supported ? Text::tr("The token can keep a key pool: it wraps private keys "
                                           "with %1.")
                                      .arg(r.support.mechanismName)
                                : r.support.reason);
    if (!r.kekKnown) {
        out << Text::tr("Wrapped keys stored for this token: %1. Log in to see the "
                        "key-encryption key, the keys under it and the last fill.")
                   .arg(r.storedTotal);
    } else if (!r.kekId) {
        out << Text::tr("The token has no key-encryption key yet; the first fill makes one.");
    } else {
        out << Text::tr("Key-encryption key: \"%1\", ID %2.")
                   .arg(QLatin1String(KeyPool::kKekLabel), hex(*r.kekId));
        QStringList types;
        for (const auto &c : r.stored) {
            types << QStringLiteral("%1: %2").arg(poolKeyTypeName(c.keyType)).arg(c.count);
        }
        out << (types.isEmpty() ? Text::tr("Wrapped keys stored: 0.")
                                : Text::tr("Wrapped keys stored: %1 (%2).")
                                      .arg(r.storedTotal)
                                      .arg(types.join(QStringLiteral(", "))));
    }
    if (r.kekKnown && r.orphaned > 0) {
        out << Text::tr("Orphaned wrapped keys: %1. No key-encryption key on the token can unwrap "
                        "them (the one they were made under was deleted or replaced), so they "
                        "cannot be used; \"keyward-cli token pool drain\" removes them with the "
                        "token's other stored keys.")
                   .arg(r.orphaned);
    }
    out << Text::tr("Unwrapped and ready: %1. Keys are unwrapped only while a signing service "
                    "or the key pool benchmark runs.")
               .arg(r.ready);
    if (r.kekKnown && r.kekId) {
        if (r.lastFill) {
            const PoolStore::Fill &f = *r.lastFill;
            out << Text::tr("Last fill: %1 %2 keys in %3 s (%4 keys/s), finished %5.")
                       .arg(f.keys)
                       .arg(poolKeyTypeName(f.keyType))
                       .arg(f.seconds, 0, 'f', 2)
                       .arg(f.rate(), 0, 'f', 1)
                       .arg(QLocale().toString(f.finishedUtc.toLocalTime(), QLocale::ShortFormat));
        } else {
            out << Text::tr("No fill has been recorded for this key-encryption key.");
        }
    }
    return out;
}

QJsonObject PoolStatusCommand::json(const PoolStatusReport &r)
{
    QJsonObject support{{QStringLiteral("supported"), r.support.supported}};
    if (r.support.supported) {
        support.insert(QStringLiteral("mechanism"), r.support.mechanismName);
    } else {
        support.insert(QStringLiteral("reason"), r.support.reason);
    }
    QJsonObject o{{QStringLiteral("serial"), r.serial},
                  {QStringLiteral("support"), support},
                  {QStringLiteral("ready"), r.ready},
                  {QStringLiteral("readyNote"), Text::tr("Keys are unwrapped only while a "
                                                         "signing service or the key pool "
                                                         "benchmark runs.")},
                  {QStringLiteral("storedTotal"), r.storedTotal}};
    QJsonArray stored;
    for (const auto &c : r.stored) {
        stored.append(QJsonObject{{QStringLiteral("keyType"), c.keyType},
                                  {QStringLiteral("count"), c.count}});
    }
    o.insert(QStringLiteral("stored"), stored);
    if (r.kekKnown) {
        o.insert(QStringLiteral("orphaned"), r.orphaned);
    }
    if (r.kekId) {
        o.insert(QStringLiteral("kekId"), hex(*r.kekId));
        o.insert(QStringLiteral("kekLabel"), QLatin1String(KeyPool::kKekLabel));
    }
    if (r.lastFill) {
        o.insert(QStringLiteral("lastFill"), fillJson(*r.lastFill));
    }
    return o;
}

// --- fill -------------------------------------------------------------------

Status PoolFillCommand::validate(const QString &keyType, int count)
{
    const QString op = Text::tr("Filling the key pool");
    if (!KeyPool::keySpec(keyType)) {
        return Error::invalidInput(
            op,
            Text::tr("the key type is rsa2048, rsa3072, p256 or p384, not \"%1\"").arg(keyType));
    }
    if (count < 1 || count > kMaxCount) {
        return Error::invalidInput(
            op, Text::tr("the number of keys is 1 to %1, not %2").arg(kMaxCount).arg(count));
    }
    return {};
}

QString PoolFillCommand::what(const QString &keyType, int count)
{
    return Text::tr("Filling the key pool with %1 %2 keys…")
        .arg(count)
        .arg(poolKeyTypeName(keyType));
}

QString PoolFillCommand::cancelNote()
{
    return Text::tr("Cancelling: the keys made so far are kept in the pool…");
}

QFuture<Result<PoolFillReport>> PoolFillCommand::run(const QString &keyType, int count,
                                                     const SecretBytes &pin,
                                                     const CancelToken &cancel,
                                                     std::function<void(int)> progress) const
{
    if (auto st = validate(keyType, count); !st) {
        const Error e = st.error();
        return withFailure(ready(Result<PoolFillReport>(e)), pkcs11::TokenOperation::FillKeyPool,
                           m_t.info.label);
    }
    const QString op = Text::tr("Filling the key pool");
    auto token = m_t.service->fillPool(m_t.ref, keyType, count, pin, cancel, std::move(progress));
    const QString serial = m_t.info.serial;
    const QString path = m_t.storePath;
    return withFailure(m_t.service->queueAfterModule(
                           m_t.ref,
                           [=]() -> Result<PoolFillReport> {
                               auto made = awaited(token, op);
                               if (!made) {
                                   return made.error();
                               }
                               PoolFillReport r;
                               r.serial = serial;
                               r.support = made->support;
                               r.kek = made->kek;
                               r.requested = count;
                               r.fill.keyType = keyType;
                               r.fill.mechanism = made->support.mechanismName;
                               r.fill.keys = made->keys.size();
                               r.fill.seconds = made->secondsTotal;
                               r.fill.finishedUtc = QDateTime::currentDateTimeUtc();
                               r.stoppedEarly = made->keys.size() < count;
                               PoolStore store(path);
                               if (auto st = store.open(); !st) {
                                   return st.error();
                               }
                               if (auto st = store.add(serial, r.kek.id, made->keys); !st) {
                                   return st.error();
                               }
                               if (r.fill.keys > 0) {
                                   if (auto st = store.addFill(serial, r.kek.id, r.fill); !st) {
                                       return st.error();
                                   }
                               }
                               return r;
                           }),
                       pkcs11::TokenOperation::FillKeyPool, m_t.info.label);
}

QStringList PoolFillCommand::lines(const PoolFillReport &r)
{
    QStringList out;
    if (r.kek.created) {
        out << Text::tr("Made the key-encryption key \"%1\" (ID %2).")
                   .arg(QLatin1String(KeyPool::kKekLabel), hex(r.kek.id));
    }
    out << Text::tr("Wrapped %1 %2 keys with %3 in %4 s (%5 keys/s).")
               .arg(r.fill.keys)
               .arg(poolKeyTypeName(r.fill.keyType), r.fill.mechanism)
               .arg(r.fill.seconds, 0, 'f', 2)
               .arg(r.fill.rate(), 0, 'f', 1);
    if (r.stoppedEarly) {
        out << Text::tr("The fill was stopped after %1 of %2 keys; those are stored.")
                   .arg(r.fill.keys)
                   .arg(r.requested);
    }
    return out;
}

QJsonObject PoolFillCommand::json(const PoolFillReport &r)
{
    return QJsonObject{{QStringLiteral("serial"), r.serial},
                       {QStringLiteral("kekId"), hex(r.kek.id)},
                       {QStringLiteral("kekCreated"), r.kek.created},
                       {QStringLiteral("keyType"), r.fill.keyType},
                       {QStringLiteral("mechanism"), r.fill.mechanism},
                       {QStringLiteral("requested"), r.requested},
                       {QStringLiteral("filled"), r.fill.keys},
                       {QStringLiteral("seconds"), r.fill.seconds},
                       {QStringLiteral("keysPerSecond"), r.fill.rate()},
                       {QStringLiteral("finished"), r.fill.finishedUtc.toString(Qt::ISODate)}};
}

// --- drain ------------------------------------------------------------------

QFuture<Result<qint64>> PoolDrainCommand::count() const
{
    const QString serial = m_t.info.serial;
    return withFailure(onStore(m_t, [serial](PoolStore &store) { return store.countAll(serial); }),
                       pkcs11::TokenOperation::EmptyKeyPool, m_t.info.label);
}

QString PoolDrainCommand::loss(qint64 stored) const
{
    return Text::tr("The key pool of token \"%1\" (serial %2) loses its %3 wrapped keys; they "
                    "cannot be recovered.")
        .arg(shown(m_t.info.label), shown(m_t.info.serial))
        .arg(stored);
}

QString PoolDrainCommand::what()
{
    return Text::tr("Emptying the key pool…");
}

QFuture<Result<qint64>> PoolDrainCommand::run() const
{
    const QString serial = m_t.info.serial;
    return withFailure(onStore(m_t, [serial](PoolStore &store) { return store.drain(serial); }),
                       pkcs11::TokenOperation::EmptyKeyPool, m_t.info.label);
}

QString PoolDrainCommand::done(qint64 removed)
{
    return Text::tr("Removed %n wrapped keys from the pool.", nullptr, int(removed));
}

} // namespace keyward::app
