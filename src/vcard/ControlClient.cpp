// SPDX-License-Identifier: GPL-3.0-or-later
#include "ControlClient.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace keyward::vcard {

int runControlClient(const std::string &socketPath, const std::string &line)
{
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    if (socketPath.size() >= sizeof addr.sun_path) {
        std::fprintf(stderr, "keyward-vcard: control socket path too long\n");
        return 2;
    }
    std::memcpy(addr.sun_path, socketPath.c_str(), socketPath.size() + 1);
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0 || ::connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0) {
        std::fprintf(stderr, "keyward-vcard: cannot reach %s: %s\n", socketPath.c_str(),
                     std::strerror(errno));
        if (fd >= 0)
            ::close(fd);
        return 2;
    }
    const std::string request = line + "\n";
    if (::send(fd, request.data(), request.size(), MSG_NOSIGNAL) < 0) {
        ::close(fd);
        return 2;
    }
    std::string reply;
    char c;
    while (reply.size() < 4096) {
        const ssize_t n = ::recv(fd, &c, 1, 0);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0 || c == '\n')
            break;
        reply.push_back(c);
    }
    ::close(fd);
    std::printf("%s\n", reply.c_str());
    if (reply.rfind("OK", 0) == 0)
        return 0;
    return reply.empty() ? 2 : 1;
}

} // namespace keyward::vcard
