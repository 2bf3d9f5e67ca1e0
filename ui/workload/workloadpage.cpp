#include "workloadpage.h"

#include <QEvent>
#include <QLabel>

namespace ui {

WorkloadPage::WorkloadPage(QWidget *parent)
    : QWizardPage(parent)
{
}

void WorkloadPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizardPage::changeEvent(event);
}

void WorkloadPage::setFieldLabel(QLabel *label, const QString &text)
{
    label->setText(text);
    QWidget *field = label->buddy();
    if (!field)
        return;
    QString name;
    name.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'&' && i + 1 < text.size())
            ++i; // "&&" stays one ampersand; "&x" loses its marker
        name.append(text.at(i));
    }
    name = name.trimmed();
    while (name.endsWith(u':') || name.endsWith(QChar(0xFF1A)) || name.endsWith(QChar(0x061B)))
        name = name.chopped(1).trimmed();
    field->setAccessibleName(name);
}

QLabel *WorkloadPage::createNote()
{
    auto *note = new QLabel(this);
    note->setWordWrap(true);
    return note;
}

} // namespace ui
