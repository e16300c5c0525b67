// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportPublicKeyCommand.h"

#include "GpgError.h"
#include "StatusParsers.h"

#include <gpgme++/context.h>
#include <gpgme++/data.h>

namespace keyward::openpgp {

namespace {

/// Value of the first "(<len>:name<len>:value" pair in a canonical S-expression.
QByteArray sexpValue(const QByteArray &sexp, const QByteArray &name)
{
    const QByteArray key = QByteArray::number(name.size()) + ':' + name;
    const qsizetype at = sexp.indexOf(QByteArray('(' + key));
    if (at < 0) {
        return {};
    }
    qsizetype i = at + 1 + key.size();
    qsizetype colon = sexp.indexOf(':', i);
    if (colon < 0) {
        return {};
    }
    bool ok = false;
    const int len = sexp.mid(i, colon - i).toInt(&ok);
    if (!ok || colon + 1 + len > sexp.size()) {
        return {};
    }
    return sexp.mid(colon + 1, len);
}

QByteArray sshString(const QByteArray &s)
{
    QByteArray out(4, '\0');
    const auto n = static_cast<quint32>(s.size());
    out[0] = static_cast<char>(n >> 24);
    out[1] = static_cast<char>(n >> 16);
    out[2] = static_cast<char>(n >> 8);
    out[3] = static_cast<char>(n);
    return out + s;
}

QByteArray mpint(QByteArray v)
{
    while (v.size() > 1 && v[0] == '\0' && !(quint8(v[1]) & 0x80)) {
        v.remove(0, 1);
    }
    if (!v.isEmpty() && (quint8(v[0]) & 0x80)) {
        v.prepend('\0');
    }
    return sshString(v);
}

} // namespace

ExportPublicKeyCommand::ExportPublicKeyCommand(AgentSession *session, Format format,
                                               QObject *parent)
    : CardCommand(session, parent)
    , m_format(format)
{}

QString ExportPublicKeyCommand::title() const
{
    return m_format == Format::Ssh ? tr("Exporting the SSH public key")
                                   : tr("Exporting the public key");
}

QString ExportPublicKeyCommand::failureText() const
{
    return m_format == Format::Ssh ? tr("The SSH public key could not be exported: %1.")
                                   : tr("The public key could not be exported: %1.");
}

QString ExportPublicKeyCommand::successText() const
{
    return m_format == Format::Ssh ? tr("SSH public key exported.") : tr("Public key exported.");
}

QString ExportPublicKeyCommand::sshFromSexp(const QByteArray &sexp, const QString &comment)
{
    QByteArray blob;
    QByteArray type;
    if (sexp.contains("3:rsa")) {
        const QByteArray n = sexpValue(sexp, "n");
        const QByteArray e = sexpValue(sexp, "e");
        if (n.isEmpty() || e.isEmpty()) {
            return {};
        }
        type = "ssh-rsa";
        blob = sshString(type) + mpint(e) + mpint(n);
    } else if (sexp.contains("Ed25519") || sexp.contains("ed25519")) {
        QByteArray q = sexpValue(sexp, "q");
        if (q.size() == 33 && q[0] == '\x40') {
            q.remove(0, 1); // native-format marker
        }
        if (q.size() != 32) {
            return {};
        }
        type = "ssh-ed25519";
        blob = sshString(type) + sshString(q);
    } else {
        return {};
    }
    QString line = QString::fromLatin1(type + ' ' + blob.toBase64());
    if (!comment.isEmpty()) {
        line += QLatin1Char(' ') + comment;
    }
    return line;
}

Status ExportPublicKeyCommand::execute()
{
    auto fprs = session().transactNow("SCD GETATTR KEY-FPR", {}, title());
    if (!fprs) {
        return fprs.error();
    }
    const int wanted = m_format == Format::Ssh ? 3 : 1;
    QByteArray fpr;
    for (const QByteArray &raw : fprs->all("KEY-FPR")) {
        if (auto f = parseKeyFpr(raw); f && f->slot == wanted) {
            fpr = f->fingerprint;
        }
    }
    if (fpr.isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, title(),
                           tr("the card has no key in that slot"));
    }
    std::unique_ptr<GpgME::Context> ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP));
    if (ctx) {
        ctx->setArmor(true);
        GpgME::Data data;
        const QByteArray pattern = m_format == Format::Ssh ? fpr + '!' : fpr;
        const unsigned mode =
            m_format == Format::Ssh ? GpgME::Context::ExportSSH : GpgME::Context::ExportDefault;
        const GpgME::Error err = ctx->exportPublicKeys(pattern.constData(), data, mode);
        const std::string s = data.toString();
        if (!err && !s.empty()) {
            m_text = QString::fromStdString(s).trimmed();
            return {};
        }
    }
    if (m_format == Format::OpenPgpArmor) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, title(),
                           tr("no certificate for the card's keys in the keyring; generate the "
                              "keys with a certificate or import it first"));
    }
    auto key = session().transactNow("SCD READKEY OPENPGP.3", {}, title());
    if (!key) {
        return key.error();
    }
    auto serial = session().transactNow("SCD SERIALNO", {}, title());
    const QString comment =
        serial ? QStringLiteral("cardno:%1")
                     .arg(parseAid(serial->first("SERIALNO")).value_or(CardAid{}).serialText())
               : QString();
    m_text = sshFromSexp(key->data, comment);
    if (m_text.isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                           tr("no SSH form for this key's algorithm without a certificate"));
    }
    return {};
}

} // namespace keyward::openpgp
