// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QTranslator;

namespace keyward::Catalogue {

/// Loads Keyward's catalogue for the locale from the resources (:/i18n), else
/// the English one (only the plural forms of the %n messages), into
/// `translator` and installs it. `translator` must outlive its use.
void install(QTranslator &translator);

} // namespace keyward::Catalogue
