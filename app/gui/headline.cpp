#include "headline.h"

#include "boardstate.h"
#include "squareinfo.h"

#include <QFontMetrics>

#include <climits>

namespace cd::gui {

namespace {

QString oneLine(const QString& caption)
{
    return caption.split(QLatin1Char('\n'), Qt::SkipEmptyParts).join(QStringLiteral(" · "));
}

} // namespace

Headline::Headline(BoardState* state, QWidget* parent) : QLabel(parent), m_state(state)
{
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setVisible(false);
    // The status bar is hidden while presenting: a notice stands here until the next change.
    connect(m_state, &BoardState::changed, this, [this] {
        m_notice.clear();
        refresh();
    });
    connect(m_state, &BoardState::notice, this, [this](const QString& text) {
        m_notice = text;
        refresh();
    });
}

void Headline::showEvent(QShowEvent* event)
{
    QLabel::showEvent(event);
    refresh();
}

void Headline::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    if (isVisible())
        fitText();
}

void Headline::fitText()
{
    QFont f = font();
    f.setBold(true);
    // About 36 px on a 1080-line projector: as large as the board's numbers' little brother.
    const int large = std::max(20, window()->height() / 30);
    f.setPixelSize(large);
    const int room = 2 * QFontMetrics(f).lineSpacing();
    const QMargins m = contentsMargins();
    setFixedHeight(room + m.top() + m.bottom());
    const QRect line(0, 0, std::max(1, contentsRect().width()), INT_MAX);
    for (int px = large; px > 8; --px) {
        f.setPixelSize(px);
        if (QFontMetrics(f).boundingRect(line, Qt::TextWordWrap, text()).height() <= room)
            break;
    }
    if (f != font())
        setFont(f);
}

void Headline::refresh()
{
    if (!isVisible())
        return;
    QString text = oneLine(m_state->diagram().caption);
    if (m_state->view().compare != CompareMode::Off)
        text = tr("Left: %1 — right: %2")
                   .arg(text, m_state->compareDiagram().caption.section(QLatin1Char('\n'), 0, 0));
    if (!m_notice.isEmpty())
        text += QStringLiteral(" · ") + m_notice;
    // "after 9. Bg5 · …" opens a headline with a capital like any other; "a5 → a1" stays.
    setText(sentenceStart(text));
    fitText();
}

} // namespace cd::gui
