// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-test-pty: runs a command on a fresh pseudo-terminal, copies what it
// prints to stdout, and types ANSWER (and a newline) once PROMPT has appeared
// in that output. Tests use it to answer keyward-cli's questions the way a
// person at a terminal would: after the question is asked, never before.
// With --when-exists FILE it also waits, after the prompt, until FILE exists,
// so a test can act while the command waits for its answer.
// Exits with the command's status (128 + N when signal N ended it).
// Usage: keyward-test-pty [--when-exists FILE] PROMPT ANSWER -- COMMAND [ARGS...]

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

namespace {

int usage()
{
    std::fputs("usage: keyward-test-pty [--when-exists FILE] PROMPT ANSWER -- COMMAND [ARGS...]\n",
               stderr);
    return 2;
}

bool writeAll(int fd, const std::string &s)
{
    size_t done = 0;
    while (done < s.size()) {
        const ssize_t n = write(fd, s.data() + done, s.size() - done);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return false;
        }
        done += static_cast<size_t>(n);
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    std::string gate;
    if (argc > 2 && std::strcmp(argv[1], "--when-exists") == 0) {
        gate = argv[2];
        argc -= 2;
        argv += 2;
    }
    if (argc < 5 || std::strcmp(argv[3], "--") != 0) {
        return usage();
    }
    const std::string prompt = argv[1];
    const std::string answer = std::string(argv[2]) + "\n";

    const int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) {
        std::perror("keyward-test-pty: posix_openpt");
        return 1;
    }
    const char *slaveName = ptsname(master);
    if (slaveName == nullptr) {
        std::perror("keyward-test-pty: ptsname");
        return 1;
    }
    const pid_t child = fork();
    if (child < 0) {
        std::perror("keyward-test-pty: fork");
        return 1;
    }
    if (child == 0) {
        close(master);
        setsid();
        const int slave = open(slaveName, O_RDWR);
        if (slave < 0) {
            std::perror("keyward-test-pty: open slave");
            _exit(127);
        }
        ioctl(slave, TIOCSCTTY, 0);
        dup2(slave, STDIN_FILENO);
        dup2(slave, STDOUT_FILENO);
        dup2(slave, STDERR_FILENO);
        if (slave > STDERR_FILENO) {
            close(slave);
        }
        execvp(argv[4], argv + 4);
        std::perror("keyward-test-pty: exec");
        _exit(127);
    }

    std::string seen;
    bool asked = false;
    bool answered = false;
    char buf[4096];
    for (;;) {
        if (asked && !answered) {
            struct stat st
            {
            };
            if (gate.empty() || stat(gate.c_str(), &st) == 0) {
                answered = writeAll(master, answer);
                continue;
            }
            pollfd p{master, POLLIN, 0};
            if (poll(&p, 1, 50) == 0) {
                continue;
            }
        }
        const ssize_t n = read(master, buf, sizeof buf);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            break; // EIO: every holder of the terminal has closed it
        }
        writeAll(STDOUT_FILENO, std::string(buf, static_cast<size_t>(n)));
        if (!asked) {
            seen.append(buf, static_cast<size_t>(n));
            asked = seen.find(prompt) != std::string::npos;
        }
    }
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFSIGNALED(status)) {
        return 128 + WTERMSIG(status);
    }
    return WEXITSTATUS(status);
}
