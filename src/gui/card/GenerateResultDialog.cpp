// SPDX-License-Identifier: GPL-3.0-or-later
#include "GenerateResultDialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace keyward::gui::card {

GenerateResultDialog::GenerateResultDialog(const openpgp::GenerateOutcome &outcome,
                                           const QString &summary, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("generateResultDialog"));
    setWindowTitle(tr("Keys generated"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);

    auto *heading = new QLabel(tr("<b>The keys were generated on the card.</b>"), this);
    layout->addWidget(heading);
    QString text = openpgp::generateNextSteps(outcome).toHtmlEscaped();
    text.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    if (!summary.trimmed().isEmpty()) {
        text = summary.toHtmlEscaped() + QStringLiteral("<br><br>") + text;
    }
    auto *steps = new QLabel(text, this);
    steps->setObjectName(QStringLiteral("generateResultText"));
    steps->setTextFormat(Qt::RichText);
    steps->setWordWrap(true);
    steps->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(steps);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *exportKey = buttons->addButton(tr("Export public key…"), QDialogButtonBox::ActionRole);
    exportKey->setObjectName(QStringLiteral("exportPublicKeyButton"));
    auto *exportSsh = buttons->addButton(tr("Export SSH key…"), QDialogButtonBox::ActionRole);
    exportSsh->setObjectName(QStringLiteral("exportSshButton"));
    auto *copyFpr = buttons->addButton(tr("Copy fingerprint"), QDialogButtonBox::ActionRole);
    copyFpr->setObjectName(QStringLiteral("copyFingerprintButton"));
    auto *copyPublish =
        buttons->addButton(tr("Copy the command to publish"), QDialogButtonBox::ActionRole);
    copyPublish->setObjectName(QStringLiteral("copyPublishButton"));
    copyPublish->setToolTip(tr("Publishing needs the network: run the command where you want "
                               "the key server to get the certificate."));
    layout->addWidget(buttons);
    // Wide enough for the buttons in one row, and high enough for every wrapped line.
    setMinimumWidth(qMax(760, buttons->sizeHint().width() + 40));
    steps->setMinimumHeight(steps->heightForWidth(minimumWidth() - 40));

    const QString fpr = QString::fromLatin1(outcome.fingerprint);
    const QString publish = openpgp::publishCommand(outcome.fingerprint);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(exportKey, &QPushButton::clicked, this, [this] {
        emit exportPublicKeyRequested();
        accept();
    });
    connect(exportSsh, &QPushButton::clicked, this, [this] {
        emit exportSshRequested();
        accept();
    });
    connect(copyFpr, &QPushButton::clicked, this,
            [fpr] { QApplication::clipboard()->setText(fpr); });
    connect(copyPublish, &QPushButton::clicked, this,
            [publish] { QApplication::clipboard()->setText(publish); });
}

} // namespace keyward::gui::card
