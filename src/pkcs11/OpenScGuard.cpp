// SPDX-License-Identifier: GPL-3.0-or-later
#include "OpenScGuard.h"

#include "core/SafeFile.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cstdlib>
#include <memory>
#include <mutex>

#include <unistd.h>

namespace keyward::pkcs11::OpenScGuard {

namespace {

struct GuardState
{
    std::mutex mutex;
    bool started = false;
    QByteArray originalConf; ///< OPENSC_CONF as the process found it (empty: unset)
    bool originalSet = false;
    std::unique_ptr<QTemporaryDir> dir; ///< 0700, removed with the process's static objects
    QString current;                    ///< the file OPENSC_CONF points at now, if ours
    int written = 0;
    QStringList readers;
};

GuardState &state()
{
    static GuardState s;
    return s;
}

QByteArray readBase(const GuardState &s)
{
    const QString path = s.originalSet ? QFile::decodeName(s.originalConf)
                                       : QStringLiteral("/etc/opensc/opensc.conf");
    auto text = SafeFile::readBounded(path, SafeFile::kProfileFileMax,
                                      QStringLiteral("OpenSC's configuration"));
    return text ? *text : QByteArray();
}

} // namespace

QByteArray withIgnoredReaders(const QByteArray &base, const QStringList &readers)
{
    QByteArrayList quoted;
    for (const QString &r : readers) {
        if (r.isEmpty() || r.contains(QLatin1Char('"')) || r.contains(QLatin1Char('\\'))) {
            continue;
        }
        quoted << '"' + r.toUtf8() + '"';
    }
    if (quoted.isEmpty()) {
        return base;
    }
    const QByteArray line = "\n\tignored_readers = " + quoted.join(", ") + ";\n";
    static const QRegularExpression appDefault(QStringLiteral("(^|\\n)\\s*app\\s+default\\s*\\{"));
    const QString text = QString::fromUtf8(base);
    const QRegularExpressionMatch m = appDefault.match(text);
    if (!m.hasMatch()) {
        return base + "\napp default {" + line + "}\n";
    }
    // Insert right after the brace: OpenSC takes the first ignored_readers it finds.
    const qsizetype at = QString(text.left(m.capturedEnd())).toUtf8().size();
    QByteArray out = base;
    out.insert(at, line);
    return out;
}

Status apply(const QStringList &readers)
{
    GuardState &s = state();
    const std::lock_guard lock(s.mutex);
    if (!s.started) {
        s.started = true;
        if (const char *conf = std::getenv("OPENSC_CONF")) {
            s.originalSet = true;
            s.originalConf = conf;
        }
    }
    if (readers == s.readers && (readers.isEmpty() || !s.current.isEmpty())) {
        return {};
    }
    const QString previous = s.current;
    if (readers.isEmpty()) {
        if (s.originalSet) {
            setenv("OPENSC_CONF", s.originalConf.constData(), 1);
        } else {
            unsetenv("OPENSC_CONF");
        }
        s.current.clear();
    } else {
        if (!s.dir) {
            s.dir = std::make_unique<QTemporaryDir>(QDir::tempPath() +
                                                    QStringLiteral("/keyward-opensc-XXXXXX"));
            if (!s.dir->isValid()) {
                s.dir.reset();
                return Error::make(ErrorDomain::System, 0, ErrorKind::Io,
                                   QStringLiteral("Keeping OpenSC away from scdaemon's cards"),
                                   QStringLiteral("no private folder for OpenSC's configuration"));
            }
        }
        const QString path = s.dir->filePath(QStringLiteral("opensc-%1.conf").arg(++s.written));
        if (Status st = SafeFile::writeExclusive(path, withIgnoredReaders(readBase(s), readers));
            !st) {
            return st;
        }
        setenv("OPENSC_CONF", QFile::encodeName(path).constData(), 1);
        s.current = path;
    }
    if (!previous.isEmpty()) {
        QFile::remove(previous);
    }
    s.readers = readers;
    return {};
}

QStringList appliedReaders()
{
    GuardState &s = state();
    const std::lock_guard lock(s.mutex);
    return s.readers;
}

} // namespace keyward::pkcs11::OpenScGuard
