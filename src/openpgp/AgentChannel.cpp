// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentChannel.h"

#include "GnupgDirs.h"
#include "SecureBytes.h"
#include "core/Logging.h"

#include <assuan.h>
#include <gpgme.h>

namespace keyward::openpgp {

namespace {

struct Call
{
    assuan_context_t ctx;
    const AgentSession::InquireHandler &inquire;
    AssuanReply &reply;
    bool &sawResponse;
    std::optional<Error> &inquireError;
};

gpg_error_t onData(void *opaque, const void *buffer, size_t length)
{
    auto *call = static_cast<Call *>(opaque);
    call->sawResponse = true;
    call->reply.data.append(static_cast<const char *>(buffer), static_cast<qsizetype>(length));
    return 0;
}

gpg_error_t onStatus(void *opaque, const char *line)
{
    auto *call = static_cast<Call *>(opaque);
    call->sawResponse = true;
    const QByteArray l(line);
    const qsizetype space = l.indexOf(' ');
    StatusLine s{space < 0 ? l : l.left(space), space < 0 ? QByteArray() : l.mid(space + 1)};
    qCDebug(lcAssuan) << "S" << s.keyword << s.args;
    call->reply.status.append(std::move(s));
    return 0;
}

gpg_error_t onInquire(void *opaque, const char *line)
{
    auto *call = static_cast<Call *>(opaque);
    call->sawResponse = true;
    const QByteArray l(line);
    const qsizetype space = l.indexOf(' ');
    const QByteArray keyword = space < 0 ? l : l.left(space);
    const QByteArray args = space < 0 ? QByteArray() : l.mid(space + 1);
    // The keyword and its arguments never carry a secret; the answer may.
    qCDebug(lcAssuan) << "INQUIRE" << keyword << args;
    if (!call->inquire) {
        return gpg_error(GPG_ERR_ASS_NO_INQUIRE_CB);
    }
    Result<QByteArray> answer = call->inquire(keyword, args);
    if (!answer.ok()) {
        call->inquireError = answer.error();
        return gpg_error(GPG_ERR_CANCELED);
    }
    QByteArray secret = std::move(answer).value();
    gpg_error_t err = 0;
    if (!secret.isEmpty()) {
        err = assuan_send_data(call->ctx, secret.constData(), static_cast<size_t>(secret.size()));
    }
    wipe(secret);
    return err; // assuan_transact sends END
}

} // namespace

AgentChannel::AgentChannel(bool loopback)
    : m_loopback(loopback)
{}

AgentChannel::~AgentChannel()
{
    close();
}

void AgentChannel::close()
{
    if (m_ctx) {
        assuan_release(static_cast<assuan_context_t>(m_ctx));
        m_ctx = nullptr;
    }
}

unsigned int AgentChannel::open()
{
    close();
    const QByteArray socket = agentSocketPath();
    if (socket.isEmpty()) {
        return GPG_ERR_NO_AGENT;
    }
    assuan_context_t ctx = nullptr;
    gpg_error_t err = assuan_new(&ctx);
    if (err) {
        return gpg_err_code(err);
    }
    err = assuan_socket_connect(ctx, socket.constData(), ASSUAN_INVALID_PID, 0);
    if (err) {
        assuan_release(ctx);
        return gpg_err_code(err) == GPG_ERR_ASS_CONNECT_FAILED ? GPG_ERR_ASS_CONNECT_FAILED
                                                               : gpg_err_code(err);
    }
    m_ctx = ctx;
    qCDebug(lcOpenPgp) << (m_loopback ? "loopback connection" : "connection")
                       << "to gpg-agent opened";
    if (!m_loopback) {
        return 0;
    }
    err = assuan_transact(ctx, "OPTION pinentry-mode=loopback", nullptr, nullptr, nullptr, nullptr,
                          nullptr, nullptr);
    if (err) {
        close();
        return gpg_err_code(err);
    }
    return 0;
}

unsigned int AgentChannel::transact(const QByteArray &command,
                                    const AgentSession::InquireHandler &inquire, AssuanReply &reply,
                                    bool &sawResponse, std::optional<Error> &inquireError)
{
    if (!m_ctx) {
        if (const unsigned int err = open()) {
            return err;
        }
    }
    auto ctx = static_cast<assuan_context_t>(m_ctx);
    Call call{ctx, inquire, reply, sawResponse, inquireError};
    const gpg_error_t err =
        assuan_transact(ctx, command.constData(), onData, &call, onInquire, &call, onStatus, &call);
    return err;
}

} // namespace keyward::openpgp
