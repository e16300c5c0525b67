// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pkcs11/ObjectInfo.h"

#include <QAbstractTableModel>

namespace keyward::gui::token {

/// The objects on a token: keys and certificates with their attributes; the
/// full ObjectInfo is in ObjectRole for the details pane.
class ObjectTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Class,
        Label,
        Id,
        Type,
        Size,
        Usage,
        Subject,
        Issuer,
        ValidUntil,
        ColumnCount
    };
    static constexpr int ObjectRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setObjects(const QList<pkcs11::ObjectInfo> &objects);
    const QList<pkcs11::ObjectInfo> &objects() const { return m_objects; }

    /// An ID as the table shows it: whole up to 20 hex digits, longer ones as their first and
    /// last 8 ("3f2a9c1b…77e0d4a2"). The cell's tooltip and its edit role have it whole.
    static QString shortId(const QString &hex);

    /// Everything known about one object, as text for the details pane.
    static QString describe(const pkcs11::ObjectInfo &object);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<pkcs11::ObjectInfo> m_objects;
};

} // namespace keyward::gui::token
