#include "summarypage.h"

#include "workloadunits.h"

#include <core/text/vocabulary.h>
#include <ui/common/format.h>

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace ui {

SummaryPage::SummaryPage(const core::Catalog &catalog, QWidget *parent)
    : WorkloadPage(parent)
    , m_catalog(catalog)
    , m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("summaryPage"));
    m_text->setObjectName(QStringLiteral("summaryText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addStretch(1);
    retranslateUi();
}

void SummaryPage::retranslateUi()
{
    setTitle(tr("Summary"));
    setSubTitle(tr(
        "Finish to compute every offer for this workload. You can change it later in the bar above "
        "the table."));
    m_text->setAccessibleName(tr("Workload summary"));
    QString html;
    for (const QString &sentence : sentences(m_workload, m_catalog))
        html += QStringLiteral("<p>") + sentence.toHtmlEscaped() + QStringLiteral("</p>");
    m_text->setText(html);
}

void SummaryPage::load(const core::Workload &workload)
{
    m_workload = workload;
    retranslateUi();
}

QStringList SummaryPage::sentences(const core::Workload &w, const core::Catalog &catalog)
{
    const QLocale locale;
    const core::ModelProfile *model = catalog.model(w.model);
    const QString modelName = model ? model->name : w.model;
    QLocale size = locale;
    size.setNumberOptions(QLocale::OmitGroupSeparator); // "1024 × 1024", never "1,024"
    const QString width = size.toString(w.config.width);
    const QString height = size.toString(w.config.height);
    const QString batch = locale.toString(w.config.batch);
    const QString precision = precisionText(w.config.precision);
    QStringList out;

    if (w.config.frames) {
        out << tr("Model: %1, videos of %2 at %3 × %4 pixels, %Ln denoising step(s), batch "
                  "of %5, in %6.",
                  nullptr, w.config.steps)
                   .arg(isolated(modelName), tr("%Ln frame(s)", nullptr, *w.config.frames), width,
                        height, batch, precision);
    } else {
        out << tr("Model: %1, images of %2 × %3 pixels, %Ln denoising step(s), batch of %4, in %5.",
                  nullptr, w.config.steps)
                   .arg(isolated(modelName), width, height, batch, precision);
    }

    if (units::textEncoderOptionsApply(model, w.task)) {
        const QString precision = w.fp8TextEncoders ? tr("in FP8") : tr("in 16 bits");
        out << (w.offloadTextEncoders
                    ? tr("Text encoders %1, offloaded once the prompt is encoded.").arg(precision)
                    : tr("Text encoders %1, kept on the card beside the model.").arg(precision));
    }

    switch (w.task) {
    case core::Task::Interactive:
        out << (units::isWholeWeeks(w.sessionsPerMonth)
                    ? tr("Interactive sessions: %Ln session(s) a week of %1 each (%2).", nullptr,
                         units::sessionsPerWeekFromMonth(w.sessionsPerMonth))
                          .arg(core::Vocabulary::minutesCount(qRound(w.sessionMinutes)),
                               tr("%Ln session(s) a month", nullptr, w.sessionsPerMonth))
                    : tr("Interactive sessions: %Ln session(s) a month of %1 each.", nullptr,
                         w.sessionsPerMonth)
                          .arg(core::Vocabulary::minutesCount(qRound(w.sessionMinutes))));
        out << tr("An image should be ready within %1; slower offers rank lower.")
                   .arg(isolated(core::Vocabulary::seconds(locale.toString(w.maxWaitS, 'f', 0))));
        out << tr("For each offer GPU Scout computes the seconds per image and the monthly bill, "
                  "with the boot "
                  "and model load of every session, the provider's billing rounding and storage.");
        break;
    case core::Task::Batch: {
        const int images = int(std::min<qint64>(w.images, std::numeric_limits<int>::max()));
        const bool deadline = w.deadlineAt || w.deadlineHours;
        out << (w.deadlineAt
                    ? tr("Batch rendering: %Ln image(s), finished by %1.", nullptr, images)
                          .arg(isolated(QLocale().toString(w.deadlineAt->toLocalTime(),
                                                           QStringLiteral("yyyy-MM-dd HH:mm"))))
                    : w.deadlineHours
                    ? tr("Batch rendering: %Ln image(s), finished within %1.", nullptr, images)
                          .arg(core::Vocabulary::hoursCount(qRound(*w.deadlineHours)))
                    : tr("Batch rendering: %Ln image(s), with no deadline.", nullptr, images));
        out << (deadline ? tr("For each offer GPU Scout computes the images per hour and "
                              "the cost of the whole job, "
                              "spread over as many instances as the deadline needs, each "
                              "with its own cold start.")
                         : tr("For each offer GPU Scout computes the images per hour and "
                              "the cost of the whole job "
                              "on one instance, cold start included."));
        break;
    }
    case core::Task::Lora:
    case core::Task::Finetune:
        if (w.trainHours) {
            const QString hours = formatHours(w.trainHours);
            out << (w.task == core::Task::Lora
                        ? tr("LoRA training: a run of %1 on each offer with %2; the steps follow "
                             "from its speed.")
                        : tr("Full fine-tune: a run of %1 on each offer with %2; the steps follow "
                             "from its speed."))
                       .arg(hours, optimizerText(w.optimizer));
        } else {
            out << (w.task == core::Task::Lora
                        ? tr("LoRA training: %Ln optimizer step(s) with %1.", nullptr, w.trainSteps)
                        : tr("Full fine-tune: %Ln optimizer step(s) with %1.", nullptr,
                             w.trainSteps))
                       .arg(optimizerText(w.optimizer));
        }
        out << (w.gradientCheckpointing
                    ? tr("Gradient checkpointing is on: less memory, somewhat slower steps.")
                    : tr("Gradient checkpointing is off: faster steps, more memory."));
        out << tr("For each offer GPU Scout computes whether training fits in one GPU's memory "
                  "with headroom, "
                  "the seconds per step and the cost of the run.");
        break;
    }

    if (w.task == core::Task::Interactive)
        out << (w.allowSpot
                    ? tr("Spot is allowed, but interactive sessions are always priced on demand.")
                    : tr("Only on-demand prices are used."));
    else
        out << (w.allowSpot ? tr(
                    "Spot prices are used where offered, with the expected cost of interruptions.")
                            : tr("Only on-demand prices are used."));
    if (w.budgetUsd)
        out << tr("Offers costing more than %1 are marked over budget.")
                   .arg(formatMoney(w.budgetUsd, 0));
    else
        out << tr("No budget limit.");
    out << (w.region.isEmpty() ? tr("Any region.") : tr("Region: %1.").arg(w.region));
    return out;
}

} // namespace ui
