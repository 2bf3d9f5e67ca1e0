#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace core {

// Errors are values: core returns either a result or a translated, user-facing sentence that
// names what is wrong. (std::expected is C++23; this is the small part of it we need.)
struct Error
{
    QString message;
};

template<typename T>
class [[nodiscard]] Expected
{
public:
    Expected(T value)
        : m_state(std::move(value))
    {
    }
    Expected(Error error)
        : m_state(std::move(error))
    {
    }

    bool hasValue() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return hasValue(); }

    const T &value() const & { return std::get<T>(m_state); }
    T &value() & { return std::get<T>(m_state); }
    T &&value() && { return std::get<T>(std::move(m_state)); }
    const T *operator->() const { return &value(); }
    const T &operator*() const { return value(); }

    const QString &error() const { return std::get<Error>(m_state).message; }

private:
    std::variant<T, Error> m_state;
};

// For operations that return nothing but may fail.
class [[nodiscard]] Status
{
public:
    Status() = default;
    Status(Error error)
        : m_error(std::move(error.message))
        , m_failed(true)
    {
    }

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const QString &error() const { return m_error; }

private:
    QString m_error;
    bool m_failed = false;
};

} // namespace core
