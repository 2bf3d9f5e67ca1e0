#include "textsanitizer.h"

#include <algorithm>

namespace core::safetext {
namespace {

bool isBidiControl(char32_t c)
{
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x2066 && c <= 0x2069);
}

bool isControl(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F);
}

bool isCombiningMark(char32_t c)
{
    const QChar::Category category = QChar::category(c);
    return category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining
        || category == QChar::Mark_Enclosing;
}

QString escaped(char32_t c)
{
    return c <= 0xFF ? QString::asprintf("\\x%02X", uint(c))
                     : QString::asprintf("\\u%04X", uint(c));
}

} // namespace

QString escapeControls(const QString &text, LineBreaks lineBreaks)
{
    bool clean = true;
    for (const char32_t c : text.toUcs4()) {
        if (isControl(c) || isBidiControl(c)) {
            clean = false;
            break;
        }
    }
    if (clean)
        return text;
    QString out;
    out.reserve(text.size() + 8);
    for (const char32_t c : text.toUcs4()) {
        if (lineBreaks == LineBreaks::Keep && (c == u'\n' || c == u'\r' || c == u'\t'))
            out += QChar(c);
        else if (isControl(c) || isBidiControl(c))
            out += escaped(c);
        else
            out += QString::fromUcs4(&c, 1);
    }
    return out;
}

QString neutraliseFormula(const QString &text)
{
    if (text.isEmpty())
        return text;
    switch (text.front().unicode()) {
    case u'=':
    case u'+':
    case u'-':
    case u'@':
    case u'\t':
    case u'\r':
        return u'\'' + text;
    default:
        return text;
    }
}

QString csvText(const QString &text)
{
    // Neutralise first: a leading tab or CR is a formula trigger before it is an escape.
    return escapeControls(neutraliseFormula(text), LineBreaks::Keep);
}

QString quoted(const QString &text, qsizetype maxLength)
{
    QString cut = text;
    if (cut.size() > maxLength) {
        qsizetype end = maxLength;
        if (cut.at(end - 1).isHighSurrogate())
            --end;
        cut = cut.left(end) + QStringLiteral("…");
    }
    return escapeControls(cut);
}

QString cleanCatalogText(const QString &text)
{
    // Most catalog text is plain printable ASCII, which holds nothing to remove: the text itself
    // is returned (shared, not copied), which keeps a 100,000-offer update fast.
    const bool plain = std::all_of(text.cbegin(), text.cend(), [](QChar c) {
        return (c.unicode() >= 0x20 && c.unicode() < 0x7f) || c == u'\n' || c == u'\t';
    });
    if (plain)
        return text;
    QString out;
    out.reserve(text.size());
    int marks = 0;
    for (const char32_t c : text.toUcs4()) {
        if (isBidiControl(c) || (isControl(c) && c != u'\n' && c != u'\t'))
            continue;
        if (isCombiningMark(c)) {
            if (++marks > maxCombiningRun)
                continue;
        } else {
            marks = 0;
        }
        out += QString::fromUcs4(&c, 1);
    }
    return out;
}

bool isNumber(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default:
        return false;
    }
}

} // namespace core::safetext
