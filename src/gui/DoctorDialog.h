// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/DoctorCommand.h"

#include <QDialog>

#include <memory>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace keyward::gui {

/// "Check this computer" (Help menu): app::DoctorCommand's read-only look at GnuPG, pcscd,
/// scdaemon, OpenSC, pinentry, SSH and the card keys, shown as `keyward-cli doctor` prints it:
/// each finding with what to do, then what was looked at. The look runs on the command's
/// worker; the window stays usable. Nothing on the computer is changed.
class DoctorDialog : public QDialog
{
    Q_OBJECT
public:
    explicit DoctorDialog(QWidget *parent = nullptr);
    ~DoctorDialog() override;

    /// Looks again (the first look starts when the dialog is made).
    void check();
    bool isChecking() const { return m_checking; }
    /// The report as shown (plain text), for tests.
    QString reportText() const;
    const app::DoctorReport &report() const { return m_report; }

Q_SIGNALS:
    void checked();

private:
    void showReport(const app::DoctorReport &report);

    std::unique_ptr<app::DoctorCommand> m_command;
    app::DoctorReport m_report;
    QLabel *m_summary = nullptr;
    QTextBrowser *m_text = nullptr;
    QPushButton *m_again = nullptr;
    bool m_checking = false;
};

/// Opens the dialog (one per window: shown again and raised when it is open).
void showDoctorDialog(QWidget *parent);

} // namespace keyward::gui
