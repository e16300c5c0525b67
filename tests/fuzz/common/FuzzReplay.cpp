// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a fuzz target without libFuzzer: every seed file given on the command line (files or
// folders, e.g. the target's committed corpus), then a bounded number of deterministic
// mutations of the seeds, all through the target's LLVMFuzzerTestOneInput. It is what CI runs
// with the default compiler; a crash, an abort or a sanitizer report fails the test, and so
// does an empty corpus (a test that runs nothing cannot fail).
//   <target>_replay [--iterations N] [--seconds S] [--seed N|random] FILE|DIR...
// A crashing input is saved to ./fuzz-replay-crash.
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

using Bytes = std::vector<std::uint8_t>;

/// xorshift64*: deterministic, so a failure can be replayed from its seed and iteration.
struct Rng
{
    std::uint64_t s;
    std::uint64_t next()
    {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    std::size_t below(std::size_t n) { return n ? static_cast<std::size_t>(next() % n) : 0; }
};

/// One of the seeds' own bytes, so text stays text and separators move around.
std::uint8_t seedByte(const std::vector<Bytes> &seeds, Rng &rng)
{
    const Bytes &other = seeds[rng.below(seeds.size())];
    return other.empty() ? static_cast<std::uint8_t>(rng.next()) : other[rng.below(other.size())];
}

Bytes mutate(const std::vector<Bytes> &seeds, Rng &rng)
{
    Bytes out = seeds[rng.below(seeds.size())];
    const std::size_t edits = 1 + rng.below(8);
    for (std::size_t e = 0; e < edits; ++e) {
        switch (rng.below(8)) {
        case 0: // flip a bit
            if (!out.empty())
                out[rng.below(out.size())] ^= static_cast<std::uint8_t>(1u << rng.below(8));
            break;
        case 1: // random byte
            if (!out.empty())
                out[rng.below(out.size())] = static_cast<std::uint8_t>(rng.next());
            break;
        case 2: // insert bytes
            for (std::size_t i = 0, n = 1 + rng.below(16); i < n; ++i)
                out.insert(out.begin() + static_cast<std::ptrdiff_t>(rng.below(out.size() + 1)),
                           rng.below(2) ? seedByte(seeds, rng)
                                        : static_cast<std::uint8_t>(rng.next()));
            break;
        case 3: // erase a range
            if (out.size() > 1) {
                const std::size_t at = rng.below(out.size());
                const std::size_t n = std::min(out.size() - at, 1 + rng.below(16));
                out.erase(out.begin() + static_cast<std::ptrdiff_t>(at),
                          out.begin() + static_cast<std::ptrdiff_t>(at + n));
            }
            break;
        case 4: // interesting values at a random place
            if (!out.empty()) {
                static const std::uint8_t values[] = {0x00, 0x01, 0x7f, 0x80, 0x81, 0x82,
                                                      0xff, '%',  '+',  ' ',  ':',  '9'};
                out[rng.below(out.size())] = values[rng.below(sizeof values)];
            }
            break;
        case 5: // truncate
            if (!out.empty())
                out.resize(rng.below(out.size()));
            break;
        case 6: // splice: the tail of another seed
        {
            const Bytes &other = seeds[rng.below(seeds.size())];
            if (!other.empty()) {
                out.resize(rng.below(out.size() + 1));
                const std::size_t from = rng.below(other.size());
                out.insert(out.end(), other.begin() + static_cast<std::ptrdiff_t>(from),
                           other.end());
            }
            break;
        }
        default: // duplicate a chunk (chains, repeated elements)
            if (out.size() > 2 && out.size() < 8192) {
                const std::size_t at = rng.below(out.size() - 1);
                const std::size_t n = std::min(out.size() - at, 1 + rng.below(64));
                Bytes chunk(out.begin() + static_cast<std::ptrdiff_t>(at),
                            out.begin() + static_cast<std::ptrdiff_t>(at + n));
                out.insert(out.begin() + static_cast<std::ptrdiff_t>(rng.below(out.size() + 1)),
                           chunk.begin(), chunk.end());
            }
            break;
        }
    }
    return out;
}

void collect(const std::filesystem::path &p, std::vector<Bytes> &out)
{
    if (std::filesystem::is_directory(p)) {
        std::vector<std::filesystem::path> files;
        for (const auto &entry : std::filesystem::directory_iterator(p))
            files.push_back(entry.path());
        std::sort(files.begin(), files.end()); // same order everywhere: reproducible runs
        for (const auto &f : files)
            collect(f, out);
        return;
    }
    std::ifstream f(p, std::ios::binary);
    if (!f) {
        std::fprintf(stderr, "fuzz replay: cannot read %s\n", p.c_str());
        std::exit(2);
    }
    out.emplace_back(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

/// The input being run, for the crash handler.
const Bytes *g_current = nullptr;

void writeAll(int fd, const void *data, std::size_t size)
{
    const char *p = static_cast<const char *>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd, p, size);
        if (n <= 0)
            return;
        p += n;
        size -= std::size_t(n);
    }
}

/// On a crash or abort: the input goes to ./fuzz-replay-crash (and, when short, to stderr as
/// hex), so it can be run again and kept as a seed. Only async-signal-safe calls.
void onCrash(int sig)
{
    if (g_current) {
        const int fd = ::open("fuzz-replay-crash", O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            writeAll(fd, g_current->data(), g_current->size());
            ::close(fd);
        }
        static const char head[] = "\nfuzz replay: crashing input saved to ./fuzz-replay-crash: ";
        writeAll(2, head, sizeof head - 1);
        static const char digits[] = "0123456789abcdef";
        for (std::size_t i = 0; i < g_current->size() && i < 512; ++i) {
            const char hex[2] = {digits[(*g_current)[i] >> 4], digits[(*g_current)[i] & 15]};
            writeAll(2, hex, 2);
        }
        writeAll(2, "\n", 1);
    }
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

/// A fresh seed for each run (CI passes --seed random), so that every run tries other
/// mutations than the last one.
std::uint64_t randomSeed()
{
    std::uint64_t seed = 0;
    std::ifstream urandom("/dev/urandom", std::ios::binary);
    urandom.read(reinterpret_cast<char *>(&seed), sizeof seed);
    if (!urandom)
        seed =
            static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    return seed;
}

void run(const Bytes &input)
{
    g_current = &input;
    LLVMFuzzerTestOneInput(input.data(), input.size());
    g_current = nullptr;
}

} // namespace

int main(int argc, char **argv)
{
    long iterations = 20000;
    double seconds = 20;
    std::uint64_t seed = 0x6b657977617264ULL;
    std::vector<Bytes> seeds;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--iterations" && i + 1 < argc) {
            iterations = std::atol(argv[++i]);
        } else if (a == "--seconds" && i + 1 < argc) {
            seconds = std::atof(argv[++i]);
        } else if (a == "--seed" && i + 1 < argc) {
            const std::string value = argv[++i];
            seed = value == "random" ? randomSeed() : std::strtoull(value.c_str(), nullptr, 0);
        } else {
            collect(a, seeds);
        }
    }
    if (seeds.empty()) {
        std::fprintf(stderr, "fuzz replay: no seed files given\n");
        return 2;
    }
    for (int sig : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL})
        std::signal(sig, onCrash);
    const auto start = std::chrono::steady_clock::now();
    for (const auto &s : seeds)
        run(s);
    // The seed in the log, so that a crash found with a fresh one can be run again.
    std::printf("fuzz replay: mutation seed %#llx (again: --seed %#llx)\n",
                static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed));
    std::fflush(stdout);
    Rng rng{seed | 1};
    long done = 0;
    for (; done < iterations; ++done) {
        // Bounded in time as well, so a slow machine cannot make CI time out.
        if ((done & 63) == 0 &&
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >
                seconds)
            break;
        run(mutate(seeds, rng));
    }
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("fuzz replay: %zu seeds, %ld mutations in %.1f s, no crash\n", seeds.size(), done,
                elapsed);
    return 0;
}
