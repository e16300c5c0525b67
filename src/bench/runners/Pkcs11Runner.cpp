// SPDX-License-Identifier: GPL-3.0-or-later
// One engine thread's PKCS#11 runner: its own session, key handles found or
// made in setup, output buffers preallocated, so runOnce is the Cryptoki
// calls and nothing else.
#include "Pkcs11BenchState.h"
#include "pkcs11/Pkcs11Error.h"

#include <QCoreApplication>

#include <array>
#include <vector>

namespace keyward::bench {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::Pkcs11Runner)
};

constexpr char kBenchLabel[] = "keyward-bench";

class Pkcs11Runner final : public OperationRunner
{
public:
    Pkcs11Runner(std::shared_ptr<Pkcs11Bench> bench, Pkcs11Bench::State *state, int thread)
        : m_bench(std::move(bench))
        , m_s(state)
        , m_thread(thread)
        , m_alg(pkcs11Algorithm(state->config.algorithm))
    {
        m_data.fill(0x5a); // the "hash": 32 fixed bytes, as the raw loop signs
    }

    Status setup() override
    {
        if (Status st = m_bench->open(); !st) {
            return st;
        }
        m_fn = m_s->module->functions();
        const QString op = Text::tr("prepare the PKCS#11 benchmark");
        Status st =
            KW_P11(*m_s->module, op, C_OpenSession, CK_SLOT_ID(m_s->token.slotId),
                   CK_FLAGS(CKF_SERIAL_SESSION | CKF_RW_SESSION), nullptr, nullptr, &m_session);
        if (!st) {
            return st;
        }
        m_open = true;
        if (m_s->config.operation == OperationKind::PinVerify) {
            return setupPinVerify(op);
        }
        if (!m_s->pin.isEmpty()) {
            if (Status loggedIn = login(op); !loggedIn) {
                return loggedIn;
            }
        }
        m_mech = CK_MECHANISM{m_alg.rsa ? CKM_RSA_PKCS : CKM_ECDSA, nullptr, 0};
        m_genMech =
            CK_MECHANISM{m_alg.rsa ? CKM_RSA_PKCS_KEY_PAIR_GEN : CKM_EC_KEY_PAIR_GEN, nullptr, 0};
        if (m_s->config.operation == OperationKind::KeyGeneration) {
            return {}; // nothing to find: every operation makes its own pair
        }
        if (m_s->config.keyLabel.isEmpty()) {
            if (Status g = generateRaw(&m_pub, &m_priv); !g) {
                return g;
            }
            m_ownKey = true;
        } else {
            if (Status f = findByLabel(CKO_PRIVATE_KEY, &m_priv, op); !f) {
                return f;
            }
            if (m_s->config.operation == OperationKind::Decrypt) {
                if (Status f = findByLabel(CKO_PUBLIC_KEY, &m_pub, op); !f) {
                    return f;
                }
            }
        }
        if (m_s->config.operation == OperationKind::Decrypt) {
            return encryptOnce(op);
        }
        return {};
    }

    Status prepareNext() override
    {
        if (m_s->config.operation == OperationKind::KeyGeneration && m_genPriv) {
            destroyGenerated();
        }
        if (m_s->config.operation == OperationKind::PinVerify) {
            // Untimed: the next C_Login must find the token logged out.
            const CK_RV rv = m_fn->C_Logout(m_session);
            if (rv != CKR_OK && rv != CKR_USER_NOT_LOGGED_IN) {
                return pkcs11::pkcs11Error(rv, "C_Logout", Text::tr("log out"));
            }
            // The timed C_Login sends the PIN: the token's flags first.
            return checkBeforeLogin(Text::tr("log in"));
        }
        return {};
    }

