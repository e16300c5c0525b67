// SPDX-License-Identifier: GPL-3.0-or-later
#include "GuiPinProvider.h"

#include "PinDialog.h"

#include "openpgp/PinRules.h"

#include <QCoreApplication>
#include <QThread>

#include <future>
#include <memory>
#include <optional>

namespace keyward::gui::card {

GuiPinProvider::GuiPinProvider(QWidget *parent, const openpgp::ChvStatus &chv,
                               const QString &operation)
    : m_parent(parent)
    , m_chv(chv)
    , m_operation(operation)
{}

namespace {

using Answer = std::optional<QByteArray>;

/// Keeps the worker's promise for one dialog and keeps it exactly once: with
/// the PIN or a cancel when the dialog finishes, with a cancel at the latest
/// when the dialog (its parent) is destroyed, say with a closing window.
class PinAnswer : public QObject
{
public:
    PinAnswer(std::shared_ptr<std::promise<Answer>> promise, QObject *dialog)
        : QObject(dialog)
        , m_promise(std::move(promise))
    {}
    ~PinAnswer() override { give(std::nullopt); }
    void give(Answer answer)
    {
        if (m_promise) {
            m_promise->set_value(std::move(answer));
            m_promise.reset();
        }
    }

private:
    std::shared_ptr<std::promise<Answer>> m_promise;
};

} // namespace

Result<QByteArray> GuiPinProvider::pin(openpgp::PinKind kind, const QString &prompt)
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app || QThread::currentThread() == app->thread()) {
        return Error::cancelled(prompt); // never block the GUI thread on itself
    }
    auto promise = std::make_shared<std::promise<Answer>>();
    std::future<Answer> answer = promise->get_future();
    QPointer<QWidget> parent = m_parent;
    const openpgp::PinRule rule = openpgp::pinRule(kind, &m_chv);
    const QString operation = m_operation;
    // qApp lives as long as the GUI thread runs events, so the lambda always
    // runs; PinAnswer keeps the promise whatever becomes of the dialog.
    QMetaObject::invokeMethod(
        app,
        [parent, kind, rule, operation, promise] {
            if (!parent) {
                promise->set_value(std::nullopt);
                return;
            }
            auto *dialog = new PinDialog(kind, rule, operation, parent);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            auto *keeper = new PinAnswer(promise, dialog);
            QObject::connect(dialog, &QDialog::finished, keeper, [dialog, keeper](int result) {
                keeper->give(result == QDialog::Accepted ? Answer(dialog->takePin())
                                                         : std::nullopt);
            });
            dialog->open();
        },
        Qt::QueuedConnection);
    // Bounded: a window that is being torn down must not hang the worker.
    if (answer.wait_for(std::chrono::minutes(10)) != std::future_status::ready) {
        return Error::cancelled(prompt);
    }
    try {
        Answer a = answer.get();
        if (!a) {
            return Error::cancelled(prompt);
        }
        return std::move(*a);
    } catch (const std::future_error &) {
        return Error::cancelled(prompt); // the dialog went away unanswered
    }
}

} // namespace keyward::gui::card
