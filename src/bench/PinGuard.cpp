// SPDX-License-Identifier: GPL-3.0-or-later
#include "PinGuard.h"

#include <QCoreApplication>

namespace keyward::bench {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::PinGuard)
};

} // namespace

std::shared_ptr<PinGuard> PinGuard::orDefault(std::shared_ptr<PinGuard> guard)
{
    return guard ? std::move(guard) : std::make_shared<PinGuard>();
}

Status PinGuard::beforeAttempt(int triesLeft, const QString &operation) const
{
    if (m_refused.load()) {
        Error e =
            Error::make(ErrorDomain::Keyward, kPinRefusedEarlier, ErrorKind::WrongPin, operation,
                        Text::tr("the PIN was refused earlier in this run and was not "
                                 "sent again"));
        return e;
    }
    if (triesLeft == 0) {
        Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::PinBlocked, operation,
                              Text::tr("the PIN is blocked; nothing was sent"));
        e.triesLeft = 0;
        return e;
    }
    if (triesLeft == 1 && !m_allowLastTry) {
        Error e = Error::make(ErrorDomain::Keyward, kPinLastTryRefused, ErrorKind::AccessDenied,
                              operation,
                              Text::tr("the PIN has one try left and a wrong PIN would block "
                                       "it; nothing was sent"));
        e.triesLeft = 1;
        return e;
    }
    return {};
}

void PinGuard::afterAttempt(const Status &answer)
{
    if (!answer &&
        (answer.error().is(ErrorKind::WrongPin) || answer.error().is(ErrorKind::PinBlocked))) {
        m_refused.store(true);
    }
}

bool PinGuard::stopsTheRun(const Error &e)
{
    return e.is(ErrorKind::WrongPin) || e.is(ErrorKind::PinBlocked) ||
           (e.domain == ErrorDomain::Keyward && e.code == kPinLastTryRefused);
}

} // namespace keyward::bench
