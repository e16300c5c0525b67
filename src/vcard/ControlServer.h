// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <string>
#include <vector>

struct pollfd;

namespace keyward::vcard {

/**
 * Unix stream socket for fault injection: one command per line, one reply line ("OK ..." or
 * "ERR ..."). The owner's poll loop drives it through addPollFds()/handle().
 */
class ControlServer
{
public:
    using Handler = std::function<std::string(const std::string &line)>;

    ControlServer() = default;
    ~ControlServer();
    ControlServer(const ControlServer &) = delete;
    ControlServer &operator=(const ControlServer &) = delete;

    bool listen(const std::string &path, std::string &error);
    void setHandler(Handler handler) { m_handler = std::move(handler); }
    void addPollFds(std::vector<pollfd> &fds) const;
    /** Serves whatever poll reported for our descriptors. */
    void handle(const std::vector<pollfd> &fds);

private:
    struct Client
    {
        int fd;
        std::string input;
    };
    void accept();
    bool serve(Client &client);

    std::string m_path;
    int m_listenFd = -1;
    std::vector<Client> m_clients;
    Handler m_handler;
};

} // namespace keyward::vcard
