// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace keyward::gui::card {

/// Shows an exported public key (OpenPGP armour or SSH line) with Copy and
/// Save buttons. The file dialog is opened with open(), never exec().
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    ExportDialog(const QString &title, const QString &text, const QString &fileName,
                 QWidget *parent = nullptr);

    QString text() const;
    /// Write the text to path; false (and a message in the dialog) on failure.
    bool saveTo(const QString &path);

private:
    void copy();
    void save();

    QString m_fileName;
    QPlainTextEdit *m_text;
};

} // namespace keyward::gui::card
