// File > Export interactive page: the dialog's choices (more metrics, homework questions, their
// count and seed) become the page request, and the window's board is what the page shows.
#include "gui/pageexportdialog.h"

#include "diagram/htmlpage.h"

#include <QCheckBox>
#include <QSpinBox>
#include <QTest>

using namespace cd;

class TestPageExportDialog : public QObject {
    Q_OBJECT
private slots:
    void choicesBecomeTheRequest()
    {
        PageRequest r;
        r.query.metric = Metric::Knight;
        r.query.from = *parseSquare("e4");
        r.metrics = {Metric::Knight};
        const Diagram d = buildDiagram(r.query, answer(r.query), r.display);
        gui::PageExportDialog dialog(r, d);
        QVERIFY(!dialog.request().quiz);
        QCOMPARE(dialog.request().metrics, std::vector<Metric>{Metric::Knight});
        const auto boxes = dialog.findChildren<QCheckBox*>();
        QCOMPARE(boxes.size(), 2);
        const auto spins = dialog.findChildren<QSpinBox*>();
        QCOMPARE(spins.size(), 2);
        QVERIFY(!spins[0]->isEnabled()); // no questions: no count to give
        boxes[0]->setChecked(true);      // the empty board's move metrics too
        boxes[1]->setChecked(true);      // homework questions
        QVERIFY(spins[0]->isEnabled());
        spins[0]->setValue(9);
        spins[1]->setValue(42);
        const PageRequest chosen = dialog.request();
        QVERIFY(chosen.quiz);
        QCOMPARE(chosen.quiz->count, 9);
        QCOMPARE(chosen.quiz->seed, std::uint64_t{42});
        QCOMPARE(chosen.metrics.front(), Metric::Knight); // the board's own metric first
        QCOMPARE(chosen.metrics.size(), std::size_t{6});
        const QByteArray page = pageHtml(d, chosen);
        QCOMPARE(page.count("class=\"question\""), 9);
        QVERIFY(page.contains("<option value=\"queen\">"));
    }
};

QTEST_MAIN(TestPageExportDialog)
#include "tst_pageexportdialog.moc"
