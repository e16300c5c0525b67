// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardInfo.h"

#include "core/AlgorithmNames.h"

#include "Tlv.h"

#include <QCoreApplication>

namespace keyward::openpgp {

QString displayName(const QString &isoName)
{
    QString name = isoName;
    const qsizetype sep = name.indexOf(QLatin1String("<<"));
    if (sep < 0) {
        return name.replace(QLatin1Char('<'), QLatin1Char(' ')).trimmed();
    }
    QString surname = name.left(sep);
    QString given = name.mid(sep + 2);
    surname.replace(QLatin1Char('<'), QLatin1Char(' '));
    given.replace(QLatin1Char('<'), QLatin1Char(' '));
    const QString joined = given.trimmed() + QLatin1Char(' ') + surname.trimmed();
    return joined.trimmed();
}

QString isoName(const QString &surname, const QString &givenNames)
{
    auto encode = [](QString s) {
        return s.simplified().replace(QLatin1Char(' '), QLatin1Char('<'));
    };
    if (givenNames.trimmed().isEmpty()) {
        return encode(surname);
    }
    return encode(surname) + QLatin1String("<<") + encode(givenNames);
}

TouchPolicy parseUif(QByteArrayView value)
{
    if (value.isEmpty()) {
        return TouchPolicy::Unknown;
    }
    const int v = static_cast<quint8>(value[0]);
    return v <= 4 ? static_cast<TouchPolicy>(v) : TouchPolicy::Unknown;
}

QString slotKeyword(KeySlot slot)
{
    switch (slot) {
    case KeySlot::Signature:
        return QStringLiteral("sig");
    case KeySlot::Encryption:
        return QStringLiteral("enc");
    case KeySlot::Authentication:
        break;
    }
    return QStringLiteral("auth");
}

QString touchPromptText(const QString &serial)
{
    return QCoreApplication::translate("keyward::openpgp::CardInfo",
                                       "Touch your key (serial %1) to confirm.")
        .arg(serial);
}

QString salutationName(const QString &code)
{
    if (code == QLatin1String("m") || code == QLatin1String("1")) {
        return QCoreApplication::translate("keyward::openpgp::CardInfo", "male");
    }
    if (code == QLatin1String("f") || code == QLatin1String("2")) {
        return QCoreApplication::translate("keyward::openpgp::CardInfo", "female");
    }
    return QCoreApplication::translate("keyward::openpgp::CardInfo", "not announced");
}

QString touchPolicyName(TouchPolicy policy)
{
    switch (policy) {
    case TouchPolicy::Off:
        return QCoreApplication::translate("keyward::openpgp::CardInfo", "off");
    case TouchPolicy::On:
        return QCoreApplication::translate("keyward::openpgp::CardInfo", "on");
    case TouchPolicy::Fixed:
        return QCoreApplication::translate("keyward::openpgp::CardInfo",
                                           "fixed (on until a factory reset)");
    case TouchPolicy::Cached:
        return QCoreApplication::translate("keyward::openpgp::CardInfo", "cached");
    case TouchPolicy::CachedFixed:
        return QCoreApplication::translate("keyward::openpgp::CardInfo", "cached, fixed");
    case TouchPolicy::Unknown:
        break;
    }
    return QCoreApplication::translate("keyward::openpgp::CardInfo", "not available");
}

QString algorithmName(QByteArrayView a)
{
    return openPgpKeyAlgorithm(a);
}

QStringList algorithmsFromFa(QByteArrayView fa)
{
    QByteArray body = fa.toByteArray();
    if (auto inner = findTlv(fa, 0xFA)) {
        body = *inner;
    }
    QStringList out;
    for (const Tlv &t : parseTlvs(body)) {
        if (t.tag < 0xC1 || (t.tag > 0xC3 && t.tag != 0xDA)) {
            continue;
        }
        const QString name = algorithmName(t.value);
        if (!name.isEmpty() && !out.contains(name)) {
            out.append(name);
        }
    }
    return out;
}

QStringList algorithmsFromKeyAttrInfo(const QList<QByteArray> &lines)
{
    QStringList out;
    for (const QByteArray &line : lines) {
        const QList<QByteArray> words = line.simplified().split(' ');
        if (words.size() < 2 || !words[0].startsWith("OPENPGP.")) {
            continue;
        }
        const QString name = QString::fromLatin1(words[1]);
        if (name.isEmpty() || name.startsWith(QLatin1String("unknown")) || out.contains(name)) {
            continue;
        }
        out.append(name);
    }
    return out;
}

QString algorithmSourceName(CardInfo::AlgorithmSource source)
{
    switch (source) {
    case CardInfo::AlgorithmSource::KeyAttrInfo:
        return QStringLiteral("key-attr-info");
    case CardInfo::AlgorithmSource::DoFa:
        return QStringLiteral("do-fa");
    case CardInfo::AlgorithmSource::Profile:
        return QStringLiteral("profile");
    case CardInfo::AlgorithmSource::None:
        break;
    }
    return {};
}

} // namespace keyward::openpgp
