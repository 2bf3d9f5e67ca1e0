#pragma once

#include <core/catalog/catalog.h>
#include <core/common/expected.h>
#include <core/engine/engine.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QLocale>

#include <memory>
#include <optional>

namespace core {

// The shortlist (or any rows of an evaluation) as a PDF to hand to someone without the app:
// the workload and its assumptions, the offers, the cost of the task as bars and speed
// against cost with the Pareto frontier (vector graphics), each offer's cost breakdown, where
// every number comes from and what "estimated" means. All figures come from the evaluation's
// rows, as in the table and the CSV export.
//
// Texts go through tr() (the current translator's language); numbers, dates, the paper size
// (Letter where CLDR says so, A4 elsewhere) and the direction (right to left for Urdu) follow
// the report's locale. The Urdu and Bengali fonts are bundled and embedded, so the PDF reads
// the same on a machine that lacks them.
class PdfReport final
{
    Q_DECLARE_TR_FUNCTIONS(core::PdfReport)

public:
    // `catalog` and `evaluation` must outlive the report; the evaluation's rows point into
    // the catalog.
    PdfReport(const Catalog &catalog, const Evaluation &evaluation, const Assumptions &assumptions);

    // Indexes into the evaluation's rows, in the order to report them. Default: the ten
    // best-ranked offers.
    void setRows(const QList<int> &rows) { m_rows = rows; }
    // Shortlisted offers the catalog no longer has: listed as unavailable.
    void setUnavailable(const QList<OfferKey> &keys) { m_unavailable = keys; }
    void setTitle(const QString &title) { m_title = title; }
    void setLocale(const QLocale &locale) { m_locale = locale; }
    void setCreatedAt(const QDateTime &createdAt) { m_createdAt = createdAt; }

    // Writes the report through QSaveFile (complete, or the old file untouched) and returns
    // its number of pages. Needs a QGuiApplication: fonts do.
    // `replaceOtherFile`: replace an existing file that is not an earlier PDF (see ExportFile).
    Expected<int> write(const QString &path, bool replaceOtherFile = false) const;

    // US Letter in the territories CLDR lists for it (the US, Canada, Mexico, …), else A4.
    static bool usesLetterPaper(const QLocale &locale);

    // Registers the bundled Urdu and Bengali fonts (once).
    static void registerFonts();

    // A QGuiApplication on the offscreen platform, for headless programs (the CLI, tests)
    // that paint reports: painting text needs a font database, which needs one.
    static std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv);

private:
    const Catalog &m_catalog;
    const Evaluation &m_evaluation;
    Assumptions m_assumptions;
    std::optional<QList<int>> m_rows;
    QList<OfferKey> m_unavailable;
    QString m_title;
    QLocale m_locale;
    QDateTime m_createdAt = QDateTime::currentDateTime();
};

} // namespace core
