// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>

namespace keyward::openpgp::offline {

/// A paper backup through Debian's paperkey: only the secret parts of a secret key (still
/// protected by its passphrase), as base16 text with CRCs to type back. Restoring needs the
/// public key: paperkey --pubring PUBLIC --secrets PAPER gives the secret key again.
namespace PaperKey {

/// paperkey's path, or empty when it is not installed.
QString program();
/// The text of `paperkey --secret-key` for `binarySecretKey` (gpg's unarmoured export), fed
/// on paperkey's standard input; NotFound when paperkey is not installed. Blocking.
Result<QByteArray> fromSecretKey(const QByteArray &binarySecretKey, const QString &operation);

} // namespace PaperKey

} // namespace keyward::openpgp::offline
