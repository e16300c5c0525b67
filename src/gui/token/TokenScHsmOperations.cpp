// SPDX-License-Identifier: GPL-3.0-or-later
// Initialising a SmartCard-HSM (Nitrokey HSM): its own command over PC/SC on
// the token's module worker, instead of C_InitToken.
#include "TokenOperations.h"

#include "DialogRunner.h"
#include "ScHsmInitDialog.h"
#include "app/ScHsmSetup.h"
#include "pcsc/ScHsmStatus.h"

#include "pkcs11/TokenService.h"

#include <memory>

namespace keyward::gui::token {

void TokenOperations::initScHsm()
{
    ScHsmInitDialog dialog(m_token, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const pcsc::ScHsm::InitParams params = dialog.takeParams();
    const pkcs11::TokenInfo token = m_token;
    // What the device answers after the initialisation, read in the same transaction.
    auto readBack = std::make_shared<QStringList>();
    auto device = std::make_shared<pcsc::ScHsm::DeviceStatus>();
    auto work = [token, params, readBack, device]() -> Status {
        auto read = app::ScHsmSetup::initializeAndRead(token, params);
        if (!read) {
            return read.error();
        }
        *readBack = pcsc::ScHsm::reportSentences(read->reader, read->status);
        *device = read->status;
        return {};
    };
    // On the token's module worker (the token service's), never beside OpenSC's use of the reader.
    step(tr("Initialising the SmartCard-HSM…"), m_service->runBesideModule(ref(), work),
         [this, readBack, device](Status st) {
             if (!st) {
                 Q_EMIT failed(st.error(), pcsc::ScHsm::sentence(st.error()));
                 reloadTokenInfo();
                 return;
             }
             m_scHsmDevice = *device;
             m_objects.clear();
             Q_EMIT objectsChanged(m_objects, false);
             // The device's own answers, not the values asked for; the page's status shows them
             // too, and the token's reload after the change does not read them again.
             const QString said = readBack->join(QLatin1Char(' '));
             Q_EMIT scHsmStatusRead(said);
             m_scHsmStatusFresh = true;
             afterChange(said, {});
         });
}

void TokenOperations::readScHsmStatus()
{
    if (!app::ScHsmSetup::isScHsm(m_token)) {
        m_scHsmDevice.reset();
        return;
    }
    if (m_scHsmStatusFresh) {
        m_scHsmStatusFresh = false; // just read back by the initialisation
        return;
    }
    const pkcs11::TokenInfo token = m_token;
    auto text = std::make_shared<QString>();
    auto device = std::make_shared<pcsc::ScHsm::DeviceStatus>();
    auto work = [token, text, device]() -> Status {
        auto read = app::ScHsmSetup::readStatus(token);
        if (!read) {
            return read.error();
        }
        *text = pcsc::ScHsm::reportSentences(read->reader, read->status).join(QLatin1Char(' '));
        *device = read->status;
        return {};
    };
    // Beside the module, as the initialisation: never while OpenSC talks to the reader.
    step(tr("Reading the SmartCard-HSM's status…"), m_service->runBesideModule(ref(), work),
         [this, text, device](Status st) {
             if (st) {
                 m_scHsmDevice = *device;
             } else {
                 m_scHsmDevice.reset();
             }
             Q_EMIT scHsmStatusRead(st ? *text
                                       : tr("The SmartCard-HSM's own status could not be read: %1")
                                             .arg(pcsc::ScHsm::sentence(st.error())));
         });
}

} // namespace keyward::gui::token
