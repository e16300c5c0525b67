// SPDX-License-Identifier: GPL-3.0-or-later
#include "DoctorDialog.h"

#include "ShowOnce.h"
#include "core/Continuation.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace keyward::gui {

namespace doctor = app::doctor;

DoctorDialog::DoctorDialog(QWidget *parent)
    : QDialog(parent)
    , m_command(std::make_unique<app::DoctorCommand>())
{
    setObjectName(QStringLiteral("doctorDialog"));
    setWindowTitle(tr("Check this computer"));
    auto *intro = new QLabel(
        tr("Why can a program not see a card? Keyward looks at GnuPG, gpg-agent, pcscd, "
           "scdaemon, OpenSC, the pinentry, SSH support and the keys on cards, and says what to "
           "do about each thing it finds. It changes nothing on this computer."),
        this);
    intro->setWordWrap(true);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("doctorSummary"));
    m_summary->setWordWrap(true);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    m_text = new QTextBrowser(this);
    m_text->setObjectName(QStringLiteral("doctorReport"));
    m_text->setOpenLinks(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_again = buttons->addButton(tr("Check &again"), QDialogButtonBox::ActionRole);
    m_again->setObjectName(QStringLiteral("doctorAgain"));
    connect(m_again, &QPushButton::clicked, this, &DoctorDialog::check);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_summary);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    const QFontMetrics fm(font());
    resize(fm.averageCharWidth() * 100, fm.height() * 30);
    check();
}

DoctorDialog::~DoctorDialog() = default;

void DoctorDialog::check()
{
    if (m_checking) {
        return;
    }
    m_checking = true;
    m_again->setEnabled(false);
    m_summary->setText(tr("Looking at GnuPG, pcscd, scdaemon and OpenSC…"));
    whenFinished(m_command->run(), this, [this](const app::DoctorReport &report) {
        m_checking = false;
        m_again->setEnabled(true);
        showReport(report);
        Q_EMIT checked();
    });
}

void DoctorDialog::showReport(const app::DoctorReport &report)
{
    m_report = report;
    m_summary->setText(report.findings.isEmpty() ? tr("Nothing to fix was found.")
                                                 : app::DoctorCommand::summary(report));
    QString html;
    for (const doctor::Finding &f : report.findings) {
        const QString word = app::DoctorCommand::severityWord(f.severity);
        const QString colour = f.severity == doctor::Severity::Problem ? QStringLiteral("#b00020")
                               : f.severity == doctor::Severity::Warning
                                   ? QStringLiteral("#8a5a00")
                                   : QStringLiteral("#1f4e8c");
        html += QStringLiteral("<p><b style=\"color:%1\">%2:</b> %3<br><i>%4</i> %5</p>")
                    .arg(colour, word.toHtmlEscaped(), f.description.toHtmlEscaped(),
                         tr("What to do:").toHtmlEscaped(), f.action.toHtmlEscaped());
    }
    html += QStringLiteral("<h4>%1</h4><ul>").arg(tr("What was looked at").toHtmlEscaped());
    for (const doctor::FactLine &f : report.facts) {
        html += QStringLiteral("<li>%1</li>").arg(f.text.toHtmlEscaped());
    }
    html += QStringLiteral("</ul>");
    m_text->setHtml(html);
}

QString DoctorDialog::reportText() const
{
    return m_summary->text() + QLatin1Char('\n') + m_text->toPlainText();
}

void showDoctorDialog(QWidget *parent)
{
    bool made = false;
    auto *dialog = showOnce<DoctorDialog>(parent, &made);
    if (!made && !dialog->isChecking()) {
        dialog->check(); // opened again: the computer is checked again
    }
}

} // namespace keyward::gui
