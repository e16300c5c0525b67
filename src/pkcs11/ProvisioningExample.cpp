// SPDX-License-Identifier: GPL-3.0-or-later
// The example profile keyward-cli token provision --example prints and the
// README shows: every field, with the defaults where a field has one.
#include "ProvisioningProfile.h"

#include <QJsonArray>

namespace keyward::pkcs11 {

QJsonObject ProvisioningProfile::example()
{
    const auto list = [](std::initializer_list<const char *> items) {
        QJsonArray a;
        for (const char *item : items) {
            a.append(QString::fromLatin1(item));
        }
        return a;
    };
    const QJsonObject tls{
        {QStringLiteral("label"), QStringLiteral("tls")},
        {QStringLiteral("id"), QStringLiteral("01")},
        {QStringLiteral("type"), QStringLiteral("p256")},
        {QStringLiteral("csr"),
         QJsonObject{
             {QStringLiteral("subject"), QStringLiteral("/CN=%label%.example.org/O=Example")},
             {QStringLiteral("san"), list({"DNS:%label%.example.org"})},
             {QStringLiteral("keyUsage"), list({"digitalSignature"})},
             {QStringLiteral("extendedKeyUsage"), list({"serverAuth", "clientAuth"})},
             {QStringLiteral("ca"), false},
             {QStringLiteral("out"), QStringLiteral("out/%serial%-tls.csr")}}},
        {QStringLiteral("selfSigned"),
         QJsonObject{{QStringLiteral("subject"), QStringLiteral("/CN=%label%.example.org")},
                     {QStringLiteral("san"), list({"DNS:%label%.example.org"})},
                     {QStringLiteral("keyUsage"), list({"digitalSignature"})},
                     {QStringLiteral("extendedKeyUsage"), list({"serverAuth"})},
                     {QStringLiteral("ca"), false},
                     {QStringLiteral("days"), kDefaultValidityDays},
                     {QStringLiteral("store"), true},
                     {QStringLiteral("out"), QStringLiteral("out/%serial%-tls.crt")}}}};
    const QJsonObject sign{
        {QStringLiteral("label"), QStringLiteral("sign")},
        {QStringLiteral("id"), QStringLiteral("02")},
        {QStringLiteral("type"), QStringLiteral("rsa3072")},
        {QStringLiteral("csr"),
         QJsonObject{{QStringLiteral("subject"), QStringLiteral("/CN=%label% signer %n%")},
                     {QStringLiteral("keyUsage"), list({"digitalSignature", "nonRepudiation"})},
                     {QStringLiteral("out"), QStringLiteral("out/%serial%-sign.csr")}}}};
    return QJsonObject{
        {QStringLiteral("select"),
         QJsonObject{{QStringLiteral("module"), QStringLiteral("softhsm2")},
                     {QStringLiteral("label"), QStringLiteral("*")},
                     {QStringLiteral("serials"), QJsonArray{}},
                     {QStringLiteral("blank"), true}}},
        {QStringLiteral("initialize"),
         QJsonObject{{QStringLiteral("label"), QStringLiteral("web-%n%")}}},
        {QStringLiteral("pins"),
         QJsonObject{
             {QStringLiteral("so"), QJsonObject{{QStringLiteral("file"), QStringLiteral("so.pin")},
                                                {QStringLiteral("prompt"), false}}},
             {QStringLiteral("user"), QJsonObject{{QStringLiteral("prompt"), true}}}}},
        {QStringLiteral("keys"), QJsonArray{tls, sign}},
        {QStringLiteral("report"), QStringLiteral("out/%serial%.json")},
        {QStringLiteral("overwrite"), false}};
}

} // namespace keyward::pkcs11

namespace keyward::pkcs11 {

QJsonObject ProvisioningProfile::scHsmExample()
{
    const auto share = [](const char *file, const char *password) {
        return QJsonObject{{QStringLiteral("file"), QString::fromLatin1(file)},
                           {QStringLiteral("passwordFile"), QString::fromLatin1(password)}};
    };
    const QJsonObject key{
        {QStringLiteral("label"), QStringLiteral("tls")},
        {QStringLiteral("id"), QStringLiteral("01")},
        {QStringLiteral("type"), QStringLiteral("p256")},
        {QStringLiteral("csr"),
         QJsonObject{{QStringLiteral("subject"), QStringLiteral("/CN=hsm-%serial%.example.org")},
                     {QStringLiteral("out"), QStringLiteral("out/%serial%-tls.csr")}}}};
    return QJsonObject{
        {QStringLiteral("select"),
         QJsonObject{{QStringLiteral("module"), QStringLiteral("opensc-pkcs11")},
                     {QStringLiteral("label"), QStringLiteral("SmartCard-HSM*")}}},
        {QStringLiteral("initialize"),
         QJsonObject{{QStringLiteral("scHsm"),
                      QJsonObject{{QStringLiteral("dkekShares"),
                                   QJsonArray{share("dkek-a.pbe", "dkek-a.pwd"),
                                              share("dkek-b.pbe", "dkek-b.pwd")}}}}}},
        {QStringLiteral("pins"),
         QJsonObject{{QStringLiteral("so"),
                      QJsonObject{{QStringLiteral("file"), QStringLiteral("so.pin")}}},
                     {QStringLiteral("user"), QJsonObject{{QStringLiteral("prompt"), true}}}}},
        {QStringLiteral("keys"), QJsonArray{key}},
        {QStringLiteral("report"), QStringLiteral("out/%serial%.json")}};
}

} // namespace keyward::pkcs11
