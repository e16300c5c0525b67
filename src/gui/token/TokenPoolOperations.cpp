// SPDX-License-Identifier: GPL-3.0-or-later
// The key pool of the shown token: status, fill and empty, through the app
// layer's pool commands (KeyPoolCommands), which run on workers.
#include "TokenOperations.h"

#include "DialogRunner.h"
#include "PoolFillDialog.h"

#include "pkcs11/TokenService.h"

namespace keyward::gui::token {

app::PoolTarget TokenOperations::poolTarget() const
{
    return app::PoolTarget{m_service.data(), ref(), m_token, app::PoolStore::defaultPath()};
}

void TokenOperations::readPool()
{
    readPoolWith({});
}

void TokenOperations::readPoolWith(const pkcs11::SecretBytes &pin)
{
    if (!m_hasToken || !m_service) {
        return;
    }
    if (!m_token.isInitialized()) {
        m_poolSupported = false;
        Q_EMIT poolUnreadable(tr("The token is blank; initialise it before it can keep a key "
                                 "pool."));
        return;
    }
    // The key-encryption key is a private object: without the page's login
    // only the support and the token's stored keys as a whole are known.
    const bool login = loggedIn() || !pin.isEmpty();
    const QString deviceId = m_deviceId;
    step(app::PoolStatusCommand::what(), app::PoolStatusCommand(poolTarget()).run(pin, login),
         [this, deviceId](Result<app::PoolStatusReport> status) {
             if (deviceId != m_deviceId) {
                 return; // another token was selected meanwhile
             }
             if (!status) {
                 m_poolSupported = false;
                 Q_EMIT poolUnreadable(status.error().userMessage());
                 return;
             }
             m_poolSupported = status->support.supported;
             m_poolMechanism = status->support.mechanismName;
             Q_EMIT poolChanged(status.value());
         });
}

void TokenOperations::fillPool()
{
    if (!m_hasToken || !m_service || !m_poolSupported) {
        return;
    }
    PoolFillDialog dialog(m_token.label, m_poolMechanism, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const QString type = dialog.keyType();
    const int count = dialog.count();
    auto pin =
        askUserPin(pkcs11::TokenOperation::FillKeyPool, tr("Fill the key pool"),
                   tr("Enter the user PIN of “%1” to fill its key pool.").arg(m_token.label));
    if (!pin) {
        return;
    }
    const CancelToken cancel = cancellable(app::PoolFillCommand::cancelNote());
    auto made = std::make_shared<std::atomic<int>>(0);
    m_poolMade = made;
    m_poolAsked = count;
    step(app::PoolFillCommand::what(type, count),
         app::PoolFillCommand(poolTarget())
             .run(type, count, *pin, cancel, [made](int n) { made->store(n); }),
         [this, pin = *pin](Result<app::PoolFillReport> filled) {
             m_poolMade.reset();
             m_poolAsked = 0;
             if (!filled) {
                 fail(filled.error());
                 return;
             }
             // A first fill made the key-encryption key: the object list shows it.
             afterChange(app::PoolFillCommand::lines(filled.value()).join(QLatin1Char(' ')), pin);
         });
}

void TokenOperations::emptyPool()
{
    if (!m_hasToken || !m_service) {
        return;
    }
    const app::PoolDrainCommand drain(poolTarget());
    const QString label = m_token.label;
    step(app::PoolDrainCommand::what(), drain.count(), [this, drain, label](Result<qint64> n) {
        if (!n) {
            fail(n.error());
            return;
        }
        if (n.value() == 0) {
            Q_EMIT succeeded(tr("The key pool of “%1” is empty already.").arg(label));
            return;
        }
        if (!confirm(tr("Empty the key pool"), drain.loss(n.value()), tr("&Empty the pool"))) {
            return;
        }
        step(app::PoolDrainCommand::what(), drain.run(), [this](Result<qint64> gone) {
            if (!gone) {
                fail(gone.error());
                return;
            }
            Q_EMIT succeeded(app::PoolDrainCommand::done(gone.value()));
        });
    });
}

} // namespace keyward::gui::token
