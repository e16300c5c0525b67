// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pkcs11/ObjectInfo.h"

#include <QObject>

#include <functional>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace keyward::gui::token {

class TokenOperations;

/// The token page's DKEK actions for a SmartCard-HSM: create a share file on this computer and
/// import a share (token menu), back up the
/// selected key wrapped under the DKEK (object menu and the object list's context menu), restore
/// a wrapped key (token menu). Shown on a SmartCard-HSM only; disabled with a tooltip that says
/// why when they do not apply.
class ScHsmDkekActions : public QObject
{
    Q_OBJECT
public:
    using Selection = std::function<std::optional<pkcs11::ObjectInfo>()>;
    ScHsmDkekActions(TokenOperations *ops, QWidget *page, QMenu *tokenMenu, QMenu *objectMenu,
                     QWidget *objectView, Selection selected);
    /// From the page's updateActions(): idle and a usable user PIN as the page judges them.
    void update(bool idle, bool userPin);

private:
    TokenOperations *m_ops;
    Selection m_selected;
    QAction *m_create;
    QAction *m_import;
    QAction *m_wrap;
    QAction *m_unwrap;
};

} // namespace keyward::gui::token
