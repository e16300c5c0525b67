// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <optional>

namespace keyward::bench::sexp {

/// In a canonical S-expression ("(10:public-key(3:rsa(1:n3:...)))"), the
/// atom right after the first atom equal to `name`: the value of the
/// (name value) pair. Walks the atoms by their lengths, so binary data never
/// matches by accident; does not allocate. nullopt when there is none or the
/// expression is malformed.
std::optional<QByteArrayView> valueOf(QByteArrayView sexp, QByteArrayView name);

/// Append an atom: "<length>:<bytes>".
void appendAtom(QByteArray &out, QByteArrayView atom);

} // namespace keyward::bench::sexp
