#pragma once

#include "catalog.h"

#include <QDate>

#include <optional>

namespace core {

// How old an offer's price is: days from the first day of its observed_at period to `today`
// (so "2025" counts from 1 January 2025), nullopt when the date is unknown.
std::optional<qint64> dataAgeInDays(const Offer &offer, QDate today = QDate::currentDate());

// Older than `thresholdDays`, or of unknown age: a number nobody can date is not fresh.
bool isStale(const Offer &offer, QDate today = QDate::currentDate(), int thresholdDays = 30);

} // namespace core
