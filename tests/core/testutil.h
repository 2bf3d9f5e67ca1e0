#pragma once

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QtTest>

namespace testutil {

inline QString dataPath(const QString &name)
{
    return QStringLiteral(GPUSCOUT_TEST_DATA "/") + name;
}

inline QByteArray readData(const QString &name)
{
    QFile file(dataPath(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read test data %s", qPrintable(name));
    return file.readAll();
}

inline QJsonObject smallCatalogJson()
{
    return QJsonDocument::fromJson(readData(QStringLiteral("catalog-small.json"))).object();
}

} // namespace testutil
