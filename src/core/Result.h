// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Error.h"

#include <utility>
#include <variant>

namespace keyward {

/// A value or an Error. C++20 has no std::expected; this is the small part of
/// it Keyward needs, copyable so it can travel through QFuture.
template<class T> class Result
{
public:
    Result(T value)
        : m_v(std::move(value))
    {}
    Result(Error error)
        : m_v(std::move(error))
    {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<0>(m_v); }
    T &value() & { return std::get<0>(m_v); }
    T &&value() && { return std::get<0>(std::move(m_v)); }
    const T *operator->() const { return &std::get<0>(m_v); }
    const T &operator*() const { return std::get<0>(m_v); }

    const Error &error() const { return std::get<1>(m_v); }

    T valueOr(T fallback) const { return ok() ? value() : std::move(fallback); }

private:
    std::variant<T, Error> m_v;
};

template<> class Result<void>
{
public:
    Result() = default;
    Result(Error error)
        : m_error(std::move(error))
    {}

    bool ok() const { return !m_error.isError(); }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return m_error; }

private:
    Error m_error;
};

using Status = Result<void>;

} // namespace keyward
