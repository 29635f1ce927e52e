#include "readingstatus.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>

namespace cd::gui {

namespace {

constexpr int kShowAfterMs = 400; // a file read in less than this shows nothing

} // namespace

ReadingStatus::ReadingStatus(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("readingStatus"));
    m_label = new QLabel;
    auto* bar = new QProgressBar;
    bar->setRange(0, 0); // busy: a pipe has no size, and parsing no known end
    bar->setMaximumWidth(120);
    bar->setTextVisible(false);
    auto* cancel = new QPushButton(tr("Cancel"));
    cancel->setObjectName(QStringLiteral("cancelReading"));
    cancel->setToolTip(tr("Stop reading the game file; the board stays as it is"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(bar);
    layout->addWidget(cancel);
    m_delay = new QTimer(this);
    m_delay->setSingleShot(true);
    m_delay->setInterval(kShowAfterMs);
    connect(m_delay, &QTimer::timeout, this, &QWidget::show);
    connect(cancel, &QPushButton::clicked, this, &ReadingStatus::cancelClicked);
    hide();
}

void ReadingStatus::begin(const QString& name)
{
    m_label->setText(tr("Reading %1…").arg(name));
    if (!isVisible())
        m_delay->start();
}

void ReadingStatus::end()
{
    m_delay->stop();
    hide();
}

} // namespace cd::gui
