// SPDX-License-Identifier: GPL-3.0-or-later
#include "UseKeyDialog.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace keyward::gui::token {

UseKeyDialog::UseKeyDialog(const QString &keyName, const QList<app::KeyUsageSnippet> &snippets,
                           QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Use this key in…"));
    setObjectName(QStringLiteral("useKeyDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("How other programs use the key \"%1\" on the token. The "
                                "snippets name the token and the key, never the PIN.")
                                 .arg(keyName),
                             this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("snippetTabs"));
    for (const app::KeyUsageSnippet &s : snippets) {
        auto *page = new QWidget(tabs);
        page->setObjectName(QStringLiteral("snippet-") + s.id);
        auto *pageLayout = new QVBoxLayout(page);
        auto *text = new QPlainTextEdit(s.text, page);
        text->setObjectName(QStringLiteral("snippetText"));
        text->setReadOnly(true);
        text->setLineWrapMode(QPlainTextEdit::NoWrap);
        text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        pageLayout->addWidget(text, 1);
        auto *caveat = new QLabel(s.caveat, page);
        caveat->setObjectName(QStringLiteral("snippetCaveat"));
        caveat->setTextFormat(Qt::PlainText);
        caveat->setWordWrap(true);
        pageLayout->addWidget(caveat);
        auto *copy = new QPushButton(tr("&Copy"), page);
        copy->setObjectName(QStringLiteral("copyButton"));
        const QString snippet = s.text;
        connect(copy, &QPushButton::clicked, this,
                [snippet] { QGuiApplication::clipboard()->setText(snippet); });
        auto *row = new QHBoxLayout;
        row->addStretch(1);
        row->addWidget(copy);
        pageLayout->addLayout(row);
        tabs->addTab(page, s.title);
    }
    layout->addWidget(tabs, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(720, 460);
}

} // namespace keyward::gui::token
