// SPDX-License-Identifier: GPL-3.0-or-later
#include "SecretBytes.h"

#include <openssl/crypto.h>

namespace keyward::pkcs11 {

SecretBytes::Buffer::~Buffer()
{
    if (!bytes.empty()) {
        OPENSSL_cleanse(bytes.data(), bytes.size()); // not optimised away, unlike memset
    }
}

SecretBytes SecretBytes::take(QByteArray &source)
{
    SecretBytes s = fromUtf8(source.constData(), source.size());
    wipe(source);
    return s;
}

SecretBytes SecretBytes::fromUtf8(const char *data, qsizetype size)
{
    SecretBytes s;
    s.m_buffer = std::make_shared<Buffer>();
    s.m_buffer->bytes.assign(reinterpret_cast<const unsigned char *>(data),
                             reinterpret_cast<const unsigned char *>(data) + size);
    return s;
}

void wipe(QByteArray &bytes)
{
    if (!bytes.isEmpty() && !bytes.isDetached()) {
        bytes.clear(); // shared: another copy still holds the bytes; only drop ours
        return;
    }
    if (!bytes.isEmpty()) {
        OPENSSL_cleanse(bytes.data(), size_t(bytes.size()));
    }
    bytes.clear();
}

} // namespace keyward::pkcs11
