// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QList>

#include <array>

namespace keyward::bench {

/**
 * One libassuan connection to gpg-agent with loopback PIN entry, for the
 * end-to-end benchmark. Unlike openpgp::AgentChannel it has a second,
 * allocation-free way to run a command (transact()): data lines go into a
 * fixed buffer, status lines are dropped, and the two inquiries the agent
 * makes during PKSIGN/PKDECRYPT (CIPHERTEXT, PASSPHRASE) are answered from
 * buffers the caller prepared. libassuan itself reads and writes through the
 * line buffers inside its context: with valgrind, keyward-agentloop (the same
 * calls) makes as many allocations for 60 operations as for 10.
 * Made, used and closed on one thread.
 */
class AgentConnection
{
public:
    /// Status lines ("S KEYWORD args") and data of an untimed command.
    struct Reply
    {
        QList<QPair<QByteArray, QByteArray>> status;
        QByteArray data;
        /// Raw arguments of the first status line with this keyword; null if none.
        QByteArray first(const QByteArray &keyword) const;
    };

    AgentConnection();
    ~AgentConnection();
    AgentConnection(const AgentConnection &) = delete;
    AgentConnection &operator=(const AgentConnection &) = delete;

    /// Connect to `socket` (empty: the agent socket gpgconf names) and switch
    /// to pinentry-mode=loopback. gpg-agent must be running (the benchmark
    /// does not start daemons).
    Status open(const QString &socket, const QString &operation);
    void close();
    bool isOpen() const { return m_ctx != nullptr; }

    /// Untimed: run `line`, collect its status lines and data.
    Result<Reply> command(const QByteArray &line, const QString &operation);
    /// command() for the first SCD command of a session: while gpg-agent
    /// answers "Broken pipe" (its scdaemon went away and a new one is
    /// starting, e.g. right after the device-time path asked scdaemon to let
    /// go of the reader) and then "No such device" (the new one finds the
    /// reader still held), try again for up to `waitMs`. "No such device"
    /// alone means no card and is returned at once.
    Result<Reply> scdCommand(const QByteArray &line, const QString &operation, int waitMs = 10000);

    /// Timed: run `line` (NUL-terminated), data into the fixed buffer.
    /// Returns the gpg error code (0 = OK).
    unsigned int transact(const char *line);

    /// What INQUIRE CIPHERTEXT and INQUIRE PASSPHRASE are answered with. The
    /// buffers are the caller's and must outlive the commands. An inquiry for
    /// the PIN is answered once per command: a second one means the agent is
    /// asking again after a wrong PIN, and is cancelled so a benchmark never
    /// burns the retry counter.
    void setInquiryAnswers(QByteArrayView ciphertext, QByteArrayView pin);

    /// The data of the last transact() (or command()); empty if it overflowed.
    QByteArrayView data() const;
    /// How often the agent asked for the PIN during the last command.
    int pinInquiries() const { return m_pinInquiries; }
    /// The inquiry that was refused in the last command ("PASSPHRASE" for a
    /// repeated or unanswerable PIN request), empty if none.
    const char *refusedInquiry() const { return m_refused; }

private:
    static unsigned int onData(void *self, const void *buffer, size_t length);
    static unsigned int onInquire(void *self, const char *line);
    static unsigned int onStatus(void *self, const char *line);

    void *m_ctx = nullptr; // assuan_context_t, opaque so assuan.h stays private
    Reply *m_collect = nullptr;
    std::array<char, 16384> m_data{};
    size_t m_dataLength = 0;
    bool m_overflow = false;
    QByteArrayView m_ciphertext;
    QByteArrayView m_pin;
    int m_pinInquiries = 0;
    const char *m_refused = nullptr;
};

} // namespace keyward::bench
