// SPDX-License-Identifier: GPL-3.0-or-later
#include "Pkcs11Bench.h"

#include "Pkcs11BenchState.h"
#include "pkcs11/TokenLocator.h"

#include <QCoreApplication>

namespace keyward::bench {

namespace {
// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::Pkcs11Bench)
};
} // namespace

Pkcs11Algorithm pkcs11Algorithm(const QString &algorithm)
{
    Pkcs11Algorithm a;
    if (algorithm.startsWith(QLatin1String("RSA-"))) {
        a.modulusBits = algorithm.mid(4).toULong();
        a.valid = a.modulusBits == 2048 || a.modulusBits == 3072 || a.modulusBits == 4096;
    } else if (algorithm == QLatin1String("ECDSA-P256")) {
        a.rsa = false;
        a.ecParams = QByteArray::fromHex("06082a8648ce3d030107");
        a.valid = true;
    } else if (algorithm == QLatin1String("ECDSA-P384")) {
        a.rsa = false;
        a.ecParams = QByteArray::fromHex("06052b81040022");
        a.valid = true;
    }
    return a;
}

QStringList Pkcs11Bench::algorithms()
{
    return {QStringLiteral("RSA-2048"), QStringLiteral("RSA-3072"), QStringLiteral("RSA-4096"),
            QStringLiteral("ECDSA-P256"), QStringLiteral("ECDSA-P384")};
}

bool Pkcs11Bench::supports(const QString &algorithm, OperationKind operation)
{
    const Pkcs11Algorithm a = pkcs11Algorithm(algorithm);
    if (!a.valid) {
        return false;
    }
    switch (operation) {
    case OperationKind::Sign:
    case OperationKind::KeyGeneration:
        return true;
    case OperationKind::Decrypt:
        return a.rsa; // ECDH would create a derived object per operation
    case OperationKind::PinVerify:
        return true; // C_Login with the user PIN; the algorithm plays no part
    default:
        return false;
    }
}

void Pkcs11Bench::shapePinVerifyCase(BenchCase &benchCase)
{
    benchCase.algorithm = Text::tr("user PIN");
    benchCase.threads = 1;
    benchCase.keyOrigin = QStringLiteral("none"); // C_Login uses no key
}

Pkcs11Bench::Pkcs11Bench(Pkcs11BenchConfig config)
    : m_state(std::make_unique<State>())
{
    m_state->pin = pkcs11::SecretBytes::fromUtf8(config.pin.constData(), config.pin.size());
    pkcs11::wipe(config.pin);
    m_state->guard = PinGuard::orDefault(config.pinGuard);
    m_state->config = std::move(config);
}

Pkcs11Bench::~Pkcs11Bench() = default;

Status Pkcs11Bench::open()
{
    State &s = *m_state;
    std::lock_guard lock(s.mutex);
    if (s.opened) {
        return s.openStatus;
    }
    s.opened = true;
    const QString op = Text::tr("open the token for the benchmark");
    if (!pkcs11Algorithm(s.config.algorithm).valid ||
        !supports(s.config.algorithm, s.config.operation)) {
        s.openStatus =
            Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                        s.config.algorithm + QLatin1Char('/') + toString(s.config.operation));
        return s.openStatus;
    }
    s.modules = pkcs11::ModuleSet::load(s.config.extraModules);
    auto located = pkcs11::locateToken(*s.modules, s.config.token);
    if (!located) {
        s.openStatus = located.error();
        return s.openStatus;
    }
    s.module = located.value().module;
    s.token = located.value().info;
    CK_INFO info{};
    if (s.module->functions()->C_GetInfo(&info) == CKR_OK) {
        s.libraryVersion =
            QStringLiteral("%1.%2").arg(info.libraryVersion.major).arg(info.libraryVersion.minor);
    }
    s.openStatus = {};
    return s.openStatus;
}

DeviceIdentity tokenIdentity(const pkcs11::TokenInfo &t)
{
    DeviceIdentity id;
    id.id = t.deviceId();
    id.kind = QStringLiteral("pkcs11-token");
    id.vendor = t.manufacturer;
    id.model = t.model.isEmpty() ? t.label : t.model;
    id.firmware = t.firmwareVersion;
    id.serial = t.serial;
    id.isVirtual = t.isVirtual();
    return id;
}

DeviceIdentity Pkcs11Bench::identity() const
{
    return tokenIdentity(m_state->token);
}

QMap<QString, QString> Pkcs11Bench::software() const
{
    QMap<QString, QString> s;
    if (!m_state->token.moduleName.isEmpty()) {
        s.insert(m_state->token.moduleName, m_state->libraryVersion);
    }
    return s;
}

QString Pkcs11Bench::keyOrigin() const
{
    if (m_state->config.operation == OperationKind::PinVerify) {
        return QStringLiteral("none"); // C_Login uses no key
    }
    return m_state->config.keyLabel.isEmpty()
               ? QStringLiteral("generated")
               : QStringLiteral("existing:") + m_state->config.keyLabel;
}

const Pkcs11BenchConfig &Pkcs11Bench::config() const
{
    return m_state->config;
}

Pkcs11Bench::State &Pkcs11Bench::state() const
{
    return *m_state;
}

RunnerFactory Pkcs11Bench::factory(std::shared_ptr<Pkcs11Bench> bench)
{
    return [bench](int thread) { return makePkcs11Runner(bench, bench->m_state.get(), thread); };
}

} // namespace keyward::bench
