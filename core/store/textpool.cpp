#include "textpool.h"

namespace core {

QString TextPool::operator()(QStringView text)
{
    if (text.isEmpty())
        return QStringLiteral(""); // as the driver reads '': empty, not null
    const auto found = m_texts.constFind(text);
    if (found != m_texts.cend())
        return *found;
    const QString copy = text.toString();
    m_texts.insert(QStringView(copy), copy);
    return copy;
}

} // namespace core
