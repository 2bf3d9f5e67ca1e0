#include "offermatch.h"

#include <QHash>

namespace core {

QList<qsizetype> matchOffers(const QList<Offer> &before, const QList<Offer> &after)
{
    QList<qsizetype> match(after.size(), -1);
    QHash<OfferKey, qsizetype> indexOf; // built at the first offer out of step
    qsizetype next = 0; // the offer of `before` the walk expects next
    for (qsizetype j = 0; j < after.size(); ++j) {
        const OfferKey &key = after.at(j).key;
        if (next < before.size() && before.at(next).key == key) {
            match[j] = next++;
            continue;
        }
        if (indexOf.isEmpty() && !before.isEmpty()) {
            indexOf.reserve(before.size());
            for (qsizetype i = 0; i < before.size(); ++i)
                indexOf.insert(before.at(i).key, i);
        }
        if (const auto found = indexOf.constFind(key); found != indexOf.cend()) {
            match[j] = *found;
            next = *found + 1; // the walk goes on from there
        }
    }
    return match;
}

} // namespace core
