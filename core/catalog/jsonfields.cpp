#include "jsonfields.h"

#include "partialdate.h"

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
        if (required)
            fail(tr("the required field \"%1\" is missing").arg(key));
        return false;
    }
    return true;
}

QString JsonFields::requiredString(const QString &key)
{
    QJsonValue value;
    if (!take(key, value, true))
        return {};
    if (!value.isString()) {
        fail(tr("\"%1\" must be text").arg(key));
        return {};
    }
    return value.toString();
}

QString JsonFields::optionalString(const QString &key)
{
    QJsonValue value;
    if (!take(key, value, false))
        return {};
    if (!value.isString()) {
        fail(tr("\"%1\" must be text or null").arg(key));
        return {};
    }
    return value.toString();
}

QString JsonFields::requiredId(const QString &key)
{
    const QString id = requiredString(key);
    if (!m_error && !isValidId(id))
        fail(tr("\"%1\" is not a valid id: \"%2\" (use lowercase letters, digits, '.', '_', '+' "
                "and '-')")
                 .arg(key, id));
    return m_error ? QString() : id;
}

QString JsonFields::optionalId(const QString &key)
{
    const QString id = optionalString(key);
    if (!m_error && !id.isEmpty() && !isValidId(id))
        fail(tr("\"%1\" is not a valid id: \"%2\"").arg(key, id));
    return m_error ? QString() : id;
}

QString JsonFields::requiredEnum(const QString &key, const QStringList &allowed)
{
    const QString text = requiredString(key);
    if (!m_error && !allowed.contains(text))
        fail(tr("\"%1\" is \"%2\" but must be one of: %3")
                 .arg(key, text, allowed.join(QStringLiteral(", "))));
    return m_error ? QString() : text;
}

QString JsonFields::optionalEnum(const QString &key, const QStringList &allowed)
{
    const QString text = optionalString(key);
    if (!m_error && !text.isEmpty() && !allowed.contains(text))
        fail(tr("\"%1\" is \"%2\" but must be one of: %3")
                 .arg(key, text, allowed.join(QStringLiteral(", "))));
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

std::optional<double> JsonFields::optionalNumber(const QString &key, Range range)
{
    QJsonValue value;
    if (!take(key, value, false))
        return std::nullopt;
    if (!value.isDouble()) {
        fail(tr("\"%1\" must be a number or null").arg(key));
        return std::nullopt;
    }
    const double number = value.toDouble();
    if (!checkRange(key, number, range))
        return std::nullopt;
    return number;
}

double JsonFields::requiredNumber(const QString &key, Range range)
{
    QJsonValue value;
    if (!take(key, value, true))
        return 0;
    if (!value.isDouble()) {
        fail(tr("\"%1\" must be a number").arg(key));
        return 0;
    }
    const double number = value.toDouble();
    return checkRange(key, number, range) ? number : 0;
}

std::optional<int> JsonFields::optionalInt(const QString &key, Range range)
{
    const std::optional<double> number = optionalNumber(key, range);
    if (!number)
        return std::nullopt;
    if (*number != std::floor(*number) || std::fabs(*number) > 2.0e9) {
        fail(tr("\"%1\" must be a whole number (it is %2)").arg(key).arg(*number));
        return std::nullopt;
    }
    return static_cast<int>(*number);
}

int JsonFields::requiredInt(const QString &key, Range range)
{
    m_read.insert(key);
    if (!m_error && !m_object.contains(key)) {
        fail(tr("the required field \"%1\" is missing").arg(key));
        return 0;
    }
    if (!m_error && m_object.value(key).isNull()) {
        fail(tr("the required field \"%1\" is missing").arg(key));
        return 0;
    }
    return optionalInt(key, range).value_or(0);
}

std::optional<bool> JsonFields::optionalBool(const QString &key)
{
    QJsonValue value;
    if (!take(key, value, false))
        return std::nullopt;
    if (!value.isBool()) {
        fail(tr("\"%1\" must be true, false or null").arg(key));
        return std::nullopt;
    }
    return value.toBool();
}

QString JsonFields::requiredDate(const QString &key)
{
    const QString text = requiredString(key);
    if (!m_error && !PartialDate::parse(text)) {
        fail(tr("\"%1\" is not a date (YYYY-MM-DD, YYYY-MM or YYYY): \"%2\"").arg(key, text));
        return {};
    }
    return text;
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
                     .arg(unknown.constFirst()));
        }
    }
    return m_error;
}

} // namespace core
