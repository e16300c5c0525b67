// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CertificateBuilder.h"
#include "Importer.h"
#include "KeyGenerator.h"
#include "KeyPool.h"
#include "ObjectInfo.h"
#include "OpenSsl.h"
#include "SecretBytes.h"
#include "TokenInfo.h"
#include "TokenRef.h"
#include "core/Operation.h"
#include "core/Result.h"
#include "core/Worker.h"

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>

namespace keyward::pkcs11 {

/// The PKCS#11 token life cycle as asynchronous operations. Each module gets
/// its own Worker (operations on a ref without a module run on a shared
/// one); every operation finds its token again, opens its own session on that
/// worker, logs in if a PIN is given, and closes the session before its
/// future finishes. PINs travel as SecretBytes and are wiped when the last
/// copy goes. Continue the futures with .then(context, ...).
///
/// Before an operation with a PIN, look at TokenInfo::userPinWarning() /
/// soPinWarning(): on the final try, operations refuse with Error code
/// kFinalTryNeedsConfirmation until the ref carries confirmFinalTry.
class TokenService : public QObject
{
    Q_OBJECT
public:
    explicit TokenService(QStringList extraModules = {}, QObject *parent = nullptr);
    ~TokenService() override;

    /// Every module with its slots and tokens (trust modules marked).
    QFuture<Result<QList<ModuleInfo>>> modules();
    /// The token as it is now (flags included).
    QFuture<Result<TokenInfo>> tokenInfo(const TokenRef &token);
    QFuture<Result<QList<MechanismInfo>>> mechanisms(const TokenRef &token);
    /// Objects: public ones without a PIN, all with the user PIN.
    QFuture<Result<QList<ObjectInfo>>> objects(const TokenRef &token, const SecretBytes &pin = {});
    /// Destroys every object `object` matches; the UI names them and asks first.
    QFuture<Result<QList<ObjectInfo>>> deleteObjects(const TokenRef &token, const ObjectRef &object,
                                                     const SecretBytes &pin);

    /// C_InitToken: destroys everything on the token. `confirmed` says the
    /// user typed the confirmation the UI asked for; without it the call is
    /// refused (kDestructiveNotConfirmed). Returns the token as found after.
    QFuture<Result<TokenInfo>> initToken(const TokenRef &token, const SecretBytes &soPin,
                                         const QString &label, bool confirmed);
    /// Sets the first user PIN, or unblocks a locked one, with the SO PIN.
    QFuture<Status> initUserPin(const TokenRef &token, const SecretBytes &soPin,
                                const SecretBytes &newUserPin);
    /// Changes the user PIN (so = false) or the SO PIN.
    QFuture<Status> changePin(const TokenRef &token, bool so, const SecretBytes &oldPin,
                              const SecretBytes &newPin);

    /// Cancel (the token's cancel()) stops before C_GenerateKeyPair, or
    /// deletes the pair the token returns after it (see KeyGenerator::generate).
    QFuture<Result<ObjectInfo>> generateKeyPair(const TokenRef &token, const KeyGenSpec &spec,
                                                const EitherPin &pin,
                                                const CancelToken &cancel = {});
    /// PKCS#10 request (DER) signed on the token by the private key `key`.
    QFuture<Result<QByteArray>> createCsr(const TokenRef &token, const ObjectRef &key,
                                          const CertRequestSpec &spec, const SecretBytes &pin);
    /// Self-signed certificate (DER); with store, written onto the token with the key's ID.
    /// Cancel after signing: the certificate is not written (ErrorKind::Cancelled).
    QFuture<Result<QByteArray>> createSelfSigned(const TokenRef &token, const ObjectRef &key,
                                                 const CertRequestSpec &spec,
                                                 const SecretBytes &pin, bool store,
                                                 const CancelToken &cancel = {});
    QFuture<Result<ObjectInfo>> importCertificate(const TokenRef &token, const QByteArray &pemOrDer,
                                                  const QString &label, const QByteArray &id,
                                                  const SecretBytes &pin);
    /// Cancel between key, public key and certificate removes what was written.
    QFuture<Result<QList<ObjectInfo>>> importPkcs12(const TokenRef &token, const QByteArray &p12,
                                                    const SecretBytes &password,
                                                    const QString &label, const QByteArray &id,
                                                    const SecretBytes &pin,
                                                    const CancelToken &cancel = {});
    /// Importer::readPkcs12File() off the caller's thread (on the worker of operations without a
    /// module): the file and its password, checked before the token PIN is asked.
    QFuture<Result<Importer::Pkcs12File>> readPkcs12(const QString &path,
                                                     const SecretBytes &password);
    /// A certificate or public key (for a private key: its public key) as PEM or DER.
    QFuture<Result<QByteArray>> exportObject(const TokenRef &token, const ObjectRef &object,
                                             ossl::Encoding encoding, const SecretBytes &pin = {});
    /// Keep each token's user login from the first operation with the PIN
    /// until logout(), the token's removal or the service's end (the window
    /// does; off by default, so each operation logs in and out). While a
    /// token is logged in, operations do not use the PIN they are given.
    void setKeepLogins(bool keep);
    /// Whether the service keeps a user login for the token (any thread).
    bool isLoggedIn(const TokenRef &token) const;
    /// Ends the token's kept user login; done also when none was kept.
    QFuture<Status> logout(const TokenRef &token);

