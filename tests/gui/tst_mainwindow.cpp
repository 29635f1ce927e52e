// The whole window: menu shortcuts, the FEN field and clipboard, presentation mode, the export
// dialog, and the session that a later launch restores (or, damaged, replaces by defaults).
#include "guitest.h"

#include "gui/boardwidget.h"
#include "gui/controlpanel.h"
#include "gui/exportdialog.h"
#include "gui/mainwindow.h"
#include "gui/metricinfo.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QGuiApplication>
#include <QImageReader>
#include <QLineEdit>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using cd::gui::MainWindow;
using namespace guitest;

class TestMainWindow : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

    static void key(MainWindow& w, Qt::Key k, Qt::KeyboardModifiers m = Qt::NoModifier)
    {
        QTest::keyClick(w.board(), k, m);
    }
    static QDockWidget* dock(MainWindow& w) { return w.findChild<QDockWidget*>(); }

private slots:
    void flipAndNumbersByKey()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QVERIFY(!w.state()->displayOptions().flipped);
        QVERIFY(w.state()->displayOptions().show.numbers);
        key(w, Qt::Key_F);
        QVERIFY(w.state()->displayOptions().flipped);
        QVERIFY(w.board()->diagram().flipped);
        key(w, Qt::Key_N);
        QVERIFY(!w.state()->displayOptions().show.numbers);
        key(w, Qt::Key_F);
        key(w, Qt::Key_N);
        QVERIFY(!w.state()->displayOptions().flipped);
        QVERIFY(w.state()->displayOptions().show.numbers);
    }

    void digitsPickMetrics()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        const auto& metrics = gui::menuMetrics();
        key(w, Qt::Key_1);
        QCOMPARE(w.state()->query().metric, metrics.at(0));
        QCOMPARE(at(w.state()->answer(), "h8"), 4); // Chebyshev from e4
        key(w, Qt::Key_2);
        QCOMPARE(w.state()->query().metric, metrics.at(1));
        key(w, Qt::Key_9);
        QCOMPARE(w.state()->query().metric, metrics.at(8));
        key(w, Qt::Key_3);
        QCOMPARE(w.state()->query().metric, Metric::Knight);
    }

    void undoAndRedoByKey()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QVERIFY(drop(*w.board(), "R", "a1"));
        QVERIFY(drop(*w.board(), "Ra1", "a7"));
        key(w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.state()->query().board.pieceAt(sq("a1")),
                 (Piece{Color::White, PieceType::Rook}));
        key(w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.state()->query().board, Board{});
        key(w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        key(w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.state()->query().board.pieceAt(sq("a7")),
                 (Piece{Color::White, PieceType::Rook}));
        QVERIFY(!w.state()->query().board.pieceAt(sq("a1")));
    }

    void pasteFen()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        const Board before = w.state()->query().board;
        QGuiApplication::clipboard()->setText(QStringLiteral("rnbqkbnr/pppppppp/9/8"));
        key(w, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(w.state()->query().board, before);
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("no valid FEN")));
        QCOMPARE(w.state()->undoStack()->count(), 0);

        QGuiApplication::clipboard()->setText(
            QStringLiteral("  rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"));
        key(w, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(w.state()->query().board.pieceAt(sq("e4")),
                 (Piece{Color::White, PieceType::Pawn}));
        QCOMPARE(w.panel()->fenEdit()->text().left(8), QStringLiteral("rnbqkbnr"));
        key(w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.state()->query().board, before);
    }

    void fenFieldShowsErrorsAndLeavesTheBoard()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QLineEdit* fen = w.panel()->fenEdit();
        fen->setFocus();
        fen->clear();
        QTest::keyClicks(fen, QStringLiteral("8/8/8/8/4N3/8/8/8"));
        QVERIFY(w.panel()->fenError().isEmpty());
        QTest::keyClick(fen, Qt::Key_Return);
        QCOMPARE(w.state()->query().board.pieceAt(sq("e4")),
                 (Piece{Color::White, PieceType::Knight}));
        QCOMPARE(w.state()->undoStack()->count(), 1); // one Enter, one undo step
        const Board good = w.state()->query().board;

        fen->setFocus();
        fen->end(false);
        QTest::keyClicks(fen, QStringLiteral("x"));
        QVERIFY(!w.panel()->fenError().isEmpty());
        QCOMPARE(w.state()->query().board, good);
        QCOMPARE(fen->text(), QStringLiteral("8/8/8/8/4N3/8/8/8x")); // the typing stays

        // Leaving the field for a board edit brings the field back to the board, error gone.
        w.board()->setFocus();
        QVERIFY(drop(*w.board(), "k", "h8"));
        QVERIFY(w.panel()->fenError().isEmpty());
        QCOMPARE(Board::fromFen(fen->text().toStdString()), w.state()->query().board);
    }

    void presentationModeHidesAndRestores()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QVERIFY(dock(w)->isVisible());
        key(w, Qt::Key_F11);
        QVERIFY(!dock(w)->isVisible());
        QVERIFY(!w.menuBar()->isVisible());
        QVERIFY(!w.statusBar()->isVisible());
        key(w, Qt::Key_F); // the shortcuts still work without the menu bar
        QVERIFY(w.state()->displayOptions().flipped);
        key(w, Qt::Key_F11);
        QVERIFY(dock(w)->isVisible());
        QVERIFY(w.menuBar()->isVisible());
        QVERIFY(w.statusBar()->isVisible());
        QVERIFY(!w.isFullScreen());
    }

    void sessionRoundTrip()
    {
        const QString path = m_files.freshIni();
        {
            QSettings s(path, QSettings::IniFormat);
            MainWindow w(&s);
            showActive(w);
            key(w, Qt::Key_1); // Chebyshev
            click(*w.board(), "b2");
            click(*w.board(), "g7", Qt::RightButton);
            click(*w.board(), "c6", Qt::LeftButton, Qt::ControlModifier);
            QVERIFY(drop(*w.board(), "q", "d5"));
            key(w, Qt::Key_F);
            key(w, Qt::Key_N);
            w.close();
        }
        QSettings s(path, QSettings::IniFormat);
        MainWindow w(&s);
        const Query& q = w.state()->query();
        QCOMPARE(q.metric, gui::menuMetrics().at(0));
        QCOMPARE(q.from, sq("b2"));
        QCOMPARE(q.to, sq("g7"));
        QCOMPARE(q.via, sq("c6"));
        QCOMPARE(q.board.pieceAt(sq("d5")), (Piece{Color::Black, PieceType::Queen}));
        QVERIFY(w.state()->displayOptions().flipped);
        QVERIFY(!w.state()->displayOptions().show.numbers);
        QVERIFY(w.state()->displayOptions().show.coordinates);
        QCOMPARE(w.state()->answer().trajectories->length, 8); // b2-c6-g7: 4 + 4 king moves
    }

    void corruptSettingsGiveDefaults()
    {
        const QString path = m_files.freshIni();
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\xff\xfe\x00garbage\n[view]\nflipped=banana\nnumbers=42x\ncoordinates=@Variant("
                "\x7f\x01\x02)\npalette=@ByteArray(\x01)\n[window]\ngeometry=@Variant(\x00\x00\x00"
                "\x7f\xff\xff\xff\xff)\nstate=not a state\n[session]\nmetric=3\nfrom=@Invalid()\n"
                "to=e9\nfen=8/8/8/9/8/8/8/8\nlength=forty\ndistinct=maybe\navoidAttacked=2\n",
                180);
        f.close();
        QSettings s(path, QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        const Query& q = w.state()->query();
        QCOMPARE(q.metric, Metric::Knight);
        QVERIFY(!q.to);
        QCOMPARE(q.board, Board{});
        QVERIFY(!q.length);
        QVERIFY(!q.distinctStops);
        QVERIFY(!q.reach.avoidAttacked);
        const DisplayOptions d = w.state()->displayOptions();
        QVERIFY(!d.flipped);
        QVERIFY(d.show.numbers);
        QVERIFY(d.show.coordinates);
        QCOMPARE(d.palette, DisplayOptions{}.palette);
        QVERIFY(squareColours(*w.board()) >= 2); // it paints a board, light and dark at least
        w.close(); // and the damaged file is written over with a good session
        QSettings again(path, QSettings::IniFormat);
        QCOMPARE(again.value(QStringLiteral("view/flipped")).toString(), QStringLiteral("false"));
    }

    void exportDialogWritesThePng()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        gui::ExportDialog dialog([&w](const DisplayOptions& d) { return w.state()->boardsWith(d); },
                                 w.state()->displayOptions());
        auto* width = dialog.findChild<QSpinBox*>();
        QVERIFY(width);
        width->setValue(500);
        QCOMPARE(dialog.imageWidth(), 500);
        const QString path = m_files.path(QStringLiteral("board.png"));
        QVERIFY(dialog.exportTo(path));
        QImageReader reader(path);
        QCOMPARE(reader.format(), QByteArray("png"));
        QCOMPARE(reader.size().width(), 500);
        QVERIFY(reader.size().height() >= 500);
    }

    // Copy puts on the clipboard exactly the pixels a PNG export of the same choices writes.
    void exportDialogCopiesWhatItWouldWrite()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        gui::ExportDialog dialog([&w](const DisplayOptions& d) { return w.state()->boardsWith(d); },
                                 w.state()->displayOptions());
        dialog.findChild<QSpinBox*>()->setValue(300);
        dialog.copyToClipboard();
        const QImage copied = QGuiApplication::clipboard()->image();
        const QString path = m_files.path(QStringLiteral("copy.png"));
        QVERIFY(dialog.exportTo(path));
        const QImage written(path);
        QCOMPARE(copied.width(), 300);
        QCOMPARE(copied.size(), written.size());
        QCOMPARE(copied.convertToFormat(QImage::Format_RGB32),
                 written.convertToFormat(QImage::Format_RGB32));
    }

    void exportDialogFollowsItsCheckboxes()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        gui::ExportDialog dialog([&w](const DisplayOptions& d) { return w.state()->boardsWith(d); },
                                 w.state()->displayOptions());
        QCOMPARE(dialog.diagrams().front().show.numbers, w.board()->diagram().show.numbers);
        QVERIFY(dialog.diagrams().front().show.caption); // on by default in a file
        const auto box = [&](const char* text) {
            for (QCheckBox* b : dialog.findChildren<QCheckBox*>())
                if (b->text() == QLatin1String(text))
                    return b;
            return static_cast<QCheckBox*>(nullptr);
        };
        box("Numbers")->setChecked(false);
        box("Legend")->setChecked(false);
        box("Transparent background")->setChecked(true);
        QVERIFY(!dialog.diagrams().front().show.numbers);
        QVERIFY(!dialog.diagrams().front().show.legend);
        QVERIFY(dialog.diagrams().front().show.coordinates);
        QVERIFY(dialog.diagrams().front().show.transparent);
        for (Square sq = A1; sq <= H8; ++sq)
            QCOMPARE(dialog.diagrams().front().cell(sq).value, w.board()->diagram().cell(sq).value);
        // A PDF page has no transparent background, whatever the disabled box says.
        auto* format = dialog.findChild<QComboBox*>();
        format->setCurrentIndex(format->findData(static_cast<int>(ImageFormat::Pdf)));
        QCOMPARE(dialog.format(), ImageFormat::Pdf);
        QVERIFY(!dialog.diagrams().front().show.transparent);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
