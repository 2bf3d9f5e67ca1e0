#include "stalepricesbar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace ui {
namespace {

constexpr int staleAfterDays = 30;

} // namespace

StalePricesBar::StalePricesBar(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_update(new QPushButton(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("stalePricesBar"));
    // The palette's own colours (a tooltip's), so that it reads in a dark theme too.
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    setFrameShape(
        QFrame::NoFrame); // its colour sets it apart; a frame would cost a laptop's table a row
    m_text->setObjectName(QStringLiteral("stalePricesText"));
    m_text->setWordWrap(true);
    m_text->setForegroundRole(QPalette::ToolTipText);
    m_text->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_update->setObjectName(QStringLiteral("updateStalePrices"));
    m_update->setDefault(false);
    m_close->setObjectName(QStringLiteral("hideStalePrices"));
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 0, 2, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_update);
    layout->addWidget(m_close);
    connect(m_update, &QPushButton::clicked, this, &StalePricesBar::updateRequested);
    connect(m_close, &QToolButton::clicked, this, [this] {
        m_dismissed = true;
        hide();
    });
    retranslate();
    hide();
}

bool StalePricesBar::isStale(const core::PriceFreshness &freshness)
{
    return freshness.offers > 0
        && (!freshness.medianAgeDays || *freshness.medianAgeDays > staleAfterDays);
}

void StalePricesBar::setFreshness(const core::PriceFreshness &freshness, bool readOnly)
{
    m_freshness = freshness;
    retranslate();
    setVisible(!m_dismissed && !readOnly && isStale(freshness));
}

void StalePricesBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void StalePricesBar::retranslate()
{
    m_update->setText(tr("&Update prices now"));
    m_update->setToolTip(tr("Fetch the current prices from every public source (File → Update "
                            "prices)."));
    m_close->setToolTip(tr("Hide this message until the next start"));
    m_close->setAccessibleName(m_close->toolTip());
    if (!isStale(m_freshness)) {
        m_text->clear();
        return;
    }
    const QLocale locale;
    const QString share = locale.toString(100.0 * m_freshness.shareOlderThan30Days(), 'f', 0);
    if (!m_freshness.medianAgeDays) {
        m_text->setText(tr("None of these prices carries a date: they may not be what the "
                           "providers charge today."));
        return;
    }
    // One line on a laptop's screen in every language (the table keeps its rows when the charts
    // are open too); what it means is the tooltip's.
    m_text->setText(tr("These prices are old: half of them are at least %Ln day(s) old, and "
                       "%1 % are older than %2.",
                       nullptr, int(std::min<qint64>(*m_freshness.medianAgeDays, 1000000)))
                        .arg(share, tr("%Ln day(s)", nullptr, staleAfterDays)));
    m_text->setToolTip(tr("They may not be what the providers charge today."));
}

} // namespace ui
