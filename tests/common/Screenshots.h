#pragma once

#include <QDir>
#include <QTest>
#include <QWidget>

namespace metadesk::test {

/// Saves a picture of `widget` as `name` in the folder METADESK_SCREENSHOT_DIR names, when it is set: how a GUI
/// test shows a developer what it saw. Does nothing otherwise.
inline void saveScreenshot(QWidget* widget, const QString& name) {
    const QString dir = qEnvironmentVariable("METADESK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(200); // let the layouts settle first
    widget->grab().save(QDir(dir).filePath(name));
}

} // namespace metadesk::test
