#include "viewlink.h"

#include <core/catalog/catalog.h>
#include <core/engine/workloadfields.h>
#include <core/figures/columns.h>

#include <QHash>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

#include <cmath>
#include <optional>

namespace core {
namespace {

const QString scheme = QStringLiteral("gpuscout");
const QString viewPath = QStringLiteral("view");
const QString filterPrefix = QStringLiteral("f.");

// The on/off filters and the lists of ids a link may carry. A new one is a name here and its
// reading in the ui (ui/window/linkactions.cpp); a range on a column needs neither.
const QStringList flagNames{QStringLiteral("fits"),
                            QStringLiteral("spot_price"),
                            QStringLiteral("persistent_storage"),
                            QStringLiteral("diffusion_image"),
                            QStringLiteral("fresh_prices"),
                            QStringLiteral("shortlisted"),
                            QStringLiteral("unverified_prices")};
const QStringList billingIds{QStringLiteral("second"), QStringLiteral("minute"),
                             QStringLiteral("hour"), QStringLiteral("unknown")};

QString number(double value)
{
    return QString::number(value, 'f', QLocale::FloatingPointShortest);
}

QString flag(bool on)
{
    return on ? QStringLiteral("1") : QStringLiteral("0");
}

bool isColumnKey(const QString &key)
{
    static const QRegularExpression form(QStringLiteral("^[a-z0-9_]+$"));
    return form.match(key).hasMatch();
}

// Reads the query's values by key, each at most once; the first value it cannot read leaves
// `error` saying why.
class Reader
{
public:
    explicit Reader(QHash<QString, QString> items)
        : m_items(std::move(items))
    {
    }

    std::optional<QString> text(const QString &key) const
    {
        const auto found = m_items.constFind(key);
        return found == m_items.cend() ? std::nullopt : std::optional(*found);
    }

    bool real(const QString &key, double minimum, std::optional<double> &value)
    {
        const std::optional<QString> raw = text(key);
        if (!raw)
            return true;
        bool ok = false;
        const double parsed = raw->toDouble(&ok);
        if (!ok || !std::isfinite(parsed) || parsed < minimum) {
            return fail(ViewLink::tr("The link's %1 must be a number of at least %2, not “%3”.")
                            .arg(key, number(minimum), *raw));
        }
        value = parsed;
        return true;
    }

    bool boolean(const QString &key, bool &value)
    {
        const std::optional<QString> raw = text(key);
        if (!raw)
            return true;
        if (*raw != QLatin1String("0") && *raw != QLatin1String("1"))
            return fail(ViewLink::tr("The link's %1 must be 0 or 1, not “%2”.").arg(key, *raw));
        value = *raw == QLatin1String("1");
        return true;
    }

    bool fail(const QString &message)
    {
        error = message;
        return false;
    }

