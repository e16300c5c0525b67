// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGuiApplication>
#include <QScreen>
#include <QSize>
#include <QWidget>

namespace keyward::gui {

/// The smallest screen Keyward's windows are laid out for: every window and dialog fits it at
/// its minimum size (a laptop's 1366 × 768; tests/gui/WindowFitTest.cpp holds them to it).
inline constexpr QSize kSmallestScreen{1366, 768};

/// `wanted`, made no larger than the available area of the screen `window` is on (less a margin
/// for the window frame and panels), so that a window that sizes itself to its content (a table
/// with long fingerprints, a large font) keeps its buttons on the screen. The minimum size is
/// not changed: content that does not fit then scrolls or wraps inside the window.
inline QSize boundedToScreen(const QWidget *window, QSize wanted)
{
    const QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen) {
        return wanted;
    }
    const QSize room = screen->availableGeometry().size() - QSize(16, 48);
    return wanted.boundedTo(room).expandedTo(window->minimumSize());
}

} // namespace keyward::gui
