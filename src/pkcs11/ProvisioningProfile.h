// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CertificateBuilder.h"
#include "KeyGenerator.h"
#include "TokenInfo.h"
#include "core/Result.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace keyward::pkcs11 {

/// A batch provisioning profile (JSON). Example:
/// @code
/// { "select":   { "module": "softhsm2", "label": "batch-*", "serials": [], "blank": false },
///   "initialize": { "label": "web-%n%" },            // optional; destroys the token's objects
///   "pins":     { "so": { "file": "so.pin" }, "user": { "prompt": true } },
///   "keys": [ { "label": "tls", "id": "01", "type": "ec-p256",
///               "csr": { "subject": "/CN=%label%.example.org", "san": ["DNS:%label%.example.org"],
///                        "keyUsage": ["digitalSignature"], "extendedKeyUsage": ["serverAuth"],
///                        "out": "out/%serial%-tls.csr" },
///               "selfSigned": { "subject": "/CN=%label%", "days": 365, "store": true,
///                               "out": "out/%serial%-tls.crt" } } ],
///   "report": "out/%serial%.json",
///   "overwrite": false }
/// @endcode
/// The format is docs/cli/token-provision-profile.schema.json; the parser and
/// the schema accept the same profiles (two rules the schema cannot say are
/// written in its description). Every key is known and has the right type, or
/// the profile is refused with the key's place ("keys[0].csr.days"); "select" must name a module, a
/// label pattern or serials, so a profile never acts on every token by accident. Paths are relative
/// to the profile's directory and stay inside it. In templates, %serial%, %label% (the token's
/// label after initialisation) and %n% (1-based index) are replaced; in paths, the token's label
/// and serial are made safe file name parts first. Output files are never overwritten unless
/// "overwrite" is true. PINs come from files or a prompt, never from the profile.
///
/// A SmartCard-HSM (Nitrokey HSM) is initialised with its own INITIALIZE DEVICE, not
/// C_InitToken, and may get DKEK shares in the same run:
/// @code
///   "initialize": { "scHsm": { "dkekShares": [ { "file": "a.pbe", "passwordFile": "a.pwd" },
///                                              { "file": "b.pbe", "passwordFile": "b.pwd" } ] } }
/// @endcode
/// "pins.so" is then the device's current SO PIN (16 hexadecimal digits; it stays the SO PIN)
/// and "pins.user" the new user PIN, both required. The device takes no label (OpenSC names its
/// token), so "label" next to "scHsm" is refused, and %label% is the label OpenSC lists after
/// the initialisation. Share files are sc-hsm-tool's (--create-dkek-share, or keyward-cli token
/// dkek create-share); each password file follows the rules of a PIN file. Every share file is
/// read and opened with its password before the first command reaches any token; a profile with
/// "scHsm" that selects another kind of token is refused before anything too (Provisioner).
/// No shares (an empty list): the device is initialised without a DKEK.
struct ProvisioningProfile
{
    struct Pin
    {
        QString file; ///< absolute after load
        bool prompt = false;
        bool isSet() const { return prompt || !file.isEmpty(); }
    };
    struct Key
    {
        KeyGenSpec spec;
        QString label; ///< template
        QString idHex;
        bool csr = false;
        CertRequestSpec csrSpec;
        QString csrOut;
        bool selfSigned = false;
        CertRequestSpec certSpec;
        bool storeCertificate = true;
        QString certOut;
    };

    QString path;
    QString baseDir;
    QString module;
    QString labelPattern; ///< wildcard; empty: any
    QStringList serials;  ///< empty: any
    bool blankOnly = false;
    bool initialize = false;
    QString newLabel = QStringLiteral("token-%n%");
    Pin soPin;
    Pin userPin;
    /// "initialize.scHsm.dkekShares[]": a share file and the file holding its password.
    struct DkekShare
    {
        QString file;         ///< absolute after load
        QString passwordFile; ///< absolute after load
    };
    /// The most DKEK shares INITIALIZE DEVICE takes (as keyward-cli token init-sc-hsm).
    static constexpr int kMaxDkekShares = 127;

    QList<Key> keys;
    /// "initialize.scHsm": the tokens are SmartCard-HSMs, initialised with INITIALIZE DEVICE
    /// (a DeviceInitializer), not C_InitToken; no user PIN is set with C_InitPIN after it.
    bool scHsm = false;
    QList<DkekShare> dkekShares; ///< imported in this order after INITIALIZE DEVICE
    QString report;         ///< template; empty: no report files (still returned)
    bool overwrite = false; ///< replace output files that exist

    /// Reads a profile file (a regular file of at most SafeFile::kProfileFileMax).
    static Result<ProvisioningProfile> load(const QString &path);
    static Result<ProvisioningProfile> fromJson(const QJsonObject &json, const QString &baseDir);
    /// The key types a profile names ("keys[].type"), as the schema lists them:
    /// TokenKeyTypes::spellings(), each exactly as spelled there.
    static QStringList keyTypes();
    /// The names "keyUsage" takes.
    static QStringList keyUsageNames();
    /// A complete profile using every field, valid against
    /// docs/cli/token-provision-profile.schema.json (keyward-cli token
    /// provision --example).
    static QJsonObject example();
    /// A complete profile for SmartCard-HSMs with DKEK shares, also valid against the schema
    /// (keyward-cli token provision --example sc-hsm). With example() it uses every field.
    static QJsonObject scHsmExample();

    /// Whether the profile applies to a token.
    bool selects(const TokenInfo &token) const;

    /// A template with %serial%, %label% and %n% replaced as they are.
    static QString fill(QString templ, const TokenInfo &token, int index);
    static CertRequestSpec fill(CertRequestSpec spec, const TokenInfo &token, int index);
    /// An output path from a template: the token's label and serial go in as
    /// safe file name parts, the path is made absolute against baseDir and
    /// cleaned, and must stay inside baseDir (InvalidInput otherwise).
    Result<QString> outputPath(const QString &templ, const TokenInfo &token, int index) const;

private:
    /// Reads "initialize" (checked field by field) into initialize, newLabel, scHsm and
    /// dkekShares; paths against baseDir.
    Status readInitialize(const QJsonObject &init);
};

} // namespace keyward::pkcs11
