#include "distancetables.h"
#include "kappe.h"
#include "query.h"

#include <QTest>

class TestSmoke : public QObject {
    Q_OBJECT
private slots:
    void knight() { QCOMPARE(cd::knightDistance(0, 63), 6); }
};

QTEST_APPLESS_MAIN(TestSmoke)
#include "tst_smoke.moc"
