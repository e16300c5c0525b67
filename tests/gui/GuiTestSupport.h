// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window tests share: screenshots on request and ticking list rows.
#include <QListWidget>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QWidget>

namespace keyward::testing {

/// KEYWARD_SCREENSHOT=dir/name.png: save `w` as dir/name-SUFFIX.png.
inline void screenshot(QWidget *w, const QString &suffix)
{
    const QString path = qEnvironmentVariable("KEYWARD_SCREENSHOT");
    if (!path.isEmpty()) {
        QString p = path;
        p.replace(QStringLiteral(".png"), QStringLiteral("-%1.png").arg(suffix));
        QVERIFY(w->grab().save(p));
    }
}

/// Check the rows whose text contains one of `texts` or whose id
/// (Qt::UserRole) is one of `ids`; uncheck the others.
inline void check(QListWidget *list, const QStringList &texts, const QStringList &ids = {})
{
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem *item = list->item(i);
        bool on = ids.contains(item->data(Qt::UserRole).toString());
        for (const QString &t : texts) {
            on |= item->text().contains(t);
        }
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
}

} // namespace keyward::testing
