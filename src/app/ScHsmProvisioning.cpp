// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmProvisioning.h"

#include "ScHsmDkek.h"
#include "ScHsmDkekShare.h"
#include "ScHsmSetup.h"
#include "pcsc/ScHsmInit.h"
#include "pkcs11/PinSource.h"

#include <QCoreApplication>

namespace keyward::app {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::ScHsmProvisioning)
};

QString hex(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toHex().toUpper());
}

QJsonObject dkekJson(const pcsc::ScHsm::DkekStatus &s)
{
    return QJsonObject{{QStringLiteral("shares"), s.shares},
                       {QStringLiteral("outstanding"), s.outstanding},
                       {QStringLiteral("kcv"), hex(s.kcv)}};
}

pcsc::ScHsm::InitParams params(const pkcs11::SecretBytes &soPin, const pkcs11::SecretBytes &userPin,
                               int shares)
{
    pcsc::ScHsm::InitParams p;
    p.soPinHex = QString::fromLatin1(soPin.constData(), soPin.size()).trimmed();
    p.userPin = QByteArray(userPin.constData(), userPin.size());
    p.dkekShares = shares > 0 ? shares : -1;
    return p;
}

} // namespace

ScHsmProvisioning::ScHsmProvisioning(const pkcs11::ProvisioningProfile &profile)
    : m_files(profile.dkekShares)
{}

ScHsmProvisioning::~ScHsmProvisioning() = default;

Status ScHsmProvisioning::prepare()
{
    if (m_prepared) {
        return {};
    }
    const QString op = Text::tr("Reading the DKEK shares of the profile");
    QList<Opened> opened;
    for (const pkcs11::ProvisioningProfile::DkekShare &f : std::as_const(m_files)) {
        auto content = DkekShare::read(f.file);
        if (!content) {
            return content.error();
        }
        auto password = pkcs11::PinSource::fromPrivateFile(
            f.passwordFile, pkcs11::PinSource::PrivateSecret::DkekSharePassword);
        if (!password) {
            return password.error();
        }
        auto share = DkekShare::decrypt(content.value(), password.value());
        if (!share && share.error().kind == ErrorKind::WrongPin) {
            return Error::invalidInput(
                op, Text::tr("the password in %1 does not open the DKEK share %2 (or the share "
                             "file is damaged); nothing was sent to any token")
                        .arg(f.passwordFile, f.file));
        }
        if (!share) {
            return Error::invalidInput(
                op, QStringLiteral("%1: %2").arg(f.file, share.error().detail.isEmpty()
                                                             ? share.error().userMessage()
                                                             : share.error().detail));
        }
        opened.append(Opened{f.file, share.value()});
    }
    m_opened = opened;
    m_prepared = true;
    return {};
}

QString ScHsmProvisioning::refusal(const pkcs11::TokenInfo &token) const
{
    if (!ScHsmSetup::isScHsm(token)) {
        return Text::tr("the profile initialises SmartCard-HSMs (\"initialize.scHsm\"), and the "
                        "token \"%1\" (serial %2) of %3 that it selects is not one; nothing was "
                        "done")
            .arg(token.label.trimmed(), token.serial, token.moduleName);
    }
    if (token.serial.trimmed().isEmpty()) {
        return Text::tr("the SmartCard-HSM \"%1\" reports no serial number, by which it would be "
                        "found again after its initialisation; nothing was done")
            .arg(token.label.trimmed());
    }
    return {};
}

Status ScHsmProvisioning::checkPins(const pkcs11::SecretBytes &soPin,
                                    const pkcs11::SecretBytes &userPin) const
{
    return pcsc::ScHsm::validate(params(soPin, userPin, int(m_files.size())));
}

QJsonObject ScHsmProvisioning::initialize(const pkcs11::TokenInfo &token,
                                          const pkcs11::SecretBytes &soPin,
                                          const pkcs11::SecretBytes &userPin, const StepSink &sink)
{
    const int shares = int(m_opened.size());
    const QString initName = QStringLiteral("initialize");
    auto init = ScHsmSetup::initializeAndRead(token, params(soPin, userPin, shares));
    if (!init) {
        sink({initName, pcsc::ScHsm::sentence(init.error()), init.error(), {}});
        return {};
    }
    const QString reader = init->reader;
    const pcsc::ScHsm::DeviceStatus &device = init->status;
    QJsonObject result{{QStringLiteral("reader"), reader}};
    pcsc::ScHsm::DkekStatus dkek{std::max(device.dkekShares, 0), device.dkekOutstanding,
                                 device.dkekCheckValue};
    result.insert(QStringLiteral("dkek"), dkekJson(dkek));
    const auto report = [&] { return QJsonObject{{QStringLiteral("scHsm"), result}}; };
    if (!sink({initName,
               initialisedText(reader, device.dkekShares),
               {},
               {{QStringLiteral("reader"), reader},
                {QStringLiteral("dkekShares"), std::max(device.dkekShares, 0)},
                {QStringLiteral("userPinTriesLeft"), device.userTriesLeft},
                {QStringLiteral("soPinTriesLeft"), device.soTriesLeft}}})) {
        return report();
    }
    if (shares == 0) {
        return report();
    }
    for (int i = 0; i < shares; ++i) {
        const Opened &o = m_opened.at(i);
        const QString name = QStringLiteral("import-dkek-share %1").arg(i + 1);
        auto s = ScHsmDkek::importShare(reader, o.share, std::nullopt);
        if (!s) {
            sink({name,
                  ScHsmDkek::sentence(s.error()),
                  s.error(),
                  {{QStringLiteral("file"), o.file}}});
            return report();
        }
        result.insert(QStringLiteral("dkek"), dkekJson(s.value()));
        QJsonObject extra = dkekJson(s.value());
        extra.insert(QStringLiteral("file"), o.file);
        if (!sink({name, shareImportedText(o.file, s.value()), {}, extra})) {
            return report();
        }
    }
    // The DKEK as the device reports it once every share is in.
    auto s = ScHsmDkek::status(reader);
    if (!s) {
        sink({QStringLiteral("dkek-status"), ScHsmDkek::sentence(s.error()), s.error(), {}});
        return report();
    }
    result.insert(QStringLiteral("dkek"), dkekJson(s.value()));
    sink({QStringLiteral("dkek-status"), dkekText(s.value()), {}, dkekJson(s.value())});
    return report();
}

QString ScHsmProvisioning::initialisedText(const QString &reader, int shares)
{
    if (shares <= 0) {
        return Text::tr("The SmartCard-HSM in “%1” is initialised without a DKEK.").arg(reader);
    }
    return Text::tr("The SmartCard-HSM in “%1” is initialised for a DKEK of %n shares.", nullptr,
                    shares)
        .arg(reader);
}

QString ScHsmProvisioning::shareImportedText(const QString &file,
                                             const pcsc::ScHsm::DkekStatus &status)
{
    return Text::tr("DKEK share %1 imported; %n shares still outstanding.", nullptr,
                    status.outstanding)
        .arg(file);
}

QString ScHsmProvisioning::dkekText(const pcsc::ScHsm::DkekStatus &status)
{
    if (status.outstanding > 0) {
        return Text::tr("The DKEK of %n shares is incomplete: %1 still outstanding (key check "
                        "value so far: %2).",
                        nullptr, status.shares)
            .arg(status.outstanding)
            .arg(hex(status.kcv));
    }
    return Text::tr("The DKEK of %n shares is complete; its key check value is %1.", nullptr,
                    status.shares)
        .arg(hex(status.kcv));
}

} // namespace keyward::app
