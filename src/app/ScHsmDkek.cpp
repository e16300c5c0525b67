// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmDkek.h"

#include "CardHolder.h"
#include "ScHsmDkekShare.h"
#include "ScHsmSetup.h"
#include "pcsc/ApduChannel.h"
#include "pcsc/ReaderList.h"

#include <QCoreApplication>

namespace keyward::app::ScHsmDkek {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::ScHsmDkek)
};

QString operation()
{
    return Text::tr("Using the SmartCard-HSM's DKEK");
}

QByteArray pinBytes(const pkcs11::SecretBytes &pin)
{
    return QByteArray(pin.constData(), pin.size());
}

/// ScHsmSetup::onDevice with the answer of `steps`.
template<class Steps>
auto onCard(const QString &reader, Steps steps)
    -> decltype(steps(std::declval<pcsc::ScHsm::Transport &>()))
{
    using Answer = decltype(steps(std::declval<pcsc::ScHsm::Transport &>()));
    std::optional<Answer> answer;
    const Status st = ScHsmSetup::onDevice(reader, operation(), [&](pcsc::ScHsm::Transport &t) {
        answer.emplace(steps(t));
        return Status();
    });
    if (!st) {
        return st.error();
    }
    return std::move(*answer);
}

} // namespace

Result<DkekStatus> status(const QString &reader)
{
    return onCard(reader, [](pcsc::ScHsm::Transport &t) { return pcsc::ScHsm::readDkekStatus(t); });
}

Result<DkekStatus> importShare(const QString &reader, const pkcs11::SecretBytes &share,
                               const std::optional<QString> &expectKcv)
{
    const QString expected = expectKcv.value_or(QString()).toUpper();
    const QString own = DkekShare::keyCheckValue(share);
    const auto check = [&](const DkekStatus &before) -> Status {
        if (!expectKcv || before.shares != 1) {
            return {};
        }
        if (own != expected) {
            return Error::make(
                ErrorDomain::Keyward, 0, ErrorKind::InvalidInput, operation(),
                Text::tr("The share belongs to another DKEK: it would give key check value %1, not "
                         "the expected %2. Nothing was imported.")
                    .arg(own, expected));
        }
        return {};
    };
    QByteArray bytes(share.constData(), share.size());
    auto r = onCard(reader, [&](pcsc::ScHsm::Transport &t) {
        return pcsc::ScHsm::importShare(t, bytes, check);
    });
    pkcs11::wipe(bytes);
    if (r && expectKcv && r->outstanding == 0 &&
        QString::fromLatin1(r->kcv.toHex().toUpper()) != expected) {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::InvalidInput, operation(),
            Text::tr(
                "The share was imported, but the device's DKEK now has key check value %1, not "
                "the expected %2: one of its shares belongs to another DKEK. Keys cannot be "
                "restored from blobs of the expected DKEK until the device is initialised again "
                "and the right shares are imported.")
                .arg(QString::fromLatin1(r->kcv.toHex().toUpper()), expected));
    }
    return r;
}

Result<WrappedKey> wrap(const QString &reader, const pkcs11::SecretBytes &pin, int keyRef)
{
    QByteArray p = pinBytes(pin);
    auto r = onCard(reader,
                    [&](pcsc::ScHsm::Transport &t) { return pcsc::ScHsm::wrapKey(t, p, keyRef); });
    pkcs11::wipe(p);
    return r;
}

Status unwrap(const QString &reader, const pkcs11::SecretBytes &pin, int keyRef,
              const WrappedKey &key)
{
    QByteArray p = pinBytes(pin);
    auto r = onCard(reader, [&](pcsc::ScHsm::Transport &t) {
        return pcsc::ScHsm::unwrapKey(t, p, keyRef, key);
    });
    pkcs11::wipe(p);
    return r;
}

Result<KeyDirectory> keyDirectory(const QString &reader)
{
    return onCard(reader,
                  [](pcsc::ScHsm::Transport &t) { return pcsc::ScHsm::readKeyDirectory(t); });
}

QString sentence(const Error &error)
{
    const bool statusWord =
        error.domain == ErrorDomain::Pcsc && error.code >= 0x6000 && error.code <= 0x6FFF;
    if ((statusWord || error.domain == ErrorDomain::Keyward) && !error.detail.isEmpty()) {
        return error.detail;
    }
    return error.userMessage();
}

} // namespace keyward::app::ScHsmDkek
