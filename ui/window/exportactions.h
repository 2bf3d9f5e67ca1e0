#pragma once

#include <core/common/expected.h>

#include <QObject>

class QWidget;

namespace core {
class Session;
}

namespace ui {

class OffersModel;
class OffersProxyModel;
class OffersView;
class Settings;

// File → Export: the current view as CSV (its visible columns in their order, the rows the
// filters show, in the table's order) and the shortlist as a PDF report. Both read the same
// rows as the table; core writes the files (QSaveFile: complete or untouched).
class ExportActions final : public QObject
{
    Q_OBJECT

public:
    ExportActions(core::Session &session, Settings &settings, OffersProxyModel &proxy,
                  OffersView &view, QWidget *window);

    void exportViewCsv(bool localeNumbers);
    // The view's CSV at `path`, without asking: what exportViewCsv() writes there.
    core::Status writeViewCsv(const QString &path, bool localeNumbers) const;
    void exportShortlistPdf();

private:
    QString chooseFile(const QString &title, const QString &suggestedName, const QString &filter);

    core::Session &m_session;
    Settings &m_settings;
    OffersProxyModel &m_proxy;
    OffersView &m_view;
    QWidget *m_window = nullptr;
};

} // namespace ui
