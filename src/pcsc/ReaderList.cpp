// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderList.h"

#include "PcscContext.h"

namespace keyward::pcsc {

Result<QList<ReaderState>> listReaders()
{
    PcscContext ctx;
    if (Status s = ctx.establish(); !s) {
        return s.error();
    }
    auto names = ctx.readerNames();
    if (!names) {
        return names.error();
    }
    return ctx.snapshot(names.value());
}

} // namespace keyward::pcsc