    const QHash<QString, QString> &items() const { return m_items; }
    QString error;

private:
    QHash<QString, QString> m_items;
};

bool readModelAndTask(Reader &reader, const Catalog &catalog, Workload &w,
                      const ModelProfile *&model)
{
    const std::optional<QString> task = reader.text(QStringLiteral("task"));
    if (!task) {
        return reader.fail(
            ViewLink::tr("The link has no task: it needs task=interactive, batch, lora or "
                         "finetune."));
    }
    const std::optional<Task> parsedTask = taskFromId(*task);
    if (!parsedTask) {
        return reader.fail(
            ViewLink::tr("The link's task “%1” is unknown: use interactive, batch, lora or "
                         "finetune.")
                .arg(*task));
    }
    w.task = *parsedTask;
    const std::optional<QString> modelId = reader.text(QStringLiteral("model"));
    if (!modelId)
        return reader.fail(ViewLink::tr("The link has no model: it needs model=ID, e.g. sdxl."));
    model = catalog.model(*modelId);
    if (!model) {
        QStringList ids;
        for (const ModelProfile &known : catalog.models)
            ids.append(known.id);
        return reader.fail(ViewLink::tr("The link's model “%1” is not in the catalog. Known model "
                                        "ids: %2")
                               .arg(*modelId, ids.join(QStringLiteral(", "))));
    }
    w.model = model->id;
    return true;
}

// One field of the table, if the link gives it.
bool readField(Reader &reader, const WorkloadField &field, Workload &w)
{
    const std::optional<QString> raw = reader.text(field.linkKey);
    if (!raw)
        return true;
    const QJsonValue value = field.fromText(*raw);
    if (field.check(value) == FieldProblem::None) {
        field.set(w, value);
        return true;
    }
    switch (field.kind) {
    case FieldKind::Whole:
        return reader.fail(ViewLink::tr("The link's %1 must be a whole number of at least %2, "
                                        "not “%3”.")
                               .arg(field.linkKey, number(field.minimum), *raw));
    case FieldKind::Number:
        return reader.fail(ViewLink::tr("The link's %1 must be a number of at least %2, not “%3”.")
                               .arg(field.linkKey, number(field.minimum), *raw));
    case FieldKind::Flag:
        return reader.fail(
            ViewLink::tr("The link's %1 must be 0 or 1, not “%2”.").arg(field.linkKey, *raw));
    case FieldKind::Choice:
        return reader.fail(
            ViewLink::tr("The link's %1 must be one of %2, not “%3”.")
                .arg(field.linkKey, field.choices().join(QStringLiteral(", ")), *raw));
    case FieldKind::Moment:
        // The only moment is the deadline's.
        return reader.fail(ViewLink::tr("The link's deadline must be a date and time with "
                                        "its offset, such as 2026-12-05T17:00:00Z, not “%1”.")
                               .arg(*raw));
    case FieldKind::Text:
        break;
    }
    return true;
}

bool readWorkload(Reader &reader, const Catalog &catalog, Workload &w)
{
    const ModelProfile *model = nullptr;
    if (!readModelAndTask(reader, catalog, w, model))
        return false;
    // What the link leaves out is what gpuscout-cli takes when its option is left out.
    w.useModel(*model);
    for (const WorkloadField &field : workloadFields()) {
        if (!field.identity && !readField(reader, field, w))
            return false;
    }
    return true;
}

bool readIds(Reader &reader, const QString &name, const QString &value, const Catalog &catalog,
             QStringList &ids)
{
    const QString key = filterPrefix + name;
    ids = value.split(QLatin1Char(','));
    ids.sort();
    ids.removeDuplicates();
    for (const QString &id : std::as_const(ids)) {
        const bool known = name == QLatin1String("provider") ? catalog.provider(id) != nullptr
            : name == QLatin1String("gpu")                   ? catalog.gpu(id) != nullptr
                                                             : billingIds.contains(id);
        if (known)
            continue;
        if (name == QLatin1String("provider")) {
            return reader.fail(
                ViewLink::tr("The link's %1 holds “%2”, which is not a provider of the catalog.")
                    .arg(key, id));
        }
        if (name == QLatin1String("gpu")) {
            return reader.fail(
                ViewLink::tr("The link's %1 holds “%2”, which is not a GPU of the catalog.")
                    .arg(key, id));
        }
        return reader.fail(ViewLink::tr("The link's %1 must list some of %2, not “%3”.")
                               .arg(key, billingIds.join(QStringLiteral(", ")), id));
    }
    return true;
}

bool readFilters(Reader &reader, const Catalog &catalog, ViewFilters &filters)
{
    filters.search = reader.text(QStringLiteral("q")).value_or(QString());
    for (auto item = reader.items().cbegin(); item != reader.items().cend(); ++item) {
        if (!item.key().startsWith(filterPrefix))
            continue;
        const QString name = item.key().mid(filterPrefix.size());
        const bool isMinimum = name.endsWith(QLatin1String(".min"));
        if (isMinimum || name.endsWith(QLatin1String(".max"))) {
            const QString column = name.chopped(4);
            const ColumnSpec *spec = Columns::find(column);
            if (!spec || !Columns::isNumeric(*spec))
                continue; // a figure of a newer version
            std::optional<double> bound;
            if (!reader.real(item.key(), 0, bound))
                return false;
            (isMinimum ? filters.minimum : filters.maximum).insert(column, *bound);
        } else if (flagNames.contains(name)) {
            bool on = false;
            if (!reader.boolean(item.key(), on))
                return false;
            if (on)
                filters.flags.insert(name);
        } else if (name == QLatin1String("provider") || name == QLatin1String("gpu")
                   || name == QLatin1String("billing")) {
            QStringList ids;
            if (!readIds(reader, name, item.value(), catalog, ids))
                return false;
            filters.lists.insert(name, ids);
        }
    }
    return true;
}

bool readSortAndColumns(Reader &reader, ViewLink &link)
{
    const auto badKey = [&reader](const QString &key, const QString &value) {
        return reader.fail(ViewLink::tr("The link's %1 holds “%2”, which is not a column key "
                                        "(lower-case letters, digits and _).")
                               .arg(key, value));
    };
    if (const std::optional<QString> sort = reader.text(QStringLiteral("sort"))) {
        if (!isColumnKey(*sort))
            return badKey(QStringLiteral("sort"), *sort);
        link.sortColumn = *sort;
    }
    if (const std::optional<QString> order = reader.text(QStringLiteral("order"))) {
        if (*order != QLatin1String("asc") && *order != QLatin1String("desc")) {
            return reader.fail(
                ViewLink::tr("The link's order must be asc or desc, not “%1”.").arg(*order));
        }
        link.sortOrder = *order == QLatin1String("asc") ? Qt::AscendingOrder : Qt::DescendingOrder;
    }
    if (const std::optional<QString> columns = reader.text(QStringLiteral("cols"))) {
        for (const QString &column : columns->split(QLatin1Char(','))) {
            if (!isColumnKey(column))
                return badKey(QStringLiteral("cols"), column);
            if (!link.columns.contains(column))
                link.columns.append(column);
        }
    }
    return true;
}

} // namespace

bool ViewFilters::isEmpty() const
{
    return search.isEmpty() && minimum.isEmpty() && maximum.isEmpty() && flags.isEmpty()
        && lists.isEmpty();
}

QString ViewLink::toString() const
{
    QList<std::pair<QString, QString>> items;
    const auto add = [&items](const QString &key, const QString &value) {
        // Encoded here, so that no "&", "=", "+" or "#" of a value can be read as a delimiter;
        // commas stay readable in lists.
        items.append({key, QString::fromLatin1(QUrl::toPercentEncoding(value, ","))});
    };
    add(QStringLiteral("v"), QString::number(version));
    for (const WorkloadField &field : workloadFields()) {
        if (const QJsonValue value = field.get(workload); !value.isUndefined())
            add(field.linkKey, field.toText(value));
    }

    if (!filters.search.isEmpty())
        add(QStringLiteral("q"), filters.search);
    for (auto bound = filters.minimum.cbegin(); bound != filters.minimum.cend(); ++bound)
        add(filterPrefix + bound.key() + QStringLiteral(".min"), number(bound.value()));
    for (auto bound = filters.maximum.cbegin(); bound != filters.maximum.cend(); ++bound)
        add(filterPrefix + bound.key() + QStringLiteral(".max"), number(bound.value()));
    for (const QString &name : flagNames) {
        if (filters.flags.contains(name))
            add(filterPrefix + name, flag(true));
    }
    for (auto list = filters.lists.cbegin(); list != filters.lists.cend(); ++list) {
        if (!list.value().isEmpty())
            add(filterPrefix + list.key(), list.value().join(QLatin1Char(',')));
    }
    if (!sortColumn.isEmpty()) {
        add(QStringLiteral("sort"), sortColumn);
        add(QStringLiteral("order"),
            sortOrder == Qt::AscendingOrder ? QStringLiteral("asc") : QStringLiteral("desc"));
    }
    if (!columns.isEmpty())
        add(QStringLiteral("cols"), columns.join(QLatin1Char(',')));

    QUrlQuery query;
    query.setQueryItems(items);
    QUrl url;
    url.setScheme(scheme);
    url.setPath(viewPath);
    url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

Expected<ViewLink> ViewLink::parse(const QString &text, const Catalog &catalog)
{
    const QUrl url(text.trimmed());
    // gpuscout:view?… as the app writes it; gpuscout://view?… as some programs rewrite it.
    const bool isView = url.isValid() && url.scheme() == scheme
        && (url.path() == viewPath || (url.host() == viewPath && url.path().isEmpty()));
    if (!isView) {
        return Error{tr("“%1” is not a GPU Scout link: it must start with gpuscout:view?")
                         .arg(text.trimmed().left(80))};
    }
    QHash<QString, QString> items;
    for (const auto &[key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (items.contains(key))
            return Error{tr("The link gives %1 more than once.").arg(key)};
        items.insert(key, value);
    }
    Reader reader(items);
    const std::optional<QString> linkVersion = reader.text(QStringLiteral("v"));
    if (!linkVersion)
        return Error{tr("The link has no version: it needs v=%1.").arg(version)};
    if (*linkVersion != QString::number(version)) {
        return Error{tr("The link is of version “%1”; this GPU Scout reads version %2. A newer "
                        "GPU Scout may open it.")
                         .arg(*linkVersion)
                         .arg(version)};
    }
    ViewLink link;
    if (!readWorkload(reader, catalog, link.workload) || !readFilters(reader, catalog, link.filters)
        || !readSortAndColumns(reader, link))
        return Error{reader.error};
    return link;
}

} // namespace core
