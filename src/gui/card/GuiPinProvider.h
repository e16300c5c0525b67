// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/PinProvider.h"
#include "openpgp/StatusParsers.h"

#include <QPointer>
#include <QWidget>

namespace keyward::gui::card {

/**
 * The PinProvider of the card page for cards with KDF on: each PIN is asked
 * with PinDialog on the GUI thread (no nested event loop) while only the
 * agent worker waits, and the dialog accepts only a PIN that keeps the
 * card's rule (GnuPG's minimum, the card's maximum from its CHV status).
 * A closed page or a cancelled dialog cancels the operation.
 */
class GuiPinProvider : public openpgp::PinProvider
{
public:
    GuiPinProvider(QWidget *parent, const openpgp::ChvStatus &chv, const QString &operation);
    Result<QByteArray> pin(openpgp::PinKind kind, const QString &prompt) override;

private:
    QPointer<QWidget> m_parent;
    openpgp::ChvStatus m_chv;
    QString m_operation;
};

} // namespace keyward::gui::card
