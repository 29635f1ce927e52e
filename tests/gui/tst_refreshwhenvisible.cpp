// The one way views follow the model: a hidden view does no work; it catches up once when shown,
// and then follows every change.
#include "gui/boardstate.h"
#include "gui/refreshwhenvisible.h"

#include <QTest>
#include <QWidget>

using namespace cd;

class TestRefreshWhenVisible : public QObject {
    Q_OBJECT
private slots:
    void hiddenViewsWaitAndCatchUpOnce()
    {
        gui::BoardState state;
        QWidget view;
        int runs = 0;
        gui::refreshWhenVisible(&view, &state, [&] { ++runs; });
        state.setMetric(Metric::Knight);
        state.setSource(Square(28));
        QCOMPARE(runs, 0); // hidden: nothing computed
        view.show();
        QCOMPARE(runs, 1); // shown: once, for both changes
        state.setMetric(Metric::Chebyshev);
        QCOMPARE(runs, 2); // visible: every change
        view.hide();
        view.show();
        QCOMPARE(runs, 2); // shown again with nothing new: no work
        view.hide();
        state.setMetric(Metric::Manhattan);
        QCOMPARE(runs, 2);
        view.show();
        QCOMPARE(runs, 3);
    }
};

QTEST_MAIN(TestRefreshWhenVisible)
#include "tst_refreshwhenvisible.moc"
