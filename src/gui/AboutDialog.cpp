// SPDX-License-Identifier: GPL-3.0-or-later
#include "AboutDialog.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QtGlobal>

#include <gpgme.h>
#include <openssl/opensslv.h>

namespace keyward::gui {

void showAboutDialog(QWidget *parent)
{
    const QString text =
        QCoreApplication::translate(
            "keyward::gui::AboutDialog",
            "<h3>Keyward %1</h3>"
            "<p>Sets up, manages and benchmarks OpenPGP cards and PKCS#11 tokens.</p>"
            "<p>Licensed under the GNU General Public License, version 3 or later.</p>"
            "<p>Qt %2 · GPGME %3 · %4</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()),
                 QString::fromLatin1(gpgme_check_version(nullptr)),
                 QStringLiteral(OPENSSL_VERSION_TEXT));
    QMessageBox::about(
        parent, QCoreApplication::translate("keyward::gui::AboutDialog", "About Keyward"), text);
}

} // namespace keyward::gui
