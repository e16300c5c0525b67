// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeviceDetailPage.h"
#include "ui_DeviceDetailPage.h"

#include "core/DeviceListModel.h"

#include <QHeaderView>

namespace keyward::gui {

DeviceDetailPage::DeviceDetailPage(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::DeviceDetailPage>())
{
    m_ui->setupUi(this);
    QFont f = m_ui->titleLabel->font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    m_ui->titleLabel->setFont(f);
    m_ui->fieldTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_ui->fieldTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

DeviceDetailPage::~DeviceDetailPage() = default;

void DeviceDetailPage::showDevice(const DeviceInfo &device)
{
    m_id = device.id;
    m_ui->titleLabel->setText(device.name);
    QStringList sub;
    sub << DeviceListModel::groupName(device.kind);
    for (const QString &s : {device.vendor, device.model}) {
        if (!s.isEmpty() && !sub.contains(s)) {
            sub << s;
        }
    }
    m_ui->subtitleLabel->setText(sub.join(QStringLiteral(" · ")));
    m_ui->virtualBanner->setVisible(device.isVirtual);

    // Identity first, unless the back end already lists it among its fields.
    QList<DeviceField> rows;
    const auto addIdentity = [&](const QString &label, const QString &value) {
        const bool listed = std::any_of(device.fields.begin(), device.fields.end(),
                                        [&](const DeviceField &f) { return f.label == label; });
        if (!value.isEmpty() && !listed) {
            rows << DeviceField{label, value};
        }
    };
    addIdentity(tr("Manufacturer"), device.vendor);
    addIdentity(tr("Model"), device.model);
    addIdentity(tr("Serial number"), device.serial);
    rows += device.fields;

    auto *table = m_ui->fieldTable;
    table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        auto *label = new QTableWidgetItem(rows[r].label);
        auto *value = new QTableWidgetItem(rows[r].value);
        value->setToolTip(rows[r].value);
        table->setItem(r, 0, label);
        table->setItem(r, 1, value);
    }
}

} // namespace keyward::gui