    Status runOnce() override
    {
        CK_RV rv = CKR_OK;
        switch (m_s->config.operation) {
        case OperationKind::Sign: {
            rv = m_fn->C_SignInit(m_session, &m_mech, m_priv);
            if (rv == CKR_OK) {
                CK_ULONG len = m_out.size();
                rv = m_fn->C_Sign(m_session, m_data.data(), m_data.size(), m_out.data(), &len);
            }
            return rv == CKR_OK ? Status{}
                                : Status{pkcs11::pkcs11Error(rv, "C_Sign", Text::tr("sign"))};
        }
        case OperationKind::Decrypt: {
            rv = m_fn->C_DecryptInit(m_session, &m_mech, m_priv);
            if (rv == CKR_OK) {
                CK_ULONG len = m_out.size();
                rv = m_fn->C_Decrypt(m_session, m_cipher.data(), m_cipherLen, m_out.data(), &len);
            }
            return rv == CKR_OK ? Status{}
                                : Status{pkcs11::pkcs11Error(rv, "C_Decrypt", Text::tr("decrypt"))};
        }
        case OperationKind::KeyGeneration:
            return generateRaw(&m_genPub, &m_genPriv);
        case OperationKind::PinVerify:
            rv = m_fn->C_Login(m_session, CKU_USER, m_s->pin.data(), CK_ULONG(m_s->pin.size()));
            if (rv != CKR_OK) [[unlikely]] {
                Error e = pkcs11::pkcs11Error(rv, "C_Login", Text::tr("log in"));
                m_s->guard->afterAttempt(e);
                return e;
            }
            return {};
        default:
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported,
                               Text::tr("benchmark"));
        }
    }

    void teardown() override
    {
        if (m_open) {
            destroyGenerated();
            if (m_ownKey) {
                m_fn->C_DestroyObject(m_session, m_priv);
                m_fn->C_DestroyObject(m_session, m_pub);
            }
            // Never C_Logout: it would log out the other threads' sessions too.
            // The login ends when the module's last session closes.
            m_fn->C_CloseSession(m_session);
            m_open = false;
        }
    }

