// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point over the certificate and PKCS#12 files a user imports, and Keyward's
// own handling around OpenSSL: parseCertificate (PEM or DER) and what is read out of a
// certificate for display and export, Importer::importCertificate and Importer::importPkcs12
// (everything they check before the token is touched, then the roll-back when the token
// refuses the write). The token is the in-process fuzz module (FuzzToken.h), which fails
// every write. PKCS#12 files are tried with the password the seeds use, "keyward".
// Properties checked besides "no crash": a parsed certificate exports to DER that parses
// back to the same certificate.
#include "../common/FuzzToken.h"
#include "pkcs11/Importer.h"
#include "pkcs11/OpenSsl.h"
#include "pkcs11/TokenContext.h"

#include <cstdlib>

using namespace keyward;
using namespace keyward::pkcs11;

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    if (auto cert = ossl::parseCertificate(input)) {
        const CertificateInfo info = ossl::describeCertificate(cert->get());
        const QByteArray der = ossl::certificateDer(cert->get());
        (void)ossl::exportCertificate(cert->get(), ossl::Encoding::Pem);
        auto again = ossl::parseCertificate(der);
        check(again.ok() && ossl::describeCertificate(again->get()) == info);
    }
    fuzz::FuzzTokenState &token = fuzz::fuzzToken();
    token = {};
    TokenContext ctx(fuzz::fuzzModule(), TokenInfo{}, false);
    const SecretBytes noPin;
    (void)Importer::importCertificate(ctx, input, QStringLiteral("fuzz"), {}, noPin);
    static const SecretBytes password = SecretBytes::fromUtf8("keyward", 7);
    (void)Importer::importPkcs12(ctx, input, password, QStringLiteral("fuzz"), {}, noPin);
    return 0;
}
