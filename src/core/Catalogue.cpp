// SPDX-License-Identifier: GPL-3.0-or-later
#include "Catalogue.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace keyward::Catalogue {

void install(QTranslator &translator)
{
    if (translator.load(QLocale(), QStringLiteral("keyward"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")) ||
        translator.load(QStringLiteral(":/i18n/keyward_en.qm"))) {
        QCoreApplication::installTranslator(&translator);
    }
}

} // namespace keyward::Catalogue
