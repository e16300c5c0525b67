// SPDX-License-Identifier: GPL-3.0-or-later
// The card page, or any other owner of a card command, closed while the command
// still waits for or runs on the agent's worker against the sandbox's virtual
// card: the command finishes, is deleted once, never calls the closed page back,
// and the window around the page lives on.
#include "CardPageHarness.h"
#include "core/Worker.h"
#include "openpgp/CardCommand.h"

#include <QDialog>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

#include <future>

using namespace keyward;
using namespace keyward::testing;

namespace {

/// A card command that only reads the card (the serial number, then the PIN
/// counters), so the virtual card is left as it was.
class ReadCardCommand : public openpgp::CardCommand
{
public:
    using CardCommand::CardCommand;
    QString title() const override { return QStringLiteral("Read the card"); }
    bool changesCard() const override { return false; }

protected:
    Status execute() override
    {
        for (const QByteArray &command :
             {QByteArray("SCD SERIALNO"), QByteArray("SCD GETATTR CHV-STATUS")}) {
            auto reply = session().transactNow(command, {}, title());
            if (!reply) {
                return reply.error();
            }
        }
        return {};
    }
    QString successText() const override { return QStringLiteral("The card was read."); }
};

/// Holds the agent's worker until release(): a command queued meanwhile is
/// started (its operation runs) but its job has not begun.
class WorkerGate
{
public:
    explicit WorkerGate(Worker &worker)
        : m_worker(worker)
    {
        std::shared_future<void> open = m_open.get_future().share();
        m_worker.post([open] { open.wait(); });
    }
    ~WorkerGate() { release(); }
    void release()
    {
        if (!m_released) {
            m_released = true;
            m_open.set_value();
        }
    }
    /// Release, wait until every job queued so far has run, and deliver what
    /// they posted back (finish(), then the deferred deletes).
    void drain()
    {
        release();
        m_worker.run([] {}).waitForFinished();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

private:
    Worker &m_worker;
    std::promise<void> m_open;
    bool m_released = false;
};

/// What a command reported through finished(), seen from outside its owner.
struct Outcome : QObject
{
    explicit Outcome(openpgp::CardCommand *command)
    {
        connect(command, &openpgp::CardCommand::finished, this,
                [this](const Status &s, const QString &m) {
                    ++count;
                    ok = s.ok();
                    message = m;
                });
    }
    int count = 0;
    bool ok = false;
    QString message;
};

} // namespace

class CardCloseTest : public CardPageHarness
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        openPage(900, 700);
        QVERIFY(!showSandboxCard().isEmpty());
    }

    /// The page is closed inside its window while its command is queued: the
    /// command still reads the card, reports, deletes itself, and the window
    /// (and a button in it) keeps working.
    void pageClosedMidCommand()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *button = new QPushButton(QStringLiteral("Still here"), &window);
        layout->addWidget(button);
        gui::card::CardPage *page = m_page.release();
        page->setParent(&window);
        layout->addWidget(page);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        auto *command = new ReadCardCommand(m_session.get());
        QPointer<openpgp::CardCommand> alive = command;
        Outcome outcome(command);
        WorkerGate gate(m_session->worker());
        QVERIFY(page->runCommand(command, {}));
        QCOMPARE(command->operation()->state(), Operation::State::Running);

        delete page;    // as the window does when the card's page goes
        QVERIFY(alive); // not deleted with the page: its job still needs it
        gate.drain();

        QCOMPARE(outcome.count, 1);
        QVERIFY2(outcome.ok, qPrintable(outcome.message));
        QVERIFY(!alive); // deleted itself, once
        QVERIFY(window.isVisible());
        QSignalSpy clicked(button, &QPushButton::clicked);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(clicked.count(), 1);
    }

    /// Any other owner (a dialog) closed mid-command: the same.
    void ownerClosedMidCommand()
    {
        QWidget window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *dialog = new QDialog(&window);
        auto *command = new ReadCardCommand(m_session.get(), dialog);
        QPointer<openpgp::CardCommand> alive = command;
        Outcome outcome(command);
        bool calledBack = false;
        connect(command, &openpgp::CardCommand::finished, dialog, [&] { calledBack = true; });
        WorkerGate gate(m_session->worker());
        command->start();

        delete dialog;
        QVERIFY(alive);
        gate.drain();

        QCOMPARE(outcome.count, 1);
        QVERIFY2(outcome.ok, qPrintable(outcome.message));
        QVERIFY(!calledBack); // the dialog's handler went with it
        QVERIFY(!alive);
        QVERIFY(window.isVisible());
    }

    /// An owner still there gets its command back after the job, as before it ran.
    void ownerKeepsFinishedCommand()
    {
        QObject owner;
        auto *command = new ReadCardCommand(m_session.get(), &owner);
        QPointer<openpgp::CardCommand> alive = command;
        WorkerGate gate(m_session->worker());
        command->start();
        QCOMPARE(command->parent(), nullptr); // out of the owner's reach while it runs
        gate.drain();
        QVERIFY(alive);
        QCOMPARE(command->parent(), &owner);
    }
};

QTEST_MAIN(CardCloseTest)
#include "CardCloseTest.moc"
