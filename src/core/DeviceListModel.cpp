// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeviceListModel.h"

#include <QCoreApplication>

namespace keyward {

namespace {
int groupOf(DeviceKind kind)
{
    return static_cast<int>(kind);
}
} // namespace

DeviceListModel::DeviceListModel(QObject *parent)
    : QAbstractItemModel(parent)
{}

QString DeviceListModel::groupName(DeviceKind kind)
{
    switch (kind) {
    case DeviceKind::Reader:
        return QCoreApplication::translate("keyward::DeviceListModel", "Smart-card readers");
    case DeviceKind::OpenPgpCard:
        return QCoreApplication::translate("keyward::DeviceListModel", "OpenPGP cards");
    case DeviceKind::Pkcs11Token:
        return QCoreApplication::translate("keyward::DeviceListModel", "PKCS#11 tokens");
    }
    return {};
}

QString DeviceListModel::emptyGroupText(DeviceKind kind)
{
    switch (kind) {
    case DeviceKind::Reader:
        return QCoreApplication::translate("keyward::DeviceListModel",
                                           "Smart-card readers: none found. Plug in a reader.");
    case DeviceKind::OpenPgpCard:
        return QCoreApplication::translate("keyward::DeviceListModel",
                                           "OpenPGP cards: none. Insert a card.");
    case DeviceKind::Pkcs11Token:
        return QCoreApplication::translate("keyward::DeviceListModel",
                                           "PKCS#11 tokens: none. Insert a token or add a module.");
    }
    return {};
}

void DeviceListModel::setDevices(const QString &source, const QList<DeviceInfo> &devices)
{
    for (int g = 0; g < kGroups; ++g) {
        QList<DeviceInfo> &rows = m_groups[g];
        const QModelIndex parentIdx = index(g, 0);
        const bool wasEmpty = rows.isEmpty();
        // Remove or update what this source reported before.
        for (int r = rows.size() - 1; r >= 0; --r) {
            if (rows[r].source != source) {
                continue;
            }
            auto it = std::find_if(devices.begin(), devices.end(), [&](const DeviceInfo &d) {
                return d.id == rows[r].id && groupOf(d.kind) == g;
            });
            if (it == devices.end()) {
                beginRemoveRows(parentIdx, r, r);
                rows.removeAt(r);
                endRemoveRows();
            } else if (!(*it == rows[r])) {
                rows[r] = *it;
                const QModelIndex idx = index(r, 0, parentIdx);
                Q_EMIT dataChanged(idx, idx);
                Q_EMIT deviceChanged(it->id);
            }
        }
        // Append what is new, keeping the back end's order among new rows.
        for (const DeviceInfo &d : devices) {
            if (groupOf(d.kind) != g) {
                continue;
            }
            const bool known = std::any_of(rows.begin(), rows.end(),
                                           [&](const DeviceInfo &x) { return x.id == d.id; });
            if (!known) {
                beginInsertRows(parentIdx, int(rows.size()), int(rows.size()));
                rows.append(d);
                endInsertRows();
            }
        }
        if (wasEmpty != rows.isEmpty()) {
            Q_EMIT dataChanged(parentIdx, parentIdx); // the group's "none" text comes or goes
        }
    }
}

std::optional<DeviceInfo> DeviceListModel::device(const QModelIndex &idx) const
{
    if (!idx.isValid() || idx.internalId() == 0) {
        return std::nullopt;
    }
    const int g = int(idx.internalId()) - 1;
    if (g < 0 || g >= kGroups || idx.row() >= m_groups[g].size()) {
        return std::nullopt;
    }
    return m_groups[g].at(idx.row());
}

QModelIndex DeviceListModel::indexOf(const QString &id) const
{
    for (int g = 0; g < kGroups; ++g) {
        for (int r = 0; r < m_groups[g].size(); ++r) {
            if (m_groups[g][r].id == id) {
                return createIndex(r, 0, quintptr(g + 1));
            }
        }
    }
    return {};
}

QModelIndex DeviceListModel::groupIndex(DeviceKind kind) const
{
    return index(groupOf(kind), 0);
}

QList<DeviceInfo> DeviceListModel::devices() const
{
    QList<DeviceInfo> all;
    for (const auto &g : m_groups) {
        all += g;
    }
    return all;
}

QModelIndex DeviceListModel::index(int row, int column, const QModelIndex &parentIdx) const
{
    if (column != 0 || row < 0) {
        return {};
    }
    if (!parentIdx.isValid()) {
        return row < kGroups ? createIndex(row, 0, quintptr(0)) : QModelIndex();
    }
    if (parentIdx.internalId() != 0) {
        return {};
    }
    const int g = parentIdx.row();
    if (row >= m_groups[g].size()) {
        return {};
    }
    return createIndex(row, 0, quintptr(g + 1));
}

QModelIndex DeviceListModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0) {
        return {};
    }
    return createIndex(int(child.internalId()) - 1, 0, quintptr(0));
}

