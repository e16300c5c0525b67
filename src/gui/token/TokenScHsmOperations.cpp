// SPDX-License-Identifier: GPL-3.0-or-later
// Initialising a SmartCard-HSM (Nitrokey HSM): its own command over PC/SC on
// the token's module worker, instead of C_InitToken.
#include "TokenOperations.h"

#include "DialogRunner.h"
#include "ScHsmInitDialog.h"
#include "app/ScHsmSetup.h"
#include "pcsc/ReaderList.h"
#include "pcsc/ScHsmStatus.h"

#include "pkcs11/TokenService.h"

#include <QCoreApplication>

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
    auto work = [token, params, readBack]() -> Status {
        auto readers = pcsc::listReaders();
        if (!readers) {
            return readers.error();
        }
        const QString reader = app::ScHsmSetup::readerFor(token, readers.value());
        if (reader.isEmpty()) {
            return Error::make(
                ErrorDomain::Keyward, 0, ErrorKind::Busy,
                QCoreApplication::translate("keyward::gui::token::TokenOperations",
                                            "Initialising the SmartCard-HSM"),
                QCoreApplication::translate("keyward::gui::token::TokenOperations",
                                            "No PC/SC reader is named “%1”; is the device "
                                            "still plugged in?")
                    .arg(token.slotDescription.trimmed()));
        }
        auto status = app::ScHsmSetup::initializeAndRead(reader, params);
        if (!status) {
            return status.error();
        }
        *readBack = pcsc::ScHsm::reportSentences(reader, status.value());
        return {};
    };
    // On the token's module worker (the token service's), never beside OpenSC's use of the reader.
    step(tr("Initialising the SmartCard-HSM…"), m_service->runBesideModule(ref(), work),
         [this, readBack](Status st) {
             if (!st) {
                 Q_EMIT failed(st.error(), pcsc::ScHsm::sentence(st.error()));
                 reloadTokenInfo();
                 return;
             }
             m_objects.clear();
             Q_EMIT objectsChanged(m_objects, false);
             // The device's own answers, not the values asked for.
             afterChange(readBack->join(QLatin1Char(' ')), {});
         });
}

void TokenOperations::readScHsmStatus()
{
    if (!app::ScHsmSetup::isScHsm(m_token)) {
        return;
    }
    const pkcs11::TokenInfo token = m_token;
    auto text = std::make_shared<QString>();
    auto work = [token, text]() -> Status {
        auto readers = pcsc::listReaders();
        if (!readers) {
            return readers.error();
        }
        const QString reader = app::ScHsmSetup::readerFor(token, readers.value());
        auto status = app::ScHsmSetup::readStatus(reader);
        if (!status) {
            return status.error();
        }
        *text = pcsc::ScHsm::reportSentences(reader, status.value()).join(QLatin1Char(' '));
        return {};
    };
    // Beside the module, as the initialisation: never while OpenSC talks to the reader.
    step(tr("Reading the SmartCard-HSM's status…"), m_service->runBesideModule(ref(), work),
         [this, text](Status st) {
             Q_EMIT scHsmStatusRead(st ? *text
                                       : tr("The SmartCard-HSM's own status could not be read: %1")
                                             .arg(pcsc::ScHsm::sentence(st.error())));
         });
}

} // namespace keyward::gui::token
