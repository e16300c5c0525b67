// SPDX-License-Identifier: GPL-3.0-or-later
#include "ControlServer.h"

#include <cerrno>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace keyward::vcard {

ControlServer::~ControlServer()
{
    for (auto &c : m_clients)
        ::close(c.fd);
    if (m_listenFd >= 0) {
        ::close(m_listenFd);
        ::unlink(m_path.c_str());
    }
}

bool ControlServer::listen(const std::string &path, std::string &error)
{
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    if (path.size() >= sizeof addr.sun_path) {
        error = "control socket path too long";
        return false;
    }
    std::memcpy(addr.sun_path, path.c_str(), path.size() + 1);
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        error = std::strerror(errno);
        return false;
    }
    ::unlink(path.c_str()); // a stale socket from a killed run
    if (::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0 || ::listen(fd, 8) != 0) {
        error = std::strerror(errno);
        ::close(fd);
        return false;
    }
    m_listenFd = fd;
    m_path = path;
    return true;
}

void ControlServer::addPollFds(std::vector<pollfd> &fds) const
{
    if (m_listenFd >= 0)
        fds.push_back({m_listenFd, POLLIN, 0});
    for (const auto &c : m_clients)
        fds.push_back({c.fd, POLLIN, 0});
}

void ControlServer::handle(const std::vector<pollfd> &fds)
{
    for (const auto &p : fds) {
        if (p.revents == 0)
            continue;
        if (p.fd == m_listenFd) {
            accept();
            continue;
        }
        for (auto it = m_clients.begin(); it != m_clients.end(); ++it) {
            if (it->fd != p.fd)
                continue;
            if (!serve(*it)) {
                ::close(it->fd);
                m_clients.erase(it);
            }
            break;
        }
    }
}

void ControlServer::accept()
{
    const int fd = ::accept4(m_listenFd, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd >= 0)
        m_clients.push_back({fd, {}});
}

bool ControlServer::serve(Client &client)
{
    char buf[512];
    const ssize_t n = ::recv(client.fd, buf, sizeof buf, MSG_DONTWAIT);
    if (n < 0 && (errno == EAGAIN || errno == EINTR))
        return true;
    if (n <= 0)
        return false;
    client.input.append(buf, static_cast<std::size_t>(n));
    if (client.input.size() > 4096)
        return false;
    std::size_t eol;
    while ((eol = client.input.find('\n')) != std::string::npos) {
        std::string line = client.input.substr(0, eol);
        client.input.erase(0, eol + 1);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const std::string reply =
            (m_handler ? m_handler(line) : std::string("ERR no handler")) + "\n";
        if (::send(client.fd, reply.data(), reply.size(), MSG_NOSIGNAL) < 0)
            return false;
    }
    return true;
}

} // namespace keyward::vcard
