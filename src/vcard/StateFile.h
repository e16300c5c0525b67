// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CardState.h"

#include <optional>
#include <string>

namespace keyward::vcard {

/** The card's state on disk: read whole, written atomically (temp file, fsync, rename). */
class StateFile
{
public:
    explicit StateFile(std::string path)
        : m_path(std::move(path))
    {}

    /** nullopt when missing; @p error is set when the file exists but cannot be used. */
    std::optional<CardState> load(std::string *error = nullptr) const;
    /** Replaces the file so that a crash leaves either the old or the new state. */
    bool save(const CardState &state, std::string *error = nullptr) const;
    const std::string &path() const { return m_path; }

private:
    std::string m_path;
};

} // namespace keyward::vcard
