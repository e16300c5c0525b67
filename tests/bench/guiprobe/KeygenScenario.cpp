// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeygenScenario.h"

#include "gui/card/CardPage.h"
#include "gui/card/GenerateKeyDialog.h"
#include "gui/card/KeyAttrDialog.h"
#include "openpgp/AgentSession.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRadioButton>
#include <QTimer>

namespace keyward::guiprobe {

namespace {
constexpr int kDialogTimeoutMs = 30000;
constexpr int kTailMs = 300;

/// Queue answers for the sandbox's test pinentry, one line per GETPIN.
bool pinentry(const QStringList &answers)
{
    QFile f(qEnvironmentVariable("KEYWARD_SANDBOX") + QStringLiteral("/pinentry/answers"));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
        return false;
    }
    for (const QString &a : answers) {
        f.write(a.toUtf8() + '\n');
    }
    return true;
}

template<typename Dialog> Dialog *visibleDialog(QWidget *page)
{
    for (Dialog *d : page->findChildren<Dialog *>()) {
        if (d->isVisible()) {
            return d;
        }
    }
    return nullptr;
}

/// The card's AID as gpg reports it (the page's id is "openpgp:<AID>").
/// Set-up, before anything is probed, so a blocking child process is fine.
QString cardAid()
{
    QProcess p;
    p.start(QStringLiteral("gpg"), {QStringLiteral("--batch"), QStringLiteral("--card-status"),
                                    QStringLiteral("--with-colons")});
    p.waitForFinished(60000);
    for (const QString &line : QString::fromUtf8(p.readAllStandardOutput()).split(u'\n')) {
        if (line.startsWith(QStringLiteral("Reader:"))) {
            return line.section(u':', 3, 3);
        }
    }
    return {};
}
} // namespace

KeygenScenario::KeygenScenario(QString algorithm, openpgp::KeySlot slot, QObject *parent)
    : Scenario(parent)
    , m_algorithm(std::move(algorithm))
    , m_slot(slot)
{}

KeygenScenario::~KeygenScenario() = default;

bool KeygenScenario::prepare()
{
    m_aid = cardAid();
    if (!m_aid.startsWith(QStringLiteral("D276"))) {
        say(QStringLiteral("FAILED: keygen: gpg --card-status shows no OpenPGP card"));
        return false;
    }
    m_session = std::make_unique<openpgp::AgentSession>();
    m_page = std::make_unique<gui::card::CardPage>();
    m_page->setSession(m_session.get());
    m_page->resize(1000, 860);
    m_page->show();
    connect(m_page.get(), &gui::card::CardPage::commandFinished, this,
            [this](bool ok, const QString &message) {
                if (!m_afterCommand) {
                    return;
                }
                if (m_probe) {
                    m_probe->mark("command finished");
                }
                m_commandDone = true;
                m_commandOk = ok;
                if (!ok) {
                    say(QStringLiteral("keygen: the page says: %1").arg(message));
                }
                if (m_reread) {
                    std::exchange(m_afterCommand, {})(ok);
                }
            });
    connect(m_page.get(), &gui::card::CardPage::cardRead, this, [this] {
        if (!m_afterCommand) {
            return;
        }
        if (m_probe) {
            m_probe->mark("card read again");
        }
        m_reread = true;
        if (m_commandDone) {
            std::exchange(m_afterCommand, {})(m_commandOk);
        }
    });
    addStep([this] { showCard(); });
    addStep([this] { setAlgorithm(); });
    addStep([this] { generate(); });
    idleBaseline([this] { return m_stalls.seconds; }, &m_idle);
    addStep([this] {
        report();
        next();
    });
    return true;
}

void KeygenScenario::awaitCommand(std::function<void(bool ok)> then)
{
    m_commandDone = m_commandOk = m_reread = false;
    m_afterCommand = std::move(then);
}

void KeygenScenario::showCard()
{
    DeviceInfo device;
    device.id = QStringLiteral("openpgp:") + m_aid;
    device.kind = DeviceKind::OpenPgpCard;
    device.name = QStringLiteral("OpenPGP card");
    device.isVirtual = true;
    auto failed = std::make_shared<QMetaObject::Connection>();
    auto read = std::make_shared<QMetaObject::Connection>();
    *read = connect(m_page.get(), &gui::card::CardPage::cardRead, this, [this, read, failed] {
        disconnect(*read);
        disconnect(*failed);
        next();
    });
    *failed = connect(
        m_page.get(), &gui::card::CardPage::readFailed, this, [this, read, failed](const Error &e) {
            disconnect(*read);
            disconnect(*failed);
            fail(QStringLiteral("the page could not read the card: %1").arg(e.technical()));
        });
    m_page->showCard(device);
}

