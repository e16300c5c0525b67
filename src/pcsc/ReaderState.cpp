// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderState.h"

#include <PCSC/pcsclite.h>

#include <QHash>

namespace keyward::pcsc {

SnapshotDiff diffSnapshots(const QList<ReaderState> &before, const QList<ReaderState> &after)
{
    SnapshotDiff diff;
    QHash<QString, const ReaderState *> old;
    for (const ReaderState &r : before) {
        old.insert(r.name, &r);
    }
    for (const ReaderState &r : after) {
        const auto it = old.constFind(r.name);
        if (it == old.constEnd()) {
            diff.added << r.name;
            continue;
        }
        if (!(**it == r)) {
            diff.changed << r.name;
        }
        old.erase(it);
    }
    // What is left in `old` is gone; report it in the original order.
    for (const ReaderState &r : before) {
        if (old.contains(r.name)) {
            diff.removed << r.name;
        }
    }
    return diff;
}

QStringList stateWords(quint32 stateFlags)
{
    // Words, not translated: they name PC/SC states the way pcsc_scan does.
    static const struct
    {
        quint32 bit;
        const char *word;
    } table[] = {
        {SCARD_STATE_IGNORE, "ignore"},
        {SCARD_STATE_UNKNOWN, "unknown"},
        {SCARD_STATE_UNAVAILABLE, "unavailable"},
        {SCARD_STATE_EMPTY, "empty"},
        {SCARD_STATE_PRESENT, "present"},
        {SCARD_STATE_ATRMATCH, "atr-match"},
        {SCARD_STATE_EXCLUSIVE, "exclusive"},
        {SCARD_STATE_INUSE, "in-use"},
        {SCARD_STATE_MUTE, "mute"},
        {SCARD_STATE_UNPOWERED, "unpowered"},
    };
    QStringList words;
    for (const auto &e : table) {
        if (stateFlags & e.bit) {
            words << QLatin1String(e.word);
        }
    }
    return words;
}

bool isVirtualReader(const QString &readerName)
{
    // vpcd's default name, and the one Keyward's sandbox gives its vpcd readers.
    return readerName.startsWith(QLatin1String("Virtual PCD")) ||
           readerName.startsWith(QLatin1String("Keyward Virtual Reader"));
}

} // namespace keyward::pcsc
