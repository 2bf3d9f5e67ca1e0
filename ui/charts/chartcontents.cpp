#include "chartcontents.h"

#include <ui/common/format.h>

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace ui {
namespace {

struct ChartText
{
    Q_DECLARE_TR_FUNCTIONS(ui::ChartText)
};

} // namespace

bool ChartContents::training() const
{
    const core::Task task = workload().task;
    return task == core::Task::Lora || task == core::Task::Finetune;
}

QList<int> ChartContents::byRank(bool shortlistedOnly) const
{
    QList<int> rows;
    if (!snapshot)
        return rows;
    for (const int index : visibleRows) {
        const core::OfferEvaluation &r = row(index);
        if (!r.totalCostUsd)
            continue;
        if (shortlistedOnly && !shortlist.contains(r.offer.offer->key))
            continue;
        rows.append(index);
    }
    std::stable_sort(rows.begin(), rows.end(), [this](int a, int b) {
        const core::OfferEvaluation &x = row(a);
        const core::OfferEvaluation &y = row(b);
        if ((x.rank > 0) != (y.rank > 0))
            return x.rank > 0;
        if (x.rank != y.rank)
            return x.rank < y.rank;
        return *x.totalCostUsd < *y.totalCostUsd;
    });
    return rows;
}

QList<int> ChartContents::topRanked(int count) const
{
    QList<int> rows = byRank(false);
    rows.erase(std::remove_if(rows.begin(), rows.end(),
                              [this](int index) { return row(index).rank <= 0; }),
               rows.end());
    if (rows.size() > count)
        rows.resize(count);
    return rows;
}

QList<int> ChartContents::shortlistedRows() const
{
    QList<int> rows;
    if (!snapshot)
        return rows;
    for (const int index : visibleRows) {
        if (shortlist.contains(row(index).offer.offer->key))
            rows.append(index);
    }
    std::stable_sort(rows.begin(), rows.end(), [this](int a, int b) {
        const int x = row(a).rank;
        const int y = row(b).rank;
        return x > 0 && (y <= 0 || x < y);
    });
    return rows;
}

QStringList uniqueLabels(const QStringList &labels, const QList<core::OfferKey> &keys)
{
    QStringList unique;
    QSet<QString> seen;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        QString label = labels.at(i);
        const QString &region = keys.at(i).region;
        if (seen.contains(label) && !region.isEmpty())
            label = ChartText::tr("%1, %2", "offer name, region").arg(label, region);
        while (seen.contains(label))
            label += QChar(0x200B); // zero-width space: looks the same, stays its own category
        seen.insert(label);
        unique.append(label);
    }
    return unique;
}

double displayMoney(double usd)
{
    return usd * displayCurrency().perUsd;
}

QString currencyCode()
{
    return displayCurrency().code;
}

QString speedBasisText(const core::OfferEvaluation &row)
{
    return row.speed ? basisText(row.speed->basis) : unknownText();
}

} // namespace ui
