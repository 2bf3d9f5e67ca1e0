#include "applicationicon.h"

#include <QApplication>
#include <QHash>
#include <QIconEngine>
#include <QPainter>
#include <QPixmap>
#include <QStyle>
#include <QStyleOption>

#include <algorithm>
#include <array>

namespace ui {
namespace {

constexpr std::array bundledSizes{16, 24, 32, 48, 64, 128, 256, 512};

class BundledIconEngine final : public QIconEngine
{
public:
    QIconEngine *clone() const override { return new BundledIconEngine(*this); }
    QString key() const override { return QStringLiteral("GPUScoutBundledIcon"); }

    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override
    {
        QList<QSize> sizes;
        for (int size : bundledSizes)
            sizes.append(QSize(size, size));
        return sizes;
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override
    {
        const int side = std::min({size.width(), size.height(), bundledSizes.back()});
        return QSize(side, side);
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State) override
    {
        const QSize wanted = actualSize(size, mode, QIcon::Off);
        if (wanted.isEmpty())
            return {};
        // The smallest file at least as large as asked, scaled down if it is not exact.
        const int side = *std::find_if(bundledSizes.begin(), bundledSizes.end(),
                                       [&](int candidate) { return candidate >= wanted.width(); });
        QPixmap &source = m_loaded[side];
        if (source.isNull())
            source.load(QStringLiteral(":/icons/gpuscout-%1.png").arg(side));
        QPixmap result = source.size() == wanted
            ? source
            : source.scaled(wanted, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        if (mode == QIcon::Disabled) {
            QStyleOption option;
            option.palette = QApplication::palette();
            result = QApplication::style()->generatedIconPixmap(mode, result, &option);
        }
        return result;
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap image = pixmap(rect.size() * ratio, mode, state);
        image.setDevicePixelRatio(ratio);
        painter->drawPixmap(rect, image);
    }

private:
    QHash<int, QPixmap> m_loaded; // decoded files by size
};

} // namespace

QIcon applicationIcon()
{
    return QIcon(new BundledIconEngine);
}

} // namespace ui
