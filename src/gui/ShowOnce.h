// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QWidget>

namespace keyward::gui {

/// The window's one dialog of type D: made on first use as a child of `parent` (kept, so it opens
/// again where the user left it), then shown, raised and activated. `made` tells whether it was
/// made now.
template<class D> D *showOnce(QWidget *parent, bool *made = nullptr)
{
    D *dialog = parent ? parent->template findChild<D *>() : nullptr;
    if (made) {
        *made = dialog == nullptr;
    }
    if (!dialog) {
        dialog = new D(parent);
    }
    QDialog *shown = dialog;
    shown->show();
    shown->raise();
    shown->activateWindow();
    return dialog;
}

} // namespace keyward::gui
