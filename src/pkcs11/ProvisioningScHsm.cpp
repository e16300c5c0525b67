// SPDX-License-Identifier: GPL-3.0-or-later
// A profile's "initialize": C_InitToken with a new label, or a SmartCard-HSM's
// INITIALIZE DEVICE with the DKEK share files ("scHsm").
#include "ProfileFields.h"
#include "ProvisioningProfile.h"

#include <QDir>
#include <QJsonArray>

namespace keyward::pkcs11 {

using namespace ProfileFields;

Status ProvisioningProfile::readInitialize(const QJsonObject &init)
{
    const QString op = ProfileText::tr("Reading the provisioning profile");
    Status st = checkObject(init, QStringLiteral("initialize"),
                            {{"label", Type::String}, {"scHsm", Type::Object}});
    if (!st) {
        return st;
    }
    initialize = true;
    newLabel = init.value(QStringLiteral("label")).toString(newLabel);
    if (!init.contains(QStringLiteral("scHsm"))) {
        return {};
    }
    if (init.contains(QStringLiteral("label"))) {
        return Error::invalidInput(
            op, ProfileText::tr("\"initialize.label\" cannot go with \"initialize.scHsm\": a "
                                "SmartCard-HSM takes no label when it is initialised (OpenSC "
                                "names its token), so leave the label out"));
    }
    scHsm = true;
    const QJsonObject device = init.value(QStringLiteral("scHsm")).toObject();
    if (st = checkObject(device, QStringLiteral("initialize.scHsm"), {{"dkekShares", Type::Array}});
        !st) {
        return st;
    }
    const QJsonArray shares = device.value(QStringLiteral("dkekShares")).toArray();
    if (shares.size() > kMaxDkekShares) {
        return Error::invalidInput(
            op, ProfileText::tr("\"initialize.scHsm.dkekShares\" names %1 shares; a SmartCard-HSM "
                                "takes at most %2")
                    .arg(shares.size())
                    .arg(kMaxDkekShares));
    }
    const QDir dir(baseDir);
    for (qsizetype i = 0; i < shares.size(); ++i) {
        const QString where = QStringLiteral("initialize.scHsm.dkekShares[%1]").arg(i);
        if (!shares.at(i).isObject()) {
            return Error::invalidInput(op, ProfileText::tr("\"%1\" must be an object, not %2")
                                               .arg(where, typeName(shares.at(i))));
        }
        const QJsonObject o = shares.at(i).toObject();
        if (st = checkObject(o, where, {{"file", Type::String}, {"passwordFile", Type::String}});
            !st) {
            return st;
        }
        for (const char *name : {"file", "passwordFile"}) {
            if (o.value(QLatin1String(name)).toString().isEmpty()) {
                return Error::invalidInput(
                    op, ProfileText::tr("\"%1\" needs \"%2\": the share file and the file with "
                                        "its password are both named in the profile")
                            .arg(where, QLatin1String(name)));
            }
        }
        dkekShares << DkekShare{
            dir.absoluteFilePath(o.value(QStringLiteral("file")).toString()),
            dir.absoluteFilePath(o.value(QStringLiteral("passwordFile")).toString())};
    }
    return {};
}

} // namespace keyward::pkcs11
