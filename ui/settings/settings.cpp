#include "settings.h"

#include <core/export/exportfile.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace ui {
namespace {

const QString geometryKey = QStringLiteral("window/geometry");
const QString stateKey = QStringLiteral("window/state");
QString headerKey(core::Task task)
{
    switch (task) {
    case core::Task::Interactive:
        return QStringLiteral("offers/header-interactive");
    case core::Task::Batch:
        return QStringLiteral("offers/header-batch");
    case core::Task::Lora:
    case core::Task::Finetune:
        break;
    }
    return QStringLiteral("offers/header-training");
}
const QString workloadKey = QStringLiteral("workload/active");
const QString languageKey = QStringLiteral("ui/language");
const QString currencyKey = QStringLiteral("ui/currency");
const QString filtersKey = QStringLiteral("ui/filters");
const QString feedKey = QStringLiteral("network/catalogFeedUrl");
const QString refreshKey = QStringLiteral("network/refreshOnStartDays");
const QString exportFolderKey = QStringLiteral("export/lastFolder");

} // namespace

Settings::Settings()
    : m_settings(std::make_unique<QSettings>())
{
    core::ExportFile::protectSettingsFile(m_settings->fileName());
}

Settings::Settings(const QString &iniPath)
    : m_settings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat))
{
    core::ExportFile::protectSettingsFile(m_settings->fileName());
}

Settings::~Settings() = default;

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(geometryKey).toByteArray();
}
void Settings::setWindowGeometry(const QByteArray &geometry)
{
    store(geometryKey, geometry);
}
QByteArray Settings::windowState() const
{
    return m_settings->value(stateKey).toByteArray();
}
void Settings::setWindowState(const QByteArray &state)
{
    store(stateKey, state);
}
QByteArray Settings::offersHeaderState(core::Task task) const
{
    return m_settings->value(headerKey(task)).toByteArray();
}
void Settings::setOffersHeaderState(core::Task task, const QByteArray &state)
{
    store(headerKey(task), state);
}

std::optional<core::Workload> Settings::activeWorkload() const
{
    const QByteArray json = m_settings->value(workloadKey).toByteArray();
    if (json.isEmpty())
        return std::nullopt;
    return core::Workload::fromJson(QJsonDocument::fromJson(json).object());
}

void Settings::setActiveWorkload(const core::Workload &workload)
{
    store(workloadKey, QJsonDocument(workload.toJson()).toJson(QJsonDocument::Compact));
}

QString Settings::language() const
{
    return m_settings->value(languageKey).toString();
}
void Settings::setLanguage(const QString &code)
{
    store(languageKey, code);
}
QString Settings::currency() const
{
    return m_settings->value(currencyKey, QStringLiteral("USD")).toString();
}
void Settings::setCurrency(const QString &code)
{
    store(currencyKey, code);
}
QString Settings::catalogFeedUrl() const
{
    return m_settings->value(feedKey).toString();
}
void Settings::setCatalogFeedUrl(const QString &url)
{
    store(feedKey, url);
}

int Settings::refreshOnStartDays() const
{
    return std::max(0, m_settings->value(refreshKey, 0).toInt());
}

void Settings::setRefreshOnStartDays(int days)
{
    store(refreshKey, std::max(0, days));
}

QStringList Settings::filterState() const
{
    return m_settings->value(filtersKey).toStringList();
}

void Settings::setFilterState(const QStringList &pairs)
{
    store(filtersKey, pairs);
}

QString Settings::lastExportFolder() const
{
    return m_settings
        ->value(exportFolderKey,
                QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
        .toString();
}

void Settings::setLastExportFolder(const QString &folder)
{
    store(exportFolderKey, folder);
}

void Settings::store(const QString &key, const QVariant &value)
{
    if (m_settings->value(key) != value)
        m_settings->setValue(key, value);
}

void Settings::sync()
{
    m_settings->sync();
}

} // namespace ui
