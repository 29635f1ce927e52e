// What the status bar shows while a game file is read: its name, a busy bar and Cancel. It
// appears only when the reading takes longer than a moment, in the window itself, so that a
// slow file at start shows the window with its progress rather than a dialog on its own.
#pragma once

#include <QWidget>

class QLabel;
class QTimer;

namespace cd::gui {

class ReadingStatus : public QWidget {
    Q_OBJECT
public:
    explicit ReadingStatus(QWidget* parent = nullptr);

    // A reading of `name` began: shown once it has gone on for a moment.
    void begin(const QString& name);
    // The reading ended, one way or another: hidden.
    void end();

signals:
    void cancelClicked();

private:
    QLabel* m_label;
    QTimer* m_delay;
};

} // namespace cd::gui
