#include "loadingpage.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QVBoxLayout>

#include <limits>

namespace ui {

LoadingPage::LoadingPage(QWidget *parent)
    : QWidget(parent)
    , m_text(new QLabel(this))
    , m_bar(new QProgressBar(this))
{
    setObjectName(QStringLiteral("loadingPage"));
    m_text->setObjectName(QStringLiteral("loadingText"));
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    m_bar->setObjectName(QStringLiteral("loadingProgress"));
    m_bar->setMaximumWidth(420);
    m_bar->setTextVisible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(m_text);
    layout->addWidget(m_bar, 0, Qt::AlignHCenter);
    layout->addStretch(1);
    m_bar->setRange(0, 0); // busy until the first count arrives
    retranslate();
}

void LoadingPage::setProgress(qint64 read, qint64 total)
{
    m_read = read;
    m_total = total;
    if (total <= 0 || read >= total) {
        m_bar->setRange(0, 0); // computing: no count to show
    } else {
        // QProgressBar counts in int; a catalog of more offers is shown in thousands.
        const qint64 scale = total > std::numeric_limits<int>::max() ? 1000 : 1;
        m_bar->setRange(0, int(total / scale));
        m_bar->setValue(int(read / scale));
    }
    retranslate();
}

QString LoadingPage::text() const
{
    return m_text->text();
}

void LoadingPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LoadingPage::retranslate()
{
    const QLocale locale;
    if (m_total < 0)
        m_text->setText(tr("Loading the catalog…"));
    else if (m_read < m_total)
        m_text->setText(tr("Loading the catalog: %1 of %n offer(s) read…", nullptr, int(m_total))
                            .arg(locale.toString(m_read)));
    else
        m_text->setText(tr("Computing the figures for %n offer(s)…", nullptr, int(m_total)));
    m_bar->setAccessibleName(m_text->text());
}

} // namespace ui
