// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A provisioning profile's "initialize.scHsm": the SmartCard-HSMs it selects
// are initialised with INITIALIZE DEVICE (ScHsmSetup), get the profile's DKEK
// shares (ScHsmDkek), and report the DKEK status the device then reads back.
// It lives here, not in pkcs11, because it speaks PC/SC and reads share
// files; the Provisioner calls it through pkcs11::DeviceInitializer and keeps
// the run's order, report and Cancel. Blocking, like the Provisioner.

#include "pcsc/ScHsmDkek.h"
#include "pkcs11/DeviceInitializer.h"
#include "pkcs11/ProvisioningProfile.h"

#include <QList>

namespace keyward::app {

class ScHsmProvisioning : public pkcs11::DeviceInitializer
{
public:
    explicit ScHsmProvisioning(const pkcs11::ProvisioningProfile &profile);
    ~ScHsmProvisioning() override;

    /// Reads every share file (sc-hsm-tool's format) and its password file (the rules of a
    /// profile's PIN file: PinSource::fromPrivateFile) and opens the share with it, in software;
    /// the first problem is refused naming the file. Takes a few seconds per share.
    Status prepare() override;
    /// Tokens that are not a SmartCard-HSM of OpenSC's module, or have no serial to be found
    /// again by, are refused.
    QString refusal(const pkcs11::TokenInfo &token) const override;
    /// The SO PIN as 16 hexadecimal digits, the user PIN of 6 to 16 characters (ScHsm::validate).
    Status checkPins(const pkcs11::SecretBytes &soPin,
                     const pkcs11::SecretBytes &userPin) const override;
    /// INITIALIZE DEVICE for as many shares as the profile names (none: no DKEK), each share
    /// imported in the profile's order, then the DKEK status read back: the steps "initialize",
    /// "import-dkek-share N" and "dkek-status"; returns {"scHsm": {"reader", "dkek": {"shares",
    /// "outstanding", "keyCheckValue"}}} from the last read-back.
    QJsonObject initialize(const pkcs11::TokenInfo &token, const pkcs11::SecretBytes &soPin,
                           const pkcs11::SecretBytes &userPin, const StepSink &sink) override;

    /// The steps' sentences.
    static QString initialisedText(const QString &reader, int shares);
    static QString shareImportedText(const QString &file, const pcsc::ScHsm::DkekStatus &status);
    static QString dkekText(const pcsc::ScHsm::DkekStatus &status);

private:
    /// A share file opened with its password.
    struct Opened
    {
        QString file;
        pkcs11::SecretBytes share;
    };
    QList<pkcs11::ProvisioningProfile::DkekShare> m_files;
    QList<Opened> m_opened; ///< after prepare(), in the profile's order
    bool m_prepared = false;
};

} // namespace keyward::app