int DeviceListModel::rowCount(const QModelIndex &parentIdx) const
{
    if (!parentIdx.isValid()) {
        return kGroups;
    }
    if (parentIdx.internalId() == 0) {
        return int(m_groups[parentIdx.row()].size());
    }
    return 0;
}

int DeviceListModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QString DeviceListModel::displayName(const DeviceInfo &device)
{
    QString text = device.name;
    if (!device.problem.isEmpty()) {
        return QCoreApplication::translate("keyward::DeviceListModel", "%1 (cannot be used)")
            .arg(text);
    }
    if (device.isVirtual) {
        text += QCoreApplication::translate("keyward::DeviceListModel", " (virtual)");
    }
    return text;
}

QString DeviceListModel::nameWithSerial(const DeviceInfo &device)
{
    if (device.serial.isEmpty()) {
        return displayName(device);
    }
    return QCoreApplication::translate("keyward::DeviceListModel", "%1, serial %2")
        .arg(displayName(device), device.serial);
}

QVariant DeviceListModel::data(const QModelIndex &idx, int role) const
{
    if (!idx.isValid()) {
        return {};
    }
    if (idx.internalId() == 0) {
        const auto kind = static_cast<DeviceKind>(idx.row());
        switch (role) {
        case Qt::DisplayRole:
            return m_groups[idx.row()].isEmpty() ? emptyGroupText(kind) : groupName(kind);
        case Qt::ToolTipRole: // the whole hint when a narrow list elides it
            return m_groups[idx.row()].isEmpty() ? emptyGroupText(kind) : QVariant();
        case KindRole:
            return idx.row();
        case IsGroupRole:
            return true;
        default:
            return {};
        }
    }
    const auto d = device(idx);
    if (!d) {
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        return displayName(*d);
    case Qt::ToolTipRole: {
        if (!d->problem.isEmpty()) {
            return d->problem;
        }
        QStringList parts;
        for (const QString &s : {d->vendor, d->model, d->serial}) {
            if (!s.isEmpty()) {
                parts << s;
            }
        }
        return parts.join(QStringLiteral(" · "));
    }
    case IdRole:
        return d->id;
    case KindRole:
        return groupOf(d->kind);
    case DeviceRole:
        return QVariant::fromValue(*d);
    case IsGroupRole:
        return false;
    default:
        return {};
    }
}

Qt::ItemFlags DeviceListModel::flags(const QModelIndex &idx) const
{
    if (!idx.isValid()) {
        return Qt::NoItemFlags;
    }
    if (idx.internalId() == 0) {
        return Qt::ItemIsEnabled;
    }
    if (const auto d = device(idx); d && !d->problem.isEmpty()) {
        return Qt::ItemIsEnabled; // a module that could not be used: nothing to select
    }
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

} // namespace keyward
