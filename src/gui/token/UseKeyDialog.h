// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/KeyUsageSnippets.h"

#include <QDialog>

namespace keyward::gui::token {

/// "Use this key in…": one tab per program (the PKCS#11 URI, OpenSSL, nginx,
/// Apache, OpenSSH, NSS), each with its snippet in a read-only monospace box,
/// a Copy button and what to know before using it. Shows only what it is
/// given; it never reads a token.
class UseKeyDialog : public QDialog
{
    Q_OBJECT
public:
    UseKeyDialog(const QString &keyName, const QList<app::KeyUsageSnippet> &snippets,
                 QWidget *parent = nullptr);
};

} // namespace keyward::gui::token
