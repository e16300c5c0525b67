// SPDX-License-Identifier: GPL-3.0-or-later
#include "CertRequestDialog.h"
#include "ui_CertRequestDialog.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QPushButton>
#include <QRegularExpression>

namespace keyward::gui::token {

namespace {

bool isIpAddress(const QString &text)
{
    // IPv4 dotted quad, or IPv6 (hex groups with colons, maybe an IPv4 tail).
    static const QRegularExpression v4(QStringLiteral("^\\d{1,3}(\\.\\d{1,3}){3}$"));
    static const QRegularExpression v6(QStringLiteral("^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$"));
    return v4.match(text).hasMatch() ||
           (text.count(QLatin1Char(':')) >= 2 && v6.match(text).hasMatch());
}

QCheckBox *addCheck(QGridLayout *grid, const QString &text, const QString &name, int i)
{
    auto *box = new QCheckBox(text, grid->parentWidget());
    box->setObjectName(name + QStringLiteral("Check"));
    grid->addWidget(box, i / 2, i % 2);
    return box;
}

} // namespace

CertRequestDialog::CertRequestDialog(Mode mode, const pkcs11::ObjectInfo &key, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::CertRequestDialog>())
    , m_mode(mode)
{
    m_ui->setupUi(this);
    m_ui->validitySpin->setRange(pkcs11::CertificateBuilder::kMinValidityDays,
                                 pkcs11::CertificateBuilder::kMaxValidityDays);
    m_ui->validitySpin->setValue(pkcs11::kDefaultValidityDays);
    const bool csr = mode == Mode::Csr;
    setWindowTitle(csr ? tr("Create certificate signing request")
                       : tr("Create self-signed certificate"));
    const QString keyType = key.keyType.startsWith(QLatin1String("EC"))
                                ? QStringLiteral("EC %1").arg(key.curve)
                                : QStringLiteral("%1 %2").arg(key.keyType).arg(key.sizeBits);
    m_ui->keyLabel->setText(
        tr("Signed on the token by the private key “%1” (%2, ID %3).")
            .arg(key.label, keyType, key.idHex().isEmpty() ? tr("none") : key.idHex()));
    m_ui->cnEdit->setText(key.label);

    const std::pair<const char *, QString> usages[] = {
        {"digitalSignature", tr("&Digital signature")}, {"nonRepudiation", tr("Non-re&pudiation")},
        {"keyEncipherment", tr("&Key encipherment")},   {"keyAgreement", tr("Key a&greement")},
        {"keyCertSign", tr("Certificate si&gning")},    {"cRLSign", tr("CRL signin&g")},
    };
    int i = 0;
    for (const auto &[name, text] : usages) {
        m_keyUsage << std::pair{QLatin1String(name),
                                addCheck(m_ui->keyUsageGrid, text, QLatin1String(name), i++)};
    }
    const std::pair<const char *, QString> ekus[] = {
        {"serverAuth", tr("TLS &server")},      {"clientAuth", tr("TLS c&lient")},
        {"codeSigning", tr("Code s&igning")},   {"emailProtection", tr("E-mail &protection")},
        {"timeStamping", tr("&Time stamping")}, {"OCSPSigning", tr("&OCSP signing")},
    };
    i = 0;
    for (const auto &[name, text] : ekus) {
        m_extendedKeyUsage << std::pair{QLatin1String(name),
                                        addCheck(m_ui->ekuGrid, text, QLatin1String(name), i++)};
    }
    // A sensible start: signing for any key, key encipherment for RSA.
    m_keyUsage.at(0).second->setChecked(true);
    m_keyUsage.at(2).second->setChecked(key.keyType == QLatin1String("RSA"));
    if (!csr) {
        m_keyUsage.at(4).second->setChecked(false);
    }

    m_ui->certificateGroup->setVisible(!csr);
    m_ui->formatCombo->addItem(tr("PEM"));
    m_ui->formatCombo->addItem(tr("DER"));
    m_ui->buttonBox->button(QDialogButtonBox::Ok)
        ->setText(tr("Create")); // the default button: Enter
    connect(m_ui->browseButton, &QPushButton::clicked, this, &CertRequestDialog::browse);
    connect(m_ui->caCheck, &QCheckBox::toggled, this, [this](bool ca) {
        if (ca) {
            m_keyUsage.at(4).second->setChecked(true);
            m_keyUsage.at(5).second->setChecked(true);
        }
    });
    for (QLineEdit *e : {m_ui->cnEdit, m_ui->oEdit, m_ui->ouEdit, m_ui->lEdit, m_ui->stEdit,
                         m_ui->cEdit, m_ui->emailEdit, m_ui->pathEdit}) {
        connect(e, &QLineEdit::textChanged, this, &CertRequestDialog::validate);
    }
    connect(m_ui->storeCheck, &QCheckBox::toggled, this, &CertRequestDialog::validate);
    connect(m_ui->sanEdit, &QPlainTextEdit::textChanged, this, &CertRequestDialog::validate);
    m_ui->cnEdit->setFocus();
    validate();
}

CertRequestDialog::~CertRequestDialog() = default;

QString CertRequestDialog::subjectString(const QList<std::pair<QString, QString>> &fields)
{
    QString out;
    for (const auto &[field, value] : fields) {
        QString v = value.trimmed();
        if (v.isEmpty()) {
            continue;
        }
        v.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
        v.replace(QLatin1Char('/'), QStringLiteral("\\/"));
        out += QLatin1Char('/') + field + QLatin1Char('=') + v;
    }
    return out;
}

QStringList CertRequestDialog::parseSubjectAltNames(const QString &text)
{
    QStringList out;
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.isEmpty()) {
            continue;
        }
        static const QStringList prefixes = {QStringLiteral("DNS:"), QStringLiteral("IP:"),
                                             QStringLiteral("email:"), QStringLiteral("URI:")};
        bool prefixed = false;
        for (const QString &p : prefixes) {
            prefixed = prefixed || line.startsWith(p, Qt::CaseInsensitive);
        }
        if (prefixed) {
            out << line;
        } else if (isIpAddress(line)) {
            out << QStringLiteral("IP:") + line;
        } else if (line.contains(QLatin1Char('@'))) {
            out << QStringLiteral("email:") + line;
        } else {
            out << QStringLiteral("DNS:") + line;
        }
    }
    return out;
}

