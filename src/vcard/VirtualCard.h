// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ApduSession.h"
#include "CardProfile.h"
#include "CardState.h"
#include "CommandLine.h"
#include "ControlServer.h"
#include "StateFile.h"
#include "TimingModel.h"
#include "VpcdTransport.h"

#include <chrono>
#include <optional>

namespace keyward::vcard {

/** The running card process: vpcd connection, control socket, persistence and delays. */
class VirtualCard
{
public:
    VirtualCard(const Options &options, const CardProfile &profile, CardState state,
                std::optional<StateFile> file);

    /** Optional control socket; call before run(). */
    bool listenControl(const std::string &path, std::string &error);
    /** Serves until "quit" or a termination signal. Returns the exit code. */
    int run();
    /** Executes one control command line and returns the reply line. */
    std::string control(const std::string &line);

    static void requestStop();

private:
    using Clock = std::chrono::steady_clock;
    void persist();
    void onFrame(const Bytes &payload);
    void sendReply(const Bytes &reply);
    void dropConnection(bool reconnectSoon);
    void log(const std::string &message) const;

    Options m_options;
    const CardProfile &m_profile;
    CardState m_state;
    std::optional<StateFile> m_file;
    ApduSession m_session;
    TimingModel m_timing;
    VpcdTransport m_vpcd;
    ControlServer m_control;

    bool m_present = true;
    bool m_quit = false;
    bool m_saveFailed = false;
    int m_latencyMs = 0;
    int m_touchDelayMs = 0;         ///< simulated reaction time when a UIF key wants a touch
    bool m_holdTouch = false;       ///< touch hold: a touch waits for "touch press"
    bool m_waitingForPress = false; ///< the delayed reply waits for "touch press"
    bool m_pressPending = false;    ///< "touch press" came before the card asked
    int m_backoffMs = 100;
    Clock::time_point m_nextConnect;
    std::optional<Bytes> m_delayedReply;
    Clock::time_point m_replyAt;
    std::uint64_t m_connects = 0;
};

} // namespace keyward::vcard
