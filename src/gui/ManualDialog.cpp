// SPDX-License-Identifier: GPL-3.0-or-later
#include "ManualDialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace keyward::gui {

ManualDialog::ManualDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyward manual"));
    setObjectName(QStringLiteral("manualDialog"));
    auto *browser = new QTextBrowser(this);
    browser->setObjectName(QStringLiteral("manualText"));
    browser->setOpenExternalLinks(true);
    browser->setHtml(text());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    resize(640, 560);
}

QString ManualDialog::text()
{
    return tr(
        "<h2>Keyward</h2>"
        "<p>The list on the left shows every smart-card reader, OpenPGP card and PKCS#11 token "
        "Keyward can reach. Choose one to see its page. Cards and tokens appear and disappear "
        "as they are inserted and removed; F5 looks again.</p>"
        "<h3>The pages</h3>"
        "<ul>"
        "<li><b>OpenPGP card</b>: what the card holds (keys, PIN retry counters, signature "
        "counter, KDF, touch policy) and every change to it: PINs, reset code, keys, "
        "attributes, cardholder data, factory reset. Keyward talks to the card through "
        "gpg-agent and scdaemon, as gpg does, and never takes the card from them.</li>"
        "<li><b>PKCS#11 token</b>: token information, mechanisms, objects; initialising the "
        "token, PINs, key pairs, certificate requests, certificates, PKCS#12 import and "
        "export. The user PIN is asked once per token session; Log Out ends it.</li>"
        "<li><b>Reader</b>: the reader and the card in it, as PC/SC reports them.</li>"
        "<li><b>Benchmarks</b> (Tools menu): signing, decryption, key generation and TLS "
        "handshakes per device and algorithm, with charts, stored results and export. "
        "Figures from virtual devices are labelled virtual everywhere.</li>"
        "</ul>"
        "<h3>The first setup of a new OpenPGP card</h3>"
        "<ol>"
        "<li>Turn on KDF if the card offers it: it resets the PINs, so it comes first.</li>"
        "<li>Change the user PIN (factory value 123456) and the admin PIN (factory value "
        "12345678). Until then anybody can use the card.</li>"
        "<li>Set a reset code if you want to unblock the user PIN without the admin PIN.</li>"
        "<li>Generate keys on the card, or move existing subkeys onto it (Card ▸ Move subkeys "
        "onto a card…).</li>"
        "<li>Set the touch policy, then export the public key and the SSH key.</li>"
        "</ol>"
        "<p>The card page shows these steps as a checklist while any of them is open.</p>"
        "<h3>Where backups go</h3>"
        "<p>Before subkeys are moved onto a card, Keyward writes a backup of the secret keys "
        "to the file you choose on the wizard's backup page. It is written only if no file of "
        "that name exists, readable by you alone, and checked by importing it into a "
        "throw-away keyring before anything is moved. Keep it offline: it is the only way to "
        "fill a second card or to get the keys back if the card is lost. Keyward never "
        "replaces an existing backup without asking.</p>"
        "<h3>More</h3>"
        "<ul>"
        "<li><a href=\"https://www.gnupg.org/howtos/card-howto/en/smartcard-howto.html\">"
        "GnuPG smart card howto</a></li>"
        "<li><a href=\"https://www.gnupg.org/documentation/manuals/gnupg/\">The GnuPG "
        "manual</a> (gpg-agent, scdaemon)</li>"
        "<li><a href=\"https://github.com/OpenSC/OpenSC/wiki\">OpenSC wiki</a> (PKCS#11 for "
        "smart cards and HSMs)</li>"
        "<li><a href=\"https://p11-glue.github.io/p11-glue/p11-kit.html\">p11-kit</a> (how "
        "PKCS#11 modules are registered)</li>"
        "<li><code>keyward-cli --help</code>: every operation of the window on the command "
        "line.</li>"
        "</ul>");
}

} // namespace keyward::gui
