// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReaderState.h"
#include "core/Result.h"

#include <PCSC/winscard.h>

#include <QStringList>

#include <vector>

namespace keyward::pcsc {

/// Name of pcsc-lite's pseudo reader that changes when readers come and go.
inline constexpr char kPnpReaderName[] = "\\\\?PnP?\\Notification";

/// An SCARDCONTEXT owned for its lifetime (internal to the PC/SC back end;
/// used on one thread, except cancel()).
class PcscContext
{
public:
    PcscContext() = default;
    ~PcscContext() { release(); }
    PcscContext(const PcscContext &) = delete;
    PcscContext &operator=(const PcscContext &) = delete;

    /// SCardEstablishContext; the raw code is kept (SCARD_E_NO_SERVICE when
    /// pcscd is not running).
    Status establish();
    void release();
    bool isValid() const { return m_valid; }
    SCARDCONTEXT handle() const { return m_ctx; }

    /// Reader names; an empty list (not an error) when there are none.
    Result<QStringList> readerNames() const;

    /// Current state of `names` in one non-blocking SCardGetStatusChange.
    Result<QList<ReaderState>> snapshot(const QStringList &names) const;

private:
    SCARDCONTEXT m_ctx = 0;
    bool m_valid = false;
};

/// Convert one SCARD_READERSTATE after SCardGetStatusChange.
ReaderState readerStateFrom(const SCARD_READERSTATE &s);

} // namespace keyward::pcsc
