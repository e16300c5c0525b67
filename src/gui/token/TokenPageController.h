// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/DeviceInfo.h"

#include <QObject>
#include <QPointer>

#include "TokenPage.h"
#include <QStringList>

#include <memory>

class QWidget;

namespace keyward::pkcs11 {
class TokenService;
}

namespace keyward::gui::token {

/// What the main window needs for PKCS#11 tokens: the TokenService (owned
/// here until the application owns one) and the token page that uses it.
class TokenPageController : public QObject
{
    Q_OBJECT
public:
    /// pageParent: the stacked widget the page goes into (it owns the page).
    /// extraModules: modules by path, besides p11-kit's registry and the
    /// remembered ones (pkcs11::ModuleSettings).
    explicit TokenPageController(QWidget *pageParent, QStringList extraModules = {},
                                 QObject *parent = nullptr);
    ~TokenPageController() override;

    /// True for devices this page shows (kind Pkcs11Token).
    static bool handles(const keyward::DeviceInfo &device);
    TokenPage *page() const { return m_page.data(); }
    pkcs11::TokenService *service() const { return m_service.get(); }
    /// Show the device on the page (the caller makes the page current).
    void showDevice(const keyward::DeviceInfo &device);
    QString shownId() const;

Q_SIGNALS:
    /// An operation changed a token (objects, PINs, label): the device list
    /// should look again (DeviceDirectory::refresh).
    void tokenModified();
    /// The shown token was initialised and is now listed under `deviceId`.
    void tokenInitialised(const QString &deviceId);

private:
    std::unique_ptr<pkcs11::TokenService> m_service;
    QPointer<TokenPage> m_page;
};

} // namespace keyward::gui::token
