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

Status onDevice(const QString &reader, const QString &what,
                const std::function<Status(pcsc::ScHsm::Transport &)> &steps)
{
    auto readers = pcsc::listReaders();
    if (!readers) {
        return readers.error();
    }
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
    Status outcome = steps(transport);
    channel.disconnect();
    return outcome;
}

static Result<pcsc::ScHsm::DeviceStatus> initializeSteps(const QString &reader,
                                                         const pcsc::ScHsm::InitParams &params)
{
    if (auto st = pcsc::ScHsm::validate(params); !st) {
        return st.error();
    }
    std::optional<Result<pcsc::ScHsm::DeviceStatus>> status;
    const Status st = onDevice(reader, operation(), [&](pcsc::ScHsm::Transport &t) {
        status.emplace(pcsc::ScHsm::initializeAndRead(t, params));
        return Status();
    });
    if (!st) {
        return st.error();
    }
    return std::move(*status);
}

Result<pcsc::ScHsm::DeviceStatus> initializeAndRead(const QString &reader,
                                                    const pcsc::ScHsm::InitParams &params)
{
    return pkcs11::failedTo(pkcs11::TokenOperation::InitScHsm, initializeSteps(reader, params),
                            reader);
}

Result<pcsc::ScHsm::DeviceStatus> readStatus(const QString &reader)
{
    std::optional<Result<pcsc::ScHsm::DeviceStatus>> status;
    const Status st = onDevice(reader, operation(), [&](pcsc::ScHsm::Transport &t) -> Status {
        if (auto begun = t.begin(); !begun) {
            return begun;
        }
        status.emplace(pcsc::ScHsm::readStatusInTransaction(t));
        t.end();
        return {};
    });
    if (!st) {
        return st.error();
    }
    return std::move(*status);
}

QString keygenRefusal(const pkcs11::TokenInfo &token)
{
    if (!isScHsm(token)) {
        return {};
    }
    auto readers = pcsc::listReaders();
    if (!readers) {
        return {};
    }
    const QString reader = readerFor(token, readers.value());
    if (reader.isEmpty()) {
        return {};
    }
    auto status = readStatus(reader);
    if (!status || status->dkekOutstanding <= 0) {
        return {};
    }
    return QCoreApplication::translate(
               "keyward::app::ScHsmSetup",
               "The SmartCard-HSM in \"%1\" reports that %2 of its %3 DKEK shares are still to "
               "be imported; it makes no keys until they are.")
        .arg(reader)
        .arg(status->dkekOutstanding)
        .arg(status->dkekShares);
}

} // namespace keyward::app::ScHsmSetup
