#pragma once

#include <QByteArray>
#include <QList>

namespace testutil {

// A SkyPilot CSV with its SpotPrice and Price columns (the 7th and 8th; GpuInfo, quoted and
// full of commas, comes last) multiplied: a unit misread by the source or on the way.
inline QByteArray scaledSkyPilotPrices(const QByteArray &csv, double factor)
{
    QList<QByteArray> lines = csv.split('\n');
    for (qsizetype l = 1; l < lines.size(); ++l) {
        QByteArray &line = lines[l];
        if (line.isEmpty())
            continue;
        QList<QByteArray> fields;
        qsizetype pos = 0;
        for (int i = 0; i < 9; ++i) {
            const qsizetype comma = line.indexOf(',', pos);
            fields.append(line.mid(pos, comma - pos));
            pos = comma + 1;
        }
        for (int column : {6, 7})
            fields[column] = QByteArray::number(fields.at(column).toDouble() * factor);
        line = fields.join(',') + ',' + line.mid(pos);
    }
    return lines.join('\n');
}

} // namespace testutil
