// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One run of `keyward-cli token SUBCOMMAND`: the parsed options, the output
// streams and the token service, with the helpers every subcommand shares.
// The subcommands live in TokenInfoCommands.cpp (reading), TokenAdminCommands.cpp
// (initialising, PINs, modules), TokenKeyCommands.cpp (keys, certificates,
// objects), TokenProvisionCommand.cpp (batch provisioning) and
// TokenSnippetsCommand.cpp (how to use a key in other programs),
// TokenScHsmCommand.cpp (a SmartCard-HSM's own initialisation), TokenDkekCommand.cpp
// (its DKEK: shares, wrapping and unwrapping keys), TokenDkekPasswordShares.cpp (a
// share file's password split into password shares) and
// TokenPoolCommand.cpp (the key pool).

#include "Confirm.h"
#include "TokenOptions.h"

#include "app/ScHsmPasswordShares.h"
#include "app/TokenKeyCommands.h"
#include "pcsc/ScHsmDkek.h"
#include "pkcs11/ObjectInfo.h"
#include "pkcs11/SecretBytes.h"
#include "pkcs11/TokenFailures.h"
#include "pkcs11/TokenPin.h"
#include "pkcs11/TokenRef.h"
#include "pkcs11/TokenService.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QTextStream>

#include <optional>

namespace keyward::cli::token {

class TokenCli
{
    // One translation context for the token commands, the one lupdate files them under.
    Q_DECLARE_TR_FUNCTIONS(TokenCli)

public:
    TokenCli(const Subcommand &sub, const Options &o, QTextStream &out, QTextStream &err,
             bool json);

    /// Checks the options' values, then runs the subcommand; the exit code.
    int run();

private:
    static QStringList extraModules(const Options &o);
    pkcs11::TokenRef tokenRef() const;
    /// The token as the options name it (label, else serial), for failure sentences.
    QString tokenName() const;
    pkcs11::ObjectRef objectRef() const;
    /// Values that can be checked without a token (--id, --slot, --type,
    /// --object, --days, --count, --timeout); a usage error's exit code, or 0.
    int checkValues();

    /// A PIN from --NAME-file, or asked for; nullopt after an error was printed.
    std::optional<pkcs11::SecretBytes> secret(const QString &name, const QString &question);
    /// The user PIN: --pin-file, else KEYWARD_PIN, else asked.
    std::optional<pkcs11::SecretBytes> userPin(const QString &question = tr("User PIN: "));
    /// The PIN `op` logs in with on `token`, as pkcs11::requiredPinRole() says: the user PIN
    /// (userPin()), or the SO PIN from --so-pin-file, else asked by the name the token gives
    /// it ("admin PIN of OpenPGP card (User PIN): "); nullopt after an error was printed.
    std::optional<pkcs11::EitherPin> pinFor(pkcs11::TokenOperation op,
                                            const pkcs11::TokenInfo &token);
    /// The PIN a token key command logs in with (its role), asked with its terminal prompt.
    std::optional<pkcs11::EitherPin> pinFor(const app::TokenKeyCommand &command);
    /// The token a key command works on: this run's service, the token the options name.
    app::TokenTarget target(const pkcs11::TokenInfo &info);
    /// pinFor() for an operation that logs in as the user on every token: the PIN's value.
    std::optional<pkcs11::SecretBytes> userPinFor(pkcs11::TokenOperation op,
                                                  const pkcs11::TokenInfo &token);
    /// userPinFor() on the token the options name, read first.
    std::optional<pkcs11::SecretBytes> userPinFor(pkcs11::TokenOperation op);
    /// For commands that log in only when asked (--login or --pin-file): the
    /// user PIN then, an empty one otherwise; nullopt when reading it failed.
    std::optional<pkcs11::SecretBytes> optionalLoginPin();

    /// token change-pin / init-pin through app::TokenPinCommand (its Kind as int).
    int runPinCommand(int kind);

    int fail(const Error &e);
    /// After an interruptible() call failed: a cancel by signal says what was
    /// done and exits 128+signal; anything else is fail().
    int failOrInterrupted(const Error &e);
    /// Prints the problem and the subcommand's usage; exit code 2.
    int usageError(const QString &message);
    int ok(QJsonObject result);
    /// Reads a line from stdin and compares it with what must be typed.
    bool confirmTyped(const QString &what, const QString &expected);
    /// Text a device supplied, safe to print (control characters removed).
    static QString shown(const QString &deviceText, qsizetype maxChars = 256);

    /// Before the token is touched: --out must not exist unless --overwrite.
    int checkOutputFree();
    /// Writes data to --out (a new file, mode 0600; an existing one only with
    /// --overwrite) or stdout; PEM unless --der.
    bool writeOutput(const QByteArray &data, QJsonObject &result);
    pkcs11::CertRequestSpec requestSpec() const;
    void printObject(const pkcs11::ObjectInfo &o);

    /// Runs a service call that Ctrl+C or SIGTERM may cancel: the signal
    /// sets `cancel` (the call stops after the Cryptoki call in flight, see
    /// TokenService); `start` gets the token and returns the future.
    template<class Start> auto interruptible(Start start);

    int cmdList();
    int cmdInfo();
    int cmdMechanisms();
    int cmdObjects();
    int cmdUri();
    int cmdSnippets();
    int cmdInit();
    int cmdInitScHsm();
    int cmdDkek();
    int dkekCreateShare(const QString &path);
    int dkekImportShare(const QString &reader, const QString &path,
                        const std::optional<QString> &expectKcv);
    int dkekWrap(const QString &reader, int keyRef);
    int dkekUnwrap(const QString &reader, const QString &path, int keyRef);
    /// A share file's password: --password-fd N or asked on the terminal (twice for a new one).
    std::optional<pkcs11::SecretBytes> dkekPassword(bool newShare);
    /// --threshold, --shares, --password-share-file or --password-share-fd was given.
    bool dkekSplitRequested() const;
    /// create-share with a random password split into --shares N password shares.
    int dkekCreateSplitShare(const QString &path);
    /// The password rebuilt from password shares (files, descriptors or the
    /// terminal); std::nullopt with the exit code in `exitCode` after a failure.
    std::optional<pkcs11::SecretBytes> dkekPasswordFromShares(int &exitCode);
    /// `count` password shares typed on the terminal (the prime once).
    std::optional<QList<app::PasswordShares::Share>> dkekAskPasswordShares(int count);
    /// Prints a DKEK failure's sentence (and the error document with --json); exit 1.
    int dkekFailed(const Error &e);
    static QString dkekStatusText(const QString &reader, const pcsc::ScHsm::DkekStatus &s);
    int cmdInitPin();
    int cmdChangePin();
    int cmdAddModule(bool add);
    int cmdKeygen();
    int cmdCsr(bool selfSigned);
    int cmdImportCert();
    int cmdImportP12();
    int cmdExport();
    int cmdDelete();
    int cmdProvision();
    int cmdPool();

    const Subcommand &m_sub;
    const Options &m_o;
    QTextStream &m_out;
    QTextStream &m_err;
    bool m_json;
    pkcs11::TokenService m_service;
};

} // namespace keyward::cli::token

#include "BenchInterrupt.h"

namespace keyward::cli::token {

template<class Start> auto TokenCli::interruptible(Start start)
{
    // The same signal handling as keyward-cli bench; installed after the
    // PIN prompts, so Ctrl+C at a prompt still ends the program at once.
    const keyward::cli::BenchInterrupt interrupt;
    CancelToken cancel;
    const keyward::cli::BenchInterrupt::Watch watch(cancel);
    return start(cancel).result();
}

} // namespace keyward::cli::token
