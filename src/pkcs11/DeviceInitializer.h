// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SecretBytes.h"
#include "TokenInfo.h"
#include "core/Result.h"

#include <QJsonObject>
#include <QString>

#include <functional>

namespace keyward::pkcs11 {

/// Initialises a token with its device's own commands instead of C_InitToken, for a
/// provisioning profile's "initialize.scHsm" (a SmartCard-HSM: INITIALIZE DEVICE and its DKEK
/// shares over PC/SC). The Provisioner keeps the order of a run, the report and Cancel; the
/// device's commands live above this layer (app::ScHsmProvisioning), which the CLI hands to the
/// Provisioner. Blocking, like the Provisioner.
class DeviceInitializer
{
public:
    /// One finished step: its id in the report, a sentence for the user (what was done, or
    /// when it failed why, in the device's words), the error (when it failed), and what it
    /// read back (put into the step's JSON).
    struct Step
    {
        QString name;
        QString text;
        Error error;
        QJsonObject extra;
    };
    /// Records a step; false: stop (it failed).
    using StepSink = std::function<bool(const Step &)>;

    virtual ~DeviceInitializer() = default;

    /// Reads and checks everything that needs no token (the profile's files and passwords),
    /// before the first command reaches any token. Once it has succeeded, later calls return at
    /// once (watch mode runs the Provisioner again).
    virtual Status prepare() = 0;
    /// Why `token` cannot be initialised this way, in a whole sentence; empty when it can.
    virtual QString refusal(const TokenInfo &token) const = 0;
    /// Whether the PINs have the form the device needs (nothing sent).
    virtual Status checkPins(const SecretBytes &soPin, const SecretBytes &userPin) const = 0;
    /// Initialises `token`, reports each step to `sink` as it ends and stops at the first that
    /// fails. What the device reports afterwards goes into the token's report (JSON object,
    /// may be empty).
    virtual QJsonObject initialize(const TokenInfo &token, const SecretBytes &soPin,
                                   const SecretBytes &userPin, const StepSink &sink) = 0;
};

} // namespace keyward::pkcs11
