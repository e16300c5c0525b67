// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Bytes.h"

#include <string>

namespace keyward::vcard {

/**
 * The card end of the vpcd protocol: a TCP client to the reader driver. Frames are a 2-byte
 * big-endian length and a payload; a 1-byte payload is a control (0 off, 1 on, 2 reset, 4 ATR).
 */
class VpcdTransport
{
public:
    enum class Control
    {
        PowerOff = 0,
        PowerOn = 1,
        Reset = 2,
        Atr = 4
    };

    VpcdTransport(std::string host, std::uint16_t port);
    ~VpcdTransport();
    VpcdTransport(const VpcdTransport &) = delete;
    VpcdTransport &operator=(const VpcdTransport &) = delete;

    /** One connection attempt; false when vpcd is not listening (yet). */
    bool connect();
    void disconnect();
    bool connected() const { return m_fd >= 0; }
    int fd() const { return m_fd; }

    /** Reads what is available; false when the peer closed or the stream is broken. */
    bool readAvailable();
    /** Takes one complete frame from the input buffer, if there is one. */
    bool nextFrame(Bytes &payload);
    bool send(const Bytes &payload);

private:
    std::string m_host;
    std::uint16_t m_port;
    int m_fd = -1;
    Bytes m_input;
};

} // namespace keyward::vcard
