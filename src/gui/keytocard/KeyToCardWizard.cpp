// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyToCardWizard.h"

#include "KeyToCardPages.h"
#include "app/MeasuredCardFigures.h"

namespace keyward::gui::keytocard {

KeyToCardWizard::KeyToCardWizard(openpgp::AgentSession *session, QWidget *parent)
    : QWizard(parent)
    , m_session(session)
{
    setWindowTitle(tr("Move subkeys to a card"));
    // Stored benchmark runs of the card model replace the published figures
    // in the "slow on this card" warning (a small SQLite read, no device).
    app::MeasuredCardFigures::load();
    setObjectName(QStringLiteral("keyToCardWizard"));
    setOption(QWizard::NoBackButtonOnLastPage);
    setOption(QWizard::NoCancelButtonOnLastPage);
    setPage(PickKey, new PickKeyPage(this));
    setPage(MapSlots, new MapSlotsPage(this));
    setPage(Backup, new BackupPage(this));
    setPage(Confirm, new ConfirmPage(this));
    setPage(Move, new MovePage(this));
    setPage(Done, new ResultPage(this));
}

void openKeyToCardWizard(keyward::openpgp::AgentSession *session, QWidget *parent)
{
    auto *w = new KeyToCardWizard(session, parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->show();
}

} // namespace keyward::gui::keytocard
