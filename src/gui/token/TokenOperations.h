// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PinDialog.h"
#include "app/KeyPoolCommands.h"
#include "app/TokenKeyCommands.h"
#include "app/TokenPinCommands.h"
#include "core/Continuation.h"
#include "core/Error.h"
#include "core/Operation.h"
#include "pcsc/ScHsmStatus.h"
#include "pkcs11/ObjectInfo.h"
#include "pkcs11/SecretBytes.h"
#include "pkcs11/TokenInfo.h"
#include "pkcs11/TokenPin.h"
#include "pkcs11/TokenPinRoles.h"
#include "pkcs11/TokenRef.h"

#include <QFuture>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>
#include <optional>

class QWidget;

namespace keyward::pkcs11 {
class TokenService;
}

namespace keyward::gui::token {

/// The token page's operations: each asks the user (PIN dialog, confirmation,
/// parameters) on the GUI thread, runs through the TokenService's futures, and
/// reports the outcome by signal. Never calls PKCS#11 itself; one operation at
/// a time (the page disables its actions while busy()).
class TokenOperations : public QObject
{
    Q_OBJECT
public:
    /// service: not owned; dialogParent: where dialogs appear.
    TokenOperations(pkcs11::TokenService *service, QWidget *dialogParent,
                    QObject *parent = nullptr);
    ~TokenOperations() override;

    /// Find the token with this device id ("pkcs11:<module>:<serial>") and load it.
    void open(const QString &deviceId);
    const pkcs11::TokenInfo &token() const { return m_token; }
    bool hasToken() const { return m_hasToken; }
    const QList<pkcs11::MechanismInfo> &mechanisms() const { return m_mechanisms; }
    const QList<pkcs11::ObjectInfo> &objects() const { return m_objects; }
    bool busy() const { return m_running > 0; }
    /// The service keeps the user login of the shown token: operations do not ask for the PIN.
    bool loggedIn() const;
    /// An operation that Cancel can stop runs, and Cancel was not asked yet.
    bool canCancel() const { return busy() && m_cancellable && !m_cancel.isCancelled(); }
    /// While a key pool fill runs: keys made so far (from the token's
    /// worker) and keys asked for; both 0 otherwise.
    int poolFillMade() const { return m_poolMade ? m_poolMade->load() : 0; }
    int poolFillAsked() const { return m_poolMade ? m_poolAsked : 0; }
    /// A SmartCard-HSM whose last status read showed a complete DKEK (keys can be wrapped and
    /// unwrapped), or one that still waits for shares (TokenScHsmDkekOperations.cpp).
    bool scHsmDkekComplete() const;
    bool scHsmDkekOutstanding() const;

public Q_SLOTS:
    /// Token information, mechanisms and the public objects again.
    void reload();
    /// Token information only (flags change with PIN attempts elsewhere).
    void reloadTokenInfo();
    /// Asks for the user PIN and lists every object, private ones included.
    /// The token stays logged in until logOut().
    void showPrivateObjects();
    /// Ends the token's login: the next operation asks for the user PIN again.
    void logOut();

    void initToken();
    void initUserPin();
    void changeUserPin();
    void changeSoPin();
    void generateKeyPair();
    void createCsr(const keyward::pkcs11::ObjectInfo &key);
    void createSelfSigned(const keyward::pkcs11::ObjectInfo &key);
    void importCertificate(const keyward::pkcs11::ObjectInfo &selected);
    void importPkcs12();
    void exportObject(const keyward::pkcs11::ObjectInfo &object);
    void copyUri(const keyward::pkcs11::ObjectInfo &object);
    /// The object's whole ID (hex) to the clipboard.
    void copyId(const keyward::pkcs11::ObjectInfo &object);
    void deleteObject(const keyward::pkcs11::ObjectInfo &object);

    /// A SmartCard-HSM's DKEK (TokenScHsmDkekOperations.cpp): a new share file made on this
    /// computer (no device); a share file imported after its password and a confirmation; a key
    /// wrapped into a new file; a wrapped key restored.
    void createDkekShare();
    void importDkekShare();
    void wrapKey(const keyward::pkcs11::ObjectInfo &object);
    void unwrapKey();

    /// The key pool (TokenPoolOperations.cpp): its status (with the login
    /// when the token has one, else what is known without it), a fill after
    /// asking type and count, emptying after a question that names the loss.
    void readPool();
    void fillPool();
    void emptyPool();

