// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What keyward-cli key's subcommands share: the passphrase from a file descriptor or the
// terminal, and failures as text or --json.

#include "core/Result.h"

#include <QByteArray>
#include <QString>
#include <QTextStream>

#include <functional>
#include <optional>

namespace keyward::cli::keycli {

/// One line from fd, without the line end (a wiped fixed buffer, bounded).
Result<QByteArray> readLine(int fd);
/// Asks on the terminal `tty` with echo off.
Result<QByteArray> ask(int tty, const QString &question);
/// An error whose detail is already the whole sentence for the user.
Error sentence(const QString &operation, const QString &text);
/// A key command's exit for a failure: wrong arguments, an unusable file and a wrong passphrase
/// are the user's to fix and nothing was changed (exit 2); anything else failed (exit 1).
int exitFor(const Error &e);
/// The error on err (and as the error document on out with --json); returns `code`.
int failed(const Error &e, QTextStream &out, QTextStream &err, bool json, int code);

/// Where the passphrase comes from: --passphrase-fd N (checked open) or the terminal
/// (opened); a usage error when neither works.
struct PassphraseSource
{
    std::optional<int> fd;
    int tty = -1;
    ~PassphraseSource();
    PassphraseSource() = default;
    PassphraseSource(const PassphraseSource &) = delete;
    PassphraseSource &operator=(const PassphraseSource &) = delete;
};
/// `fdText` is --passphrase-fd's value, or nullopt when not given.
Status openPassphraseSource(const std::optional<QString> &fdText, PassphraseSource &source);
/// The passphrase of a secret key file (key renew, key card-lost): one line from
/// --passphrase-fd, or asked on the terminal; an empty one is refused. The caller wipes it.
Result<QByteArray> backupPassphrase(const std::optional<QString> &fdText);
/// A long step's progress as lines "[step/steps] text" on err.
std::function<void(int, int, const QString &)> progressLines(QTextStream &err);

} // namespace keyward::cli::keycli
