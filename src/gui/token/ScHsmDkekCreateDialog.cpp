// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmDkekCreateDialog.h"

#include "app/ScHsmDkekCreate.h"
#include "app/ScHsmDkekShare.h"
#include "app/ScHsmPasswordShares.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace keyward::gui::token {

namespace Create = app::ScHsmDkekCreate;
namespace PasswordShares = app::PasswordShares;

namespace {

/// The field's text as a secret (the UTF-8 copy is wiped).
pkcs11::SecretBytes secretOf(const QLineEdit *edit)
{
    QByteArray bytes = edit->text().toUtf8();
    return pkcs11::SecretBytes::take(bytes);
}

/// A refusal's detail (a clause) as the sentence the dialog shows.
QString sentence(const Error &e)
{
    QString s = e.detail;
    if (!s.isEmpty()) {
        s[0] = s[0].toUpper();
        s += u'.';
    }
    return s;
}

} // namespace

ScHsmDkekCreateDialog::ScHsmDkekCreateDialog(const QString &path, QWidget *parent)
    : QDialog(parent)
    , m_path(path)
{
    setWindowTitle(Create::title());
    setObjectName(QStringLiteral("scHsmDkekCreateDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("A new DKEK share is made on this computer and written to %1 (readable by you only); "
           "no device is used. Whoever holds the file and what opens it holds this part of the "
           "DKEK: a SmartCard-HSM initialised for DKEK shares imports it with Import DKEK "
           "share… or sc-hsm-tool --import-dkek-share.")
            .arg(QDir::toNativeSeparators(path)),
        this);
    intro->setObjectName(QStringLiteral("introLabel"));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText); // a path is never markup
    layout->addWidget(intro);

    m_typed = new QRadioButton(tr("Protect it with a &password you choose:"), this);
    m_typed->setObjectName(QStringLiteral("typedPasswordRadio"));
    m_typed->setChecked(true);
    layout->addWidget(m_typed);
    auto *form = new QFormLayout;
    form->setContentsMargins(24, 0, 0, 0);
    m_password = new QLineEdit(this);
    m_password->setObjectName(QStringLiteral("passwordEdit"));
    m_password->setEchoMode(QLineEdit::Password);
    form->addRow(tr("Pass&word (at least %1 characters):").arg(app::DkekShare::kMinPassword),
                 m_password);
    m_repeat = new QLineEdit(this);
    m_repeat->setObjectName(QStringLiteral("passwordRepeatEdit"));
    m_repeat->setEchoMode(QLineEdit::Password);
    form->addRow(tr("&Repeat the password:"), m_repeat);
    layout->addLayout(form);

    m_split = new QRadioButton(tr("&Split a random password among key custodians:"), this);
    m_split->setObjectName(QStringLiteral("splitPasswordRadio"));
    layout->addWidget(m_split);
    auto *splitRow = new QHBoxLayout;
    splitRow->setContentsMargins(24, 0, 0, 0);
    auto *any = new QLabel(tr("&Any"), this);
    m_threshold = new QSpinBox(this);
    m_threshold->setObjectName(QStringLiteral("thresholdSpin"));
    m_threshold->setRange(PasswordShares::kMinThreshold, PasswordShares::kMaxTotal);
    m_threshold->setValue(PasswordShares::kMinThreshold);
    any->setBuddy(m_threshold);
    auto *of = new QLabel(tr("&of"), this);
    m_total = new QSpinBox(this);
    m_total->setObjectName(QStringLiteral("totalSpin"));
    m_total->setRange(PasswordShares::kMinTotal, PasswordShares::kMaxTotal);
    m_total->setValue(PasswordShares::kMinTotal);
    of->setBuddy(m_total);
    auto *open = new QLabel(tr("password shares open the file"), this);
    for (QWidget *w : {static_cast<QWidget *>(any), static_cast<QWidget *>(m_threshold),
                       static_cast<QWidget *>(of), static_cast<QWidget *>(m_total),
                       static_cast<QWidget *>(open)}) {
        splitRow->addWidget(w);
    }
    splitRow->addStretch();
    layout->addLayout(splitRow);
    m_files = new QLabel(this);
    m_files->setObjectName(QStringLiteral("passwordShareFilesLabel"));
    m_files->setWordWrap(true);
    m_files->setTextFormat(Qt::PlainText);
    m_files->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_files->setContentsMargins(24, 0, 0, 0);
    layout->addWidget(m_files);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    layout->addWidget(m_problem);
    layout->addStretch();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("buttonBox"));
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Create share"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    for (QLineEdit *e : {m_password, m_repeat}) {
        connect(e, &QLineEdit::textChanged, this, &ScHsmDkekCreateDialog::validate);
    }
    connect(m_threshold, &QSpinBox::valueChanged, this, &ScHsmDkekCreateDialog::validate);
    connect(m_total, &QSpinBox::valueChanged, this, &ScHsmDkekCreateDialog::validate);
    connect(m_split, &QRadioButton::toggled, this, &ScHsmDkekCreateDialog::validate);
    resize(sizeHint().expandedTo(QSize(560, 0)));
    validate();
}

