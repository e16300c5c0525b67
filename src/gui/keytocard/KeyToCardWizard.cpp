// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyToCardWizard.h"

#include "KeyToCardPages.h"
#include "app/MeasuredCardFigures.h"
#include "core/Continuation.h"

#include <QtConcurrent/QtConcurrentRun>

namespace keyward::gui::keytocard {

KeyToCardWizard::KeyToCardWizard(openpgp::AgentSession *session, QWidget *parent)
    : QWizard(parent)
    , m_session(session)
{
    setWindowTitle(tr("Move subkeys to a card"));
    // Stored benchmark runs of the card model replace the published figures
    // in the "slow on this card" warning. The store is read off the GUI
    // thread (it may hold many runs); until it answers, the published
    // figures stand.
    whenFinished(
        QtConcurrent::run([] { return app::MeasuredCardFigures::readRuns(); }), this,
        [](const QList<bench::RunRecord> &runs) { app::MeasuredCardFigures::apply(runs); });
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

KeyToCardWizard *openKeyToCardWizard(keyward::openpgp::AgentSession *session, QWidget *parent)
{
    auto *w = new KeyToCardWizard(session, parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->show();
    return w;
}

} // namespace keyward::gui::keytocard
