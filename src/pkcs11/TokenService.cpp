// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenService.h"

#include "Importer.h"
#include "LoginAnchors.h"
#include "ModuleRegistry.h"
#include "ModuleSet.h"
#include "ObjectReader.h"
#include "SlotReader.h"
#include "TokenAdmin.h"
#include "TokenContext.h"
#include "TokenFailures.h"
#include "TokenLocator.h"
#include "TokenSigner.h"
#include "core/Worker.h"

#include <QCoreApplication>
#include <QMutex>
#include <QReadWriteLock>

namespace keyward::pkcs11 {

/// The loaded modules, shared by the service's workers. Cryptoki function
/// lists are thread-safe once p11-kit initialised them with OS locking;
/// sessions are not shared.
struct TokenService::Shared
{
    QMutex mutex;
    /// Held for reading by every job that uses the set, for writing by a reload: a reload
    /// waits for the jobs that use the set, and jobs wait for the reload.
    QReadWriteLock inUse;
    QStringList extraModules;
    std::unique_ptr<ModuleSet> set;
    LoginAnchors anchors;

    const ModuleSet &modules()
    {
        QMutexLocker lock(&mutex);
        if (!set) {
            set = ModuleSet::load(extraModules);
        }
        return *set;
    }
};

TokenService::TokenService(QStringList extraModules, QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<Shared>())
    , m_anyModule(std::make_unique<Worker>(QStringLiteral("pkcs11-any")))
{
    qRegisterMetaType<keyward::pkcs11::TokenRef>();
    m_shared->extraModules = std::move(extraModules);
}

TokenService::~TokenService()
{
    // Module workers finish their current job; then the modules are finalised.
    m_workers.clear();
    m_anyModule
        ->run([shared = m_shared] {
            shared->anchors.releaseAll(); // logs out before the modules go
            shared->set.reset();
        })
        .waitForFinished();
}

Worker &TokenService::workerFor(const QString &module)
{
    if (module.isEmpty()) {
        return *m_anyModule;
    }
    auto &w = m_workers[module];
    if (!w) {
        w = std::make_shared<Worker>(QStringLiteral("pkcs11-%1").arg(module));
    }
    return *w;
}

QFuture<Status> TokenService::runBesideModule(const TokenRef &token, std::function<Status()> job)
{
    return workerFor(token.module).run([this, token, job = std::move(job)]() -> Status {
        Status s = job();
        QMetaObject::invokeMethod(
            this, [this, token] { Q_EMIT tokenModified(token); }, Qt::QueuedConnection);
        return s;
    });
}

template<class R, class F>
QFuture<R> TokenService::onToken(const TokenRef &token, bool modifies, F fn)
{
    // The signal is posted from the job, not chained with then(): a QFuture
    // keeps one continuation, and that one belongs to the caller.
    return workerFor(token.module).run([this, shared = m_shared, token, modifies, fn]() -> R {
        QReadLocker inUse(&shared->inUse);
        const ModuleSet &set = shared->modules();
        auto located = locateToken(set, token);
        if (!located) {
            // A token that went away took its login with it.
            if (shared->anchors.release(LoginAnchors::keyOf(token))) {
                QMetaObject::invokeMethod(
                    this, [this, token] { Q_EMIT loginChanged(token, false); },
                    Qt::QueuedConnection);
            }
            return located.error(); // names the module or the token that was not found
        }
        TokenContext ctx(*located->module, located->info, token.confirmFinalTry, &shared->anchors);
        const TokenRef found = TokenRef::of(located->info);
        const QString key = LoginAnchors::keyOf(found);
        const bool before = shared->anchors.isLoggedIn(key);
        R result = fn(ctx);
        (void)ctx.loggedIn(); // drops an anchor the token no longer knows
        if (const bool after = shared->anchors.isLoggedIn(key); after != before) {
            QMetaObject::invokeMethod(
                this, [this, found, after] { Q_EMIT loginChanged(found, after); },
                Qt::QueuedConnection);
        }
        if (modifies) {
            // ~TokenService waits for running jobs, so this is alive here.
            QMetaObject::invokeMethod(
                this, [this, token] { Q_EMIT tokenModified(token); }, Qt::QueuedConnection);
        }
        return result;
    });
}

QFuture<Result<QList<ModuleInfo>>> TokenService::modules()
{
    return m_anyModule->run([shared = m_shared]() -> Result<QList<ModuleInfo>> {
        QReadLocker inUse(&shared->inUse);
        return describeModules(shared->modules());
    });
}

QFuture<void> TokenService::reloadModules()
{
    return m_anyModule->run([shared = m_shared] {
        QWriteLocker inUse(&shared->inUse);
        shared->anchors.releaseAll(); // their sessions belong to the modules that go
        QMutexLocker lock(&shared->mutex);
        shared->set.reset(); // finalised; the next job loads and initialises them again
    });
}

QFuture<Result<TokenInfo>> TokenService::tokenInfo(const TokenRef &token)
{
    return onToken<Result<TokenInfo>>(
        token, false, [](TokenContext &ctx) -> Result<TokenInfo> { return ctx.token(); });
}

QFuture<Result<QList<MechanismInfo>>> TokenService::mechanisms(const TokenRef &token)
{
    return onToken<Result<QList<MechanismInfo>>>(
        token, false, [](TokenContext &ctx) { return TokenAdmin::mechanisms(ctx); });
}

QFuture<Result<QList<ObjectInfo>>> TokenService::objects(const TokenRef &token,
                                                         const SecretBytes &pin)
{
    return onToken<Result<QList<ObjectInfo>>>(
        token, false, [pin](TokenContext &ctx) -> Result<QList<ObjectInfo>> {
            return failedTo(
                TokenOperation::ListObjects,
                [&]() -> Result<QList<ObjectInfo>> {
                    const QString op =
                        QCoreApplication::translate("keyward::pkcs11", "Listing the objects");
                    auto session = ctx.openLoggedIn(pin, false, op);
                    if (!session) {
                        return session.error();
                    }
                    return ObjectReader::list(*session.value(), op);
                }(),
                ctx.token().label);
        });
}

QFuture<Result<QList<ObjectInfo>>>
TokenService::deleteObjects(const TokenRef &token, const ObjectRef &object, const SecretBytes &pin)
{
    return onToken<Result<QList<ObjectInfo>>>(token, true, [object, pin](TokenContext &ctx) {
        return TokenAdmin::deleteObjects(ctx, object, pin);
    });
}

QFuture<Result<TokenInfo>> TokenService::initToken(const TokenRef &token, const SecretBytes &soPin,
                                                   const QString &label, bool confirmed)
{
    return onToken<Result<TokenInfo>>(
        token, true, [soPin, label, confirmed](TokenContext &ctx) -> Result<TokenInfo> {
            if (!confirmed) {
                return Error::make(
                    ErrorDomain::Keyward, kDestructiveNotConfirmed, ErrorKind::Cancelled,
                    QCoreApplication::translate("keyward::pkcs11", "Initialising the token"),
                    QStringLiteral("not confirmed"));
            }
            (void)ctx.logOut(); // C_InitToken wants no session open on the token
            return TokenAdmin::initToken(ctx, soPin, label);
        });
}

QFuture<Status> TokenService::initUserPin(const TokenRef &token, const SecretBytes &soPin,
                                          const SecretBytes &newUserPin)
{
    return onToken<Status>(token, true, [soPin, newUserPin](TokenContext &ctx) {
        return TokenAdmin::initUserPin(ctx, soPin, newUserPin);
    });
}

QFuture<Status> TokenService::changePin(const TokenRef &token, bool so, const SecretBytes &oldPin,
                                        const SecretBytes &newPin)
{
    return onToken<Status>(token, true, [so, oldPin, newPin](TokenContext &ctx) {
        return TokenAdmin::changePin(ctx, so, oldPin, newPin);
    });
}

QFuture<Result<ObjectInfo>> TokenService::generateKeyPair(const TokenRef &token,
                                                          const KeyGenSpec &spec,
                                                          const EitherPin &pin,
                                                          const CancelToken &cancel)
{
    return onToken<Result<ObjectInfo>>(token, true, [spec, pin, cancel](TokenContext &ctx) {
        return KeyGenerator::generate(ctx, spec, pin, cancel);
    });
}

QFuture<Result<QByteArray>> TokenService::createCsr(const TokenRef &token, const ObjectRef &key,
                                                    const CertRequestSpec &spec,
                                                    const SecretBytes &pin)
{
    return onToken<Result<QByteArray>>(token, false, [key, spec, pin](TokenContext &ctx) {
        return TokenSigner::csr(ctx, key, spec, pin);
    });
}

QFuture<Result<QByteArray>> TokenService::createSelfSigned(const TokenRef &token,
                                                           const ObjectRef &key,
                                                           const CertRequestSpec &spec,
                                                           const SecretBytes &pin, bool store,
                                                           const CancelToken &cancel)
{
    return onToken<Result<QByteArray>>(
        token, store, [key, spec, pin, store, cancel](TokenContext &ctx) {
            return TokenSigner::selfSigned(ctx, key, spec, pin, store, cancel);
        });
}

QFuture<Result<ObjectInfo>>
TokenService::importCertificate(const TokenRef &token, const QByteArray &pemOrDer,
                                const QString &label, const QByteArray &id, const SecretBytes &pin)
{
    return onToken<Result<ObjectInfo>>(token, true, [pemOrDer, label, id, pin](TokenContext &ctx) {
        return Importer::importCertificate(ctx, pemOrDer, label, id, pin);
    });
}

QFuture<Result<QList<ObjectInfo>>>
TokenService::importPkcs12(const TokenRef &token, const QByteArray &p12,
                           const SecretBytes &password, const QString &label, const QByteArray &id,
                           const SecretBytes &pin, const CancelToken &cancel)
{
    return onToken<Result<QList<ObjectInfo>>>(
        token, true, [p12, password, label, id, pin, cancel](TokenContext &ctx) {
            return Importer::importPkcs12(ctx, p12, password, label, id, pin, cancel);
        });
}

QFuture<Result<Importer::Pkcs12File>> TokenService::readPkcs12(const QString &path,
                                                               const SecretBytes &password)
{
    return m_anyModule->run([path, password] { return Importer::readPkcs12File(path, password); });
}

QFuture<Result<QByteArray>> TokenService::exportObject(const TokenRef &token,
                                                       const ObjectRef &object,
                                                       ossl::Encoding encoding,
                                                       const SecretBytes &pin)
{
    return onToken<Result<QByteArray>>(
        token, false, [object, encoding, pin](TokenContext &ctx) -> Result<QByteArray> {
            return failedTo(
                TokenOperation::ExportObject,
                [&]() -> Result<QByteArray> {
                    const QString op = QCoreApplication::translate("keyward::pkcs11", "Exporting");
                    auto session = ctx.openLoggedIn(pin, false, op);
                    if (!session) {
                        return session.error();
                    }
                    const Session &s = *session.value();
                    ObjectRef ref = object;
                    if (ref.objectClass == ObjectClass::Any) {
                        // Prefer what exports as is: the certificate, then the public key.
                        for (ObjectClass c : {ObjectClass::Certificate, ObjectClass::PublicKey,
                                              ObjectClass::PrivateKey}) {
                            ref.objectClass = c;
                            auto found = ObjectReader::find(s, ref, op);
                            if (found && found->size() == 1) {
                                break;
                            }
                        }
                    }
                    auto h = ObjectReader::findOne(s, ref, op);
                    if (!h) {
                        return h.error();
                    }
                    if (ref.objectClass == ObjectClass::Certificate) {
                        auto der = s.bytes(h.value(), CKA_VALUE);
                        auto cert = ossl::parseCertificate(der.value_or(QByteArray()));
                        if (!cert) {
                            return cert.error();
                        }
                        return ossl::exportCertificate(cert->get(), encoding);
                    }
                    auto key = ObjectReader::publicKey(s, h.value(), op);
                    if (!key) {
                        return key.error();
                    }
                    return ossl::exportPublicKey(key->get(), encoding);
                }(),
                ctx.token().label);
        });
}

void TokenService::setKeepLogins(bool keep)
{
    m_shared->anchors.setKeep(keep);
}

bool TokenService::isLoggedIn(const TokenRef &token) const
{
    return m_shared->anchors.isLoggedIn(LoginAnchors::keyOf(token));
}

QFuture<Status> TokenService::logout(const TokenRef &token)
{
    return onToken<Status>(token, false, [](TokenContext &ctx) -> Status {
        (void)ctx.logOut();
        return {};
    });
}

QFuture<Result<QString>> TokenService::objectUri(const TokenRef &token, const ObjectRef &object,
                                                 const SecretBytes &pin)
{
    return onToken<Result<QString>>(
        token, false, [object, pin](TokenContext &ctx) -> Result<QString> {
            return failedTo(
                TokenOperation::CopyObjectUri,
                [&]() -> Result<QString> {
                    const QString op =
                        QCoreApplication::translate("keyward::pkcs11", "Making the object's URI");
                    auto session = ctx.openLoggedIn(pin, false, op);
                    if (!session) {
                        return session.error();
                    }
                    auto h = ObjectReader::findOne(*session.value(), object, op);
                    if (!h) {
                        return h.error();
                    }
                    return ObjectReader::uri(*session.value(), h.value());
                }(),
                ctx.token().label);
        });
}

QFuture<Result<PoolTokenStatus>> TokenService::poolStatus(const TokenRef &token,
                                                          const SecretBytes &pin)
{
    return onToken<Result<PoolTokenStatus>>(
        token, false, [pin](TokenContext &ctx) { return KeyPool::status(ctx, pin); });
}

QFuture<Result<PoolFill>> TokenService::fillPool(const TokenRef &token, const QString &keyType,
                                                 int count, const SecretBytes &pin,
                                                 const CancelToken &cancel,
                                                 std::function<void(int)> progress)
{
    return onToken<Result<PoolFill>>(token, true, [=](TokenContext &ctx) {
        return KeyPool::fill(ctx, pin, keyType, count, cancel, progress);
    });
}

QFuture<Result<QByteArray>>
TokenService::signFromPool(const TokenRef &token, const QByteArray &kekId, const WrappedKey &key,
                           const QByteArray &data, const SecretBytes &pin)
{
    return onToken<Result<QByteArray>>(token, false, [=](TokenContext &ctx) {
        return KeyPool::takeAndSign(ctx, pin, kekId, key, data);
    });
}

} // namespace keyward::pkcs11
