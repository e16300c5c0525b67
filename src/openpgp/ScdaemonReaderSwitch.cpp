// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScdaemonReaderSwitch.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>

#include <cerrno>
#include <csignal>

namespace keyward::openpgp {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::ScdaemonReaderSwitch)
};

constexpr char kMagic[] = "keyward-scdaemon-conf 1";

Status writeExactly(const QString &path, const QByteArray &bytes, const QString &op)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op,
                           QStringLiteral("%1: %2").arg(path, f.errorString()));
    }
    return {};
}

std::optional<QByteArray> readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    return f.readAll();
}

/// Put back what `saved` holds.
Status putBack(const QString &homedir, const ScdaemonReaderSwitch::Saved &saved, const QString &op)
{
    const QString conf = ScdaemonReaderSwitch::confPath(homedir);
    if (saved.existed) {
        if (Status s = writeExactly(conf, saved.original, op); !s) {
            return s;
        }
    } else if (QFile::exists(conf) && !QFile::remove(conf)) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op,
                           QStringLiteral("cannot remove %1").arg(conf));
    }
    QFile::remove(ScdaemonReaderSwitch::markerPath(homedir));
    return {};
}

} // namespace

ScdaemonReaderSwitch::ScdaemonReaderSwitch(QString homedir)
    : m_home(std::move(homedir))
{}

QString ScdaemonReaderSwitch::confPath(const QString &homedir)
{
    return QDir(homedir).filePath(QStringLiteral("scdaemon.conf"));
}

QString ScdaemonReaderSwitch::markerPath(const QString &homedir)
{
    return QDir(homedir).filePath(QStringLiteral("scdaemon.conf.keyward-saved"));
}

QString ScdaemonReaderSwitch::announcement(const QString &reader)
{
    // Short enough for the window's status bar at its usual width.
    return Text::tr("GnuPG 2.2 reads one card reader at a time: scdaemon is switched to the "
                    "reader %1 for this operation and switched back after.")
        .arg(reader);
}

QByteArray ScdaemonReaderSwitch::withReaderPort(const QByteArray &conf, const QString &reader)
{
    QByteArray out;
    const QList<QByteArray> lines = conf.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray &line = lines[i];
        if (i == lines.size() - 1 && line.isEmpty()) {
            break; // the text after the last newline: nothing
        }
        const QByteArray word = line.trimmed().split(' ').value(0).split('\t').value(0);
        if (word == "reader-port") {
            continue;
        }
        out += line + '\n';
    }
    out += "reader-port " + reader.toUtf8() + '\n';
    return out;
}

QByteArray ScdaemonReaderSwitch::markerBytes(const Saved &saved)
{
    return QByteArray(kMagic) + '\n' + QByteArray::number(saved.pid) + '\n' +
           (saved.existed ? "present" : "absent") + '\n' + saved.original;
}

std::optional<ScdaemonReaderSwitch::Saved>
ScdaemonReaderSwitch::parseMarker(const QByteArray &bytes)
{
    const QByteArray magic = QByteArray(kMagic) + '\n';
    if (!bytes.startsWith(magic)) {
        return std::nullopt;
    }
    const qsizetype pidEnd = bytes.indexOf('\n', magic.size());
    if (pidEnd < 0) {
        return std::nullopt;
    }
    const qsizetype stateEnd = bytes.indexOf('\n', pidEnd + 1);
    if (stateEnd < 0) {
        return std::nullopt;
    }
    Saved saved;
    bool ok = false;
    saved.pid = bytes.mid(magic.size(), pidEnd - magic.size()).toLongLong(&ok);
    const QByteArray state = bytes.mid(pidEnd + 1, stateEnd - pidEnd - 1);
    if (!ok || (state != "present" && state != "absent")) {
        return std::nullopt;
    }
    saved.existed = state == "present";
    saved.original = bytes.mid(stateEnd + 1);
    if (!saved.existed && !saved.original.isEmpty()) {
        return std::nullopt;
    }
    return saved;
}

Status ScdaemonReaderSwitch::apply(const QString &reader)
{
    const QString op = Text::tr("Switching scdaemon to reader %1").arg(reader);
    const QString conf = confPath(m_home);
    const QString marker = markerPath(m_home);
    if (!m_active && QFile::exists(marker)) {
        // Another Keyward has switched (and will put the file back), or a leftover that
        // recoverLeftover() did not take: never save a switched file as the user's own.
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Busy, op,
                           Text::tr("another Keyward has switched it and not yet put %1 back (%2 "
                                    "is still there)")
                               .arg(conf, marker));
    }
    if (!m_active) {
        Saved saved;
        saved.pid = QCoreApplication::applicationPid();
        const auto original = readAll(conf);
        saved.existed = original.has_value();
        saved.original = original.value_or(QByteArray());
        if (saved.existed != QFile::exists(conf)) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op,
                               QStringLiteral("cannot read %1").arg(conf));
        }
        if (Status s = writeExactly(marker, markerBytes(saved), op); !s) {
            return s;
        }
        m_active = true;
    }
    const auto kept = parseMarker(readAll(marker).value_or(QByteArray()));
    if (!kept) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op,
                           QStringLiteral("%1 cannot be read back").arg(marker));
    }
    if (Status s = writeExactly(conf, withReaderPort(kept->original, reader), op); !s) {
        (void)restore();
        return s;
    }
    m_reader = reader;
    return {};
}

Status ScdaemonReaderSwitch::restore()
{
    if (!m_active) {
        return {};
    }
    const QString op = Text::tr("Restoring scdaemon.conf");
    const auto kept = parseMarker(readAll(markerPath(m_home)).value_or(QByteArray()));
    if (!kept) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op,
                           QStringLiteral("%1 cannot be read back").arg(markerPath(m_home)));
    }
    if (Status s = putBack(m_home, *kept, op); !s) {
        return s;
    }
    m_active = false;
    m_reader.clear();
    return {};
}

bool ScdaemonReaderSwitch::recoverLeftover(const QString &homedir)
{
    const auto bytes = readAll(markerPath(homedir));
    if (!bytes) {
        return false;
    }
    const auto kept = parseMarker(*bytes);
    if (!kept || processAlive(kept->pid)) {
        return false; // not ours to read, or its process still runs and puts it back itself
    }
    return static_cast<bool>(putBack(homedir, *kept, Text::tr("Restoring scdaemon.conf")));
}

bool ScdaemonReaderSwitch::processAlive(qint64 pid)
{
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
}

} // namespace keyward::openpgp
