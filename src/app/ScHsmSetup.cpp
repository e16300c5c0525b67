// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmSetup.h"

#include "CardHolder.h"
#include "ReaderSharing.h"
#include "pcsc/ApduChannel.h"
#include "pcsc/ReaderList.h"
#include "pcsc/ScHsmStatus.h"
#include "pkcs11/TokenFailures.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

namespace keyward::app::ScHsmSetup {

namespace {

QString operation()
{
    return QCoreApplication::translate("keyward::app::ScHsmSetup",
                                       "Initialising the SmartCard-HSM");
}

} // namespace

bool isScHsm(const pkcs11::TokenInfo &token)
{
    const bool openSc = token.moduleName.contains(QLatin1String("opensc"), Qt::CaseInsensitive) ||
                        token.modulePath.contains(QLatin1String("opensc"), Qt::CaseInsensitive);
    return openSc && token.manufacturer.trimmed() == QLatin1String("www.CardContact.de");
}

QString readerFor(const pkcs11::TokenInfo &token, const QList<pcsc::ReaderState> &readers)
{
    const QString slot = token.slotDescription.trimmed();
    if (slot.isEmpty()) {
        return {};
    }
    for (const pcsc::ReaderState &r : readers) {
        if (r.name == slot || (slot.size() >= 60 && r.name.startsWith(slot))) {
            return r.name;
        }
    }
    return {};
}

QString refusal(const QString &reader, const QList<pcsc::ReaderState> &readers, bool agentHasCard)
{
    const auto it = std::find_if(readers.cbegin(), readers.cend(),
                                 [&](const pcsc::ReaderState &r) { return r.name == reader; });
    if (it == readers.cend()) {
        return QCoreApplication::translate("keyward::app::ScHsmSetup",
                                           "There is no reader named \"%1\".")
            .arg(reader);
    }
    if (!it->cardPresent) {
        return QCoreApplication::translate("keyward::app::ScHsmSetup",
                                           "There is no card in \"%1\".")
            .arg(reader);
    }
    ReaderSharing sharing;
    sharing.update(readers, agentHasCard);
    if (sharing.scdaemonReaders().contains(reader)) {
        return QCoreApplication::translate(
                   "keyward::app::ScHsmSetup",
                   "The card in \"%1\" is an OpenPGP card that GnuPG uses; it is not a "
                   "SmartCard-HSM.")
            .arg(reader);
    }
    if (it->inUse) {
        return CardHolder::explain(reader);
    }
    return {};
}

namespace {

/// onDevice() on the reader `pick` finds in one listing of the readers; `steps` learn its name.
Status onPicked(const std::function<Result<QString>(const QList<pcsc::ReaderState> &)> &pick,
                const QString &what,
                const std::function<Status(pcsc::ScHsm::Transport &, const QString &)> &steps)
{
    auto readers = pcsc::listReaders();
    if (!readers) {
        return readers.error();
    }
    const Result<QString> picked = pick(readers.value());
    if (!picked) {
        return picked.error();
    }
    const QString &reader = picked.value();
    const QString no =
        refusal(reader, readers.value(), CardHolder::askScdaemonHasCard().value_or(false));
    if (!no.isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Busy, what, no);
    }
    pcsc::ApduChannel channel;
    if (auto st = channel.connect(reader); !st) {
        return CardHolder::explainBusy(st.error(), reader);
    }
    pcsc::ScHsm::ChannelTransport transport(channel);
    Status outcome = steps(transport, reader);
    channel.disconnect();
    return outcome;
}

/// The reader of an OpenSC token, found in `readers`, or why it is not there.
Result<QString> tokenReader(const pkcs11::TokenInfo &token, const QList<pcsc::ReaderState> &readers,
                            const QString &what)
{
    const QString reader = readerFor(token, readers);
    if (reader.isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Busy, what,
                           QCoreApplication::translate("keyward::app::ScHsmSetup",
                                                       "No PC/SC reader is named \"%1\"; is the "
                                                       "device still plugged in?")
                               .arg(token.slotDescription.trimmed()));
    }
    return reader;
}

