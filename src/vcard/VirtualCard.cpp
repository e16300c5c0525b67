// SPDX-License-Identifier: GPL-3.0-or-later
#include "VirtualCard.h"

#include <cstdlib>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <poll.h>
#include <sstream>

namespace keyward::vcard {

namespace {
volatile std::sig_atomic_t g_stop = 0;
constexpr int kMaxBackoffMs = 2000;

std::string hex4(std::uint16_t v)
{
    char buf[8];
    std::snprintf(buf, sizeof buf, "%04X", v);
    return buf;
}
} // namespace

void VirtualCard::requestStop()
{
    g_stop = 1;
}

VirtualCard::VirtualCard(const Options &options, const CardProfile &profile, CardState state,
                         std::optional<StateFile> file)
    : m_options(options)
    , m_profile(profile)
    , m_state(std::move(state))
    , m_file(std::move(file))
    , m_session(profile, m_state)
    , m_timing(profile, options.timing, options.timingScale)
    , m_vpcd(options.host, options.port)
    , m_nextConnect(Clock::now())
{
    m_session.setStateChangedHandler([this] { persist(); });
    m_control.setHandler([this](const std::string &line) { return control(line); });
}

bool VirtualCard::listenControl(const std::string &path, std::string &error)
{
    return m_control.listen(path, error);
}

void VirtualCard::log(const std::string &message) const
{
    if (m_options.verbose)
        std::fprintf(stderr, "keyward-vcard[%s]: %s\n", m_profile.name.c_str(), message.c_str());
}

void VirtualCard::persist()
{
    if (!m_file)
        return;
    std::string error;
    if (!m_file->save(m_state, &error)) {
        // Keep serving: the card still works, but say so loudly once.
        if (!m_saveFailed)
            std::fprintf(stderr, "keyward-vcard: cannot save %s: %s\n", m_file->path().c_str(),
                         error.c_str());
        m_saveFailed = true;
    } else {
        m_saveFailed = false;
    }
}

void VirtualCard::dropConnection(bool reconnectSoon)
{
    m_vpcd.disconnect();
    m_session.powerOff();
    m_delayedReply.reset();
    m_waitingForPress = false;
    m_backoffMs = 100;
    m_nextConnect = Clock::now() + std::chrono::milliseconds(reconnectSoon ? 100 : 0);
}

void VirtualCard::sendReply(const Bytes &reply)
{
    if (!m_vpcd.send(reply)) {
        log("vpcd connection lost while sending");
        dropConnection(true);
    }
}

void VirtualCard::onFrame(const Bytes &payload)
{
    if (payload.size() == 1) {
        switch (payload[0]) {
        case 0:
            m_session.powerOff();
            log("power off");
            return;
        case 1:
        case 2:
            m_session.powerOn(payload[0] == 2);
            log(payload[0] == 1 ? "power on" : "reset");
            return;
        case 4:
            sendReply(m_session.atr());
            return;
        default:
            log("unknown vpcd control byte");
            return;
        }
    }
    if (!m_session.powered())
        m_session.powerOn(); // vpcd may skip the explicit power-on after reconnecting
    const Bytes reply = m_session.transmit(payload);
    if (m_options.verbose && payload.size() >= 4 && reply.size() >= 2) {
        // Header and status only: command data may hold PINs.
        char line[96];
        std::snprintf(line, sizeof line, "apdu %02X %02X %02X %02X lc=%zu -> %02X%02X (%zu bytes)",
                      payload[0], payload[1], payload[2], payload[3], payload.size() - 4,
                      reply[reply.size() - 2], reply[reply.size() - 1], reply.size() - 2);
        log(line);
    }
    const OperationCost cost = m_session.lastOperation();
    if (cost.touched && m_holdTouch) {
        // touch hold: the answer waits for "touch press" (or one that came early).
        m_delayedReply = reply;
        m_replyAt = Clock::now();
        m_waitingForPress = !m_pressPending;
        m_pressPending = false;
        log(m_waitingForPress ? "waiting for touch press" : "touch pressed in advance");
        return;
    }
    const auto delay = std::chrono::milliseconds(m_latencyMs) + m_timing.delayFor(cost) +
                       std::chrono::milliseconds(cost.touched ? m_touchDelayMs : 0);
    if (delay.count() > 0) {
        m_delayedReply = reply;
        m_replyAt = Clock::now() + delay;
    } else {
        sendReply(reply);
    }
}

std::string VirtualCard::control(const std::string &line)
{
    std::istringstream in(line);
    std::string command;
    in >> command;
    if (command == "remove") {
        m_present = false;
        dropConnection(false);
        return "OK removed";
    }
    if (command == "insert") {
        if (!m_present) {
            m_present = true;
            m_nextConnect = Clock::now();
            m_backoffMs = 100;
        }
        return "OK inserted";
    }
    if (command == "fail") {
        long count = -1;
        std::string swText = "6F00";
        in >> count;
        if (!in || count < 0 || count > 1000000)
            return "ERR usage: fail N [SW]";
        in >> swText;
        Bytes swBytes;
        if (!fromHex(swText, swBytes) || swBytes.size() != 2)
            return "ERR SW must be 4 hex digits";
        const auto statusWord = static_cast<std::uint16_t>(swBytes[0] << 8 | swBytes[1]);
        m_session.failNext(static_cast<unsigned>(count), statusWord);
        return "OK fail " + std::to_string(count) + " " + hex4(statusWord);
    }
    if (command == "fail-ins") {
        // fail-ins INS[P1P2] [SW [COUNT]]: the next COUNT (1) commands with that instruction
        std::string insText;
        std::string swText;
        std::string countText;
        in >> insText >> swText >> countText;
        if (swText.empty())
            swText = "6F00";
        const long count = countText.empty() ? 1 : std::strtol(countText.c_str(), nullptr, 10);
        if (count < 0 || count > 1000)
            return "ERR usage: fail-ins INS[P1P2] [SW [COUNT]]";
        Bytes insBytes;
        Bytes swBytes;
        if (!fromHex(insText, insBytes) || (insBytes.size() != 1 && insBytes.size() != 3) ||
            !fromHex(swText, swBytes) || swBytes.size() != 2)
            return "ERR usage: fail-ins INS[P1P2] [SW [COUNT]] (hex)";
        const int p1p2 = insBytes.size() == 3 ? (insBytes[1] << 8 | insBytes[2]) : -1;
        const auto statusWord = static_cast<std::uint16_t>(swBytes[0] << 8 | swBytes[1]);
        m_session.failNextIns(insBytes[0], p1p2, statusWord, static_cast<unsigned>(count));
        return "OK fail-ins " + insText + " " + hex4(statusWord);
    }
    if (command == "latency") {
        long ms = -1;
        in >> ms;
        if (!in || ms < 0 || ms > 600000)
            return "ERR usage: latency MS";
        m_latencyMs = static_cast<int>(ms);
        return "OK latency " + std::to_string(ms);
    }
    if (command == "touch") {
        // touch approve [MS]: "press" the button after MS; touch deny: never press it;
        // touch hold: wait for "touch press" (one press that comes early counts for the next
        // touch).
        std::string mode;
        long ms = 0;
        in >> mode;
        const std::string usage =
            "ERR usage: touch approve [MS] | touch deny | touch hold | touch press";
        if (mode == "deny") {
            m_session.applet().setTouchPolicy(TouchPolicy::Deny);
            m_holdTouch = false;
            return "OK touch deny";
        }
        if (mode == "hold") {
            m_session.applet().setTouchPolicy(TouchPolicy::Approve);
            m_holdTouch = true;
            m_pressPending = false;
            return "OK touch hold";
        }
        if (mode == "press") {
            if (m_waitingForPress) {
                m_waitingForPress = false;
                m_replyAt = Clock::now();
                return "OK touch press";
            }
            m_pressPending = true;
            return "OK touch press pending";
        }
        if (mode != "approve")
            return usage;
        if (!(in >> ms))
            ms = 0;
        if (ms < 0 || ms > 600000)
            return usage;
        m_session.applet().setTouchPolicy(TouchPolicy::Approve);
        m_holdTouch = false;
        m_touchDelayMs = static_cast<int>(ms);
        return "OK touch approve " + std::to_string(ms);
    }
    if (command == "status") {
        char serial[16];
        std::snprintf(serial, sizeof serial, "%08X", m_state.serial);
        std::ostringstream out;
        out << "OK present=" << (m_present ? 1 : 0) << " connected=" << (m_vpcd.connected() ? 1 : 0)
            << " powered=" << (m_session.powered() ? 1 : 0) << " profile=" << m_profile.name
            << " serial=" << serial << " commands=" << m_session.commandCount()
            << " signatures=" << m_state.signatureCounter << " pw1=" << int(m_state.pw1.retries)
            << " rc=" << int(m_state.resetCode.set ? m_state.resetCode.retries : 0)
            << " pw3=" << int(m_state.pw3.retries) << " terminated=" << (m_state.terminated ? 1 : 0)
            << " latency=" << m_latencyMs << " fail=" << m_session.pendingFailures()
            << " timing=" << (m_timing.enabled() ? "published" : "off") << " touch="
            << (m_session.applet().touchPolicy() == TouchPolicy::Deny ? "deny"
                : m_holdTouch                                         ? "hold"
                                                                      : "approve")
            << " waiting=" << (m_waitingForPress ? 1 : 0) << " connects=" << m_connects;
        return out.str();
    }
    if (command == "quit") {
        m_quit = true;
        return "OK quit";
    }
    return "ERR unknown command (remove|insert|fail N [SW]|fail-ins INS[P1P2] [SW [N]]|latency "
           "MS|touch approve [MS]|touch "
           "deny|touch hold|touch press|status|quit)";
}

int VirtualCard::run()
{
    struct sigaction sa
    {
    };
    sa.sa_handler = [](int) { requestStop(); };
    sigemptyset(&sa.sa_mask);
    sigaction(SIGTERM, &sa, nullptr);
    sigaction(SIGINT, &sa, nullptr);
    std::signal(SIGPIPE, SIG_IGN);

    while (!m_quit && !g_stop) {
        auto now = Clock::now();
        if (m_present && !m_vpcd.connected() && now >= m_nextConnect) {
            if (m_vpcd.connect()) {
                ++m_connects;
                m_backoffMs = 100;
                m_session.powerOff();
                log("connected to vpcd " + m_options.host + ":" + std::to_string(m_options.port));
            } else {
                // vpcd may not be up yet: retry with back-off, so start order does not matter.
                m_nextConnect = now + std::chrono::milliseconds(m_backoffMs);
                m_backoffMs = std::min(m_backoffMs * 2, kMaxBackoffMs);
            }
        }
        if (m_delayedReply && !m_waitingForPress && now >= m_replyAt) {
            const Bytes reply = std::move(*m_delayedReply);
            m_delayedReply.reset();
            sendReply(reply);
        }

        std::vector<pollfd> fds;
        const bool readVpcd = m_vpcd.connected() && !m_delayedReply;
        if (readVpcd)
            fds.push_back({m_vpcd.fd(), POLLIN, 0});
        m_control.addPollFds(fds);

        long timeout = 200;
        now = Clock::now();
        auto until = [&](Clock::time_point t) {
            return std::max<long>(
                0, static_cast<long>(
                       std::chrono::duration_cast<std::chrono::milliseconds>(t - now).count()));
        };
        if (m_delayedReply && !m_waitingForPress)
            timeout = std::min(timeout, until(m_replyAt));
        if (m_present && !m_vpcd.connected())
            timeout = std::min(timeout, until(m_nextConnect));
        const int n = ::poll(fds.data(), fds.size(), static_cast<int>(timeout));
        if (n <= 0)
            continue;
        if (readVpcd && fds.front().revents != 0) {
            if (!m_vpcd.readAvailable()) {
                log("vpcd closed the connection; reconnecting");
                dropConnection(true);
            } else {
                Bytes frame;
                while (!m_delayedReply && m_vpcd.connected() && m_vpcd.nextFrame(frame))
                    onFrame(frame);
            }
        }
        m_control.handle(fds);
    }
    log("stopping");
    return 0;
}

} // namespace keyward::vcard
