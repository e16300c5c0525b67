// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ObjectInfo.h"
#include "TokenRef.h"
#include "core/Result.h"

namespace keyward::pkcs11 {

/// An RFC 7512 URI that names an object ("pkcs11:token=...;id=%01;type=cert"),
/// as other tools print them, split into the token part (matched by p11-kit
/// when the token is located) and the object part. Parsed with p11-kit.
struct ObjectUri
{
    TokenRef token;
    ObjectRef object;
};

Result<ObjectUri> parseObjectUri(const QString &uri);

} // namespace keyward::pkcs11
