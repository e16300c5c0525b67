// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyPoolToken.h"

#include "Pkcs11Bench.h"

#include "pkcs11/KeyPool.h"
#include "pkcs11/ModuleSet.h"
#include "pkcs11/TokenContext.h"
#include "pkcs11/TokenLocator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>

#include <atomic>

namespace keyward::bench {

using namespace keyward::pkcs11;

struct KeyPoolToken::State
{
    Config config;
    std::unique_ptr<ModuleSet> modules;
    LocatedToken located;
    std::unique_ptr<TokenContext> ctx;
    std::unique_ptr<Session> anchor; ///< holds the login until the run ends
    WrapSupport support;
    CK_OBJECT_HANDLE kek = CK_INVALID_HANDLE;
    QList<WrappedKey> keys;
    std::atomic<quint64> next{0};
    double fillSecondsPerKey = 0;
};

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench)
};

class TokenKeyService : public KeyServiceBackend
{
public:
    explicit TokenKeyService(std::shared_ptr<KeyPoolToken> owner, KeyPoolToken::State *s)
        : m_owner(std::move(owner))
        , m_s(s)
        , m_spec(*KeyPool::keySpec(s->config.keyType))
        , m_op(Text::tr("Key pool benchmark"))
        , m_data(32, '\x5a')
    {}

    Status setup() override
    {
        auto session = Session::open(*m_s->located.module, m_s->located.info.slotId, true, m_op);
        if (!session) {
            return session.error();
        }
        m_session = std::move(session.value());
        return {};
    }
    Result<quint64> generate() override
    {
        auto pair = KeyPool::generatePair(*m_session, m_spec, m_op);
        if (!pair) {
            return pair.error();
        }
        m_publicOf.insert(pair->privateKey, pair->publicKey);
        return quint64(pair->privateKey);
    }
    Result<quint64> unwrapNext() override
    {
        const auto i = m_s->next.fetch_add(1) % quint64(m_s->keys.size());
        auto h = KeyPool::unwrap(*m_session, m_s->kek, m_s->keys.at(qsizetype(i)), m_op);
        if (!h) {
            return h.error();
        }
        return quint64(h.value());
    }
    Status sign(quint64 key) override
    {
        auto sig = KeyPool::sign(*m_session, CK_OBJECT_HANDLE(key), m_data);
        return sig ? Status() : Status(sig.error());
    }
    Status destroy(quint64 key) override
    {
        Status st = KeyPool::destroy(*m_session, CK_OBJECT_HANDLE(key), m_op);
        if (const auto pub = m_publicOf.take(CK_OBJECT_HANDLE(key)); pub != CK_INVALID_HANDLE) {
            const Status gone = KeyPool::destroy(*m_session, pub, m_op);
            if (st) {
                st = gone;
            }
        }
        return st;
    }
    void teardown() override { m_session.reset(); }

private:
    std::shared_ptr<KeyPoolToken> m_owner;
    KeyPoolToken::State *m_s;
    KeyGenSpec m_spec;
    QString m_op;
    QByteArray m_data;
    std::unique_ptr<Session> m_session;
    QHash<CK_OBJECT_HANDLE, CK_OBJECT_HANDLE> m_publicOf;
};

} // namespace

KeyPoolToken::KeyPoolToken(std::unique_ptr<State> state)
    : m_state(std::move(state))
{}

KeyPoolToken::~KeyPoolToken()
{
    m_state->anchor.reset(); // logs out before the modules go
    m_state->ctx.reset();
    m_state->modules.reset();
}

Result<std::shared_ptr<KeyPoolToken>> KeyPoolToken::open(Config config)
{
    const QString op = Text::tr("Preparing the key pool benchmark");
    if (!KeyPool::keySpec(config.keyType)) {
        return Error::invalidInput(op, QStringLiteral("key type %1").arg(config.keyType));
    }
    auto s = std::make_unique<State>();
    s->config = std::move(config);
    s->modules = ModuleSet::load(s->config.extraModules);
    auto located = locateToken(*s->modules, s->config.token);
    if (!located) {
        return located.error();
    }
    s->located = located.value();
    s->ctx = std::make_unique<TokenContext>(*s->located.module, s->located.info,
                                            s->config.confirmFinalTry);
    auto support = KeyPool::support(*s->ctx);
    if (!support) {
        return support.error();
    }
    s->support = support.value();
    if (!s->support.supported) {
        Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op);
        e.detail = s->support.reason;
        return e;
    }
    auto anchor = s->ctx->openLoggedIn(s->config.pin, true, op);
    if (!anchor) {
        return anchor.error();
    }
    s->anchor = std::move(anchor.value());
    auto kek = KeyPool::ensureKek(*s->anchor, s->located.info.serial, op);
    if (!kek) {
        return kek.error();
    }
    s->kek = kek->handle;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < std::max(1, s->config.distinctKeys); ++i) {
        auto w =
            KeyPool::makeWrapped(*s->anchor, s->kek, s->support.mechanism, s->config.keyType, op);
        if (!w) {
            return w.error();
        }
        s->keys << w.value();
    }
    s->fillSecondsPerKey = double(timer.nsecsElapsed()) / 1e9 / double(s->keys.size());
    return std::shared_ptr<KeyPoolToken>(new KeyPoolToken(std::move(s)));
}

KeyServiceFactory KeyPoolToken::factory(std::shared_ptr<KeyPoolToken> token)
{
    return [token](int) -> std::unique_ptr<KeyServiceBackend> {
        return std::make_unique<TokenKeyService>(token, token->m_state.get());
    };
}

QString KeyPoolToken::tokenLabel() const
{
    return m_state->located.info.label;
}

QString KeyPoolToken::tokenModel() const
{
    return m_state->located.info.model;
}

QString KeyPoolToken::mechanismName() const
{
    return m_state->support.mechanismName;
}

double KeyPoolToken::fillSecondsPerKey() const
{
    return m_state->fillSecondsPerKey;
}

DeviceIdentity KeyPoolToken::identity() const
{
    return tokenIdentity(m_state->located.info);
}

QMap<QString, QString> KeyPoolToken::software() const
{
    QMap<QString, QString> s;
    const TokenInfo &t = m_state->located.info;
    CK_INFO info{};
    if (!t.moduleName.isEmpty() && m_state->located.module &&
        m_state->located.module->functions()->C_GetInfo(&info) == CKR_OK) {
        s.insert(
            t.moduleName,
            QStringLiteral("%1.%2").arg(info.libraryVersion.major).arg(info.libraryVersion.minor));
    }
    return s;
}

} // namespace keyward::bench
