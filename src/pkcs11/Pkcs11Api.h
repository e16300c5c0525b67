// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one place the Cryptoki and p11-kit headers are pulled in, so every file
// of the back end sees the same (standard, CRYPTOKI_COMPAT) names.
#include <p11-kit/p11-kit.h>
#include <p11-kit/pkcs11.h>
#include <p11-kit/uri.h>
