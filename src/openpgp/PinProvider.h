// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>

namespace keyward::openpgp {

/// Which secret an operation asks for.
enum class PinKind
{
    UserPin,
    AdminPin,
    ResetCode,
    NewUserPin,
    NewAdminPin,
    NewResetCode,
};

/**
 * Supplies PINs for loopback PIN entry (scripted use, tests; the GUI's own
 * dialog if it ever wants one). Without a provider, gpg-agent's own
 * pinentry asks and the PIN never passes through Keyward.
 *
 * Called on the agent worker thread; an implementation may block there
 * until the user answered. The returned buffer is wiped after use: return a
 * fresh QByteArray and keep no copy.
 */
class PinProvider
{
public:
    virtual ~PinProvider() = default;
    /// The PIN, or an Error (ErrorKind::Cancelled) to stop the operation.
    virtual Result<QByteArray> pin(PinKind kind, const QString &prompt) = 0;
};

/**
 * Asks the user before a step that cannot be taken back or could block a
 * PIN (one try left, fixed touch policy, factory reset). Called on the
 * agent worker thread; may block there until answered.
 */
class Confirmer
{
public:
    virtual ~Confirmer() = default;
    /// True to go on.
    virtual bool confirm(const QString &title, const QString &question) = 0;
};

/// Human text for a PinKind ("admin PIN", "new user PIN"), translated.
QString pinKindName(PinKind kind);

} // namespace keyward::openpgp
