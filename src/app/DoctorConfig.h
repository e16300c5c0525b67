// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// keyward-cli doctor: the configuration files it reads, as pure parsers (no file access here).

#include <QByteArray>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

namespace keyward::app::doctor {

/// A GnuPG configuration file (gpg-agent.conf, scdaemon.conf): one option a line, "name" or
/// "name value", '#' starts a comment line. The last line of an option counts.
struct GnupgConf
{
    bool exists = false;
    QMap<QString, QString> options; ///< name -> value ("" for a flag)

    // Filled by effectiveGnupgConf() when a system-wide file was read before this one.
    QString systemPath;      ///< that file; empty: none
    QStringList fromSystem;  ///< options in effect whose value is the system file's
    QStringList userSkipped; ///< options of the user's file GnuPG skips because of it
    QStringList unevaluated; ///< its meta commands Keyward does not evaluate, as written

    bool has(const QString &name) const { return options.contains(name); }
    QString value(const QString &name) const { return options.value(name); }
};
GnupgConf parseGnupgConf(const QByteArray &text);

/// A system-wide GnuPG configuration file (sysconfdir/NAME.conf, usually /etc/gnupg), which
/// GnuPG reads before the user's, as GnuPG applies it to one user: the options it sets, and
/// what its meta commands leave of the user's own lines. Sections of another user ([user
/// NAME]) do not count; [force] options are set and the user's lines for them skipped; [ignore]
/// options are neither set nor taken from the user's file; after [ignore-all] the user's file
/// counts only for options listed under [-ignore].
struct SystemGnupgConf
{
    QString path; ///< empty: no such file
    QMap<QString, QString> options;
    QSet<QString> forced;
    QSet<QString> ignored;
    QSet<QString> unignored;
    bool ignoreAll = false;
    QStringList unevaluated; ///< [if …], [let …], [getenv …] and the like, as written

    /// GnuPG skips the user's line for `name` because of this file.
    bool overridesUser(const QString &name) const;
};
SystemGnupgConf parseSystemGnupgConf(const QByteArray &text, const QString &userName);

/// The options in effect: the system file's, then the user's lines it lets through (a later
/// line wins). `exists` stays the user's file's.
GnupgConf effectiveGnupgConf(const SystemGnupgConf &system, const GnupgConf &user);

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
