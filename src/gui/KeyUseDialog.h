// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/KeyUseCommand.h"

#include <QDialog>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace keyward {
class Worker;
}

namespace keyward::gui {

class StepOutput;

/**
 * Card → Use a key for SSH, git and publishing: `keyward-cli key use` in the window. It lists the
 * everyday keyring's keys with a secret subkey or a card stub (the key of the card shown in the
 * window first) and shows, from app::KeyUseCommand's plans read on a worker of its own, the
 * authentication subkey's authorized_keys line, whether gpg-agent's SSH support is on, the shell
 * profile's lines and the git configuration commands. "Turn on SSH support…" adds
 * enable-ssh-support to gpg-agent.conf after asking; "Save public key…" and "Write WKD files…"
 * write the armoured export and a Web Key Directory into a chosen folder, never over a file.
 * Every report comes from the files read back. The dialog cannot be closed while a step runs.
 *
 * Object names for tests: useKey, useSshLine, useSshCopy, useSshSupport, useSshEnable,
 * useProfile, useGit, useGitCopy, useSave, useWkdAddress, useWkd, useProblem, useText.
 */
class KeyUseDialog : public QDialog
{
    Q_OBJECT
public:
    explicit KeyUseDialog(QWidget *parent = nullptr);
    ~KeyUseDialog() override;

    /// Select this key (a certificate of the card shown) once the keyring is listed.
    void preferKey(const QByteArray &fingerprint);
    /// How the question before gpg-agent.conf changes is asked (default: a message box);
    /// answers whether the user agreed.
    void setAsk(std::function<bool(const QString &question)> ask) { m_ask = std::move(ask); }

    bool isWorking() const { return m_working; }
    /// The fingerprint of the key shown (empty while none is).
    QByteArray shownKey() const;
    /// The report below the sections (after a file was written), for tests.
    QString text() const;

    void reject() override;

public Q_SLOTS:
    /// Asks, then adds enable-ssh-support to gpg-agent.conf and shows the file read back.
    void enableSshSupport();
    /// Writes FPR-public.asc into `dir` (refused when it exists).
    void savePublicKeyTo(const QString &dir);
    /// Writes the Web Key Directory for `email` below the web root `dir`.
    void writeWkdTo(const QString &dir, const QString &email);

Q_SIGNALS:
    /// The keyring was listed (ok: at least one key to offer).
    void listed(bool ok);
    /// The chosen key's SSH and git sections were filled (ok: the key was read).
    void shown(bool ok);
    /// A step that writes ended: done (the report is shown), refused, declined or failed.
    void done(bool ok);

private:
    struct Shown;
    void list();
    void showKey(int index);
    void showSections(const Shown &s);
    void chooseSaveDir();
    void chooseWkdDir();
    /// Runs a request that writes on the worker and shows its report.
    void write(const app::KeyUseArgs &args, const QString &what);
    void setWorking(bool working);
    QString startDir() const;

    std::unique_ptr<Worker> m_worker;
    std::function<bool(const QString &)> m_ask;
    QByteArray m_preferred;
    QComboBox *m_key = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_sshCaption = nullptr;
    QLineEdit *m_sshLine = nullptr;
    QPushButton *m_sshCopy = nullptr;
    QLabel *m_sshSupport = nullptr;
    QPushButton *m_sshEnable = nullptr;
    QLabel *m_sshNote = nullptr;
    QLabel *m_profileCaption = nullptr;
    QPlainTextEdit *m_profile = nullptr;
    QLabel *m_gitCaption = nullptr;
    QPlainTextEdit *m_git = nullptr;
    QPushButton *m_gitCopy = nullptr;
    QLabel *m_gitNote = nullptr;
    QPushButton *m_save = nullptr;
    QComboBox *m_wkdAddress = nullptr;
    QPushButton *m_wkd = nullptr;
    QPushButton *m_close = nullptr;
    StepOutput *m_output = nullptr;
    bool m_working = false;
    bool m_sshOn = false;
};

} // namespace keyward::gui
