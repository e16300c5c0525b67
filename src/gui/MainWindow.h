// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QLabel;

#include <memory>

namespace Ui {
class MainWindow;
}

namespace keyward {
struct Error;
namespace app {
class DeviceDirectory;
}
} // namespace keyward

namespace keyward::gui {

class DeviceDetailPage;
namespace token {
class TokenPageController;
}
namespace card {
class CardPage;
}

/// The window: device sidebar on the left, the selected device's page on the
/// right. It shows what the DeviceDirectory reports and never calls a device.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(keyward::app::DeviceDirectory *devices, QWidget *parent = nullptr);
    ~MainWindow() override;

protected:
    void closeEvent(QCloseEvent *event) override;
    /// Back in the window: the shown card may have been changed by another program.
    void changeEvent(QEvent *event) override;

private:
    void onSelectionChanged();
    void onDeviceChanged(const QString &id);
    void onRowsInserted();
    /// Remembers the shown card when its row is about to go (the card left its reader).
    void onRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last);
    void onRowsRemoved();
    /// Selects the only OpenPGP card when nothing else is chosen; true when it did.
    bool selectLoneCard();
    void onBackendError(const keyward::Error &error);
    /// Keep the token `id` selected once the list shows it (after Initialise token).
    void followToken(const QString &id);
    /// Selects the followed token if the list has it; true when it did.
    bool selectFollowedToken();

    std::unique_ptr<Ui::MainWindow> m_ui;
    keyward::app::DeviceDirectory *m_devices;
    DeviceDetailPage *m_detailPage;
    token::TokenPageController *m_tokenPages = nullptr;
    card::CardPage *m_cardPage;
    QString m_followTokenId; ///< a token whose row is being replaced in the list
    QString m_removedCard;   ///< "SERIAL (MODEL)" of the shown card while its row goes
    QLabel *m_removedNotice = nullptr;
};

} // namespace keyward::gui
