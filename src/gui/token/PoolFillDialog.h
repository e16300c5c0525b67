// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace keyward::gui::token {

/// Asks what to put into the key pool: the key type and how many keys.
class PoolFillDialog : public QDialog
{
    Q_OBJECT
public:
    /// tokenLabel: named in the explanation; mechanismName: the wrap
    /// mechanism the token offers.
    PoolFillDialog(const QString &tokenLabel, const QString &mechanismName,
                   QWidget *parent = nullptr);

    QString keyType() const; ///< "rsa2048", "rsa3072", "p256" or "p384"
    int count() const;

private:
    QComboBox *m_type;
    QSpinBox *m_count;
};

} // namespace keyward::gui::token
