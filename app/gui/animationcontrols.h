// The export dialog's animation choices: what moves (the wavefront, the routes, the game's
// moves), the time each frame stays and how often the animation plays.
#pragma once

#include "diagram/animation.h"

#include <QWidget>

class QComboBox;
class QSpinBox;

namespace cd::gui {

class AnimationControls : public QWidget {
    Q_OBJECT
public:
    explicit AnimationControls(QWidget* parent = nullptr);

    AnimationKind kind() const;
    AnimationTiming timing() const;
    // Chooses `kind` when it is available now; false (the choice unchanged) otherwise.
    bool setKind(AnimationKind kind);
    // Values out of the fields' ranges are clamped into them.
    void setTiming(const AnimationTiming& timing);
    // Greys out a kind that cannot be drawn now, with `why` as its tooltip ("" makes it
    // available again); the choice moves to the first available kind.
    void setAvailable(AnimationKind kind, const QString& why);

signals:
    void changed();

private:
    QComboBox* m_kind;
    QSpinBox* m_delay;
    QSpinBox* m_loop;
};

} // namespace cd::gui
