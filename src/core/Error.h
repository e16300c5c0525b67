// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>

namespace keyward {

/// Which library produced the raw code kept in an Error.
enum class ErrorDomain
{
    None,    ///< no error
    Gpg,     ///< gpg_err_code_t from GPGME / libassuan / gpg-agent / scdaemon
    Pkcs11,  ///< CK_RV
    Pcsc,    ///< LONG from pcsc-lite (SCARD_E_*, SCARD_W_*)
    OpenSsl, ///< ERR_get_error() value
    System,  ///< errno
    Keyward, ///< Keyward's own checks (bad input, refused by policy)
};

/// What the error means to a user, independent of the library; the UI acts on
/// this (offer a retry, show tries left, ask to insert the card) without
/// knowing every raw code.
enum class ErrorKind
{
    None,
    Cancelled,
    WrongPin,
    PinBlocked,
    CardRemoved,
    NoCard,
    AgentUnavailable,
    ServiceUnavailable, ///< a daemon the back end needs (pcscd) is not running
    NotSupported,
    InvalidInput,
    NotFound,
    AccessDenied,
    Busy,
    Io,
    Timeout,
    Internal,
};

/// An error as a value: the domain and raw code are kept so callers can act
/// on them; the operation names what was being done; detail is technical text
/// for the log, never shown as the whole message.
struct Error
{
    ErrorDomain domain = ErrorDomain::None;
    qint64 code = 0;
    ErrorKind kind = ErrorKind::None;
    QString operation;
    /// The operation's own failure sentence, written whole ("The user PIN could not be changed:
    /// %1."), %1 the reason; empty: a general sentence names the operation.
    QString failure;
    QString detail;
    int triesLeft = -1; ///< for WrongPin: remaining tries when known

    static Error make(ErrorDomain domain, qint64 code, ErrorKind kind, QString operation,
                      QString detail = {});
    static Error cancelled(QString operation);
    static Error invalidInput(QString operation, QString detail);
    static Error internal(QString operation, QString detail);

    bool isError() const { return kind != ErrorKind::None; }
    bool is(ErrorKind k) const { return kind == k; }

    /// One sentence for the user: "The user PIN could not be changed: wrong PIN — 2 tries left."
    QString userMessage() const;
    /// The kind alone in words ("wrong PIN", "card removed").
    static QString describe(ErrorKind kind);
    static QString domainName(ErrorDomain domain);
    /// The kind as a stable token for --json output ("wrong-pin", "card-removed").
    static QString kindName(ErrorKind kind);
    /// Everything, for logs and --json output.
    QString technical() const;
};

} // namespace keyward

Q_DECLARE_METATYPE(keyward::Error)
