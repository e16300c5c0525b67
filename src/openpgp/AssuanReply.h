// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QMetaType>

namespace keyward::openpgp {

/// One "S KEYWORD args" line as gpg-agent sent it. The arguments are kept
/// raw (still percent/plus-escaped): each status has its own escaping rules,
/// so the parsers in StatusParsers.h unescape what they need.
struct StatusLine
{
    QByteArray keyword;
    QByteArray args;
    bool operator==(const StatusLine &) const = default;
};

/// Everything one assuan command returned besides "OK": its status lines in
/// order and its data ("D" lines, already percent-decoded by GPGME).
struct AssuanReply
{
    QList<StatusLine> status;
    QByteArray data;

    /// Raw arguments of the first status line with this keyword, or a null
    /// QByteArray when there is none.
    QByteArray first(const QByteArray &keyword) const
    {
        for (const StatusLine &line : status) {
            if (line.keyword == keyword) {
                return line.args;
            }
        }
        return {};
    }

    /// Raw arguments of every status line with this keyword, in order.
    QList<QByteArray> all(const QByteArray &keyword) const
    {
        QList<QByteArray> out;
        for (const StatusLine &line : status) {
            if (line.keyword == keyword) {
                out.append(line.args);
            }
        }
        return out;
    }
};

} // namespace keyward::openpgp

Q_DECLARE_METATYPE(keyward::openpgp::AssuanReply)
