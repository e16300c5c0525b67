// SPDX-License-Identifier: GPL-3.0-or-later
#include "PcscContext.h"

#include "PcscError.h"

#include <PCSC/pcsclite.h>

namespace keyward::pcsc {

Status PcscContext::establish()
{
    release();
    const LONG rv = SCardEstablishContext(SCARD_SCOPE_SYSTEM, nullptr, nullptr, &m_ctx);
    if (rv != SCARD_S_SUCCESS) {
        return makeError(rv, QStringLiteral("SCardEstablishContext"));
    }
    m_valid = true;
    return {};
}

void PcscContext::release()
{
    if (m_valid) {
        SCardReleaseContext(m_ctx);
        m_valid = false;
        m_ctx = 0;
    }
}

Result<QStringList> PcscContext::readerNames() const
{
    DWORD len = 0;
    LONG rv = SCardListReaders(m_ctx, nullptr, nullptr, &len);
    if (rv == SCARD_E_NO_READERS_AVAILABLE) {
        return QStringList{};
    }
    if (rv != SCARD_S_SUCCESS) {
        return makeError(rv, QStringLiteral("SCardListReaders"));
    }
    QByteArray buf(qsizetype(len), '\0');
    rv = SCardListReaders(m_ctx, nullptr, buf.data(), &len);
    if (rv == SCARD_E_NO_READERS_AVAILABLE) {
        return QStringList{};
    }
    if (rv != SCARD_S_SUCCESS) {
        return makeError(rv, QStringLiteral("SCardListReaders"));
    }
    // A multi-string: names separated by NUL, ended by an empty name.
    QStringList names;
    for (const QByteArray &part : buf.left(qsizetype(len)).split('\0')) {
        if (!part.isEmpty()) {
            names << QString::fromUtf8(part);
        }
    }
    return names;
}

Result<QList<ReaderState>> PcscContext::snapshot(const QStringList &names) const
{
    QList<ReaderState> out;
    if (names.isEmpty()) {
        return out;
    }
    std::vector<QByteArray> utf8;
    utf8.reserve(size_t(names.size()));
    std::vector<SCARD_READERSTATE> states(size_t(names.size()));
    for (qsizetype i = 0; i < names.size(); ++i) {
        utf8.push_back(names[i].toUtf8());
        states[size_t(i)] = {};
        states[size_t(i)].szReader = utf8.back().constData();
        states[size_t(i)].dwCurrentState = SCARD_STATE_UNAWARE;
    }
    const LONG rv = SCardGetStatusChange(m_ctx, 0, states.data(), DWORD(states.size()));
    if (rv != SCARD_S_SUCCESS && rv != SCARD_E_TIMEOUT) {
        return makeError(rv, QStringLiteral("SCardGetStatusChange"));
    }
    for (const SCARD_READERSTATE &s : states) {
        out << readerStateFrom(s);
    }
    return out;
}

ReaderState readerStateFrom(const SCARD_READERSTATE &s)
{
    ReaderState r;
    r.name = QString::fromUtf8(s.szReader);
    // The high 16 bits carry pcsc-lite's event counter; keep only the flags.
    r.stateFlags = quint32(s.dwEventState & 0xffff) & ~quint32(SCARD_STATE_CHANGED);
    r.cardPresent = (s.dwEventState & SCARD_STATE_PRESENT) != 0;
    r.inUse = (s.dwEventState & SCARD_STATE_EXCLUSIVE) != 0;
    r.mute = (s.dwEventState & SCARD_STATE_MUTE) != 0;
    if (r.cardPresent && s.cbAtr > 0 && s.cbAtr <= MAX_ATR_SIZE) {
        r.atr = QByteArray(reinterpret_cast<const char *>(s.rgbAtr), qsizetype(s.cbAtr));
    }
    return r;
}

} // namespace keyward::pcsc
