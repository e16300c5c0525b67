// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// keyward-cli doctor: the configuration files it reads, as pure parsers (no file access here).

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

namespace keyward::app::doctor {

/// A GnuPG configuration file (gpg-agent.conf, scdaemon.conf): one option a line, "name" or
/// "name value", '#' starts a comment line. The last line of an option counts.
struct GnupgConf
{
    bool exists = false;
    QMap<QString, QString> options; ///< name -> value ("" for a flag)

    bool has(const QString &name) const { return options.contains(name); }
    QString value(const QString &name) const { return options.value(name); }
};
GnupgConf parseGnupgConf(const QByteArray &text);

/// What OpenSC's configuration (opensc.conf) says about the card drivers and readers its
/// PKCS#11 module uses: the `app opensc-pkcs11` block where it sets a key, else `app default`.
struct OpenScConf
{
    bool cardDriversSet = false;
    QStringList cardDrivers;    ///< card_drivers, as written
    QStringList ignoredReaders; ///< ignored_readers, as written
};
OpenScConf parseOpenScConf(const QByteArray &text);

/// OpenSC leaves OpenPGP cards alone whatever the reader: `card_drivers` is set and names
/// neither `openpgp` nor `internal` (the built-in list, which holds openpgp).
bool openScSkipsOpenPgpDriver(const OpenScConf &conf);

/// The readers of `readers` that OpenSC would still open: those no `ignored_readers` entry
/// matches (OpenSC ignores a reader whose name contains an entry).
QStringList readersOpenScOpens(const OpenScConf &conf, const QStringList &readers);

/// One p11-kit module file (`*.module`): "key: value" lines.
struct P11KitModule
{
    QString file;   ///< the file's name, e.g. "opensc-pkcs11.module"
    QString path;   ///< where it was read
    QString module; ///< its `module:` value
    QString enableIn;
    QString disableIn;
};
P11KitModule parseP11KitModule(const QByteArray &text);

/// Whether a module file loads OpenSC's PKCS#11 module (opensc-pkcs11.so, by any path).
bool isOpenScModule(const P11KitModule &module);

/// What kind of pinentry a program is, from its file name (after symlinks are followed).
enum class PinentryKind
{
    Graphical, ///< needs DISPLAY or WAYLAND_DISPLAY (gtk, gnome3, qt, fltk, x2go)
    Terminal,  ///< needs a terminal: GPG_TTY (curses, tty)
    Unknown,
};
PinentryKind pinentryKind(const QString &fileName);

} // namespace keyward::app::doctor
