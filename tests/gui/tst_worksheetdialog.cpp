// File > Create worksheet: the dialog's choices become the exercise spec, and createTo writes
// a PDF with the right number of pages.
#include "gui/worksheetdialog.h"

#include <QCheckBox>
#include <QFile>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

class TestWorksheetDialog : public QObject {
    Q_OBJECT
private slots:
    void choicesBecomeTheSpecAndThePdf()
    {
        gui::WorksheetDialog dialog;
        QCOMPARE(dialog.spec().metrics.size(), std::size_t{3}); // knight, Chebyshev, Manhattan
        const auto spins = dialog.findChildren<QSpinBox*>();
        QCOMPARE(spins.size(), 3);
        spins[0]->setValue(7);  // exercises
        spins[1]->setValue(11); // seed
        spins[2]->setValue(4);  // questions
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            if (box->text().startsWith(QStringLiteral("Ask")))
                box->setChecked(true);
        const ExerciseSpec spec = dialog.spec();
        QCOMPARE(spec.count, 7);
        QCOMPARE(spec.seed, std::uint64_t{11});
        QCOMPARE(spec.questions, 4);
        QVERIFY(spec.trajectories);
        QVERIFY(dialog.options().subtitle.contains(QStringLiteral("11")));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
        QVERIFY(dialog.createTo(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromLatin1(f.readAll());
        QCOMPARE(text.count(QRegularExpression(QStringLiteral("/Type\\s*/Page[^s]"))), 4);
    }
};

QTEST_MAIN(TestWorksheetDialog)
#include "tst_worksheetdialog.moc"
