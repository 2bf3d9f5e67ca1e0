#pragma once

#include "workloadpage.h"

#include <core/catalog/catalog.h>

#include <QStringList>

class QLabel;

namespace ui {

// The last page: in plain sentences, what GPU Scout will compute for each offer.
class SummaryPage final : public WorkloadPage
{
    Q_OBJECT

public:
    explicit SummaryPage(const core::Catalog &catalog, QWidget *parent = nullptr);

    // The summary shows the workload; it edits nothing.
    void load(const core::Workload &workload) override;
    void apply(core::Workload &) const override { }

    // One sentence per item: the model and quality, the volume, the options, the preferences
    // and what will be computed.
    static QStringList sentences(const core::Workload &workload, const core::Catalog &catalog);

protected:
    void retranslateUi() override;

private:
    const core::Catalog &m_catalog;
    core::Workload m_workload;
    QLabel *m_text = nullptr;
};

} // namespace ui
