#include "jsonfields.h"

#include "partialdate.h"

#include <core/output/textsanitizer.h>

#include <QJsonArray>
#include <QJsonValue>
#include <QRegularExpression>

#include <cmath>

namespace core {

JsonFields::JsonFields(const QJsonObject &object, QString context)
    : m_object(object)
    , m_context(std::move(context))
{
}

bool JsonFields::isValidId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9][a-z0-9._+-]*$"));
    return pattern.match(id).hasMatch();
}

QString JsonFields::shown(const QString &text)
{
    constexpr qsizetype limit = 60;
    const QString cut = text.size() > limit ? text.left(limit) + QStringLiteral("…") : text;
    return safetext::escapeControls(cut);
}

QString JsonFields::describe(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return tr("null");
    case QJsonValue::Bool:
        return value.toBool() ? tr("true") : tr("false");
    case QJsonValue::Double:
        return tr("the number %1").arg(QString::number(value.toDouble(), 'g', 12));
    case QJsonValue::String:
        return tr("the text \"%1\"").arg(shown(value.toString()));
    case QJsonValue::Array:
        return tr("an array");
    case QJsonValue::Object:
        return tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return tr("nothing");
}

void JsonFields::fail(const QString &problem)
{
    if (!m_error)
        m_error = tr("%1: %2").arg(m_context, problem);
}

bool JsonFields::take(const QString &key, QJsonValue &value, bool required)
{
    m_read.insert(key);
    if (m_error)
        return false;
    value = m_object.value(key);
    if (value.isUndefined() || value.isNull()) {
        if (required && value.isNull())
            fail(tr("the required field \"%1\" is null; it needs a value").arg(key));
        else if (required)
            fail(tr("the required field \"%1\" is missing").arg(key));
        return false;
    }
    return true;
}

QString JsonFields::string(const QString &key, bool required)
{
    QJsonValue value;
    if (!take(key, value, required))
        return {};
    if (!value.isString()) {
        fail(required ? tr("\"%1\" must be text, not %2").arg(key, describe(value))
                      : tr("\"%1\" must be text or null, not %2").arg(key, describe(value)));
        return {};
    }
    // Names end up in tables, terminals and PDFs: no bidi overrides, no towers of marks.
    return safetext::cleanCatalogText(value.toString());
}

QString JsonFields::requiredString(const QString &key)
{
    return string(key, true);
}

QString JsonFields::optionalString(const QString &key)
{
    return string(key, false);
}

QString JsonFields::requiredId(const QString &key)
{
    const QString id = requiredString(key);
    if (!m_error && !isValidId(id))
        fail(tr("\"%1\" is not a valid id: \"%2\" (use lowercase letters, digits, '.', '_', '+' "
                "and '-')")
                 .arg(key, shown(id)));
    return m_error ? QString() : id;
}

QString JsonFields::optionalId(const QString &key)
{
    const QString id = optionalString(key);
    if (!m_error && !id.isEmpty() && !isValidId(id))
        fail(tr("\"%1\" is not a valid id: \"%2\"").arg(key, shown(id)));
    return m_error ? QString() : id;
}

QString JsonFields::requiredEnum(const QString &key, const QStringList &allowed)
{
    const QString text = requiredString(key);
    if (!m_error && !allowed.contains(text))
        fail(tr("\"%1\" is \"%2\" but must be one of: %3")
                 .arg(key, shown(text), allowed.join(QStringLiteral(", "))));
    return m_error ? QString() : text;
}

QString JsonFields::optionalEnum(const QString &key, const QStringList &allowed)
{
    const QString text = optionalString(key);
    if (!m_error && !text.isEmpty() && !allowed.contains(text))
        fail(tr("\"%1\" is \"%2\" but must be one of: %3")
                 .arg(key, shown(text), allowed.join(QStringLiteral(", "))));
    return m_error ? QString() : text;
}