/// The device's status read in one transaction on `t`.
Result<pcsc::ScHsm::DeviceStatus> statusOn(pcsc::ScHsm::Transport &t)
{
    if (auto begun = t.begin(); !begun) {
        return begun.error();
    }
    auto status = pcsc::ScHsm::readStatusInTransaction(t);
    t.end();
    return status;
}

/// What `run` returned on the device, or why the device could not be used.
Result<ReadBack>
readBackOn(const std::function<Result<QString>(const QList<pcsc::ReaderState> &)> &pick,
           const QString &what,
           const std::function<Result<pcsc::ScHsm::DeviceStatus>(pcsc::ScHsm::Transport &)> &run)
{
    std::optional<Result<pcsc::ScHsm::DeviceStatus>> status;
    QString used;
    const Status st = onPicked(pick, what, [&](pcsc::ScHsm::Transport &t, const QString &reader) {
        used = reader;
        status.emplace(run(t));
        return Status();
    });
    if (!st) {
        return st.error();
    }
    if (!status->ok()) {
        return status->error();
    }
    return ReadBack{used, status->value()};
}

Result<QString> named(const QString &reader)
{
    return reader;
}

} // namespace

Status onDevice(const QString &reader, const QString &what,
                const std::function<Status(pcsc::ScHsm::Transport &)> &steps)
{
    return onPicked([&](const QList<pcsc::ReaderState> &) { return named(reader); }, what,
                    [&](pcsc::ScHsm::Transport &t, const QString &) { return steps(t); });
}

static Result<ReadBack>
initializeSteps(const std::function<Result<QString>(const QList<pcsc::ReaderState> &)> &pick,
                const pcsc::ScHsm::InitParams &params)
{
    if (auto st = pcsc::ScHsm::validate(params); !st) {
        return st.error();
    }
    return readBackOn(pick, operation(), [&](pcsc::ScHsm::Transport &t) {
        return pcsc::ScHsm::initializeAndRead(t, params);
    });
}

Result<pcsc::ScHsm::DeviceStatus> initializeAndRead(const QString &reader,
                                                    const pcsc::ScHsm::InitParams &params)
{
    auto read = pkcs11::failedTo(
        pkcs11::TokenOperation::InitScHsm,
        initializeSteps([&](const QList<pcsc::ReaderState> &) { return named(reader); }, params),
        reader);
    if (!read) {
        return read.error();
    }
    return read->status;
}

Result<ReadBack> initializeAndRead(const pkcs11::TokenInfo &token,
                                   const pcsc::ScHsm::InitParams &params)
{
    return pkcs11::failedTo(pkcs11::TokenOperation::InitScHsm,
                            initializeSteps(
                                [&](const QList<pcsc::ReaderState> &readers) {
                                    return tokenReader(token, readers, operation());
                                },
                                params),
                            token.slotDescription.trimmed());
}

Result<pcsc::ScHsm::DeviceStatus> readStatus(const QString &reader)
{
    auto read = readBackOn([&](const QList<pcsc::ReaderState> &) { return named(reader); },
                           operation(), statusOn);
    if (!read) {
        return read.error();
    }
    return read->status;
}

Result<ReadBack> readStatus(const pkcs11::TokenInfo &token)
{
    const QString what = QCoreApplication::translate("keyward::app::ScHsmSetup",
                                                     "Reading the SmartCard-HSM's status");
    return readBackOn(
        [&](const QList<pcsc::ReaderState> &readers) { return tokenReader(token, readers, what); },
        what, statusOn);
}

QString keygenRefusal(const pkcs11::TokenInfo &token)
{
    if (!isScHsm(token)) {
        return {};
    }
    const auto read = readStatus(token);
    if (!read || read->status.dkekOutstanding <= 0) {
        return {};
    }
    return QCoreApplication::translate(
               "keyward::app::ScHsmSetup",
               "The SmartCard-HSM in \"%1\" reports that %2 of its %n DKEK shares are still to "
               "be imported; it makes no keys until they are.",
               nullptr, read->status.dkekShares)
        .arg(read->reader)
        .arg(read->status.dkekOutstanding);
}

} // namespace keyward::app::ScHsmSetup
