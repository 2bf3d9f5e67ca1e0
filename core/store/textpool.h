#pragma once

#include <QHash>
#include <QString>
#include <QStringView>
#include <QVariant>

namespace core {

// The texts of many offers, one copy each: 100,000 offers of a source repeat its name, its
// notes, a few regions and providers. Reading through a pool keeps one string where there
// were 100,000 equal ones, and a text seen before costs no allocation.
class TextPool final
{
public:
    QString operator()(QStringView text);
    QString operator()(const QVariant &value) { return (*this)(QStringView(value.toString())); }

private:
    // Each key views the data of its own value, which the pool keeps alive and never changes.
    QHash<QStringView, QString> m_texts;
};

} // namespace core
