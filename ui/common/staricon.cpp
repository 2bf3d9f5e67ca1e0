#include "staricon.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>
#include <QtMath>

namespace ui {
namespace {

class StarIconEngine final : public QIconEngine
{
public:
    QIconEngine *clone() const override { return new StarIconEngine; }
    QString key() const override { return QStringLiteral("GPUScoutStarIcon"); }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap image(size); // QIconEngine's own leaves the background undefined
        image.fill(Qt::transparent);
        QPainter painter(&image);
        paint(&painter, image.rect(), mode, state);
        return image;
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        const QPalette::ColorGroup group = mode == QIcon::Disabled ? QPalette::Disabled
                                                                   : QPalette::Active;
        const QColor colour = QGuiApplication::palette().color(group, QPalette::ButtonText);
        // Outer points on a circle filling the square, inner ones at the regular star's ratio.
        const QRectF square = QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5);
        const qreal side = qMin(square.width(), square.height());
        const QPointF centre = square.center() + QPointF(0, side * 0.05);
        const qreal outer = side / 2;
        const qreal inner = outer * 0.382;
        QPainterPath star;
        for (int i = 0; i < 10; ++i) {
            const qreal radius = i % 2 == 0 ? outer : inner;
            const qreal angle = qDegreesToRadians(-90.0 + 36.0 * i);
            const QPointF point = centre + QPointF(radius * qCos(angle), radius * qSin(angle));
            if (i == 0)
                star.moveTo(point);
            else
                star.lineTo(point);
        }
        star.closeSubpath();
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawPath(star);
        painter->restore();
    }
};

} // namespace

QIcon starIcon()
{
    return QIcon(new StarIconEngine);
}

} // namespace ui
