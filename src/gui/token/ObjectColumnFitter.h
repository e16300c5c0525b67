// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QTableView;

namespace keyward::gui::token {

/// The object table's columns at any width: class, ID (shown shortened), type, size and expiry
/// as wide as their text; label, usage, issuer and the subject share the rest, each of the first
/// three at most as wide as its text, the subject (which stretches) at least 12 characters wide
/// (a cut text has its tooltip). So the subject and the expiry stay in view in a narrow window.
class ObjectColumnFitter : public QObject
{
    Q_OBJECT
public:
    /// Sets the header's resize modes and fits again whenever `view` changes width.
    explicit ObjectColumnFitter(QTableView *view);

    /// Fit the shared columns to the rows and width the view has now.
    void fit();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTableView *m_view;
};

} // namespace keyward::gui::token
