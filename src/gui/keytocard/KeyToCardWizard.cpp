// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyToCardWizard.h"

#include "KeyToCardPages.h"
#include "app/MeasuredCardFigures.h"
#include "core/Continuation.h"
#include "core/Worker.h"
#include "gui/WindowFit.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QTableWidget>

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
    m_storeReader = std::make_unique<Worker>(QStringLiteral("keytocard-figures"));
    whenFinished(
        m_storeReader->run([] { return app::MeasuredCardFigures::readRuns(); }), this,
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
    // QWizard's own size (about 570 × 400) clips the key list, the subtitles and the read-back
    // table: start at a size that shows them, and never below what the pages need.
    // QWizard's minimum ignores how tall its word-wrapped texts grow when narrow: below about 72
    // characters by 30 lines the last page's explanation pushes its buttons over the table.
    const QFontMetrics fm(font());
    setMinimumSize(boundedToScreen(
        this, minimumSizeHint().expandedTo(QSize(fm.averageCharWidth() * 72, fm.height() * 30))));
    resize(boundedToScreen(this,
                           sizeHint()
                               .expandedTo(QSize(760, 560))
                               .expandedTo(QSize(fm.averageCharWidth() * 120, fm.height() * 38))));
}

KeyToCardWizard::~KeyToCardWizard() = default;

void KeyToCardWizard::fitColumns(QTableWidget *table)
{
    table->resizeColumnsToContents();
    const int missing = table->horizontalHeader()->length() - table->viewport()->width();
    if (missing > 0 && !isMaximized()) {
        // Never wider than the screen: beyond it the table scrolls sideways instead.
        resize(boundedToScreen(this, QSize(width() + missing + table->frameWidth() * 2, height())));
    }
}

KeyToCardWizard *openKeyToCardWizard(keyward::openpgp::AgentSession *session, QWidget *parent)
{
    auto *w = new KeyToCardWizard(session, parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->show();
    return w;
}

} // namespace keyward::gui::keytocard
