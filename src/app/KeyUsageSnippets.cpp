// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyUsageSnippets.h"

#include <QCoreApplication>
#include <QStringList>

namespace keyward::app {

namespace {

/// One translation context for the snippets' titles and caveats.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(KeyUsageSnippets)
};

/// A word for a POSIX shell, in single quotes unless it needs none.
QString shellQuoted(const QString &s)
{
    bool plain = !s.isEmpty();
    for (const QChar c : s) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) &&
            !QStringLiteral("-_./:=+,@%").contains(c)) {
            plain = false;
            break;
        }
    }
    if (plain) {
        return s;
    }
    QString out = s;
    out.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + out + QLatin1Char('\'');
}

/// Attribute name and value of one "name=value" path component.
std::pair<QString, QString> splitAttribute(const QString &component)
{
    const qsizetype eq = component.indexOf(QLatin1Char('='));
    if (eq < 0) {
        return {component, QString()};
    }
    return {component.left(eq), component.mid(eq + 1)};
}

} // namespace

QString percentEncodeUriValue(const QByteArray &value)
{
    static const char hex[] = "0123456789ABCDEF";
    QString out;
    for (const char ch : value) {
        const auto c = static_cast<unsigned char>(ch);
        const bool unreserved = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                                (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' ||
                                c == '~';
        if (unreserved) {
            out += QLatin1Char(static_cast<char>(c));
        } else {
            out += QLatin1Char('%');
            out += QLatin1Char(hex[c >> 4]);
            out += QLatin1Char(hex[c & 0x0f]);
        }
    }
    return out;
}

QString privateKeyUri(const KeyUsageInput &in)
{
    // Token attributes kept from the URI the token gave, in its order.
    QStringList tokenPart;
    QString id;
    QString object;
    QString path = in.uri.trimmed();
    if (path.startsWith(QLatin1String("pkcs11:"))) {
        path = path.mid(7);
        path = path.left(path.indexOf(QLatin1Char('?'))); // the query holds only PIN and module
        for (const QString &component : path.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            const auto [name, value] = splitAttribute(component);
            if (name == QLatin1String("id")) {
                id = value;
            } else if (name == QLatin1String("object")) {
                object = value;
            } else if (name != QLatin1String("type") && !name.startsWith(QLatin1String("pin-"))) {
                tokenPart << component;
            }
        }
    }
    const auto hasAttribute = [&tokenPart](const char *name) {
        const QString prefix = QLatin1String(name) + QLatin1Char('=');
        for (const QString &c : tokenPart) {
            if (c.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    };
    if (!hasAttribute("token") && !in.tokenLabel.isEmpty()) {
        tokenPart << QStringLiteral("token=") + percentEncodeUriValue(in.tokenLabel.toUtf8());
    }
    if (!hasAttribute("serial") && !in.tokenSerial.isEmpty()) {
        tokenPart << QStringLiteral("serial=") + percentEncodeUriValue(in.tokenSerial.toUtf8());
    }
    if (!in.objectId.isEmpty()) {
        id.clear();
        for (const char b : in.objectId) {
            id += QLatin1Char('%') +
                  QStringLiteral("%1").arg(static_cast<unsigned char>(b), 2, 16, QLatin1Char('0'));
        }
    }
    if (!in.objectLabel.isEmpty()) {
        object = percentEncodeUriValue(in.objectLabel.toUtf8());
    }
    QStringList parts = tokenPart;
    if (!id.isEmpty()) {
        parts << QStringLiteral("id=") + id;
    }
    if (!object.isEmpty()) {
        parts << QStringLiteral("object=") + object;
    }
    parts << QStringLiteral("type=private");
    return QStringLiteral("pkcs11:") + parts.join(QLatin1Char(';'));
}

QList<KeyUsageSnippet> keyUsageSnippets(const KeyUsageInput &in)
{
    const QString uri = privateKeyUri(in);
    const QString module =
        in.modulePath.isEmpty() ? QStringLiteral("/path/to/pkcs11-module.so") : in.modulePath;
    const QString qModule = shellQuoted(module);
    const QString qUri = shellQuoted(uri);
    const QString pinFileUri = uri + QStringLiteral("?pin-source=file:/etc/ssl/private/token.pin");
    QList<KeyUsageSnippet> list;

    list.append(
        {SnippetTarget::Uri, QStringLiteral("uri"), Text::tr("PKCS#11 URI"), uri,
         Text::tr(
             "The URI names the token and the key, not the PIN. Programs ask for the PIN, "
             "or read it from a file named with ?pin-source=file:PATH after the URI; keep such "
             "a file readable only by the program's user.")});

    list.append(
        {SnippetTarget::OpenSsl, QStringLiteral("openssl"), Text::tr("OpenSSL"),
         QStringLiteral("# libp11 engine (Debian: libengine-pkcs11-openssl)\n"
                        "export PKCS11_MODULE_PATH=%1\n"
                        "openssl req -new -engine pkcs11 -keyform engine -key %2 \\\n"
                        "    -subj '/CN=example.org' -out request.csr\n"
                        "openssl s_server -engine pkcs11 -keyform engine -key %2 \\\n"
                        "    -cert cert.pem -accept 4433\n"
                        "\n"
                        "# pkcs11-provider (OpenSSL 3), where it is installed\n"
                        "export PKCS11_PROVIDER_MODULE=%1\n"
                        "openssl s_server -provider pkcs11 -provider default -key %2 \\\n"
                        "    -cert cert.pem -accept 4433\n")
             .arg(qModule, qUri),
         Text::tr(
             "OpenSSL asks for the PIN on the terminal; a script can name a PIN file with "
             "pin-source in the URI instead of putting the PIN on the command line. The libp11 "
             "engine calls C_Finalize when the program exits, which closes every session the "
             "program had with the module. Engines are deprecated in OpenSSL 3: where "
             "pkcs11-provider is installed, prefer the provider form.")});

    list.append(
        {SnippetTarget::Nginx, QStringLiteral("nginx"), Text::tr("nginx"),
         QStringLiteral("# openssl.cnf that nginx reads (for example /etc/ssl/openssl.cnf)\n"
                        "openssl_conf = openssl_init\n"
                        "[openssl_init]\n"
                        "engines = engine_section\n"
                        "[engine_section]\n"
                        "pkcs11 = pkcs11_section\n"
                        "[pkcs11_section]\n"
                        "engine_id = pkcs11\n"
                        "MODULE_PATH = %1\n"
                        "init = 0\n"
                        "\n"
                        "# nginx server block\n"
                        "ssl_certificate     /etc/nginx/cert.pem;\n"
                        "ssl_certificate_key \"engine:pkcs11:%2\";\n")
             .arg(module, pinFileUri),
         Text::tr(
             "nginx cannot ask for a PIN: the URI names a PIN file with pin-source, which only "
             "root may read. The pkcs11 engine must be configured in the openssl.cnf nginx "
             "reads, or nginx refuses the key. Every worker process opens its own session, so "
             "the token must allow several sessions at once.")});

    list.append(
        {SnippetTarget::Apache, QStringLiteral("apache"), Text::tr("Apache mod_ssl"),
         QStringLiteral("# the pkcs11_section of openssl.cnf as for nginx, then:\n"
                        "SSLCryptoDevice pkcs11\n"
                        "SSLCertificateFile /etc/apache2/cert.pem\n"
                        "SSLCertificateKeyFile \"%1\"\n")
             .arg(uri),
         Text::tr(
             "Apache 2.4.42 or later is needed for a PKCS#11 URI in SSLCertificateKeyFile. "
             "Apache asks for the PIN at start through SSLPassPhraseDialog; to start without "
             "asking, add ?pin-source=file:PATH to the URI and keep that file readable only by "
             "root. SSLCryptoDevice loads the engine; its MODULE_PATH comes from openssl.cnf.")});

    list.append(
        {SnippetTarget::OpenSsh, QStringLiteral("openssh"), Text::tr("OpenSSH"),
         QStringLiteral("# the public key for authorized_keys\n"
                        "ssh-keygen -D %1\n"
                        "\n"
                        "# log in with the token key\n"
                        "ssh -I %1 user@host.example.org\n"
                        "\n"
                        "# or in ~/.ssh/config\n"
                        "Host host.example.org\n"
                        "    PKCS11Provider %2\n"
                        "\n"
                        "# or hand the key to the agent (asks for the PIN once)\n"
                        "ssh-add -s %1\n")
             .arg(qModule, module),
         Text::tr(
             "ssh-keygen -D prints the public keys of every token the module shows, not only "
             "this key; pick the line that matches this key. ssh asks for the PIN each time it "
             "loads the module, ssh-add -s asks once for the agent. OpenSSH is given the "
             "module, not a PKCS#11 URI: only some distributions patch URI support into it.")});

    const QString nickname = in.tokenLabel + QLatin1Char(':') + in.objectLabel;
    const QString moduleName = in.tokenLabel.isEmpty() ? QStringLiteral("pkcs11") : in.tokenLabel;
    list.append(
        {SnippetTarget::Nss, QStringLiteral("nss"), Text::tr("NSS database"),
         QStringLiteral("modutil -dbdir sql:$HOME/.pki/nssdb -add %1 -libfile %2\n"
                        "certutil -d sql:$HOME/.pki/nssdb -L -h %3\n"
                        "\n"
                        "# nickname of the certificate and key (NSSNickname for mod_nss)\n"
                        "%4\n")
             .arg(shellQuoted(moduleName), qModule, shellQuoted(in.tokenLabel), nickname),
         Text::tr(
             "NSS names the key by its certificate's nickname, token label and object label, "
             "so the certificate must be on the token with the key's label. modutil refuses to "
             "change a database a browser has open; close the browser first. mod_nss reads the "
             "PIN through NSSPassPhraseDialog, which can name a file only the server may read.")});
    return list;
}

std::optional<pkcs11::ObjectInfo> keyForObject(const QList<pkcs11::ObjectInfo> &objects,
                                               const pkcs11::ObjectInfo &selected)
{
    using pkcs11::ObjectClass;
    if (selected.objectClass == ObjectClass::PrivateKey) {
        return selected;
    }
    if (selected.objectClass != ObjectClass::Certificate || selected.id.isEmpty()) {
        return std::nullopt;
    }
    for (const pkcs11::ObjectInfo &o : objects) {
        if (o.objectClass == ObjectClass::PrivateKey && o.id == selected.id) {
            return o;
        }
    }
    return std::nullopt;
}

KeyUsageInput keyUsageInput(const pkcs11::TokenInfo &token, const pkcs11::ObjectInfo &key)
{
    KeyUsageInput in;
    in.modulePath = token.modulePath;
    in.tokenLabel = token.label;
    in.tokenSerial = token.serial;
    in.objectLabel = key.label;
    in.objectId = key.id;
    in.keyType = key.keyType;
    in.uri = key.uri;
    return in;
}

} // namespace keyward::app
