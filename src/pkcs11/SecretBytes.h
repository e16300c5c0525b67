// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <memory>
#include <vector>

namespace keyward::pkcs11 {

/// A PIN or password on its way to a token. Copies share one buffer (so it
/// can travel into a worker job without duplicating the secret); the buffer
/// is wiped when the last copy goes. Never converted to QString, never logged.
class SecretBytes
{
public:
    SecretBytes() = default;
    /// Takes the bytes and wipes `source` (which must not be shared).
    static SecretBytes take(QByteArray &source);
    /// From text typed by a user; the caller wipes its own copy.
    static SecretBytes fromUtf8(const char *data, qsizetype size);

    bool isEmpty() const { return !m_buffer || m_buffer->bytes.empty(); }
    qsizetype size() const { return m_buffer ? qsizetype(m_buffer->bytes.size()) : 0; }
    /// For the Cryptoki call only (CK_UTF8CHAR_PTR is not const).
    unsigned char *data() const { return m_buffer ? m_buffer->bytes.data() : nullptr; }
    const char *constData() const { return reinterpret_cast<const char *>(data()); }

private:
    struct Buffer
    {
        std::vector<unsigned char> bytes;
        ~Buffer();
    };
    std::shared_ptr<Buffer> m_buffer;
};

/// Overwrites a QByteArray's bytes in place (detaching nothing it does not own).
void wipe(QByteArray &bytes);

} // namespace keyward::pkcs11