void KeygenScenario::setAlgorithm()
{
    if (m_page->card().key(m_slot).algorithm.compare(m_algorithm, Qt::CaseInsensitive) == 0) {
        next();
        return;
    }
    auto *action = m_page->findChild<QAction *>(QStringLiteral("actionKeyAttributes"));
    if (!action || !action->isEnabled()) {
        fail(QStringLiteral("the card page has no enabled actionKeyAttributes"));
        return;
    }
    action->trigger();
    waitUntil([this] { return visibleDialog<gui::card::KeyAttrDialog>(m_page.get()) != nullptr; },
              kDialogTimeoutMs, QStringLiteral("the key algorithm dialog"),
              [this] {
                  auto *d = visibleDialog<gui::card::KeyAttrDialog>(m_page.get());
                  d->select(m_slot, m_algorithm);
                  if (d->algorithm().compare(m_algorithm, Qt::CaseInsensitive) != 0) {
                      fail(QStringLiteral("the card offers no %1 for this slot").arg(m_algorithm));
                      return;
                  }
                  pinentry({QStringLiteral("12345678"), QStringLiteral("12345678")});
                  awaitCommand([this](bool ok) {
                      if (!ok) {
                          fail(QStringLiteral("changing the key algorithm failed"));
                          return;
                      }
                      next();
                  });
                  d->accept();
              });
}

void KeygenScenario::generate()
{
    auto *action = m_page->findChild<QAction *>(QStringLiteral("actionGenerateKeys"));
    if (!action || !action->isEnabled()) {
        fail(QStringLiteral("the card page has no enabled actionGenerateKeys"));
        return;
    }
    action->trigger();
    waitUntil(
        [this] { return visibleDialog<gui::card::GenerateKeyDialog>(m_page.get()) != nullptr; },
        kDialogTimeoutMs, QStringLiteral("the key generation dialog"),
        [this] {
            auto *d = visibleDialog<gui::card::GenerateKeyDialog>(m_page.get());
            auto *one = d->findChild<QRadioButton *>(QStringLiteral("oneRadio"));
            auto *slot = d->findChild<QComboBox *>(QStringLiteral("slotCombo"));
            if (!one || !slot) {
                fail(QStringLiteral("the generation dialog has no oneRadio/slotCombo"));
                return;
            }
            one->setChecked(true);
            slot->setCurrentIndex(slot->findData(static_cast<int>(m_slot)));
            pinentry({QStringLiteral("12345678"), QStringLiteral("12345678")});
            say(QStringLiteral("keygen: generating %1 on the virtual card…").arg(m_algorithm));
            m_probe = std::make_unique<StallProbe>(600);
            auto clock = std::make_shared<QElapsedTimer>();
            awaitCommand([this, clock](bool ok) {
                m_keygenSeconds = double(clock->nsecsElapsed()) / 1e9;
                QTimer::singleShot(kTailMs, this, [this, ok] {
                    m_probe->stop();
                    m_stalls = m_probe->stats();
                    m_worst = m_probe->worstGaps();
                    const auto &key = m_page->card().key(m_slot);
                    if (!ok || !key.hasKey() ||
                        key.algorithm.compare(m_algorithm, Qt::CaseInsensitive) != 0) {
                        fail(QStringLiteral("no %1 key in the slot after generation (%2)")
                                 .arg(m_algorithm, m_page->lastResult()));
                        return;
                    }
                    next();
                });
            });
            m_probe->start();
            m_probe->mark("generate accepted");
            clock->start();
            d->accept();
        });
}

void KeygenScenario::report()
{
    say(QStringLiteral("keygen: %1 generated in %2 s; event-loop gaps: %3 ticks, max %4 ms, "
                       "p99 %5 ms, p99.9 %6 ms, %7 over 16 ms")
            .arg(m_algorithm)
            .arg(m_keygenSeconds, 0, 'f', 2)
            .arg(m_stalls.ticks)
            .arg(m_stalls.maxMs, 0, 'f', 2)
            .arg(m_stalls.p99Ms, 0, 'f', 2)
            .arg(m_stalls.p999Ms, 0, 'f', 2)
            .arg(m_stalls.over16));
    sayGapsAndIdle(QStringLiteral("keygen"), m_worst, m_idle);
    say(QStringLiteral("result keygen algorithm=%1 keygen_s=%2 %3 %4")
            .arg(m_algorithm)
            .arg(m_keygenSeconds, 0, 'f', 3)
            .arg(m_stalls.fields(QStringLiteral("stall")), m_idle.fields(QStringLiteral("idle"))));
}

} // namespace keyward::guiprobe
