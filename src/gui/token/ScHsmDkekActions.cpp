// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmDkekActions.h"

#include "TokenOperations.h"
#include "app/ScHsmSetup.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace keyward::gui::token {

ScHsmDkekActions::ScHsmDkekActions(TokenOperations *ops, QWidget *page, QMenu *tokenMenu,
                                   QMenu *objectMenu, QWidget *objectView, Selection selected)
    : QObject(page)
    , m_ops(ops)
    , m_selected(std::move(selected))
    , m_create(new QAction(tr("Create &DKEK share…"), page))
    , m_import(new QAction(tr("Import D&KEK share…"), page))
    , m_wrap(new QAction(tr("&Back up key (wrapped under the DKEK)…"), page))
    , m_unwrap(new QAction(tr("&Restore wrapped key…"), page))
{
    m_create->setObjectName(QStringLiteral("actionCreateDkekShare"));
    m_import->setObjectName(QStringLiteral("actionImportDkekShare"));
    m_wrap->setObjectName(QStringLiteral("actionWrapKey"));
    m_unwrap->setObjectName(QStringLiteral("actionUnwrapKey"));
    for (QAction *a : {m_create, m_import, m_wrap, m_unwrap}) {
        a->setVisible(false);
        page->addAction(a);
    }
    // Tooltips show on disabled menu entries too: they say why an action does not apply.
    tokenMenu->setToolTipsVisible(true);
    objectMenu->setToolTipsVisible(true);
    tokenMenu->addSeparator();
    tokenMenu->addActions({m_create, m_import, m_unwrap});
    objectMenu->addSeparator();
    objectMenu->addAction(m_wrap);
    objectView->addAction(m_wrap);
    connect(m_create, &QAction::triggered, ops, &TokenOperations::createDkekShare);
    connect(m_import, &QAction::triggered, ops, &TokenOperations::importDkekShare);
    connect(m_unwrap, &QAction::triggered, ops, &TokenOperations::unwrapKey);
    connect(m_wrap, &QAction::triggered, this, [this] {
        if (const auto object = m_selected()) {
            m_ops->wrapKey(*object);
        }
    });
    connect(ops, &TokenOperations::scHsmStatusRead, this, [this] { update(!m_ops->busy(), true); });
}

void ScHsmDkekActions::update(bool idle, bool userPin)
{
    const pkcs11::TokenInfo &t = m_ops->token();
    const bool hsm = m_ops->hasToken() && app::ScHsmSetup::isScHsm(t);
    for (QAction *a : {m_create, m_import, m_wrap, m_unwrap}) {
        a->setVisible(hsm);
    }
    if (!hsm) {
        return;
    }
    idle = idle && !m_ops->busy();
    userPin = userPin && t.isInitialized() &&
              t.userPinWarning() != pkcs11::PinWarning::NotInitialized &&
              t.userPinWarning() != pkcs11::PinWarning::Locked;
    const bool outstanding = m_ops->scHsmDkekOutstanding();
    const bool complete = m_ops->scHsmDkekComplete();
    const auto object = m_selected();
    const bool key = object && !object->id.isEmpty() &&
                     (object->objectClass == pkcs11::ObjectClass::PrivateKey ||
                      object->objectClass == pkcs11::ObjectClass::PublicKey);

    // A share is made on this computer: the device's state does not matter, only that nothing
    // else runs on the page.
    m_create->setEnabled(idle);
    m_create->setToolTip(idle ? tr("Make a new DKEK share file on this computer under a password "
                                   "or a password split among key custodians; no device is used")
                              : tr("Wait until the running operation ends"));
    m_import->setEnabled(idle && outstanding);
    m_import->setToolTip(outstanding ? tr("Import a DKEK share file into the device; its "
                                          "password is asked next")
                                     : tr("The device waits for no DKEK share: it was "
                                          "initialised without shares, or all are imported"));
    const QString noDkek = tr("The device has no complete DKEK: initialise it with DKEK shares "
                              "and import them first");
    const QString noPin = tr("The user PIN is not set or is blocked");
    m_unwrap->setEnabled(idle && complete && userPin);
    m_unwrap->setToolTip(!complete  ? noDkek
                         : !userPin ? noPin
                                    : tr("Restore a key wrapped under this DKEK from a file"));
    m_wrap->setEnabled(idle && complete && userPin && key);
    m_wrap->setToolTip(!complete  ? noDkek
                       : !userPin ? noPin
                       : !key     ? tr("Select a key in the object list first")
                                  : tr("Write the selected key, wrapped under the DKEK, to a "
                                           "new file; the key stays on the device"));
}

} // namespace keyward::gui::token
