// SPDX-License-Identifier: GPL-3.0-or-later
#include "AssuanCollector.h"

#include "SecureBytes.h"
#include "core/Logging.h"

#include <gpg-error.h>

namespace keyward::openpgp {

AssuanCollector::AssuanCollector(const AgentSession::InquireHandler &inquire)
    : m_inquire(inquire)
{}

AssuanCollector::~AssuanCollector()
{
    m_answer = GpgME::Data();
    wipe(m_secret);
}

GpgME::Error AssuanCollector::data(const char *data, size_t datalen)
{
    sawResponse = true;
    reply.data.append(data, static_cast<qsizetype>(datalen));
    return {};
}

GpgME::Data AssuanCollector::inquire(const char *name, const char *args, GpgME::Error &err)
{
    sawResponse = true;
    const QByteArray keyword(name);
    // The keyword and its arguments never carry a secret; the answer may.
    qCDebug(lcAssuan) << "INQUIRE" << keyword << args;
    m_answer = GpgME::Data();
    wipe(m_secret);
    if (!m_inquire) {
        err = GpgME::Error::fromCode(GPG_ERR_ASS_NO_INQUIRE_CB);
        return GpgME::Data::null;
    }
    Result<QByteArray> answer = m_inquire(keyword, QByteArray(args));
    if (!answer.ok()) {
        inquireError = answer.error();
        err = GpgME::Error::fromCode(GPG_ERR_CANCELED);
        return GpgME::Data::null;
    }
    m_secret = std::move(answer).value();
    if (m_secret.isEmpty()) {
        return GpgME::Data::null;
    }
    // No copy: gpgme reads straight from m_secret, which we wipe ourselves.
    m_answer = GpgME::Data(m_secret.constData(), static_cast<size_t>(m_secret.size()), false);
    return m_answer;
}

GpgME::Error AssuanCollector::status(const char *status, const char *args)
{
    sawResponse = true;
    StatusLine line{QByteArray(status), QByteArray(args)};
    qCDebug(lcAssuan) << "S" << line.keyword << line.args;
    reply.status.append(std::move(line));
    return {};
}

} // namespace keyward::openpgp
