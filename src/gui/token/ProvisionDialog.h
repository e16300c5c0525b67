// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Operation.h"
#include "pkcs11/ProvisioningProfile.h"
#include "pkcs11/TokenInfo.h"

#include <QDialog>
#include <QJsonObject>
#include <QList>

#include <memory>
#include <optional>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace keyward {
class Worker;
}

namespace keyward::pkcs11 {
class TokenService;
}

namespace keyward::gui::token {

/// Batch provisioning in the window: a profile file (the last one is
/// remembered), the tokens it will touch and what each loses, then a run on
/// a worker thread through pkcs11::Provisioner with progress, Cancel between
/// tokens and a report table that can be saved in the CLI's JSON format.
/// Initialising is confirmed once for all tokens, naming them; the confirmed
/// tokens must be the ones the run finds, or nothing is done.
class ProvisionDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ProvisionDialog(pkcs11::TokenService *service, QWidget *parent = nullptr);
    ~ProvisionDialog() override;

    /// Reads the profile and lists the tokens it selects (on a worker).
    void setProfilePath(const QString &path);
    /// The reports of the last run ({"ok", "reports"}, as keyward-cli --json).
    QJsonObject reportJson() const;
    /// Listing the tokens or provisioning them goes on.
    bool isRunning() const { return m_busy; }

Q_SIGNALS:
    void tokensListed();
    void runFinished();

private:
    void chooseProfile();
    /// Reads the path typed into the profile field, when it is not the one read already.
    void takeTypedPath();
    void listTokens();
    void showTokens(const QList<pkcs11::TokenInfo> &tokens, const QString &error);
    void run();
    void showReports(const QList<QJsonObject> &reports, const QString &error, bool cancelled);
    void progressLine(const QString &line);
    void saveReport();
    void updateButtons();
    Worker &worker(); ///< made on first use; every listing and run goes through it

    pkcs11::TokenService *m_service;
    std::optional<pkcs11::ProvisioningProfile> m_profile;
    QString m_loadedPath; ///< the path last read (or tried), as the field had it
    QList<pkcs11::TokenInfo> m_tokens;
    QList<QJsonObject> m_reports;
    CancelToken m_cancel;
    std::unique_ptr<Worker> m_worker;
    bool m_busy = false;
    bool m_ran = false; ///< a run finished: Run waits for the tokens to be listed again
    int m_listing = 0;  ///< the latest listing; an older one's result is dropped
    int m_stepsDone = 0;

    QLineEdit *m_path;
    QLabel *m_summary;
    QLabel *m_soLabel;
    QLineEdit *m_soPin;
    QLabel *m_userLabel;
    QLineEdit *m_userPin;
    QTableWidget *m_tokenTable;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTableWidget *m_reportTable;
    QPushButton *m_run;
    QPushButton *m_cancelButton;
    QPushButton *m_save;
    QPushButton *m_recheck;
};

} // namespace keyward::gui::token
