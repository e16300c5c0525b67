// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/DeviceInfo.h"

#include <QWidget>

#include <memory>

namespace Ui {
class DeviceDetailPage;
}

namespace keyward::gui {

/// What is known about one device, as label/value rows. Shows a snapshot;
/// it never talks to the device.
class DeviceDetailPage : public QWidget
{
    Q_OBJECT
public:
    explicit DeviceDetailPage(QWidget *parent = nullptr);
    ~DeviceDetailPage() override;

    void showDevice(const keyward::DeviceInfo &device);
    QString shownId() const { return m_id; }

private:
    std::unique_ptr<Ui::DeviceDetailPage> m_ui;
    QString m_id;
};

} // namespace keyward::gui
