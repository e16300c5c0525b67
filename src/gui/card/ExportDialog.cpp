// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportDialog.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QVBoxLayout>

namespace keyward::gui::card {

ExportDialog::ExportDialog(const QString &title, const QString &text, const QString &fileName,
                           QWidget *parent)
    : QDialog(parent)
    , m_fileName(fileName)
    , m_text(new QPlainTextEdit(text, this))
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(title);
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);
    m_text->setObjectName(QStringLiteral("exportText"));
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(m_text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copyButton = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    QPushButton *saveButton = buttons->addButton(tr("&Save…"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    connect(copyButton, &QPushButton::clicked, this, &ExportDialog::copy);
    connect(saveButton, &QPushButton::clicked, this, &ExportDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 360);
}

QString ExportDialog::text() const
{
    return m_text->toPlainText();
}

void ExportDialog::copy()
{
    QGuiApplication::clipboard()->setText(text());
}

bool ExportDialog::saveTo(const QString &path)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text().toUtf8()) < 0 || !f.commit()) {
        m_text->appendPlainText(tr("\nCould not save to %1: %2").arg(path, f.errorString()));
        return false;
    }
    return true;
}

void ExportDialog::save()
{
    auto *d = new QFileDialog(this, tr("Save public key"), QDir::home().filePath(m_fileName));
    d->setAcceptMode(QFileDialog::AcceptSave);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QFileDialog::fileSelected, this, [this](const QString &path) { saveTo(path); });
    d->open();
}

} // namespace keyward::gui::card
