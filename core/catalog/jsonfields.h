#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace core {

// Reads the fields of one JSON object of a catalog document, checking each against its rule.
// The first violation is kept as a sentence naming the record and the field; after that every
// read returns an empty value, so a parser can read a whole record and check once at the end.
class JsonFields final
{
    Q_DECLARE_TR_FUNCTIONS(core::CatalogImporter)

public:
    enum class Range { Any, NonNegative, Positive, UnitInterval };

    JsonFields(const QJsonObject &object, QString context);

    void setContext(QString context) { m_context = std::move(context); }

    QString requiredString(const QString &key);
    QString optionalString(const QString &key);
    QString requiredId(const QString &key);
    QString optionalId(const QString &key);
    QString requiredEnum(const QString &key, const QStringList &allowed);
    QString optionalEnum(const QString &key, const QStringList &allowed); // empty when null
    double requiredNumber(const QString &key, Range range);
    std::optional<double> optionalNumber(const QString &key, Range range);
    int requiredInt(const QString &key, Range range);
    std::optional<int> optionalInt(const QString &key, Range range);
    std::optional<bool> optionalBool(const QString &key);
    QString requiredDate(const QString &key); // validated; parse with PartialDate
    // A date that must be present but may be null ("unknown"): empty then.
    QString nullableDate(const QString &key);

    // Records a problem found by the caller (e.g. a failed cross-reference).
    void fail(const QString &problem);

    // Checks for fields the format does not know; returns the first problem, if any.
    std::optional<QString> finish();

    static bool isValidId(const QString &id);
    // A value as a message shows it: its type, and for text and numbers the value itself,
    // cut to a readable length and with control characters escaped.
    static QString describe(const QJsonValue &value);
    static QString shown(const QString &text);

private:
    bool take(const QString &key, QJsonValue &value, bool required);
    bool checkRange(const QString &key, double number, Range range);
    std::optional<double> number(const QString &key, Range range, bool required);
    std::optional<int> wholeNumber(const QString &key, Range range, bool required);
    QString string(const QString &key, bool required);

    QJsonObject m_object;
    QString m_context;
    QSet<QString> m_read;
    std::optional<QString> m_error;
};

} // namespace core
