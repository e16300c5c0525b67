// SPDX-License-Identifier: GPL-3.0-or-later
#include "VirtualCardProbe.h"

#include "core/Logging.h"

#include <winscard.h>

#include <cstring>
#include <vector>

namespace keyward::openpgp {

bool isVirtualReaderCard(const QByteArray &atr)
{
    SCARDCONTEXT ctx = 0;
    if (SCardEstablishContext(SCARD_SCOPE_SYSTEM, nullptr, nullptr, &ctx) != SCARD_S_SUCCESS) {
        return false;
    }
    bool virtualCard = false;
    DWORD len = 0;
    if (SCardListReaders(ctx, nullptr, nullptr, &len) == SCARD_S_SUCCESS && len > 1) {
        std::vector<char> names(len);
        if (SCardListReaders(ctx, nullptr, names.data(), &len) == SCARD_S_SUCCESS) {
            std::vector<SCARD_READERSTATE> states;
            for (const char *p = names.data(); *p; p += strlen(p) + 1) {
                SCARD_READERSTATE s{};
                s.szReader = p;
                s.dwCurrentState = SCARD_STATE_UNAWARE;
                states.push_back(s);
            }
            if (SCardGetStatusChange(ctx, 0, states.data(), static_cast<DWORD>(states.size())) ==
                SCARD_S_SUCCESS) {
                int withCard = 0;
                bool matchedVirtual = false;
                bool matchedReal = false;
                bool anyVirtual = false;
                for (const SCARD_READERSTATE &s : states) {
                    if (!(s.dwEventState & SCARD_STATE_PRESENT)) {
                        continue;
                    }
                    ++withCard;
                    const QString name = QString::fromLocal8Bit(s.szReader);
                    const bool isVpcd = isVirtualReaderName(name);
                    anyVirtual = anyVirtual || isVpcd;
                    const QByteArray readerAtr(reinterpret_cast<const char *>(s.rgbAtr),
                                               static_cast<qsizetype>(s.cbAtr));
                    if (!atr.isEmpty() && readerAtr == atr) {
                        (isVpcd ? matchedVirtual : matchedReal) = true;
                    }
                }
                // A real card with the same ATR wins: never label hardware virtual.
                virtualCard = matchedVirtual && !matchedReal;
                if (atr.isEmpty() && withCard > 0 && anyVirtual) {
                    virtualCard = true; // no ATR to compare: only virtual readers hold cards
                    for (const SCARD_READERSTATE &s : states) {
                        if ((s.dwEventState & SCARD_STATE_PRESENT) &&
                            !isVirtualReaderName(QString::fromLocal8Bit(s.szReader))) {
                            virtualCard = false;
                        }
                    }
                }
            }
        }
    }
    SCardReleaseContext(ctx);
    qCDebug(lcOpenPgp) << "virtual card probe:" << virtualCard;
    return virtualCard;
}

} // namespace keyward::openpgp
