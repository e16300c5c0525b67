// SPDX-License-Identifier: GPL-3.0-or-later
#include "TerminalText.h"

namespace keyward {

QString printableText(const QString &text, qsizetype maxChars)
{
    QString out;
    out.reserve(std::min(text.size(), maxChars + 1));
    for (const QChar c : text) {
        if (out.size() >= maxChars) {
            out.append(QChar(0x2026));
            break;
        }
        const char16_t u = c.unicode();
        if (u == '\n' || u == '\t' || u == '\r') {
            out.append(QLatin1Char(' '));
        } else if (u < 0x20 || (u >= 0x7f && u < 0xa0) || c.category() == QChar::Other_Format) {
            out.append(QChar(QChar::ReplacementCharacter));
        } else {
            out.append(c);
        }
    }
    return out;
}

} // namespace keyward