pkcs11::CertRequestSpec CertRequestDialog::spec() const
{
    pkcs11::CertRequestSpec s;
    s.subject = subjectString({{QStringLiteral("CN"), m_ui->cnEdit->text()},
                               {QStringLiteral("O"), m_ui->oEdit->text()},
                               {QStringLiteral("OU"), m_ui->ouEdit->text()},
                               {QStringLiteral("L"), m_ui->lEdit->text()},
                               {QStringLiteral("ST"), m_ui->stEdit->text()},
                               {QStringLiteral("C"), m_ui->cEdit->text().toUpper()},
                               {QStringLiteral("emailAddress"), m_ui->emailEdit->text()}});
    s.subjectAltNames = parseSubjectAltNames(m_ui->sanEdit->toPlainText());
    for (const auto &[name, box] : m_keyUsage) {
        if (box->isChecked()) {
            s.keyUsage << name;
        }
    }
    for (const auto &[name, box] : m_extendedKeyUsage) {
        if (box->isChecked()) {
            s.extendedKeyUsage << name;
        }
    }
    s.validityDays = m_ui->validitySpin->value();
    s.ca = m_mode == Mode::SelfSigned && m_ui->caCheck->isChecked();
    return s;
}

QString CertRequestDialog::outputPath() const
{
    return m_ui->pathEdit->text().trimmed();
}

pkcs11::ossl::Encoding CertRequestDialog::encoding() const
{
    return m_ui->formatCombo->currentIndex() == 1 ? pkcs11::ossl::Encoding::Der
                                                  : pkcs11::ossl::Encoding::Pem;
}

bool CertRequestDialog::storeOnToken() const
{
    return m_mode == Mode::SelfSigned && m_ui->storeCheck->isChecked();
}

void CertRequestDialog::browse()
{
    const bool csr = m_mode == Mode::Csr;
    const QString path = QFileDialog::getSaveFileName(
        this, csr ? tr("Save request") : tr("Save certificate"), outputPath(),
        csr ? tr("Certificate requests (*.csr *.pem *.der);;All files (*)")
            : tr("Certificates (*.crt *.pem *.der);;All files (*)"));
    if (!path.isEmpty()) {
        m_ui->pathEdit->setText(path);
        if (path.endsWith(QLatin1String(".der"), Qt::CaseInsensitive)) {
            m_ui->formatCombo->setCurrentIndex(1);
        }
    }
}

void CertRequestDialog::validate()
{
    QString hint;
    const QString c = m_ui->cEdit->text().trimmed();
    if (spec().subject.isEmpty()) {
        hint = tr("The subject needs at least one field, usually the common name.");
    } else if (!c.isEmpty() && c.size() != 2) {
        hint = tr("The country is a two-letter code.");
    } else if (outputPath().isEmpty() && !storeOnToken()) {
        hint = m_mode == Mode::Csr ? tr("Choose where to save the request.")
                                   : tr("Choose where to save the certificate, or write it "
                                        "onto the token.");
    }
    m_ui->hintLabel->setText(hint);
    m_ui->hintLabel->setVisible(!hint.isEmpty());
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(hint.isEmpty());
}

} // namespace keyward::gui::token
