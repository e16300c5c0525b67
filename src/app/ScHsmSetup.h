// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A SmartCard-HSM (Nitrokey HSM) is initialised with its own command, not
// C_InitToken: which tokens are one, which reader holds them, and the
// initialisation over PC/SC under the card-sharing rules.

#include "core/Result.h"
#include "pcsc/ReaderState.h"
#include "pcsc/ScHsmInit.h"
#include "pcsc/ScHsmStatus.h"
#include "pkcs11/TokenInfo.h"

#include <QList>
#include <QString>

#include <functional>

namespace keyward::app::ScHsmSetup {

/// Whether a token is a SmartCard-HSM as OpenSC's module lists it: the
/// manufacturer OpenSC's PKCS#15 emulation sets (pkcs15-sc-hsm.c,
/// "www.CardContact.de") on a token of OpenSC's module.
bool isScHsm(const pkcs11::TokenInfo &token);

/// The PC/SC reader of an OpenSC token: its slot description is the reader's
/// name, cut to 64 characters. Empty when no reader matches.
QString readerFor(const pkcs11::TokenInfo &token, const QList<pcsc::ReaderState> &readers);

/// Why `reader` must not be used now (a whole sentence), or empty: no card
/// in it, its card is an OpenPGP card scdaemon serves (ReaderSharing), or
/// another program holds it exclusively (CardHolder's sentence).
QString refusal(const QString &reader, const QList<pcsc::ReaderState> &readers, bool agentHasCard);

/// Checks `reader` (refusal(); `what` names the operation in a refusal), connects, runs
/// `steps` with a transport on the card, and disconnects. Blocking: run it on a worker.
Status onDevice(const QString &reader, const QString &what,
                const std::function<Status(pcsc::ScHsm::Transport &)> &steps);

/// What a SmartCard-HSM reported, and the reader it is in.
struct ReadBack
{
    QString reader;
    pcsc::ScHsm::DeviceStatus status;
};

/// Checks the parameters, the reader (refusal()), then connects and
/// initialises in one exclusive transaction, in which it also reads back what
/// the device then reports (PIN counters, DKEK state). Blocking: run it on a worker.
Result<pcsc::ScHsm::DeviceStatus> initializeAndRead(const QString &reader,
                                                    const pcsc::ScHsm::InitParams &params);
/// What the SmartCard-HSM in `reader` reports (PIN counters, DKEK state), read
/// in one transaction after the checks of refusal(). Blocking. The SELECT it
/// sends ends the user PIN's verified state on the device.
Result<pcsc::ScHsm::DeviceStatus> readStatus(const QString &reader);

/// initializeAndRead() and readStatus() for an OpenSC token: its reader is found in the same
/// listing of the readers that the checks use (a whole sentence when it is gone).
Result<ReadBack> initializeAndRead(const pkcs11::TokenInfo &token,
                                   const pcsc::ScHsm::InitParams &params);
Result<ReadBack> readStatus(const pkcs11::TokenInfo &token);

/// Why a SmartCard-HSM token made no key, as the device reports it (DKEK
/// shares still to be imported), in a whole sentence; empty when the token is
/// no SmartCard-HSM, its reader is not found, or the device names no reason.
/// Blocking; meant for after a refused key generation.
QString keygenRefusal(const pkcs11::TokenInfo &token);

} // namespace keyward::app::ScHsmSetup
