// Presentation mode's black screen (B or `.`, as presentation programs have it): covers the whole
// window until the next key or click, which only ends it.
#pragma once

#include <QWidget>

namespace cd::gui {

class BlankScreen : public QWidget {
    Q_OBJECT
public:
    // Hidden until blank(); it follows `window`'s size.
    explicit BlankScreen(QWidget* window);
    // Black over everything, with the keyboard.
    void blank();

signals:
    // The next key or click ended it.
    void ended();

protected:
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void end();
};

} // namespace cd::gui
