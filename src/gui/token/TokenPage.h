// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/DeviceInfo.h"
#include "core/Error.h"
#include "pkcs11/ObjectInfo.h"
#include "pkcs11/TokenInfo.h"

#include <QTimer>
#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QLabel;
class QSortFilterProxyModel;

namespace Ui {
class TokenPage;
}

namespace keyward::pkcs11 {
class TokenService;
}

namespace keyward::gui::token {

class MechanismTableModel;
class ObjectColumnFitter;
class ScHsmDkekActions;
class ObjectTableModel;
class TokenOperations;
class TokenTlsAdvice;

/// One PKCS#11 token in the window: overview (information, flags in words,
/// PIN warnings in a banner, memory), mechanisms and objects in sortable
/// tables, and the token's life cycle as actions. Every operation runs
/// through the TokenService (not owned); while one runs the actions are
/// disabled and a busy indicator shows what is being done.
class TokenPage : public QWidget
{
    Q_OBJECT
public:
    explicit TokenPage(pkcs11::TokenService *service, QWidget *parent = nullptr);
    ~TokenPage() override;

    /// Show this token (a DeviceInfo of kind Pkcs11Token). The same id again
    /// only re-reads the token's information.
    void showDevice(const keyward::DeviceInfo &device);
    QString shownId() const { return m_id; }

    /// The object selected in the objects table, if any.
    std::optional<pkcs11::ObjectInfo> selectedObject() const;
    TokenOperations *operations() const { return m_ops; }
    /// The key type advice from the TLS runs stored for this token.
    TokenTlsAdvice *tlsAdvice() const { return m_tlsAdvice; }

Q_SIGNALS:
    /// The shown token was initialised and is now listed under `deviceId`
    /// (a blank token gets its serial): the window keeps it selected.
    void tokenInitialised(const QString &deviceId);

private:
    void createActions();
    void updateActions();
    void showToken(const pkcs11::TokenInfo &token);
    void showFields(const QList<keyward::DeviceField> &fields);
    /// The information table as tall as its rows (wrapped at the current
    /// width), so the key pool sits right below it and no empty area opens.
    void fitFieldTable();
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showObjects(const QList<pkcs11::ObjectInfo> &objects, bool withPrivate);
    void showBusy(bool busy, const QString &what);
    void showResult(bool ok, const QString &message);
    /// A cancelled operation: neither success nor failure, says what was done.
    void showCancelled(const QString &message);
    void updateCancel();
    /// The "Logged in" mark and which of Log in and Log out the button offers.
    void showLogin();
    void showDetails();
    /// "Use this key in…" for the selected key or certificate.
    void showUseKey();
    QAction *addPageAction(const QString &text, const QKeySequence &shortcut = {});

    std::unique_ptr<Ui::TokenPage> m_ui;
    TokenOperations *m_ops;
    TokenTlsAdvice *m_tlsAdvice;
    QLabel *m_scHsmStatus = nullptr;
    ScHsmDkekActions *m_dkek = nullptr;
    MechanismTableModel *m_mechanisms;
    ObjectTableModel *m_objects;
    QSortFilterProxyModel *m_mechanismSort;
    QSortFilterProxyModel *m_objectSort;
    ObjectColumnFitter *m_objectColumns = nullptr;
    QTimer m_busyDelay;
    QTimer m_fitTimer; // fitFieldTable() once after a burst of resizes
    QString m_id;
    bool m_withPrivate = false;
    bool m_cancelShown = false;

    QAction *m_initToken = nullptr;
    QAction *m_initUserPin = nullptr;
    QAction *m_changeUserPin = nullptr;
    QAction *m_changeSoPin = nullptr;
    QAction *m_generate = nullptr;
    QAction *m_importCert = nullptr;
    QAction *m_importP12 = nullptr;
    QAction *m_csr = nullptr;
    QAction *m_selfSigned = nullptr;
    QAction *m_export = nullptr;
    QAction *m_copyUri = nullptr;
    QAction *m_copyId = nullptr;
    QAction *m_useKey = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_login = nullptr;
    QAction *m_logout = nullptr;
    QAction *m_reload = nullptr;
    QAction *m_cancel = nullptr;
};

} // namespace keyward::gui::token
