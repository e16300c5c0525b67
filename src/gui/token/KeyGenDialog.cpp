// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyGenDialog.h"
#include "ui_KeyGenDialog.h"

#include "core/AlgorithmNames.h"
#include "pkcs11/OpenSsl.h"
#include "pkcs11/Pkcs11Api.h"

#include <QPushButton>
#include <QRegularExpressionValidator>

namespace keyward::gui::token {

namespace {

struct Curve
{
    const char *name; ///< OpenSSL short name
    int bits;
};

// P-256/384/521 first: what every token takes; the rest where the token's
// EC mechanism allows the size.
constexpr Curve kCurves[] = {
    {"prime256v1", 256},      {"secp384r1", 384},       {"secp521r1", 521},
    {"brainpoolP256r1", 256}, {"brainpoolP384r1", 384}, {"brainpoolP512r1", 512},
    {"secp256k1", 256},
};

bool inRange(const pkcs11::MechanismInfo &m, int bits)
{
    // 0 means the token did not say.
    return (m.minKeySize == 0 || quint64(bits) >= m.minKeySize) &&
           (m.maxKeySize == 0 || quint64(bits) <= m.maxKeySize);
}

/// The recommended type first, the others in their order.
QList<pkcs11::KeyGenSpec> recommendedFirst(QList<pkcs11::KeyGenSpec> types)
{
    QStringList names;
    for (const auto &t : std::as_const(types)) {
        names << t.describe();
    }
    const qsizetype best = names.indexOf(recommendedAlgorithm(names));
    if (best > 0) {
        types.move(best, 0);
    }
    return types;
}

} // namespace

QList<pkcs11::KeyGenSpec> KeyGenDialog::offeredTypes(const QList<pkcs11::MechanismInfo> &mechanisms)
{
    const pkcs11::MechanismInfo *rsa = nullptr;
    const pkcs11::MechanismInfo *ec = nullptr;
    for (const auto &m : mechanisms) {
        if (m.type == CKM_RSA_PKCS_KEY_PAIR_GEN) {
            rsa = &m;
        } else if (m.type == CKM_EC_KEY_PAIR_GEN) {
            ec = &m;
        }
    }
    const bool any = mechanisms.isEmpty();
    QList<pkcs11::KeyGenSpec> out;
    for (int bits : {2048, 3072, 4096}) {
        if (any || (rsa && inRange(*rsa, bits))) {
            pkcs11::KeyGenSpec s;
            s.algorithm = pkcs11::KeyGenSpec::Algorithm::Rsa;
            s.rsaBits = bits;
            out << s;
        }
    }
    for (std::size_t i = 0; i < std::size(kCurves); ++i) {
        const Curve &c = kCurves[i];
        const bool standard = i < 3; // the NIST curves
        if ((any && standard) || (ec && inRange(*ec, c.bits) &&
                                  !pkcs11::ossl::curveParams(QLatin1String(c.name)).isEmpty())) {
            pkcs11::KeyGenSpec s;
            s.algorithm = pkcs11::KeyGenSpec::Algorithm::Ec;
            s.curve = QLatin1String(c.name);
            out << s;
        }
    }
    return out;
}

KeyGenDialog::KeyGenDialog(const QList<pkcs11::MechanismInfo> &mechanisms, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::KeyGenDialog>())
    , m_types(recommendedFirst(offeredTypes(mechanisms)))
{
    m_ui->setupUi(this);
    // Names people use ("NIST P-256"); the item's data is the machine name ("EC prime256v1").
    for (const auto &t : std::as_const(m_types)) {
        m_ui->typeCombo->addItem(algorithmChoiceName(t.describe(), &t == &m_types.constFirst()),
                                 t.describe());
    }
    m_ui->typeCombo->setCurrentIndex(0);
    m_ui->idEdit->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("([0-9a-fA-F]{2})*")), m_ui->idEdit));
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setText(tr("&Generate"));
    connect(m_ui->typeCombo, &QComboBox::currentIndexChanged, this, &KeyGenDialog::validate);
    connect(m_ui->idEdit, &QLineEdit::textChanged, this, &KeyGenDialog::validate);
    connect(m_ui->labelEdit, &QLineEdit::textChanged, this, &KeyGenDialog::validate);
    m_ui->labelEdit->setFocus();
    validate();
}

KeyGenDialog::~KeyGenDialog() = default;

void KeyGenDialog::validate()
{
    const int i = m_ui->typeCombo->currentIndex();
    QString note;
    if (m_types.isEmpty()) {
        note = tr("This token offers no key pair generation Keyward knows.");
    } else if (i >= 0 && m_types.at(i).algorithm == pkcs11::KeyGenSpec::Algorithm::Rsa &&
               m_types.at(i).rsaBits >= 4096) {
        note = tr("An RSA 4096 key can take a while on a hardware token.");
    }
    m_ui->noteLabel->setText(note);
    m_ui->noteLabel->setVisible(!note.isEmpty());
    const bool idOk = m_ui->idEdit->text().size() % 2 == 0;
    m_ui->buttonBox->button(QDialogButtonBox::Ok)
        ->setEnabled(i >= 0 && idOk && !m_ui->labelEdit->text().trimmed().isEmpty());
}

pkcs11::KeyGenSpec KeyGenDialog::spec() const
{
    pkcs11::KeyGenSpec s = m_types.value(m_ui->typeCombo->currentIndex());
    s.label = m_ui->labelEdit->text().trimmed();
    s.id = QByteArray::fromHex(m_ui->idEdit->text().toLatin1());
    s.sensitive = m_ui->sensitiveCheck->isChecked();
    s.extractable = m_ui->extractableCheck->isChecked();
    return s;
}

} // namespace keyward::gui::token
