// SPDX-License-Identifier: GPL-3.0-or-later
#include "ObjectTableModel.h"

#include "core/AlgorithmNames.h"

#include <QLocale>

namespace keyward::gui::token {

namespace {

/// "NIST P-256" for "prime256v1" or "EC prime256v1"; the name itself when it has no words.
QString inWords(const QString &name)
{
    const QString words = algorithmDisplayName(name);
    return words.isEmpty() ? name : words;
}

QString sizeText(const pkcs11::ObjectInfo &o)
{
    if (!o.curve.isEmpty()) {
        return inWords(o.curve);
    }
    if (o.sizeBits > 0) {
        return ObjectTableModel::tr("%1 bits").arg(o.sizeBits);
    }
    if (o.hasCertificate) {
        return inWords(o.certificate.keyDescription);
    }
    return {};
}

QString dateText(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")) : QString();
}

QString yesNo(bool b)
{
    return b ? ObjectTableModel::tr("yes") : ObjectTableModel::tr("no");
}

} // namespace

void ObjectTableModel::setObjects(const QList<pkcs11::ObjectInfo> &objects)
{
    beginResetModel();
    m_objects = objects;
    endResetModel();
}

int ObjectTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_objects.size());
}

int ObjectTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ObjectTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_objects.size()) {
        return {};
    }
    const pkcs11::ObjectInfo &o = m_objects.at(index.row());
    if (role == ObjectRole) {
        return QVariant::fromValue(o);
    }
    if (role == Qt::ToolTipRole) {
        return index.column() == Id && !o.id.isEmpty() ? o.idHex() : describe(o);
    }
    if (role == Qt::DisplayRole && index.column() == Id) {
        return shortId(o.idHex());
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole) {
        return {};
    }
    switch (index.column()) {
    case Class:
        return pkcs11::objectClassName(o.objectClass);
    case Label:
        return o.label;
    case Id:
        return o.idHex();
    case Type:
        return o.hasCertificate && o.keyType.isEmpty() ? QStringLiteral("X.509") : o.keyType;
    case Size:
        return sizeText(o);
    case Usage:
        return o.usage.join(QStringLiteral(", "));
    case Subject:
        return o.hasCertificate ? o.certificate.subject : QString();
    case Issuer:
        return o.hasCertificate ? o.certificate.issuer : QString();
    case ValidUntil:
        // The day (UTC) in the table; the details pane and the row's tooltip have the time.
        return o.hasCertificate && o.certificate.notAfter.isValid()
                   ? o.certificate.notAfter.toUTC().toString(QStringLiteral("yyyy-MM-dd"))
                   : QString();
    }
    return {};
}

QString ObjectTableModel::shortId(const QString &hex)
{
    constexpr int kEnds = 8;
    if (hex.size() <= 20) {
        return hex;
    }
    return hex.left(kEnds) + QChar(0x2026) + hex.right(kEnds);
}

QVariant ObjectTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Class:
        return tr("Class");
    case Label:
        return tr("Label");
    case Id:
        return tr("ID");
    case Type:
        return tr("Type");
    case Size:
        return tr("Size / curve");
    case Usage:
        return tr("Usage");
    case Subject:
        return tr("Subject");
    case Issuer:
        return tr("Issuer");
    case ValidUntil:
        return tr("Valid until");
    }
    return {};
}

QString ObjectTableModel::describe(const pkcs11::ObjectInfo &o)
{
    QStringList lines;
    auto add = [&lines](const QString &label, const QString &value) {
        if (!value.isEmpty()) {
            lines << QStringLiteral("%1: %2").arg(label, value);
        }
    };
    add(tr("Class"), pkcs11::objectClassName(o.objectClass));
    add(tr("Label"), o.label);
    add(tr("ID"), o.idHex());
    add(tr("Key type"), o.keyType);
    add(tr("Size / curve"), sizeText(o));
    add(tr("Usage"), o.usage.join(QStringLiteral(", ")));
    if (o.objectClass != pkcs11::ObjectClass::Certificate) {
        add(tr("Private object"), yesNo(o.isPrivate));
    }
    if (o.objectClass == pkcs11::ObjectClass::PrivateKey ||
        o.objectClass == pkcs11::ObjectClass::SecretKey) {
        add(tr("Sensitive"), yesNo(o.sensitive));
        add(tr("Extractable"), yesNo(o.extractable));
        add(tr("Generated on the token"), yesNo(o.local));
    }
    if (o.hasCertificate) {
        const pkcs11::CertificateInfo &c = o.certificate;
        add(tr("Subject"), c.subject);
        add(tr("Issuer"), c.issuer);
        add(tr("Serial number"), c.serialNumber);
        add(tr("Valid from"), dateText(c.notBefore));
        add(tr("Valid until"), dateText(c.notAfter));
        add(tr("Public key"), inWords(c.keyDescription));
        add(tr("Self-signed"), yesNo(c.selfSigned));
        add(tr("SHA-256 fingerprint"), c.sha256);
        add(tr("SHA-1 fingerprint"), c.sha1);
    }
    add(tr("PKCS#11 URI"), o.uri);
    return lines.join(QLatin1Char('\n'));
}

} // namespace keyward::gui::token
