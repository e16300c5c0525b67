// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QStringList>

namespace keyward::pkcs11 {

/// Keeps OpenSC's PKCS#11 module, loaded in this process, away from readers
/// whose card another stack serves (an OpenPGP card that scdaemon holds).
/// OpenSC connects to every card it sees as soon as it is asked for its slot
/// list, and a shared connection it keeps makes scdaemon's exclusive
/// reconnect fail ("sharing violation") — the card vanishes for gpg in the
/// middle of a KDF setup or a factory reset. OpenSC reads `ignored_readers`
/// from its configuration when it is initialised; this writes this process's
/// own configuration (the user's opensc.conf plus that line) and points
/// OPENSC_CONF at it. It changes nothing outside this process.
namespace OpenScGuard {

/// `base` (an opensc.conf) with `ignored_readers` naming `readers` first in
/// its `app default` block (a new block when there is none). Reader names
/// with a double quote or a backslash cannot be written there and are left out.
QByteArray withIgnoredReaders(const QByteArray &base, const QStringList &readers);

/// Applies `readers` for modules initialised from now on (already initialised
/// ones keep their configuration until they are finalised and loaded again).
/// An empty list restores the configuration the process started with.
Status apply(const QStringList &readers);

/// The readers last applied.
QStringList appliedReaders();

} // namespace OpenScGuard

} // namespace keyward::pkcs11
