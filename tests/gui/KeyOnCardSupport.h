// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window's key tests share: bash with arguments, and a card owner's key made the way
// the CLI tests make it (tests/integration/cli/key_lib.sh, key_on_card) inside the sandbox.
#include <QProcess>
#include <QString>
#include <QStringList>

namespace keyward::testing {

/// Runs `script` in bash with the arguments ($1…); its standard output, or on failure both
/// outputs.
inline QString bash(const QString &script, const QStringList &args = {}, bool *ok = nullptr)
{
    QProcess p;
    p.start(QStringLiteral("bash"),
            QStringList{QStringLiteral("-c"), script, QStringLiteral("bash")} + args);
    p.waitForFinished(300000);
    const bool good = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (ok) {
        *ok = good;
    }
    return QString::fromUtf8(good ? p.readAllStandardOutput()
                                  : p.readAllStandardOutput() + p.readAllStandardError());
}

/// A card owner's key: its fingerprint, its sign, encrypt and authenticate subkeys (on the
/// virtual card) and the card's serial as gpg lists it; `problem` says why it was not made.
struct KeyOnCard
{
    QString fingerprint;
    QStringList subkeys;
    QString serial;
    QString problem;
    QString backup() const { return QStringLiteral("keys/%1-secret.asc").arg(fingerprint); }
};

/// key_on_card in `work`: `key create` with `passphrase` (written to work/pass, files in
/// work/keys), the subkeys moved onto the virtual card with `card keytocard`, the primary key's
/// secret removed from the everyday keyring.
inline KeyOnCard keyOnCard(const QString &work, const QString &name, const QString &email,
                           const QString &passphrase)
{
    static const char script[] = R"sh(set -euo pipefail
work=$1
. "$KEYWARD_SOURCE_DIR/tests/env/lib.sh"
. "$KEYWARD_SOURCE_DIR/tests/integration/cli/key_lib.sh"
printf '%s\n' "$4" >"$work/pass"
export KT_PASS=$4 KT_ADMIN=12345678
key_on_card "$2" "$3" >&2
serial=$(gpg --with-colons -K "$fpr" | awk -F: '/^ssb/ && $15 != "" {print $15; exit}')
printf '%s %s %s %s %s' "$fpr" "$sig" "$enc" "$auth" "$serial"
)sh";
    bool ok = false;
    const QString out = bash(QString::fromLatin1(script), {work, name, email, passphrase}, &ok);
    KeyOnCard key;
    const QStringList f = out.split(QLatin1Char(' '));
    if (!ok || f.size() != 5 || f.at(0).size() != 40) {
        key.problem = out;
        return key;
    }
    key.fingerprint = f.at(0);
    key.subkeys = f.mid(1, 3);
    key.serial = f.at(4);
    return key;
}

} // namespace keyward::testing
