// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pkcs11/ObjectInfo.h"

#include <QAbstractTableModel>

namespace keyward::gui::token {

/// A token's mechanisms: name, key size range, flags in words. Sizes are
/// numbers in the display role, so a QSortFilterProxyModel sorts them as such.
class MechanismTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Name,
        MinKeySize,
        MaxKeySize,
        Flags,
        ColumnCount
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setMechanisms(const QList<pkcs11::MechanismInfo> &mechanisms);
    const QList<pkcs11::MechanismInfo> &mechanisms() const { return m_mechanisms; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<pkcs11::MechanismInfo> m_mechanisms;
};

} // namespace keyward::gui::token
