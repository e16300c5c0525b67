// SPDX-License-Identifier: GPL-3.0-or-later
#include "VpcdTransport.h"

#include <arpa/inet.h>
#include <cerrno>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

namespace keyward::vcard {

VpcdTransport::VpcdTransport(std::string host, std::uint16_t port)
    : m_host(std::move(host))
    , m_port(port)
{}

VpcdTransport::~VpcdTransport()
{
    disconnect();
}

bool VpcdTransport::connect()
{
    disconnect();
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *result = nullptr;
    const std::string port = std::to_string(m_port);
    if (::getaddrinfo(m_host.c_str(), port.c_str(), &hints, &result) != 0)
        return false;
    for (addrinfo *ai = result; ai; ai = ai->ai_next) {
        const int fd = ::socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
        if (fd < 0)
            continue;
        if (::connect(fd, ai->ai_addr, ai->ai_addrlen) == 0) {
            const int one = 1;
            ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
            m_fd = fd;
            break;
        }
        ::close(fd);
    }
    ::freeaddrinfo(result);
    m_input.clear();
    return m_fd >= 0;
}

void VpcdTransport::disconnect()
{
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
    m_input.clear();
}

bool VpcdTransport::readAvailable()
{
    if (m_fd < 0)
        return false;
    std::uint8_t buf[4096];
    const ssize_t n = ::recv(m_fd, buf, sizeof buf, MSG_DONTWAIT);
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
        return true;
    if (n <= 0)
        return false;
    // vpcd writes a frame's length and its body separately, with Nagle on:
    // the body waits until the length is acknowledged, and a delayed ACK
    // made every APDU round trip about 40 ms. Acknowledge at once (Linux
    // clears the flag again, so it is set after every read).
    const int one = 1;
    ::setsockopt(m_fd, IPPROTO_TCP, TCP_QUICKACK, &one, sizeof one);
    m_input.insert(m_input.end(), buf, buf + n);
    return true;
}

bool VpcdTransport::nextFrame(Bytes &payload)
{
    if (m_input.size() < 2)
        return false;
    const std::size_t length = static_cast<std::size_t>(m_input[0] << 8 | m_input[1]);
    if (m_input.size() < 2 + length)
        return false;
    payload.assign(m_input.begin() + 2, m_input.begin() + 2 + static_cast<std::ptrdiff_t>(length));
    m_input.erase(m_input.begin(), m_input.begin() + 2 + static_cast<std::ptrdiff_t>(length));
    return true;
}

bool VpcdTransport::send(const Bytes &payload)
{
    if (m_fd < 0 || payload.size() > 0xffff)
        return false;
    Bytes frame = beBytes(payload.size(), 2);
    append(frame, payload);
    std::size_t done = 0;
    while (done < frame.size()) {
        const ssize_t n = ::send(m_fd, frame.data() + done, frame.size() - done, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

} // namespace keyward::vcard
