// SPDX-License-Identifier: GPL-3.0-or-later
#include "TimingModel.h"

namespace keyward::vcard {

namespace {
/** RSA private-key cost grows roughly with the cube of the modulus size. */
double rsaSeconds(double at2048, double at4096, unsigned bits)
{
    if (at4096 <= 0)
        at4096 = at2048 * 5.4;
    if (bits <= 2048)
        return at2048;
    const double t = (static_cast<double>(bits) - 2048.0) / 2048.0;
    return at2048 + (at4096 - at2048) * t;
}
} // namespace

std::chrono::milliseconds TimingModel::delayFor(const OperationCost &cost) const
{
    if (!m_enabled || cost.kind == OperationCost::Kind::None)
        return std::chrono::milliseconds(0);
    const DeviceTiming &t = m_profile.timing;
    double seconds = 0;
    if (cost.kind == OperationCost::Kind::PrivateKey) {
        seconds = cost.algorithm.isRsa()
                      ? rsaSeconds(t.rsa2048Private, t.rsa4096Private, cost.algorithm.rsaBits)
                      : (t.eccPrivate > 0 ? t.eccPrivate : 0.05);
    } else {
        seconds = cost.algorithm.isRsa()
                      ? rsaSeconds(t.rsa2048Generate, t.rsa4096Generate, cost.algorithm.rsaBits)
                      : (t.eccGenerate > 0 ? t.eccGenerate : 0.2);
    }
    const double ms = seconds * 1000.0 * (m_scale > 0 ? m_scale : 1.0);
    return std::chrono::milliseconds(static_cast<long long>(ms));
}

} // namespace keyward::vcard
