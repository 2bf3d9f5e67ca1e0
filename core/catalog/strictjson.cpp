#include "strictjson.h"

#include <QList>
#include <QSet>

namespace core {
namespace {

struct Container
{
    bool object = false;
    bool expectKey = false;
    QSet<QByteArray> keys; // decoded, in UTF-8
};

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The four hex digits of a \u escape at `at`; -1 when they are not four hex digits.
int hexValue(const QByteArray &json, qsizetype at)
{
    if (at + 4 > json.size())
        return -1;
    int value = 0;
    for (qsizetype i = at; i < at + 4; ++i) {
        const int digit = hexDigit(json.at(i));
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

QString shownKey(const QByteArray &raw)
{
    const QString key = QString::fromUtf8(raw);
    return key.size() > 40 ? key.left(40) + QStringLiteral("…") : key;
}

char decodedEscape(char c)
{
    switch (c) {
    case '"':
    case '\\':
    case '/':
        return c;
    case 'b':
        return '\b';
    case 'f':
        return '\f';
    case 'n':
        return '\n';
    case 'r':
        return '\r';
    case 't':
        return '\t';
    default:
        return 0;
    }
}

// Whether the bytes look like UTF-16 or UTF-32 text starting with ASCII (a '{' or a space):
// every other (or every fourth) byte zero.
std::optional<QString> wideText(const QByteArray &data)
{
    const auto at = [&data](qsizetype i) { return i < data.size() ? uchar(data.at(i)) : 0x100; };
    const auto ascii = [](uint c) { return c >= 0x09 && c < 0x7F; };
    if ((at(0) == 0xFF && at(1) == 0xFE && at(2) == 0 && at(3) == 0)
        || (at(0) == 0 && at(1) == 0 && at(2) == 0xFE && at(3) == 0xFF)
        || (at(0) == 0 && at(1) == 0 && at(2) == 0 && ascii(at(3)))
        || (ascii(at(0)) && at(1) == 0 && at(2) == 0 && at(3) == 0))
        return QStringLiteral("UTF-32");
    if ((at(0) == 0xFF && at(1) == 0xFE) || (at(0) == 0xFE && at(1) == 0xFF)
        || (at(0) == 0 && ascii(at(1))) || (ascii(at(0)) && at(1) == 0))
        return QStringLiteral("UTF-16");
    return std::nullopt;
}

} // namespace

std::optional<QString> StrictJson::notText(const QByteArray &data)
{
    struct Magic
    {
        QByteArrayView start;
        const char *what;
    };
    static const Magic magics[] = {
        {"\x89PNG\r\n\x1a\n", QT_TRANSLATE_NOOP("core::CatalogImporter", "a PNG image")},
        {"\xFF\xD8\xFF", QT_TRANSLATE_NOOP("core::CatalogImporter", "a JPEG image")},
        {"GIF8", QT_TRANSLATE_NOOP("core::CatalogImporter", "a GIF image")},
        {"%PDF-", QT_TRANSLATE_NOOP("core::CatalogImporter", "a PDF document")},
        {"\x1F\x8B",
         QT_TRANSLATE_NOOP("core::CatalogImporter",
                           "a gzip-compressed file (decompress it first)")},
        {"PK\x03\x04",
         QT_TRANSLATE_NOOP("core::CatalogImporter", "a ZIP archive (extract the catalog first)")},
        {"\xFD"
         "7zXZ",
         QT_TRANSLATE_NOOP("core::CatalogImporter", "an xz-compressed file (decompress it first)")},
        {"BZh",
         QT_TRANSLATE_NOOP("core::CatalogImporter",
                           "a bzip2-compressed file (decompress it first)")},
        {"\x28\xB5\x2F\xFD",
         QT_TRANSLATE_NOOP("core::CatalogImporter",
                           "a zstd-compressed file (decompress it first)")},
        {"\x7F"
         "ELF",
         QT_TRANSLATE_NOOP("core::CatalogImporter", "a program (an ELF executable)")},
        {"MZ", QT_TRANSLATE_NOOP("core::CatalogImporter", "a Windows program")},
        {QByteArrayView("SQLite format 3\0", 16),
         QT_TRANSLATE_NOOP("core::CatalogImporter", "an SQLite database")},
    };
    const QString start = tr("The file is not JSON text: it looks like %1. A catalog is a JSON "
                             "document in UTF-8.");
    for (const Magic &magic : magics) {
        if (data.startsWith(magic.start))
            return start.arg(tr(magic.what));
    }
    if (const std::optional<QString> encoding = wideText(data))
        return tr("The file is %1 text; a catalog is a JSON document in UTF-8. Save it as UTF-8 "
                  "and import it again.")
            .arg(*encoding);
    // Binary data: a control byte JSON never has outside a string, before the first quote.
    const qsizetype quote = data.indexOf('"');
    const qsizetype end = std::min<qsizetype>(quote < 0 ? data.size() : quote, 512);
    for (qsizetype i = 0; i < end; ++i) {
        const uchar byte = uchar(data.at(i));
        if (byte < 0x20 && byte != '\t' && byte != '\n' && byte != '\r')
            return tr("The file is not JSON text: it holds binary data (the byte 0x%1 at byte "
                      "%2). A catalog is a JSON document in UTF-8.")
                .arg(QString::asprintf("%02X", byte))
                .arg(i);
    }
    return std::nullopt;
}

std::optional<QString> StrictJson::problem(const QByteArray &json)
{
    QList<Container> stack;
    qsizetype i = 0;
    const qsizetype size = json.size();
    while (i < size) {
        const char c = json.at(i);
        if (c == '{' || c == '[') {
            if (stack.size() >= maxDepth)
                return tr("The catalog is not a catalog document: at byte %1 its objects and "
                          "arrays nest deeper than %2, the most GPU Scout reads.")
                    .arg(i)
                    .arg(maxDepth);
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
            const bool isKey = !stack.isEmpty() && stack.last().object && stack.last().expectKey;
            QByteArray key; // decoded; only for keys
            ++i;
            qsizetype plain = i; // the start of the bytes not yet copied into `key`
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
                if (isKey)
                    key.append(json.constData() + plain, i - plain);
                const char escape = json.at(i + 1);
                if (escape != 'u') {
                    const char decoded = decodedEscape(escape);
                    if (decoded == 0)
                        return tr("The catalog is not strict JSON: \\%1 at byte %2 is not an "
                                  "escape JSON knows (\\\" \\\\ \\/ \\b \\f \\n \\r \\t and "
                                  "\\uXXXX are).")
                            .arg(uchar(escape) >= 0x20 && uchar(escape) < 0x7F
                                     ? QString(QLatin1Char(escape))
                                     : QString::asprintf("x%02X", uchar(escape)))
                            .arg(i);
                    if (isKey)
                        key.append(decoded);
                    i += 2;
                    plain = i;
                    continue;
                }
                const int unit = hexValue(json, i + 2);
                if (unit < 0)
                    return tr("The catalog is not strict JSON: the escape \\u at byte %1 is not "
                              "followed by four hex digits.")
                        .arg(i);
                char32_t codePoint = char32_t(unit);
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
                    codePoint = QChar::surrogateToUcs4(char16_t(unit), char16_t(low));
                    i += 12;
                } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
                    return tr("The catalog is not strict JSON: the escape \\u%1 at byte %2 is "
                              "the second half of a surrogate pair without its first half.")
                        .arg(QString::asprintf("%04X", unit))
                        .arg(i);
                } else {
                    i += 6;
                }
                if (isKey)
                    key.append(QString::fromUcs4(&codePoint, 1).toUtf8());
                plain = i;
            }
            if (isKey) {
                key.append(json.constData() + plain, std::min(i, size) - plain);
                if (stack.last().keys.contains(key))
                    return tr("The catalog is not strict JSON: the key \"%1\" appears twice in "
                              "one object (the second time at byte %2); each field may be "
                              "given once.")
                        .arg(shownKey(key))
                        .arg(start);
                stack.last().keys.insert(key);
                stack.last().expectKey = false;
            }
            ++i; // the closing quote
        } else {
            ++i;
        }
    }
    return std::nullopt;
}

} // namespace core
