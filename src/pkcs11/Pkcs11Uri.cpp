// SPDX-License-Identifier: GPL-3.0-or-later
#include "Pkcs11Uri.h"

#include "ObjectReader.h"
#include "Pkcs11Api.h"

#include <QCoreApplication>

namespace keyward::pkcs11 {

Result<ObjectUri> parseObjectUri(const QString &text)
{
    const QString op = QCoreApplication::translate("keyward::pkcs11", "Reading the PKCS#11 URI");
    P11KitUri *uri = p11_kit_uri_new();
    if (p11_kit_uri_parse(text.toUtf8().constData(), P11_KIT_URI_FOR_ANY, uri) != P11_KIT_URI_OK) {
        p11_kit_uri_free(uri);
        return Error::invalidInput(op, QStringLiteral("\"%1\" is not a PKCS#11 URI").arg(text));
    }
    ObjectUri out;
    out.token.uri = text; // p11-kit matches the token and module parts
    if (CK_ATTRIBUTE *id = p11_kit_uri_get_attribute(uri, CKA_ID)) {
        out.object.id =
            QByteArray(static_cast<const char *>(id->pValue), qsizetype(id->ulValueLen));
    }
    if (CK_ATTRIBUTE *label = p11_kit_uri_get_attribute(uri, CKA_LABEL)) {
        out.object.label = QString::fromUtf8(static_cast<const char *>(label->pValue),
                                             qsizetype(label->ulValueLen));
    }
    if (CK_ATTRIBUTE *cls = p11_kit_uri_get_attribute(uri, CKA_CLASS);
        cls && cls->ulValueLen == sizeof(CK_OBJECT_CLASS)) {
        out.object.objectClass =
            ObjectReader::fromCko(*static_cast<const CK_OBJECT_CLASS *>(cls->pValue));
    }
    p11_kit_uri_free(uri);
    if (out.object.isEmpty()) {
        return Error::invalidInput(
            op, QStringLiteral("\"%1\" names no object (id= or object=)").arg(text));
    }
    return out;
}

} // namespace keyward::pkcs11