    /// Stop the running operation where it can stop: after the Cryptoki call
    /// in flight (a key pair the token finishes meanwhile is deleted) or
    /// between its steps. Does nothing when canCancel() is false.
    void cancel();

Q_SIGNALS:
    /// The token's information was (re)read.
    void tokenChanged(const keyward::pkcs11::TokenInfo &token);
    /// A SmartCard-HSM's own status was read over PC/SC (tries left, the DKEK and its
    /// shares), in whole sentences; or why it could not be read.
    void scHsmStatusRead(const QString &text);
    void mechanismsChanged(const QList<keyward::pkcs11::MechanismInfo> &mechanisms);
    /// The object list was (re)read; withPrivate: listed after a user login.
    void objectsChanged(const QList<keyward::pkcs11::ObjectInfo> &objects, bool withPrivate);
    /// Initialise token made `token` of the shown one (a blank token gets its
    /// serial, so its device id changes): the window keeps it selected.
    void tokenInitialised(const keyward::pkcs11::TokenInfo &token);
    /// The token was logged in (the user PIN is not asked again) or logged out.
    void loginChanged(bool loggedIn);
    /// An operation started (busy, with what it does) or the last one ended.
    void busyChanged(bool busy, const QString &what);
    /// The last running operation is ending and busyChanged(false) follows,
    /// unless a receiver starts a follow-up here (the page stays busy then).
    void finishing();
    /// Whether Cancel can stop what runs now (a key pair generation, a
    /// PKCS#12 import, a token initialisation with a user PIN, a certificate).
    void cancellableChanged(bool cancellable);
    /// Cancel was asked; note says what happens until the operation stops.
    void cancelling(const QString &note);
    /// The key pool's status was read.
    void poolChanged(const keyward::app::PoolStatusReport &status);
    /// The key pool's status could not be read; message says why.
    void poolUnreadable(const QString &message);
    /// An operation succeeded; message says what was done.
    void succeeded(const QString &message);
    /// An operation failed; message is what to show (Error::userMessage() or better).
    void failed(const keyward::Error &error, const QString &message);

private:
    /// Asks the PINs `command` names (none for the current one when it needs none), runs it
    /// and says what the token reports about the PIN afterwards.
    void runPinCommand(const app::TokenPinCommand &command);
    /// initToken() for a SmartCard-HSM: its own dialog and command (TokenScHsmOperations.cpp).
    void initScHsm();
    /// Reads a SmartCard-HSM's own status beside its module (scHsmStatusRead).
    void readScHsmStatus();
    pkcs11::TokenRef ref() const;
    /// The user PIN for a step the SmartCard-HSM verifies itself over PC/SC (always asked).
    std::optional<pkcs11::SecretBytes> askScHsmUserPin(const QString &title, const QString &why);
    /// After a restore: the objects listed again, and the restored key named as listed.
    void showRestoredKey(const QString &said, const QByteArray &id, const pkcs11::SecretBytes &pin);
    /// The shown token for the key commands (app/TokenKeyCommands.h).
    app::TokenTarget target() const;
    /// Create request (selfSigned false) or Create certificate for `key`.
    void createCertificate(const pkcs11::ObjectInfo &key, bool selfSigned);
    void setToken(const pkcs11::TokenInfo &token);
    void begin(const QString &what);
    void end();
    void fail(const Error &error);
    /// Runs `future` as one busy step; `done` gets its result on this thread.
    template<class T, class F> void step(const QString &what, QFuture<T> future, F done);
    /// Asks before a PIN attempt: refuses when locked, asks on the final try.
    bool pinAttemptAllowed(bool so);
    /// The PIN `op` logs in with on this token, as pkcs11::requiredPinRole() says, asked by
    /// the name the token gives it (the admin PIN of an OpenPGP card through OpenSC); the user
    /// PIN is an empty one (and no question) while the token is logged in, the SO PIN is always
    /// asked (a user login does not stand for it); nullopt when the user cancelled.
    std::optional<pkcs11::EitherPin> askPin(pkcs11::TokenOperation op, const QString &title,
                                            const QString &why);
    /// askPin() for an operation that logs in as the user on every token: the PIN's value.
    std::optional<pkcs11::SecretBytes> askUserPin(pkcs11::TokenOperation op, const QString &title,
                                                  const QString &why);
    /// The PIN dialog's field for the PIN of `role`, by the name this token gives it.
    QString pinFieldLabel(pkcs11::PinRole role) const;
    struct PinChange
    {
        pkcs11::SecretBytes current;
        pkcs11::SecretBytes next;
    };
    /// The PIN dialog `s` for a change (the current PIN and a new one within
    /// the token's length limits); nullopt when it was cancelled.
    std::optional<PinChange> askPinChange(PinDialog::Setup s);
    bool confirm(const QString &title, const QString &text, const QString &acceptText);
    /// A fresh cancel token for the operation about to start; note is what
    /// the page shows after Cancel until the operation has stopped.
    CancelToken cancellable(const QString &note);
    /// Lists objects with `pin` (empty: public only), then drops the PIN.
    void loadObjects(const pkcs11::SecretBytes &pin);
    /// After a change: token info, and objects with the PIN the change used.
    void afterChange(const QString &message, const pkcs11::SecretBytes &pin);
    bool saveFile(const QString &path, const QByteArray &data);
    /// `text` to the clipboard, and the page says so.
    void copyToClipboard(const QString &text);
    static pkcs11::ObjectRef keyRef(const pkcs11::ObjectInfo &object);
    app::PoolTarget poolTarget() const;
    void readPoolWith(const pkcs11::SecretBytes &pin);

    QPointer<pkcs11::TokenService> m_service;
    QWidget *m_dialogParent;
    QString m_deviceId;
    pkcs11::TokenInfo m_token;
    bool m_hasToken = false;
    bool m_withPrivate = false;
    bool m_confirmFinalTry = false;
    int m_running = 0;
    CancelToken m_cancel;
    bool m_cancellable = false;
    QString m_cancelNote;
    QList<pkcs11::MechanismInfo> m_mechanisms;
    QList<pkcs11::ObjectInfo> m_objects;
    std::shared_ptr<std::atomic<int>> m_poolMade; ///< set while a fill runs
    int m_poolAsked = 0;
    bool m_scHsmStatusFresh = false; ///< the initialisation has just shown the device's status
    std::optional<pcsc::ScHsm::DeviceStatus> m_scHsmDevice; ///< from the last status read
    bool m_poolSupported = false;                           ///< from the last status read
    QString m_poolMechanism;
};

template<class T, class F>
void TokenOperations::step(const QString &what, QFuture<T> future, F done)
{
    begin(what);
    whenFinished(future, this, [this, done = std::move(done)](T result) mutable {
        done(std::move(result));
        end();
    });
}

} // namespace keyward::gui::token
