#include "pdfreportbuilder.h"

#include "pdfpage.h"

#include <core/common/localtext.h>
#include <core/text/offername.h>
#include <core/text/vocabulary.h>

#include <climits>
#include <cmath>

namespace core {

QString PdfReportBuilder::offerName(const QString &provider, const QString &gpu,
                                    const OfferKey &key) const
{
    return OfferName::full(provider, gpu, key, m_locale);
}

QString PdfReportBuilder::offerDetails(const OfferKey &key)
{
    return key.region; // the tier is in the name
}

QString PdfReportBuilder::offerName(const OfferEvaluation &row) const
{
    const OfferKey &key = row.offer.offer->key;
    const QString name = offerName(row.offer.provider->name, row.offer.gpu->name, key);
    const QString details = offerDetails(key);
    return details.isEmpty() ? name : name + QStringLiteral(" (") + details + u')';
}

QString PdfReportBuilder::duration(double seconds) const
{
    if (seconds < 120)
        return isolated(Vocabulary::seconds(m_locale.toString(seconds, 'f', 0)));
    if (seconds < 2 * 3600)
        return isolated(Vocabulary::minutes(m_locale.toString(seconds / 60, 'f', 0)));
    return isolated(Vocabulary::hours(m_locale.toString(seconds / 3600, 'f', 1)));
}

QString PdfReportBuilder::dateTime(const QDateTime &at) const
{
    // Each part isolated on its own: "5:01 AM" inside an Urdu date would read "AM 5:01".
    return isolated(m_locale.toString(at.date(), QLocale::LongFormat)) + QStringLiteral(", ")
        + isolated(m_locale.toString(at.time(), QLocale::ShortFormat));
}

QString PdfReportBuilder::billing(const ResolvedOffer &offer) const
{
    if (!offer.billingIncrementS)
        return tr("unknown");
    QString text = Vocabulary::billing(*offer.billingIncrementS)
                       .value_or(tr("per %1").arg(duration(*offer.billingIncrementS)));
    if (offer.minBilledS && *offer.minBilledS > *offer.billingIncrementS)
        text = tr("%1, minimum %2").arg(text, duration(*offer.minBilledS));
    return text;
}

QString PdfReportBuilder::measureTitle() const
{
    switch (m_evaluation.workload.task) {
    case Task::Interactive:
        return tr("Cost a month");
    case Task::Batch:
        return tr("Cost of the job");
    case Task::Lora:
    case Task::Finetune:
        break;
    }
    return tr("Cost of the run");
}

void PdfReportBuilder::title(const QString &title, const QDateTime &createdAt)
{
    m_layout.paragraph(title, m_layout.font(20, true), QColor(0x1F, 0x3A, 0x5F));
    m_layout.space(4);
    const CatalogInfo &info = m_catalog.info;
    m_layout.paragraph(tr("Created %1 with GPU Scout %2. Catalog %3, generated %4.")
                           .arg(dateTime(createdAt),
                                isolated(localDigits(QStringLiteral(GPUSCOUT_VERSION), m_locale)),
                                isolated(localDigits(info.catalogVersion, m_locale)),
                                localDate(info.generatedAt, m_locale)),
                       m_layout.font(8.5), pdfMutedColor());
}

void PdfReportBuilder::workload()
{
    const Workload &w = m_evaluation.workload;
    const InferenceConfig &c = w.config;
    m_layout.heading(tr("Workload"));
    QList<std::pair<QString, QString>> pairs;
    pairs.append({tr("Model"),
                  m_model ? QStringLiteral("%1 (%2)").arg(m_model->name, m_model->id) : w.model});
    QString task;
    QString volume;
    switch (w.task) {
    case Task::Interactive:
        task = Vocabulary::task(w.task);
        volume = tr("%Ln session(s) a month of %1 each", nullptr, w.sessionsPerMonth)
                     .arg(Vocabulary::minutesCount(qRound(w.sessionMinutes)));
        break;
    case Task::Batch: {
        task = Vocabulary::task(w.task);
        const int images = int(std::min<qint64>(w.images, INT_MAX));
        volume = w.deadlineAt ? tr("%Ln image(s) by %1", "a batch job's deadline", images)
                                    .arg(dateTime(w.deadlineAt->toLocalTime()))
            : w.deadlineHours ? tr("%Ln image(s) within %1", nullptr, images)
                                    .arg(std::floor(*w.deadlineHours) == *w.deadlineHours
                                             ? Vocabulary::hoursCount(int(*w.deadlineHours))
                                             : duration(*w.deadlineHours * 3600))
                              : tr("%Ln image(s), no deadline", nullptr, images);
        break;
    }
    case Task::Lora:
    case Task::Finetune:
        task = Vocabulary::task(w.task);
        volume = tr("%Ln optimizer step(s), %1%2", nullptr, w.trainSteps)
                     .arg(optimizerId(w.optimizer),
                          w.gradientCheckpointing ? tr(", gradient checkpointing") : QString());
        break;
    }
    pairs.append({tr("Task"), task});
    pairs.append({tr("Volume"), volume});
    QLocale size = m_locale;
    size.setNumberOptions(QLocale::OmitGroupSeparator); // "1024 × 1024": a size, not an amount
    QString resolution = tr("%1 × %2 pixels").arg(size.toString(c.width), size.toString(c.height));
    if (c.frames)
        resolution = tr("%1, %Ln frame(s)", nullptr, *c.frames).arg(resolution);
    pairs.append({tr("Resolution"), resolution});
    pairs.append({tr("Steps and batch"),
                  tr("%Ln denoising step(s), batch of %1", nullptr, c.steps)
                      .arg(m_locale.toString(c.batch))});
    pairs.append({tr("Precision"), precisionId(c.precision).toUpper()});
    pairs.append({tr("Spot instances"),
                  w.allowSpot ? tr("allowed for batch and training work, where offered")
                              : tr("not used: on-demand prices")});
    if (w.budgetUsd)
        pairs.append({tr("Budget"), money(*w.budgetUsd)});
    pairs.append({tr("GPU memory needed"),
                  tr("%1 GB on each GPU").arg(number(m_evaluation.vram.totalGb, 1))});
    m_layout.keyValues(pairs);
}

void PdfReportBuilder::assumptions()
{
    const Assumptions &a = m_assumptions;
    m_layout.heading(tr("Assumptions"));
    QList<std::pair<QString, QString>> pairs;
    pairs.append({tr("Cold start"),
                  a.coldStartOverrideS
                      ? tr("%1 for every provider").arg(duration(*a.coldStartOverrideS))
                      : tr("the provider's published figure; %1 where none is published")
                            .arg(duration(a.unknownColdStartS))});
    pairs.append({tr("Model download and load"),
                  tr("%1 MB/s download without a volume, %2 GB/s from disk to GPU memory")
                      .arg(number(a.downloadMBps, 0), number(a.weightLoadGBps, 1))});
    pairs.append({tr("Storage"),
                  a.persistentVolume
                      ? tr("models kept on a persistent volume where offered, plus %1 GB of extras")
                            .arg(number(a.extraStorageGb, 0))
                      : tr("no persistent volume: the checkpoint is downloaded every session")});
    pairs.append(
        {tr("Spot interruptions"),
         tr("%1 an hour, %Ln minute(s) to resume each", nullptr, qRound(a.spotResumeMinutes))
             .arg(number(a.spotInterruptionsPerHour, 2))});
    pairs.append(
        {tr("Scale-out"),
         tr("up to %Ln instance(s) for a batch job; %1 % efficiency per extra GPU in training",
            nullptr, a.maxInstances)
             .arg(number(a.dataParallelEfficiency * 100, 0))});
    pairs.append({tr("VRAM headroom"),
                  tr("a fit with less than %1 % spare memory is tight")
                      .arg(number(a.tightHeadroom * 100, 0))});
    m_layout.keyValues(pairs);
}

} // namespace core
