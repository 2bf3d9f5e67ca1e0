#include <ui/common/applicationicon.h>

#include <QImage>
#include <QPainter>
#include <QtTest>

class TestApplicationIcon final : public QObject
{
    Q_OBJECT

private slots:
    void offersEveryBundledSize();
    void drawsTheBundledFileAtItsOwnSize();
    void scalesBetweenSizes();
    void neverGrowsPastTheLargestFile();
    void paintsIntoARectangle();
};

void TestApplicationIcon::offersEveryBundledSize()
{
    const QIcon icon = ui::applicationIcon();
    QVERIFY(!icon.isNull());
    const QList<QSize> sizes = icon.availableSizes();
    QCOMPARE(sizes.size(), 8);
    QCOMPARE(sizes.first(), QSize(16, 16));
    QCOMPARE(sizes.last(), QSize(512, 512));
}

void TestApplicationIcon::drawsTheBundledFileAtItsOwnSize()
{
    const QImage file(QStringLiteral(":/icons/gpuscout-48.png"));
    QVERIFY(!file.isNull());
    const QImage drawn = ui::applicationIcon().pixmap(QSize(48, 48)).toImage();
    QCOMPARE(drawn.size(), QSize(48, 48));
    QCOMPARE(drawn.convertToFormat(QImage::Format_ARGB32_Premultiplied),
             file.convertToFormat(QImage::Format_ARGB32_Premultiplied));
}

void TestApplicationIcon::scalesBetweenSizes()
{
    const QPixmap pixmap = ui::applicationIcon().pixmap(QSize(40, 40));
    QCOMPARE(pixmap.size(), QSize(40, 40));
    // Not a blank square: the logo is there.
    const QImage image = pixmap.toImage();
    QVERIFY(qAlpha(image.pixel(20, 20)) > 0);
}

void TestApplicationIcon::neverGrowsPastTheLargestFile()
{
    const QIcon icon = ui::applicationIcon();
    QCOMPARE(icon.actualSize(QSize(1024, 1024)), QSize(512, 512));
    QCOMPARE(icon.pixmap(QSize(1024, 1024)).size(), QSize(512, 512));
}

void TestApplicationIcon::paintsIntoARectangle()
{
    QImage canvas(64, 64, QImage::Format_ARGB32_Premultiplied);
    canvas.fill(Qt::transparent);
    {
        QPainter painter(&canvas);
        ui::applicationIcon().paint(&painter, QRect(16, 16, 32, 32));
    }
    QCOMPARE(qAlpha(canvas.pixel(2, 2)), 0);
    QVERIFY(qAlpha(canvas.pixel(32, 32)) > 0);
}

QTEST_MAIN(TestApplicationIcon)
#include "tst_applicationicon.moc"
