#include "strictjson.h"

#include <QList>
#include <QSet>

namespace core {
namespace {

struct Container
{
    bool object = false;
    bool expectKey = false;
    QSet<QByteArray> keys;
};

int hexValue(const QByteArray &json, qsizetype at)
{
    if (at + 4 > json.size())
        return -1;
    bool ok = false;
    const int value = json.mid(at, 4).toInt(&ok, 16);
    return ok ? value : -1;
}

QString shownKey(const QByteArray &raw)
{
    const QString key = QString::fromUtf8(raw);
    return key.size() > 40 ? key.left(40) + QStringLiteral("…") : key;
}

} // namespace

std::optional<QString> StrictJson::problem(const QByteArray &json)
{
    QList<Container> stack;
    qsizetype i = 0;
    const qsizetype size = json.size();
    while (i < size) {
        const char c = json.at(i);
        if (c == '{' || c == '[') {
            stack.append(Container{c == '{', c == '{', {}});
            ++i;
        } else if (c == '}' || c == ']') {
            if (!stack.isEmpty())
                stack.removeLast();
            ++i;
        } else if (c == ':') {
            if (!stack.isEmpty())
                stack.last().expectKey = false;
            ++i;
        } else if (c == ',') {
            if (!stack.isEmpty() && stack.last().object)
                stack.last().expectKey = true;
            ++i;
        } else if (c == '"') {
            const qsizetype start = i;
            ++i;
            while (i < size && json.at(i) != '"') {
                const uchar byte = uchar(json.at(i));
                if (byte < 0x20)
                    return tr("The catalog is not strict JSON: a raw control character (byte "
                              "0x%1) inside a string at byte %2; write it as an escape "
                              "(\\u00%1) or remove it.")
                        .arg(QString::asprintf("%02X", byte))
                        .arg(i);
                if (byte != '\\') {
                    ++i;
                    continue;
                }
                if (i + 1 >= size)
                    break;
                if (json.at(i + 1) != 'u') {
                    i += 2;
                    continue;
                }
                const int unit = hexValue(json, i + 2);
                if (unit >= 0xD800 && unit <= 0xDBFF) {
                    const int low = (i + 7 < size && json.at(i + 6) == '\\'
                                     && json.at(i + 7) == 'u')
                        ? hexValue(json, i + 8)
                        : -1;
                    if (low < 0xDC00 || low > 0xDFFF)
                        return tr("The catalog is not strict JSON: the escape \\u%1 at byte %2 "
                                  "is the first half of a surrogate pair without its second "
                                  "half.")
                            .arg(QString::asprintf("%04X", unit))
                            .arg(i);
                    i += 12;
                } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
                    return tr("The catalog is not strict JSON: the escape \\u%1 at byte %2 is "
                              "the second half of a surrogate pair without its first half.")
                        .arg(QString::asprintf("%04X", unit))
                        .arg(i);
                } else {
                    i += 6;
                }
            }
            const QByteArray raw = json.mid(start + 1, i - start - 1);
            ++i; // the closing quote
            if (!stack.isEmpty() && stack.last().object && stack.last().expectKey) {
                if (stack.last().keys.contains(raw))
                    return tr("The catalog is not strict JSON: the key \"%1\" appears twice in "
                              "one object (the second time at byte %2); each field may be "
                              "given once.")
                        .arg(shownKey(raw))
                        .arg(start);
                stack.last().keys.insert(raw);
                stack.last().expectKey = false;
            }
        } else {
            ++i;
        }
    }
    return std::nullopt;
}

} // namespace core
