// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace keyward::bench {

/// A published figure on TLS with a server key in hardware, shown beside
/// Keyward's TLS handshake runs as a labelled reference, never as measured.
struct PublishedTlsFigure
{
    QString what;     ///< what was measured, in a sentence
    double value = 0; ///< the figure
    QString unit;     ///< "transactions/s", "RSA operations/s", "×"
    QString algorithm;
    QString device;
    QString source; ///< title, author, where published; "source not recorded"
    QString url;    ///< empty when the source is not recorded
    int year = 0;   ///< of publication; 0 when not recorded
    QString caveat; ///< how it was measured, what it does not say
};

/// The figures of issue 17 with their sources as far as they were found;
/// a figure whose source could not be found says "source not recorded".
QList<PublishedTlsFigure> publishedTlsFigures();

/// A published figure has a source when its address is recorded.
bool hasSource(const PublishedTlsFigure &f);
/// Its source with the year ("Remy van Elst, …, 2016").
QString citation(const PublishedTlsFigure &f);
/// Whether a chart draws it: a rate with a source (a ratio "×" or a figure
/// without a source is only cited).
bool isDrawn(const PublishedTlsFigure &f);
/// Every published figure in a sentence with its full citation, address and
/// caveat, and for one not drawn why not: the TLS chart's references, and the
/// reports' "Published TLS figures" section.
QStringList publishedTlsReferences();

} // namespace keyward::bench
