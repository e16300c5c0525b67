// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenPageController.h"

#include "TokenPage.h"

#include "pkcs11/TokenService.h"

#include <QWidget>

namespace keyward::gui::token {

TokenPageController::TokenPageController(QWidget *pageParent, QStringList extraModules,
                                         QObject *parent)
    : QObject(parent)
    , m_service(std::make_unique<pkcs11::TokenService>(std::move(extraModules)))
    , m_page(new TokenPage(m_service.get(), pageParent))
{
    m_page->setObjectName(QStringLiteral("tokenPage"));
    // The user PIN is asked once per token; Log Out, removing the token or
    // closing the window (the service goes) ends the login.
    m_service->setKeepLogins(true);
    connect(m_service.get(), &pkcs11::TokenService::tokenModified, this,
            &TokenPageController::tokenModified);
    connect(m_page.data(), &TokenPage::tokenInitialised, this,
            &TokenPageController::tokenInitialised);
}

TokenPageController::~TokenPageController()
{
    // The page (and its pending continuations) goes before the service it uses.
    delete m_page.data();
    m_service.reset();
}

bool TokenPageController::handles(const DeviceInfo &device)
{
    return device.kind == DeviceKind::Pkcs11Token;
}

void TokenPageController::showDevice(const DeviceInfo &device)
{
    if (TokenPage *page = m_page.data()) {
        page->showDevice(device);
    }
}

QString TokenPageController::shownId() const
{
    if (const TokenPage *page = m_page.data()) {
        return page->shownId();
    }
    return {};
}

} // namespace keyward::gui::token
