#pragma once

#include "pdflayout.h"

#include <core/catalog/catalog.h>
#include <core/common/localtext.h>
#include <core/engine/engine.h>
#include <core/figures/columns.h>
#include <core/text/money.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QLocale>

namespace core {

// Lays out the sections of one PdfReport (core/export/pdfreport.h): the rows, and how to write
// numbers in the report's locale. Its parts live in pdfreportbuilder.cpp (names, the workload
// and the assumptions), pdfreporttables.cpp (the offers, breakdown and sources tables) and
// pdfreportcharts.cpp (the charts). Internal to the PDF report; its texts keep the context
// core::PdfReport.
class PdfReportBuilder final
{
    Q_DECLARE_TR_FUNCTIONS(core::PdfReport)

public:
    PdfReportBuilder(const Catalog &catalog, const Evaluation &evaluation,
                     const Assumptions &assumptions, const QList<int> &rows, const QLocale &locale,
                     PdfLayout &layout)
        : m_catalog(catalog)
        , m_evaluation(evaluation)
        , m_assumptions(assumptions)
        , m_rows(rows)
        , m_locale(locale)
        , m_layout(layout)
        , m_model(catalog.model(evaluation.workload.model))
    {
        int letter = 0;
        for (const int index : rows) {
            const int rank = row(index).rank;
            m_marks.append(rank > 0 ? m_locale.toString(rank)
                                    : QString(QChar(u'A' + letter++ % 26)));
        }
    }

    void title(const QString &title, const QDateTime &createdAt);
    void workload();
    void assumptions();
    void offers();
    void unavailable(const QList<OfferKey> &keys);
    void charts();
    void breakdown();
    void sources(QDate today);
    void estimatedNote();

    QString money(double usd, int decimals = 2) const
    {
        return core::money(usd, QStringLiteral("USD"), decimals, m_locale);
    }
    // A figure with its unit or symbol kept in its own order in a right-to-left report.
    QString dateTime(const QDateTime &at) const; // the date and the time, each isolated
    QString isolated(const QString &text) const { return isolatedIn(text, m_locale); }
    // A figure of `row` as the column registry declares it: its rounding, money in US dollars,
    // "—" for unknown. The report's tables read figures through this and nothing else.
    QString figure(const ColumnSpec &spec, const OfferEvaluation &row) const;
    QString figure(QStringView key, const OfferEvaluation &row) const
    {
        return figure(Columns::get(key), row);
    }
    QString number(double value, int decimals) const
    {
        return m_locale.toString(value, 'f', decimals);
    }

private:
    const OfferEvaluation &row(int index) const { return m_evaluation.rows.at(index); }
    bool training() const
    {
        return m_evaluation.workload.task == Task::Lora
            || m_evaluation.workload.task == Task::Finetune;
    }
    // OfferName::full with the region: "Provider · GPU ×count · tier (region)"; offers no longer
    // in the catalog have only their key.
    QString offerName(const OfferEvaluation &row) const;
    QString offerName(const QString &provider, const QString &gpu, const OfferKey &key) const;
    static QString offerDetails(const OfferKey &key);
    QString billing(const ResolvedOffer &offer) const;
    QString duration(double seconds) const;
    QString measureTitle() const;

    const Catalog &m_catalog;
    const Evaluation &m_evaluation;
    const Assumptions &m_assumptions;
    const QList<int> &m_rows;
    const QLocale &m_locale;
    PdfLayout &m_layout;
    const ModelProfile *m_model = nullptr;
    QStringList m_marks; // per reported row: its rank, or a letter when it is not ranked
};

} // namespace core
