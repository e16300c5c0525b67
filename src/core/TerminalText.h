// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace keyward {

/// Text a device or a file supplied (token labels, certificate subjects,
/// imported device names), made safe to print on a terminal: C0 and C1
/// control characters (ESC sequences, carriage returns, bells) and Unicode
/// format/bidi controls become U+FFFD; newlines and tabs become spaces. The
/// result is at most maxChars long (an ellipsis marks a cut).
QString printableText(const QString &text, qsizetype maxChars = 256);

} // namespace keyward
