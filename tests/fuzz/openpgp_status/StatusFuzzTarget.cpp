// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point over what gpg-agent and scdaemon send back: the input is an assuan
// reply as it arrives on the wire, one line per "S KEYWORD args" status, "D data" line or
// "I NAME args" inquiry. The lines go through AssuanCollector as GPGME delivers them; every
// status parser sees every line's arguments, CardReader::applyStatus sees the whole reply
// (as after LEARN/GETATTR), and AgentKey::parseKeyInfo sees KEYINFO lines.
// Properties checked besides "no crash": escaping round-trips, slots stay in range.
#include "openpgp/AssuanCollector.h"
#include "openpgp/AssuanReply.h"
#include "openpgp/CardReader.h"
#include "openpgp/StatusParsers.h"
#include "openpgp/keytocard/AgentKey.h"

#include <cstdlib>

using namespace keyward;
using namespace keyward::openpgp;

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

void parseArgs(QByteArrayView args)
{
    if (auto aid = parseAid(args)) {
        check(aid->hex.size() == 32);
        (void)aid->version();
        (void)aid->serialText();
    }
    const QByteArray plain = unescapeAssuan(args, false);
    check(unescapeAssuan(escapeAssuan(plain), false) == plain);
    (void)unescapeAssuan(args, true);
    (void)statusWords(args);
    if (auto f = parseKeyFpr(args))
        check(f->slot >= 1 && f->slot <= 4 && f->fingerprint.size() == 40);
    (void)parseKeyTime(args);
    if (auto c = parseChvStatus(args))
        (void)c->triesLeft;
    if (auto a = parseKeyAttr(args))
        (void)a->name();
    (void)parseExtCap(args);
    (void)parseKdfStatus(args);
    (void)parseKdfDo(args);
    (void)parseSigCounter(args);
    (void)keytocard::AgentKey::parseKeyInfo(args);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    // What GPGME hands the collector: keyword and arguments as C strings, data unescaped,
    // inquiries by name.
    const AgentSession::InquireHandler inquire = [](const QByteArray &keyword,
                                                    const QByteArray &) -> Result<QByteArray> {
        if (keyword == "NEEDPIN")
            return Error::invalidInput(QStringLiteral("fuzz"), QStringLiteral("no PIN here"));
        return QByteArray("answer");
    };
    AssuanCollector collector(inquire);
    for (const QByteArray &line : input.split('\n')) {
        const QByteArrayView rest =
            QByteArrayView(line).sliced(std::min<qsizetype>(2, line.size()));
        const qsizetype space = rest.indexOf(' ');
        const QByteArray keyword = (space < 0 ? rest : rest.first(space)).toByteArray();
        const QByteArray args = space < 0 ? QByteArray() : rest.sliced(space + 1).toByteArray();
        if (line.startsWith("S ")) {
            parseArgs(args);
            (void)collector.status(keyword.constData(), args.constData());
        } else if (line.startsWith("D ")) {
            const QByteArray bytes = unescapeAssuan(rest, false);
            (void)collector.data(bytes.constData(), static_cast<size_t>(bytes.size()));
        } else if (line.startsWith("I ")) {
            GpgME::Error err;
            (void)collector.inquire(keyword.constData(), args.constData(), err);
        } else {
            parseArgs(line);
        }
    }
    const AssuanReply &reply = collector.reply;
    CardInfo info;
    CardReader::applyStatus(info, reply);
    (void)displayName(info.cardholderNameRaw);
    (void)info.pinWarning();
    (void)reply.first("KEY-FPR");
    (void)reply.all("KEY-ATTR");
    return 0;
}
