// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWizardPage>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QTableWidget;

namespace keyward::gui::keytocard {

class KeyToCardWizard;

/// Step 1: a key from the local keyring (and the inserted card is read).
class PickKeyPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit PickKeyPage(KeyToCardWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;

private:
    void openRestore();

    KeyToCardWizard *m_wizard;
    QListWidget *m_list;
    QLabel *m_status;
    QLabel *m_cardLabel;
};

/// Step 2: each subkey to a card slot; only compatible slots are offered.
class MapSlotsPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit MapSlotsPage(KeyToCardWizard *wizard);
    void initializePage() override;
    bool validatePage() override;

private:
    KeyToCardWizard *m_wizard;
    QTableWidget *m_table;
    QLabel *m_error;
};

/// Step 3: the backup file, written and verified before anything moves.
class BackupPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit BackupPage(KeyToCardWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;

private:
    void runBackup();
    void startBackup(bool replaceExisting);

    KeyToCardWizard *m_wizard;
    QLineEdit *m_path;
    QCheckBox *m_paper;
    QPushButton *m_run;
    QLabel *m_status;
    bool m_running = false;
};

/// Step 4: what will happen, in words.
class ConfirmPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit ConfirmPage(KeyToCardWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;
    bool replaceCardKeys() const;

private:
    KeyToCardWizard *m_wizard;
    QLabel *m_text;
    QCheckBox *m_replace;
};

/// Step 5: the move with progress, then the read-back.
class MovePage : public QWizardPage
{
    Q_OBJECT
public:
    explicit MovePage(KeyToCardWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;

private:
    KeyToCardWizard *m_wizard;
    QProgressBar *m_progress;
    QLabel *m_status;
    bool m_done = false;
};

/// Step 6: the read-back result and the keep/remove choice.
class ResultPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit ResultPage(KeyToCardWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;

private:
    void apply();

    KeyToCardWizard *m_wizard;
    QTableWidget *m_table;
    QRadioButton *m_keep;
    QRadioButton *m_remove;
    QLabel *m_consequence;
    QPushButton *m_apply;
    QLabel *m_status;
    QPushButton *m_restoreLocal;
    bool m_applied = false;
};

} // namespace keyward::gui::keytocard