bool JsonFields::checkRange(const QString &key, double number, Range range)
{
    // A JSON parser turns an overflowing literal into infinity; such a value is never a price.
    if (!std::isfinite(number)) {
        fail(tr("\"%1\" must be a finite number").arg(key));
        return false;
    }
    switch (range) {
    case Range::Any:
        return true;
    case Range::NonNegative:
        if (number < 0) {
            fail(tr("\"%1\" must not be negative (it is %2)").arg(key).arg(number));
            return false;
        }
        return true;
    case Range::Positive:
        if (number <= 0) {
            fail(tr("\"%1\" must be greater than zero (it is %2)").arg(key).arg(number));
            return false;
        }
        return true;
    case Range::UnitInterval:
        if (number <= 0 || number >= 1) {
            fail(tr("\"%1\" must lie between 0 and 1 (it is %2)").arg(key).arg(number));
            return false;
        }
        return true;
    }
    return true;
}

std::optional<double> JsonFields::number(const QString &key, Range range, bool required)
{
    QJsonValue value;
    if (!take(key, value, required))
        return std::nullopt;
    if (!value.isDouble()) {
        fail(required ? tr("\"%1\" must be a number, not %2").arg(key, describe(value))
                      : tr("\"%1\" must be a number or null, not %2").arg(key, describe(value)));
        return std::nullopt;
    }
    const double number = value.toDouble();
    if (!checkRange(key, number, range))
        return std::nullopt;
    return number;
}

std::optional<double> JsonFields::optionalNumber(const QString &key, Range range)
{
    return number(key, range, false);
}

double JsonFields::requiredNumber(const QString &key, Range range)
{
    return number(key, range, true).value_or(0);
}

std::optional<int> JsonFields::wholeNumber(const QString &key, Range range, bool required)
{
    const std::optional<double> value = number(key, range, required);
    if (!value)
        return std::nullopt;
    constexpr double limit = 2.0e9; // int's range, rounded down
    if (*value != std::floor(*value)) {
        fail(tr("\"%1\" must be a whole number (it is %2)").arg(key).arg(*value));
        return std::nullopt;
    }
    if (std::fabs(*value) > limit) {
        fail(tr("\"%1\" is %2, beyond the largest whole number a catalog may hold (%3)")
                 .arg(key, QString::number(*value, 'g', 12), QString::number(limit, 'f', 0)));
        return std::nullopt;
    }
    return static_cast<int>(*value);
}

std::optional<int> JsonFields::optionalInt(const QString &key, Range range)
{
    return wholeNumber(key, range, false);
}

int JsonFields::requiredInt(const QString &key, Range range)
{
    return wholeNumber(key, range, true).value_or(0);
}

std::optional<bool> JsonFields::optionalBool(const QString &key)
{
    QJsonValue value;
    if (!take(key, value, false))
        return std::nullopt;
    if (!value.isBool()) {
        fail(tr("\"%1\" must be true, false or null, not %2").arg(key, describe(value)));
        return std::nullopt;
    }
    return value.toBool();
}

QString JsonFields::requiredDate(const QString &key)
{
    const QString text = requiredString(key);
    if (!m_error && !PartialDate::parse(text)) {
        fail(
            tr("\"%1\" is not a date (YYYY-MM-DD, YYYY-MM or YYYY): \"%2\"").arg(key, shown(text)));
        return {};
    }
    return text;
}

QString JsonFields::nullableDate(const QString &key)
{
    if (!m_error && m_object.value(key).isNull()) {
        m_read.insert(key);
        return {};
    }
    return requiredDate(key);
}

std::optional<QString> JsonFields::finish()
{
    if (!m_error) {
        QStringList unknown;
        for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it) {
            if (!m_read.contains(it.key()))
                unknown.append(it.key());
        }
        if (!unknown.isEmpty()) {
            fail(tr("unknown field \"%1\" (check its spelling against the catalog format)")
                     .arg(shown(unknown.constFirst())));
        }
    }
    return m_error;
}

} // namespace core
