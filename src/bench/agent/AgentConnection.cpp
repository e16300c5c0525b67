// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentConnection.h"

#include "openpgp/GnupgDirs.h"
#include "openpgp/GpgError.h"

#include <QElapsedTimer>
#include <QThread>

#include <assuan.h>

#include <cstring>

namespace keyward::bench {

QByteArray AgentConnection::Reply::first(const QByteArray &keyword) const
{
    for (const auto &line : status) {
        if (line.first == keyword) {
            return line.second;
        }
    }
    return {};
}

AgentConnection::AgentConnection() = default;

AgentConnection::~AgentConnection()
{
    close();
}

void AgentConnection::close()
{
    if (m_ctx) {
        assuan_release(static_cast<assuan_context_t>(m_ctx));
        m_ctx = nullptr;
    }
}

Status AgentConnection::open(const QString &socket, const QString &operation)
{
    close();
    QByteArray path = socket.toLocal8Bit();
    if (path.isEmpty()) {
        path = openpgp::agentSocketPath();
        if (path.isEmpty()) {
            return openpgp::gpgError(GPG_ERR_NO_AGENT, operation);
        }
    }
    assuan_context_t ctx = nullptr;
    gpg_error_t err = assuan_new(&ctx);
    if (err) {
        return openpgp::gpgError(gpg_err_code(err), operation);
    }
    err = assuan_socket_connect(ctx, path.constData(), ASSUAN_INVALID_PID, 0);
    if (err) {
        assuan_release(ctx);
        return openpgp::gpgError(GPG_ERR_NO_AGENT, operation, QString::fromLocal8Bit(path));
    }
    m_ctx = ctx;
    if (const unsigned int code = transact("OPTION pinentry-mode=loopback")) {
        close();
        return openpgp::gpgError(gpg_err_code_t(code), operation,
                                 QStringLiteral("OPTION pinentry-mode=loopback"));
    }
    return {};
}

void AgentConnection::setInquiryAnswers(QByteArrayView ciphertext, QByteArrayView pin)
{
    m_ciphertext = ciphertext;
    m_pin = pin;
}

QByteArrayView AgentConnection::data() const
{
    if (m_overflow) {
        return {};
    }
    return QByteArrayView(m_data.data(), qsizetype(m_dataLength));
}

unsigned int AgentConnection::transact(const char *line)
{
    m_dataLength = 0;
    m_overflow = false;
    m_pinInquiries = 0;
    m_refused = nullptr;
    if (!m_ctx) [[unlikely]] {
        return GPG_ERR_NO_AGENT;
    }
    const gpg_error_t err = assuan_transact(static_cast<assuan_context_t>(m_ctx), line, onData,
                                            this, onInquire, this, onStatus, this);
    return gpg_err_code(err);
}

Result<AgentConnection::Reply> AgentConnection::command(const QByteArray &line,
                                                        const QString &operation)
{
    Reply reply;
    m_collect = &reply;
    const unsigned int code = transact(line.constData());
    m_collect = nullptr;
    if (code) {
        // The command word only: arguments may be long, never secret here.
        return openpgp::gpgError(gpg_err_code_t(code), operation,
                                 QString::fromLatin1(line.left(40)));
    }
    if (m_overflow) {
        return Error::internal(operation, QStringLiteral("reply too large"));
    }
    reply.data = QByteArray(m_data.data(), qsizetype(m_dataLength));
    return reply;
}

Result<AgentConnection::Reply> AgentConnection::scdCommand(const QByteArray &line,
                                                           const QString &operation, int waitMs)
{
    QElapsedTimer clock;
    clock.start();
    bool restarting = false; // saw "Broken pipe": scdaemon went away, a new one comes
    for (;;) {
        auto reply = command(line, operation);
        const auto code = reply ? GPG_ERR_NO_ERROR : gpg_err_code_t(reply.error().code);
        restarting = restarting || code == GPG_ERR_EPIPE;
        // ENODEV alone is "no card"; after a broken pipe it is the new
        // scdaemon finding the reader still held by the old one.
        const bool wait = code == GPG_ERR_EPIPE || (restarting && code == GPG_ERR_ENODEV);
        if (!wait || clock.elapsed() >= waitMs) {
            return reply;
        }
        QThread::msleep(200);
    }
}

unsigned int AgentConnection::onData(void *self, const void *buffer, size_t length)
{
    auto *c = static_cast<AgentConnection *>(self);
    if (c->m_dataLength + length > c->m_data.size()) [[unlikely]] {
        c->m_overflow = true;
        return 0;
    }
    std::memcpy(c->m_data.data() + c->m_dataLength, buffer, length);
    c->m_dataLength += length;
    return 0;
}

unsigned int AgentConnection::onInquire(void *self, const char *line)
{
    auto *c = static_cast<AgentConnection *>(self);
    auto ctx = static_cast<assuan_context_t>(c->m_ctx);
    const auto is = [line](const char *keyword) {
        const size_t n = std::strlen(keyword);
        return std::strncmp(line, keyword, n) == 0 && (line[n] == '\0' || line[n] == ' ');
    };
    if (is("CIPHERTEXT") && !c->m_ciphertext.isEmpty()) {
        return assuan_send_data(ctx, c->m_ciphertext.data(), size_t(c->m_ciphertext.size()));
    }
    if (is("PASSPHRASE")) {
        ++c->m_pinInquiries;
        if (c->m_pin.isEmpty() || c->m_pinInquiries > 1) {
            c->m_refused = "PASSPHRASE";
            return gpg_error(GPG_ERR_CANCELED);
        }
        return assuan_send_data(ctx, c->m_pin.data(), size_t(c->m_pin.size()));
    }
    c->m_refused = "unexpected inquiry";
    return gpg_error(GPG_ERR_ASS_NO_INQUIRE_CB);
}

unsigned int AgentConnection::onStatus(void *self, const char *line)
{
    auto *c = static_cast<AgentConnection *>(self);
    if (c->m_collect) {
        const char *space = std::strchr(line, ' ');
        const QByteArray keyword = space ? QByteArray(line, space - line) : QByteArray(line);
        c->m_collect->status.append({keyword, space ? QByteArray(space + 1) : QByteArray()});
    }
    return 0;
}

} // namespace keyward::bench
