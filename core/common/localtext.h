#pragma once

#include <QLocale>
#include <QString>

namespace core {

class PartialDate;

// `text` isolated from the surrounding direction (U+2068 … U+2069): a name, a number with its
// unit or a date keeps its own order inside a right-to-left line.
QString isolated(const QString &text);
// The same where `locale` writes right to left; `text` itself elsewhere.
QString isolatedIn(const QString &text, const QLocale &locale);

// `text` (a version, an ISO date) with its digits written as `locale` writes them: Bengali digits
// in Bengali, the text itself where the locale uses 0–9.
QString localDigits(const QString &text, const QLocale &locale);

// A source's date as precise as it is ("2026-11-09", "2024-05"), in the locale's digits, kept in
// its own order inside right-to-left text (read after an Urdu word, "2026-12-03" would show
// "03-12-2026").
QString localDate(const PartialDate &date, const QLocale &locale);

} // namespace core
