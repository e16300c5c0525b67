// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point over what a PKCS#11 token hands back and what names it: the token
// information (CK_TOKEN_INFO's padded strings and counters), the objects' attribute values as
// ObjectReader decodes them (class, key type, sizes, EC parameters and points, RSA modulus
// and exponent, certificate values, usage flags), the object URIs Keyward builds, raw ECDSA
// signatures, and RFC 7512 URIs as a user or another tool gives them (parseObjectUri).
// Input: the CK_TOKEN_INFO bytes (as many as the struct takes), then objects (FuzzToken.h).
// The whole input is also a URI and a raw signature.
#include "../common/FuzzToken.h"
#include "pkcs11/ObjectReader.h"
#include "pkcs11/OpenSsl.h"
#include "pkcs11/Pkcs11Json.h"
#include "pkcs11/Pkcs11Uri.h"
#include "pkcs11/Session.h"
#include "pkcs11/SlotReader.h"
#include "pkcs11/TokenFlags.h"

#include <cstring>

using namespace keyward;
using namespace keyward::pkcs11;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray whole(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    if (auto uri = parseObjectUri(QString::fromUtf8(whole)))
        (void)uri->token.describe();
    (void)ossl::ecdsaRawToDer(whole);
    (void)ossl::curveName(whole);
    (void)ossl::curveBits(whole);

    fuzz::FuzzTokenState &token = fuzz::fuzzToken();
    token = {};
    const std::size_t infoBytes = std::min(size, sizeof token.tokenInfo);
    std::memcpy(&token.tokenInfo, data, infoBytes);
    data += infoBytes;
    size -= infoBytes;
    fuzz::readObjects(data, size, token);

    const Module &module = fuzz::fuzzModule();
    TokenInfo info;
    if (SlotReader::fillToken(module, info)) {
        (void)Pkcs11Json::token(info);
        (void)tokenFlagWords(info.flags);
    }
    auto session = Session::open(module, 0, false, QStringLiteral("fuzz"));
    if (!session)
        return 0;
    const Session &s = *session.value();
    if (auto objects = ObjectReader::list(s, QStringLiteral("fuzz"))) {
        for (const ObjectInfo &o : objects.value()) {
            (void)Pkcs11Json::object(o);
            if (auto found = ObjectReader::findOne(s, ObjectRef{o.objectClass, o.id, o.label},
                                                   QStringLiteral("fuzz"))) {
                if (auto key = ObjectReader::publicKey(s, found.value(), QStringLiteral("fuzz"))) {
                    (void)ossl::describeKey(key->get());
                    (void)ossl::exportPublicKey(key->get(), ossl::Encoding::Pem);
                }
            }
            if (auto uri = parseObjectUri(o.uri))
                (void)uri->object.isEmpty();
        }
    }
    return 0;
}
