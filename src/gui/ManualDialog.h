// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

namespace keyward::gui {

/// Help ▸ Manual: what each page does, the order of a card's first setup, where
/// backups go, and links to the documentation of the stack underneath.
class ManualDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ManualDialog(QWidget *parent = nullptr);

    /// The manual's text (HTML), whole, in the user's language.
    static QString text();
};

} // namespace keyward::gui
