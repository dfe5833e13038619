#include "AppIcon.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QPixmap>

#include <algorithm>

namespace metadesk {

QIcon applicationIcon() {
    const QDir icons(QStringLiteral(":/icons"));
    QFileInfoList pngs = icons.entryInfoList({QStringLiteral("metadesk-*.png")}, QDir::Files);
    const auto sizeOf = [](const QFileInfo& png) {
        return png.completeBaseName().section(QLatin1Char('-'), 1).toInt();
    };
    std::sort(pngs.begin(), pngs.end(), [&](const QFileInfo& a, const QFileInfo& b) { return sizeOf(a) < sizeOf(b); });
    QIcon icon;
    for (const QFileInfo& png : pngs) {
        // Up to 128 pixels, the largest a window manager shows (the 256 one is for the desktop's icon theme, and would
        // hold 256 KB in the window's icon for nothing).
        if (sizeOf(png) > 128)
            continue;
        // Read as PNG, the format Qt GUI reads itself: left to find the format, a reader asks every image plugin
        // (SVG, JPEG, GIF, ICO), loading each.
        QImageReader reader(png.filePath(), "png");
        reader.setAutoDetectImageFormat(false);
        const QImage image = reader.read();
        if (!image.isNull())
            icon.addPixmap(QPixmap::fromImage(image));
    }
    return icon;
}

} // namespace metadesk
