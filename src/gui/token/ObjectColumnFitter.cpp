// SPDX-License-Identifier: GPL-3.0-or-later
#include "ObjectColumnFitter.h"

#include "ObjectTableModel.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>
#include <vector>

namespace keyward::gui::token {

namespace {

constexpr int kSubjectChars = 12; ///< the subject's least width, before the columns share the rest
constexpr int kLabelMinChars = 12;
constexpr int kSharedMinChars = 6;

} // namespace

ObjectColumnFitter::ObjectColumnFitter(QTableView *view)
    : QObject(view)
    , m_view(view)
{
    QHeaderView *header = view->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    for (int c : {ObjectTableModel::Class, ObjectTableModel::Id, ObjectTableModel::Type,
                  ObjectTableModel::Size, ObjectTableModel::ValidUntil}) {
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    }
    header->setSectionResizeMode(ObjectTableModel::Subject, QHeaderView::Stretch);
    view->viewport()->installEventFilter(this);
}

void ObjectColumnFitter::fit()
{
    QHeaderView *header = m_view->horizontalHeader();
    if (!m_view->model() || header->count() < ObjectTableModel::ColumnCount) {
        return;
    }
    const auto wanted = [this, header](int c) {
        // QTableView hides sizeHintForColumn(); QAbstractItemView offers it.
        return std::max(static_cast<QAbstractItemView *>(m_view)->sizeHintForColumn(c),
                        header->sectionSizeHint(c));
    };
    const int charWidth = m_view->fontMetrics().averageCharWidth();
    int room = m_view->viewport()->width() - kSubjectChars * charWidth;
    for (int c : {ObjectTableModel::Class, ObjectTableModel::Id, ObjectTableModel::Type,
                  ObjectTableModel::Size, ObjectTableModel::ValidUntil}) {
        room -= wanted(c);
    }
    // The rest is shared by label, usage, issuer and the subject (which wants any width): the
    // narrowest first, each at most an equal share of what is left, so what one does not need
    // goes to the next. A label keeps a few more characters than the others.
    struct Shared
    {
        int want;
        int floor;
        int column;
    };
    std::vector<Shared> shared;
    for (int c : {ObjectTableModel::Label, ObjectTableModel::Usage, ObjectTableModel::Issuer}) {
        const int chars = c == ObjectTableModel::Label ? kLabelMinChars : kSharedMinChars;
        const int want = wanted(c);
        shared.push_back({want, std::min(want, chars * charWidth), c});
    }
    std::sort(shared.begin(), shared.end(),
              [](const Shared &a, const Shared &b) { return a.want < b.want; });
    int left = int(shared.size()) + 1; // the subject takes the last share (it stretches)
    for (const Shared &s : shared) {
        const int width = std::min(s.want, std::max(s.floor, room / left));
        header->resizeSection(s.column, width);
        room -= width;
        --left;
    }
}

bool ObjectColumnFitter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        fit();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace keyward::gui::token
