// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the APDU fuzz target without libFuzzer: the built-in seed corpus, files given on the
// command line, and a bounded number of deterministic mutations of the seeds. It is what CI
// runs with the default compiler; a crash or abort fails the test.
//   fuzz_vcard_apdu_replay [--iterations N] [--seconds S] [--write-seeds DIR] [FILE|DIR...]
#include "Bytes.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

using keyward::vcard::Bytes;

namespace {

/** Builds an input: header byte, then each APDU as a length-prefixed frame. */
Bytes input(std::uint8_t header, const std::vector<const char *> &apdus)
{
    Bytes out{header};
    for (const char *h : apdus) {
        Bytes apdu;
        keyward::vcard::fromHex(h, apdu);
        out.push_back(static_cast<std::uint8_t>((apdu.size() >> 8) & 0x07));
        out.push_back(static_cast<std::uint8_t>(apdu.size()));
        keyward::vcard::append(out, apdu);
    }
    return out;
}

std::vector<Bytes> builtinSeeds()
{
    std::vector<Bytes> seeds;
    for (std::uint8_t profile = 0; profile < 6; ++profile) {
        seeds.push_back(input(profile, {"00CA006E00", "00CA006500", "00CA007A00", "00CA00C400",
                                        "00CA5F5200", "00CA00FA00", "00CA7F7400", "00CA00F900",
                                        "00C0000000", "0020008100", "0084000008"}));
        seeds.push_back(input(
            profile | 0x18, {"00DA005B084A6F653C3C4A616E", "00DA5F2D02656E", "00DA5F350131",
                             "10DA5F500568747470", "00DA5F5003733A2F", "00DA00D3083132333435363738",
                             "00DA00C40101", "00DA010104AABBCCDD", "00CA010300", "00DA00F903810100",
                             "002C028106363534333231", "0024008110363534333231393837363534"}));
        seeds.push_back(
            input(profile | 0x38,
                  {"002A9E9A2030313233343536373839303132333435363738393031323334353637383930313200",
                   "00880000203031323334353637383930313233343536373839303132333435363738393031",
                   "002A80860BA6097F4906860441414141", "002A8086030041424300", "0047810002B60000",
                   "0047810002B80000", "0047810002A40000"}));
        seeds.push_back(input(profile | 0x10,
                              {"00DB3FFF1E4D1CB6007F48089220992000005F480401020304",
                               "00DA00C1062A8648CE3D030107", "00DA00C20612010800002000", "00E60000",
                               "00CA006E00", "0000", "00440000", "00A4040006D27600012401",
                               "00A50204066004 5C027F21", "00CA7F2100"}));
    }
    return seeds;
}

/** xorshift64*: deterministic, so a failure can be replayed from its iteration number. */
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

Bytes mutate(const Bytes &seed, Rng &rng)
{
    Bytes out = seed;
    const std::size_t edits = 1 + rng.below(8);
    for (std::size_t e = 0; e < edits; ++e) {
        switch (rng.below(6)) {
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
                           static_cast<std::uint8_t>(rng.next()));
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
                static const std::uint8_t values[] = {0x00, 0x01, 0x7f, 0x80, 0x81, 0x82, 0xff};
                out[rng.below(out.size())] = values[rng.below(sizeof values)];
            }
            break;
        default: // duplicate a chunk (chains, repeated commands)
            if (out.size() > 2 && out.size() < 4096) {
                const std::size_t at = 1 + rng.below(out.size() - 1);
                const std::size_t n = std::min(out.size() - at, 1 + rng.below(64));
                Bytes chunk(out.begin() + static_cast<std::ptrdiff_t>(at),
                            out.begin() + static_cast<std::ptrdiff_t>(at + n));
                out.insert(out.end(), chunk.begin(), chunk.end());
            }
            break;
        }
    }
    return out;
}

void collect(const std::filesystem::path &p, std::vector<Bytes> &out)
{
    if (std::filesystem::is_directory(p)) {
        for (const auto &entry : std::filesystem::directory_iterator(p))
            collect(entry.path(), out);
        return;
    }
    std::ifstream f(p, std::ios::binary);
    out.emplace_back(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

} // namespace

int main(int argc, char **argv)
{
    long iterations = 20000;
    double seconds = 45;
    std::vector<Bytes> seeds = builtinSeeds();
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--iterations" && i + 1 < argc) {
            iterations = std::atol(argv[++i]);
        } else if (a == "--seconds" && i + 1 < argc) {
            seconds = std::atof(argv[++i]);
        } else if (a == "--write-seeds" && i + 1 < argc) {
            const std::filesystem::path dir = argv[++i];
            std::filesystem::create_directories(dir);
            for (std::size_t n = 0; n < seeds.size(); ++n) {
                std::ofstream f(dir / ("seed-" + std::to_string(n)), std::ios::binary);
                f.write(reinterpret_cast<const char *>(seeds[n].data()),
                        static_cast<std::streamsize>(seeds[n].size()));
            }
            return 0;
        } else {
            collect(a, seeds);
        }
    }
    const auto start = std::chrono::steady_clock::now();
    for (const auto &seed : seeds)
        LLVMFuzzerTestOneInput(seed.data(), seed.size());
    Rng rng{0x6b657977617264ULL};
    long done = 0;
    for (; done < iterations; ++done) {
        // Bounded in time as well, so a slow machine cannot make CI time out.
        if ((done & 63) == 0 &&
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >
                seconds)
            break;
        const Bytes in = mutate(seeds[rng.below(seeds.size())], rng);
        LLVMFuzzerTestOneInput(in.data(), in.size());
    }
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("fuzz replay: %zu seeds, %ld mutations in %.1f s, no crash\n", seeds.size(), done,
                elapsed);
    return 0;
}
