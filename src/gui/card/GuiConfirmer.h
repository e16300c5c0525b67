// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/PinProvider.h"

#include <QPointer>
#include <QWidget>

namespace keyward::gui::card {

/**
 * The Confirmer a command asks on the agent worker ("one try left", "fixed
 * touch policy"): the question is shown on the GUI thread with Prompt (no
 * nested event loop there) while only the worker waits for the answer.
 * A closed page or an unanswered box counts as "no".
 */
class GuiConfirmer : public openpgp::Confirmer
{
public:
    explicit GuiConfirmer(QWidget *parent);
    bool confirm(const QString &title, const QString &question) override;

private:
    QPointer<QWidget> m_parent;
};

} // namespace keyward::gui::card
