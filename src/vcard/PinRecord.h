// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Bytes.h"

namespace keyward::vcard {

/** A PIN as the card keeps it: a salted SHA-256, never the PIN itself. */
struct PinRecord
{
    Bytes salt;
    Bytes hash;
    std::uint8_t length = 0; ///< needed to split old||new in CHANGE REFERENCE DATA
    std::uint8_t retries = 0;
    bool set = false;
};

/** Sets @p record to @p secret with a fresh salt and the given retry counter. */
void setPin(PinRecord &record, const Bytes &secret, std::uint8_t retries);
/** Constant-time check of @p secret against @p record. */
bool pinMatches(const PinRecord &record, const Bytes &secret);

} // namespace keyward::vcard
