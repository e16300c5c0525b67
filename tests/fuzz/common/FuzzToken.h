// SPDX-License-Identifier: GPL-3.0-or-later
// An in-process PKCS#11 module for the fuzz targets: its objects and their attribute values
// come from the fuzz input, so what a token (or a careless module) hands back reaches
// Keyward's attribute decoding. Every other Cryptoki function fails with
// CKR_FUNCTION_FAILED, so a write is never taken for done.
#pragma once

#include "pkcs11/Module.h"

#include <QByteArray>

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace keyward::fuzz {

struct FuzzObject
{
    /// nullopt: the attribute exists but is unavailable (sensitive or not readable).
    std::map<CK_ATTRIBUTE_TYPE, std::optional<QByteArray>> attributes;
    /// Added to the length reported by the second C_GetAttributeValue call (a module that
    /// says one length and then another); the bytes written never exceed the buffer.
    int lengthSkew = 0;
};

/// The token the module shows. One per process: Cryptoki is a C API without a context.
struct FuzzTokenState
{
    std::vector<FuzzObject> objects;
    bool sessionFails = false;
    CK_TOKEN_INFO tokenInfo{};
};

FuzzTokenState &fuzzToken();

/// The module over fuzzToken(), as Keyward's back end sees one loaded through p11-kit.
const pkcs11::Module &fuzzModule();

/// Reads objects from the input: per object a count byte, then per attribute a type byte
/// (index into a table of the attributes Keyward reads), a length byte (0xFF: unavailable,
/// 0xFE: a CK_ULONG of the next byte, 0xFD: a CK_BBOOL true) and the value.
void readObjects(const std::uint8_t *&data, std::size_t &size, FuzzTokenState &state);

} // namespace keyward::fuzz
