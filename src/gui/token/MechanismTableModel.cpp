// SPDX-License-Identifier: GPL-3.0-or-later
#include "MechanismTableModel.h"

#include "pkcs11/TokenFlags.h"

namespace keyward::gui::token {

void MechanismTableModel::setMechanisms(const QList<pkcs11::MechanismInfo> &mechanisms)
{
    beginResetModel();
    m_mechanisms = mechanisms;
    endResetModel();
}

int MechanismTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_mechanisms.size());
}

int MechanismTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MechanismTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_mechanisms.size()) {
        return {};
    }
    const pkcs11::MechanismInfo &m = m_mechanisms.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Name:
            return m.name;
        case MinKeySize:
            return m.minKeySize == 0 && m.maxKeySize == 0 ? QVariant() : QVariant(m.minKeySize);
        case MaxKeySize:
            return m.minKeySize == 0 && m.maxKeySize == 0 ? QVariant() : QVariant(m.maxKeySize);
        case Flags:
            return pkcs11::mechanismFlagWords(m.flags).join(QStringLiteral(", "));
        }
    } else if (role == Qt::ToolTipRole && index.column() == Name) {
        return tr("Mechanism 0x%1").arg(m.type, 8, 16, QLatin1Char('0'));
    } else if (role == Qt::TextAlignmentRole &&
               (index.column() == MinKeySize || index.column() == MaxKeySize)) {
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant MechanismTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Name:
        return tr("Mechanism");
    case MinKeySize:
        return tr("Min. key size");
    case MaxKeySize:
        return tr("Max. key size");
    case Flags:
        return tr("Flags");
    }
    return {};
}

} // namespace keyward::gui::token