    /// Key pool (KeyPool): support and the key-encryption key; filling
    /// (cancel stops between keys); one signature by a stored key.
    QFuture<Result<PoolTokenStatus>> poolStatus(const TokenRef &token, const SecretBytes &pin);
    /// `progress` (optional) runs on the module's worker after each key.
    QFuture<Result<PoolFill>> fillPool(const TokenRef &token, const QString &keyType, int count,
                                       const SecretBytes &pin, const CancelToken &cancel = {},
                                       std::function<void(int)> progress = {});
    QFuture<Result<QByteArray>> signFromPool(const TokenRef &token, const QByteArray &kekId,
                                             const WrappedKey &key, const QByteArray &data,
                                             const SecretBytes &pin);

    /// Finalises the modules once the jobs using them have ended; the next job loads and
    /// initialises them again. After a device changed behind a module's back (a SmartCard-HSM
    /// initialised over PC/SC), a module may keep what it read before: OpenSC 0.26 still
    /// reports the user PIN as not initialised. Logins are closed.
    QFuture<void> reloadModules();

    /// Device work for the token that does not go through PKCS#11 (a SmartCard-HSM's own
    /// initialisation over PC/SC), on the token's module worker: it never meets that module's
    /// calls to the same reader. Counts as a change of the token (tokenModified()).
    QFuture<Status> runBesideModule(const TokenRef &token, std::function<Status()> job);

    /// `fn` queued on the token's module worker after the jobs asked for before it, without a
    /// device: what a command does with an earlier job's result (the key pool's store). The
    /// earlier job's future is finished when `fn` runs (one serial queue), and the thread is
    /// joined at exit, which QtConcurrent's pool is not.
    template<class F> auto queueAfterModule(const TokenRef &token, F fn)
    {
        return workerFor(token.module).run(std::move(fn));
    }

    /// The RFC 7512 URI of an object.
    QFuture<Result<QString>> objectUri(const TokenRef &token, const ObjectRef &object,
                                       const SecretBytes &pin = {});

Q_SIGNALS:
    /// An operation changed a token (objects, PINs, label): a TokenWatcher
    /// should refresh(). Sent on the service's thread.
    void tokenModified(const keyward::pkcs11::TokenRef &token);
    /// The service began or stopped keeping a user login for `token` (the
    /// ref of the token as found, TokenRef::of). Sent on the service's thread.
    void loginChanged(const keyward::pkcs11::TokenRef &token, bool loggedIn);

private:
    struct Shared; ///< the loaded modules, used by every worker
    Worker &workerFor(const QString &module);
    template<class R, class F> QFuture<R> onToken(const TokenRef &token, bool modifies, F fn);

    std::shared_ptr<Shared> m_shared;
    std::unique_ptr<Worker> m_anyModule;
    QHash<QString, std::shared_ptr<Worker>> m_workers;
};

} // namespace keyward::pkcs11
