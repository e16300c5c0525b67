// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderSharing.h"

#include "pcsc/Atr.h"

namespace keyward::app {

bool ReaderSharing::update(const QList<pcsc::ReaderState> &readers, bool agentHasCard)
{
    QStringList next;
    QSet<QString> present;
    for (const pcsc::ReaderState &r : readers) {
        if (!r.cardPresent) {
            continue;
        }
        present.insert(r.name);
        if (r.inUse && agentHasCard) {
            m_seenHeld.insert(r.name);
        }
        if (m_seenHeld.contains(r.name) || pcsc::isOpenPgpCardAtr(r.atr)) {
            next << r.name;
        }
    }
    // A card taken out (or its reader gone) ends what was learnt about it.
    m_seenHeld.intersect(present);
    next.sort();
    if (next == m_current) {
        return false;
    }
    m_current = next;
    return true;
}

} // namespace keyward::app
