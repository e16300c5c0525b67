// SPDX-License-Identifier: GPL-3.0-or-later
// The setup form: the algorithms, operations and card paths to choose from,
// and the devices the device list has now.
#include "BenchmarkSetupForm.h"
#include "BenchmarkWindow.h"
#include "ui_BenchmarkWindow.h"

#include "bench/cpu/CpuBaselineRunner.h"
#include "bench/runners/Pkcs11Bench.h"
#include "core/DeviceListModel.h"

namespace keyward::gui::bench {

namespace kb = keyward::bench;

namespace {

void addCheckable(QListWidget *list, const QString &text, const QVariant &data, bool checked)
{
    auto *item = new QListWidgetItem(text, list);
    item->setData(Qt::UserRole, data);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

// Short lists show all their rows and no more, leaving room for the device list.
void fitToRows(QListWidget *list)
{
    list->setFixedHeight(list->sizeHintForRow(0) * list->count() + 2 * list->frameWidth() + 2);
}

} // namespace

QList<QVariant> checkedData(const QListWidget *list)
{
    QList<QVariant> out;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked) {
            out << list->item(i)->data(Qt::UserRole);
        }
    }
    return out;
}

void BenchmarkWindow::fillChoices()
{
    QStringList algorithms = kb::Pkcs11Bench::algorithms();
    for (const QString &a : kb::CpuBaselineRunner::algorithms()) {
        if (!algorithms.contains(a)) {
            algorithms << a;
        }
    }
    for (const QString &a : algorithms) {
        addCheckable(m_ui->algorithmList, a, a, a == QLatin1String("RSA-2048"));
    }
    const QList<std::pair<kb::OperationKind, QString>> ops = {
        {kb::OperationKind::Sign, tr("Sign")},
        {kb::OperationKind::Decrypt, tr("Decrypt")},
        {kb::OperationKind::Authenticate, tr("Authenticate")},
        {kb::OperationKind::KeyGeneration, tr("Key generation")},
        {kb::OperationKind::PinVerify, tr("PIN verification")}};
    for (const auto &[op, text] : ops) {
        addCheckable(m_ui->operationList, text, int(op), op == kb::OperationKind::Sign);
    }
    m_ui->operationList->item(2)->setToolTip(
        tr("OpenPGP cards: a signature with the authentication key, as for SSH"));
    m_ui->operationList->item(3)->setToolTip(
        tr("PKCS#11 tokens and the CPU baseline, with a benchmark key removed again. "
           "Not on OpenPGP cards: a new key would replace the key on the card."));
    m_ui->operationList->item(4)->setToolTip(
        tr("The user PIN, checked once per operation: C_Login on PKCS#11 tokens (one thread, "
           "one case per token), VERIFY over PC/SC on OpenPGP cards (device time). The PIN "
           "is tried once before the loop, so a wrong one costs one try."));
    // The two ways of measuring a card, named as the CLI names them (--path).
    m_ui->cardPath->addItem(tr("End to end (gpg-agent)"), int(kb::BenchPath::EndToEnd));
    m_ui->cardPath->addItem(tr("Device time (PC/SC)"), int(kb::BenchPath::DeviceTime));
    m_ui->cardPath->setItemData(
        0,
        tr("What users feel: each operation through gpg-agent and scdaemon on one "
           "connection, as GnuPG uses the card"),
        Qt::ToolTipRole);
    m_ui->cardPath->setItemData(
        1,
        tr("The card alone: the operation as raw APDUs over PC/SC, without gpg-agent or "
           "scdaemon, which must have let go of the reader (gpgconf --kill scdaemon)"),
        Qt::ToolTipRole);
    m_ui->cardPath->setToolTip(
        tr("How OpenPGP cards are measured: end to end through gpg-agent, or device time "
           "with raw APDUs over PC/SC (scdaemon must have let go of the reader)"));
    fitToRows(m_ui->algorithmList);
    fitToRows(m_ui->operationList);
}

void BenchmarkWindow::fillDevices()
{
    const QList<QVariant> checked = checkedData(m_ui->deviceList);
    m_ui->deviceList->clear();
    for (const DeviceInfo &d : m_devices->devices()) {
        if (d.kind == DeviceKind::Reader || !d.present) {
            continue;
        }
        QString text = d.name.isEmpty() ? d.model : d.name;
        if (!d.model.isEmpty() && d.model != text) {
            text += QStringLiteral(" — ") + d.model;
        }
        if (d.isVirtual) {
            text += tr(" (virtual)");
        }
        addCheckable(m_ui->deviceList, text, d.id, checked.contains(d.id));
        m_ui->deviceList->item(m_ui->deviceList->count() - 1)->setToolTip(text); // when elided
        if (d.kind == DeviceKind::OpenPgpCard) {
            m_ui->deviceList->item(m_ui->deviceList->count() - 1)
                ->setToolTip(
                    tr("%1\nMeasured with the keys on the card (sign, decrypt, authenticate), "
                       "end to end through gpg-agent or as device time over PC/SC "
                       "(Card path); the algorithm is the card key's. Needs the "
                       "card's user PIN.")
                        .arg(text));
        }
    }
    addCheckable(m_ui->deviceList, tr("CPU baseline (OpenSSL)"), QString::fromLatin1(kCpuId),
                 checked.contains(QString::fromLatin1(kCpuId)));
    updateStartEnabled();
}

bool BenchmarkWindow::hasValidChoice() const
{
    return !checkedData(m_ui->deviceList).isEmpty() &&
           !checkedData(m_ui->algorithmList).isEmpty() &&
           !checkedData(m_ui->operationList).isEmpty();
}

void BenchmarkWindow::updateStartEnabled()
{
    // Start only with something to measure: a device, an algorithm, an operation.
    const bool valid = hasValidChoice();
    m_ui->startButton->setEnabled(!isRunning() && valid);
    m_ui->startButton->setToolTip(
        valid ? QString() : tr("Choose at least one device, algorithm and operation."));
}

} // namespace keyward::gui::bench
