#pragma once

#include <core/engine/workload.h>

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QSettings;
class QVariant;

namespace ui {

// Every setting the application keeps, typed, with its default. Nobody else constructs a
// QSettings. Tests pass an INI path so they never touch the user's settings.
class Settings final
{
public:
    Settings();
    explicit Settings(const QString &iniPath);
    ~Settings();

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);
    // Visible columns, their order and widths (QHeaderView::saveState), one set per task:
    // interactive, batch, and training (LoRA and fine-tuning share theirs).
    QByteArray offersHeaderState(core::Task task) const;
    void setOffersHeaderState(core::Task task, const QByteArray &state);

    std::optional<core::Workload> activeWorkload() const;
    void setActiveWorkload(const core::Workload &workload);

    // "" follows the system's language.
    QString language() const;
    void setLanguage(const QString &code);
    // ISO 4217; "USD" by default.
    QString currency() const;
    void setCurrency(const QString &code);
    QString catalogFeedUrl() const;
    void setCatalogFeedUrl(const QString &url);
    // Update the prices at start when they are older than this many days; 0 = never.
    int refreshOnStartDays() const;
    void setRefreshOnStartDays(int days);
    // The filter panel's filters as "key=value" lines (ui/filters/filtertext.h); the search text
    // is not kept.
    QStringList filterState() const;
    void setFilterState(const QStringList &pairs);
    QString lastExportFolder() const;
    void setLastExportFolder(const QString &folder);

    void sync();

private:
    // Writes only what changed: an unchanged value would still make QSettings rewrite its file.
    void store(const QString &key, const QVariant &value);

    std::unique_ptr<QSettings> m_settings;
};

} // namespace ui
