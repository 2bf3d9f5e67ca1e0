#pragma once

#include <core/engine/workload.h>

#include <QWizardPage>

class QLabel;

namespace ui {

// A page of the workload wizard: it shows part of a workload and writes its fields back.
// Pages never talk to each other; the wizard moves the workload between them.
class WorkloadPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit WorkloadPage(QWidget *parent = nullptr);

    virtual void load(const core::Workload &workload) = 0;
    virtual void apply(core::Workload &workload) const = 0;

protected:
    virtual void retranslateUi() = 0;
    void changeEvent(QEvent *event) override;

    // Sets a field's label text and gives the field the same text, without the mnemonic and
    // the colon, as its accessible name: one translated string serves both.
    static void setFieldLabel(QLabel *label, const QString &text);
    // A wrapped, secondary-text label for the one-line explanations under a field.
    QLabel *createNote();
};

} // namespace ui