bool ScHsmDkekCreateDialog::split() const
{
    return m_split->isChecked();
}

int ScHsmDkekCreateDialog::threshold() const
{
    return m_threshold->value();
}

QStringList ScHsmDkekCreateDialog::passwordShareFiles() const
{
    return Create::passwordShareFilesBeside(m_path, m_total->value());
}

pkcs11::SecretBytes ScHsmDkekCreateDialog::takePassword()
{
    pkcs11::SecretBytes password = secretOf(m_password);
    m_password->clear();
    m_repeat->clear();
    return password;
}

void ScHsmDkekCreateDialog::validate()
{
    const bool split = m_split->isChecked();
    m_password->setEnabled(!split);
    m_repeat->setEnabled(!split);
    m_threshold->setEnabled(split);
    m_total->setEnabled(split);
    m_threshold->setMaximum(m_total->value());
    QString problem;
    bool complete = false;
    if (split) {
        const QStringList files = passwordShareFiles();
        QStringList names;
        for (const QString &f : files) {
            names << QStringLiteral("    ") + QFileInfo(f).fileName();
        }
        m_files->setText(tr("The password shares are written beside the share file, in %1, one "
                            "file for each key custodian (readable by you only):")
                             .arg(QDir::toNativeSeparators(QFileInfo(m_path).absolutePath())) +
                         QLatin1Char('\n') + names.join(QLatin1Char('\n')));
        const Status st = Create::requireNewFiles(m_path, files);
        if (!st) {
            problem = sentence(st.error());
        }
        complete = st.ok() && Create::validSplit(threshold(), int(files.size()));
    } else {
        m_files->setText(tr("A split password is random and nobody types it: the chosen number "
                            "of its password shares, written as files beside the share file, "
                            "open the share."));
        const pkcs11::SecretBytes password = secretOf(m_password);
        const pkcs11::SecretBytes again = secretOf(m_repeat);
        const Status same = Create::checkSamePassword(password, again);
        const Status rule = Create::checkNewPassword(password);
        if (!m_repeat->text().isEmpty() && !same) {
            problem = sentence(same.error());
        } else if (!m_password->text().isEmpty() && !rule) {
            problem = sentence(rule.error());
        }
        complete = same.ok() && rule.ok();
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(complete);
    fitHeight();
}

void ScHsmDkekCreateDialog::fitHeight()
{
    // Wrapped labels grow with the list of password share files: the dialog grows with them
    // rather than clip them.
    QLayout *l = layout();
    const int needed =
        l->hasHeightForWidth() ? l->totalHeightForWidth(width()) : l->totalSizeHint().height();
    if (needed > height()) {
        resize(width(), needed);
    }
}

void ScHsmDkekCreateDialog::done(int result)
{
    if (result != QDialog::Accepted) {
        m_password->clear();
        m_repeat->clear();
    }
    QDialog::done(result);
}

} // namespace keyward::gui::token