private:
    // PIN verification is C_Login timed, C_Logout between (untimed). A login
    // belongs to the whole application, so one thread only; the PIN is tried
    // once here, so a wrong one fails before the loop and costs one try, not
    // one per iteration.
    Status setupPinVerify(const QString &op)
    {
        if (m_s->pin.isEmpty()) {
            return Error::invalidInput(op, Text::tr("PIN verification needs the user PIN"));
        }
        if (m_thread > 0) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                               Text::tr("PIN verification is measured with one thread: a "
                                        "login is shared by every session of the application"));
        }
        return login(op);
    }

    /// The PinGuard's check from the token's flags (Cryptoki has no counter):
    /// locked = 0 tries, final try = 1, otherwise unknown.
    Status checkBeforeLogin(const QString &op)
    {
        CK_TOKEN_INFO info{};
        int triesLeft = -1;
        if (m_fn->C_GetTokenInfo(CK_SLOT_ID(m_s->token.slotId), &info) == CKR_OK) {
            if (info.flags & CKF_USER_PIN_LOCKED) {
                triesLeft = 0;
            } else if (info.flags & CKF_USER_PIN_FINAL_TRY) {
                triesLeft = 1;
            }
        }
        return m_s->guard->beforeAttempt(triesLeft, op);
    }

    /// C_Login as user, under the login lock, after the guard's check; a
    /// wrong PIN closes the guard for every other thread and case.
    Status login(const QString &op)
    {
        std::lock_guard lock(m_s->mutex);
        if (Status g = checkBeforeLogin(op); !g) {
            return g;
        }
        const CK_RV rv =
            m_fn->C_Login(m_session, CKU_USER, m_s->pin.data(), CK_ULONG(m_s->pin.size()));
        if (rv != CKR_OK && rv != CKR_USER_ALREADY_LOGGED_IN) {
            Error e = pkcs11::pkcs11Error(rv, "C_Login", op);
            m_s->guard->afterAttempt(e);
            return e;
        }
        return {};
    }

    Status generateRaw(CK_OBJECT_HANDLE *pub, CK_OBJECT_HANDLE *priv)
    {
        // Session objects only: the benchmark key never lands on the token.
        CK_BBOOL no = CK_FALSE;
        CK_BBOOL yes = CK_TRUE;
        CK_ULONG bits = m_alg.modulusBits;
        std::array<CK_BYTE, 3> exponent{0x01, 0x00, 0x01};
        CK_ATTRIBUTE pubRsa[] = {
            {CKA_TOKEN, &no, sizeof no},
            {CKA_VERIFY, &yes, sizeof yes},
            {CKA_ENCRYPT, &yes, sizeof yes},
            {CKA_LABEL, const_cast<char *>(kBenchLabel), sizeof kBenchLabel - 1},
            {CKA_MODULUS_BITS, &bits, sizeof bits},
            {CKA_PUBLIC_EXPONENT, exponent.data(), exponent.size()}};
        CK_ATTRIBUTE pubEc[] = {
            {CKA_TOKEN, &no, sizeof no},
            {CKA_VERIFY, &yes, sizeof yes},
            {CKA_LABEL, const_cast<char *>(kBenchLabel), sizeof kBenchLabel - 1},
            {CKA_EC_PARAMS, const_cast<char *>(m_alg.ecParams.constData()),
             CK_ULONG(m_alg.ecParams.size())}};
        CK_ATTRIBUTE privTempl[] = {
            {CKA_TOKEN, &no, sizeof no},
            {CKA_PRIVATE, &yes, sizeof yes},
            {CKA_SENSITIVE, &yes, sizeof yes},
            {CKA_SIGN, &yes, sizeof yes},
            {CKA_DECRYPT, m_alg.rsa ? &yes : &no, sizeof yes},
            {CKA_LABEL, const_cast<char *>(kBenchLabel), sizeof kBenchLabel - 1}};
        const CK_RV rv = m_fn->C_GenerateKeyPair(
            m_session, &m_genMech, m_alg.rsa ? pubRsa : pubEc,
            m_alg.rsa ? CK_ULONG(std::size(pubRsa)) : CK_ULONG(std::size(pubEc)), privTempl,
            CK_ULONG(std::size(privTempl)), pub, priv);
        return rv == CKR_OK ? Status{}
                            : Status{pkcs11::pkcs11Error(rv, "C_GenerateKeyPair",
                                                         Text::tr("generate a key"))};
    }

    void destroyGenerated()
    {
        if (m_genPriv) {
            m_fn->C_DestroyObject(m_session, m_genPriv);
            m_fn->C_DestroyObject(m_session, m_genPub);
            m_genPriv = m_genPub = 0;
        }
    }

    Status findByLabel(CK_OBJECT_CLASS cls, CK_OBJECT_HANDLE *out, const QString &op)
    {
        const QByteArray label = m_s->config.keyLabel.toUtf8();
        CK_ATTRIBUTE templ[] = {
            {CKA_CLASS, &cls, sizeof cls},
            {CKA_LABEL, const_cast<char *>(label.constData()), CK_ULONG(label.size())}};
        if (Status st = KW_P11(*m_s->module, op, C_FindObjectsInit, m_session, templ, 2); !st) {
            return st;
        }
        CK_ULONG found = 0;
        const CK_RV rv = m_fn->C_FindObjects(m_session, out, 1, &found);
        m_fn->C_FindObjectsFinal(m_session);
        if (rv != CKR_OK) {
            return pkcs11::pkcs11Error(rv, "C_FindObjects", op);
        }
        if (found == 0) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op,
                               m_s->config.keyLabel);
        }
        return {};
    }

    Status encryptOnce(const QString &op)
    {
        if (Status st = KW_P11(*m_s->module, op, C_EncryptInit, m_session, &m_mech, m_pub); !st) {
            return st;
        }
        m_cipherLen = m_cipher.size();
        return KW_P11(*m_s->module, op, C_Encrypt, m_session, m_data.data(),
                      CK_ULONG(m_data.size()), m_cipher.data(), &m_cipherLen);
    }

    std::shared_ptr<Pkcs11Bench> m_bench;
    Pkcs11Bench::State *m_s;
    int m_thread;
    Pkcs11Algorithm m_alg;
    CK_FUNCTION_LIST *m_fn = nullptr;
    CK_SESSION_HANDLE m_session = 0;
    bool m_open = false;
    bool m_ownKey = false;
    CK_MECHANISM m_mech{};
    CK_MECHANISM m_genMech{};
    CK_OBJECT_HANDLE m_pub = 0;
    CK_OBJECT_HANDLE m_priv = 0;
    CK_OBJECT_HANDLE m_genPub = 0;
    CK_OBJECT_HANDLE m_genPriv = 0;
    std::array<CK_BYTE, 32> m_data{};
    std::array<CK_BYTE, 1024> m_out{}; // 8192-bit signatures fit
    std::array<CK_BYTE, 1024> m_cipher{};
    CK_ULONG m_cipherLen = 0;
};

} // namespace

std::unique_ptr<OperationRunner> makePkcs11Runner(std::shared_ptr<Pkcs11Bench> bench,
                                                  Pkcs11Bench::State *state, int thread)
{
    return std::make_unique<Pkcs11Runner>(std::move(bench), state, thread);
}

} // namespace keyward::bench
