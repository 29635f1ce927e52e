// The window exports what it shows: both boards while comparing, the square pair of Kappe's
// matrix, the what-if squares; Copy image puts the same picture on the clipboard.
#include "guitest.h"

#include "diagram/exporter.h"
#include "gui/boardwidget.h"
#include "gui/compareview.h"
#include "gui/exportdialog.h"
#include "gui/mainwindow.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QImage>
#include <QSettings>
#include <QTest>

#include <algorithm>

using namespace cd;
using cd::gui::ExportDialog;
using cd::gui::MainWindow;
using namespace guitest;

namespace {

ExportDialog dialogFor(MainWindow& w)
{
    return ExportDialog([&w](const DisplayOptions& d) { return w.state()->boardsWith(d); },
                        w.state()->displayOptions());
}

bool hasMark(const Diagram& d, Square s, MarkKind kind)
{
    return std::find(d.marks.begin(), d.marks.end(), Mark{s, kind}) != d.marks.end();
}

QImage rgb(const QImage& image)
{
    return image.convertToFormat(QImage::Format_RGB32);
}

// Triggers the File menu's Copy image, as a user does.
void copyImage(MainWindow& w)
{
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().remove(u'&') == QStringLiteral("Copy image")) {
            a->trigger();
            return;
        }
    QFAIL("no Copy image action");
}

} // namespace

class TestExportShown : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

private slots:
    // With the compare board open, the file holds both boards side by side, as shown.
    void bothComparedBoards()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        w.compare()->compareWith(Metric::Manhattan);
        ExportDialog dialog(dialogFor(w));
        const std::vector<Diagram> boards = dialog.diagrams();
        QCOMPARE(boards.size(), std::size_t{2});
        for (Square q = A1; q <= H8; ++q) {
            QCOMPARE(boards[0].cell(q).value, w.board()->diagram().cell(q).value);
            QCOMPARE(boards[1].cell(q).value, w.compare()->diagram().cell(q).value);
        }
        QCOMPARE(boards[1].caption, w.compare()->diagram().caption);

        const QString path = m_files.path(QStringLiteral("compare.png"));
        QVERIFY(dialog.exportTo(path));
        const QImage written(path);
        QCOMPARE(written.width(), 800);
        QCOMPARE(rgb(written), rgb(renderImage(boards, 800)));
        // Not the main board alone: that picture is taller (one column) and differs.
        QVERIFY(written.size() != renderImage(boards[0], 800).size());

        // Before and after: the frozen board's caption says so in the file too.
        w.state()->freezeBefore();
        QVERIFY(
            ExportDialog(dialogFor(w)).diagrams()[1].caption.startsWith(QStringLiteral("Before")));
        w.state()->setCompareOff();
        QCOMPARE(ExportDialog(dialogFor(w)).diagrams().size(), std::size_t{1});
    }

    // The pair picked in Kappe's matrix and the what-if squares are drawn in the file.
    void highlightAndWhatIfMarks()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        w.state()->setMetric(Metric::Reach);
        click(*w.board(), "e4");
        const QImage plain = ExportDialog(dialogFor(w)).image();

        w.state()->setHighlight(std::pair{sq("a1"), sq("h8")});
        const Diagram highlighted = ExportDialog(dialogFor(w)).diagrams().front();
        QVERIFY(hasMark(highlighted, sq("a1"), MarkKind::PairFrom));
        QVERIFY(hasMark(highlighted, sq("h8"), MarkKind::PairTo));
        QVERIFY(rgb(ExportDialog(dialogFor(w)).image()) != rgb(plain));
        w.state()->setHighlight(std::nullopt);

        QVERIFY(w.state()->toggleBlocked(sq("c3")));
        QVERIFY(w.state()->toggleUnsafe(sq("f5")));
        ExportDialog dialog(dialogFor(w));
        const Diagram whatIf = dialog.diagrams().front();
        QVERIFY(hasMark(whatIf, sq("c3"), MarkKind::Blocked));
        QVERIFY(hasMark(whatIf, sq("f5"), MarkKind::Unsafe));
        QCOMPARE(whatIf.marks, w.board()->diagram().marks);
        const QString path = m_files.path(QStringLiteral("whatif.svg"));
        auto* format = dialog.findChild<QComboBox*>();
        format->setCurrentIndex(format->findData(static_cast<int>(ImageFormat::Svg)));
        QVERIFY(dialog.exportTo(path));
        QVERIFY(rgb(ExportDialog(dialogFor(w)).image()) != rgb(plain));
    }

    // Copy image copies the picture Export writes by default: both boards while comparing.
    void copyImageCopiesWhatExportWrites()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        w.compare()->compareWith(Metric::Chebyshev);
        w.state()->setHighlight(std::pair{sq("b2"), sq("g7")});
        copyImage(w);
        const QImage copied = QGuiApplication::clipboard()->image();
        ExportDialog dialog(dialogFor(w));
        const QString path = m_files.path(QStringLiteral("default.png"));
        QVERIFY(dialog.exportTo(path));
        const QImage written(path);
        QCOMPARE(copied.size(), written.size());
        QCOMPARE(rgb(copied), rgb(written));
        QCOMPARE(dialog.diagrams().size(), std::size_t{2});
    }
};

QTEST_MAIN(TestExportShown)
#include "tst_exportshown.moc"
