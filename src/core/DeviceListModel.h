// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DeviceInfo.h"

#include <QAbstractItemModel>

#include <array>
#include <optional>

namespace keyward {

/// Every reader/card and token, grouped by kind, fed by the back ends with
/// full snapshots per source. Lives on the GUI thread.
class DeviceListModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Roles
    {
        IdRole = Qt::UserRole + 1,
        KindRole,
        DeviceRole,
        IsGroupRole
    };

    explicit DeviceListModel(QObject *parent = nullptr);

    /// Replace everything that `source` reported before with `devices`:
    /// rows are added, updated in place or removed, so selection survives.
    void setDevices(const QString &source, const QList<DeviceInfo> &devices);

    std::optional<DeviceInfo> device(const QModelIndex &index) const;
    QModelIndex indexOf(const QString &id) const;
    QModelIndex groupIndex(DeviceKind kind) const;
    QList<DeviceInfo> devices() const;
    static QString groupName(DeviceKind kind);
    /// What an empty group says in the list: that nothing is there, and what to do.
    static QString emptyGroupText(DeviceKind kind);
    /// A device as the list names it: "YubiKey 5", "YubiKey 5 (virtual)".
    static QString displayName(const DeviceInfo &device);
    /// The list's name and the serial, for sentences that must say which device:
    /// "YubiKey 5, serial 886A8E38".
    static QString nameWithSerial(const DeviceInfo &device);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

Q_SIGNALS:
    /// A device's snapshot changed in place (the detail pane refreshes).
    void deviceChanged(const QString &id);

private:
    static constexpr int kGroups = 3;
    // Group rows use internalId 0; device rows use group number + 1.
    std::array<QList<DeviceInfo>, kGroups> m_groups;
};

} // namespace keyward
