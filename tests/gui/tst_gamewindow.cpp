// A game in the window as a teacher meets it: open a PGN, step with the keys, the move list and
// the chart; the source follows its piece until it is taken; the headline and the status say
// after which move; the session brings the game back; a broken file changes nothing.
#include "guitest.h"

#include "gui/gamepanel.h"
#include "gui/headline.h"
#include "gui/mainwindow.h"
#include "gui/mobilitychart.h"

#include "controlseries.h"
#include "diagram/controldiagram.h"
#include "mobility.h"
#include "options/startrequest.h"
#include "pgn.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace cd;
using namespace guitest;

namespace {

// Morphy's Opera game, and a short second game.
const char* const kGames = kOperaAndAShortGame;

} // namespace

class TestGameWindow : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString writeFile(const char* name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            qFatal("cannot write the test file");
        return path;
    }

    const Game& opera()
    {
        static const std::vector<Game> games = readPgn(kGames);
        return games.front();
    }

private slots:
    void openStepAndFollowThePiece()
    {
        const QString path = writeFile("opera.pgn", kGames);
        QSettings s(m_dir.filePath(QStringLiteral("a.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        QVERIFY(openGame(w, path));
        QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("game"))->isVisible());
        QCOMPARE(state.query().board, Board::startPosition());
        QCOMPARE(state.plyText(), QStringLiteral("the starting position"));
        auto* panel = w.findChild<gui::GamePanel*>();
        QCOMPARE(panel->moves()->model()->rowCount(), 17);
        QCOMPARE(panel->moves()->model()->index(16, 0).data().toString(), QStringLiteral("Rd8#"));

        // Measure the knight on g1, then step: it goes to f3 and is taken by 4... Bxf3.
        state.setMetric(Metric::Reach);
        click(*w.board(), "g1");
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(w.board(), Qt::Key_Right);
        QCOMPARE(state.gameStep().ply, 3);
        QCOMPARE(state.query().from, sq("f3"));
        QCOMPARE(state.query().board, opera().positionAfter(3).board());
        QCOMPARE(state.plyText(), QStringLiteral("after 2. Nf3"));
        // The chart: one score per ply while the knight lives, none after it is taken.
        const auto& scores = panel->chart()->scores();
        QCOMPARE(scores.size(), opera().moves.size() + 1);
        QCOMPARE(*scores[0], summarize(reach(Board::startPosition(), sq("g1"))).score);
        QCOMPARE(*scores[5], summarize(reach(opera().positionAfter(5).board(), sq("f3"))).score);
        QVERIFY(!scores[8]);
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(w.board(), Qt::Key_Right);
        QCOMPARE(state.gameStep().ply, 8);
        QVERIFY(!state.query().from);
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("was taken in 4... Bxf3")));

        // Backwards too: the queen on f3 after 5. Qxf3 (ply 9) came from d1.
        state.goToPly(9);
        click(*w.board(), "f3");
        QCOMPARE(state.query().from, sq("f3"));
        state.goToPly(0);
        QCOMPARE(state.query().from, sq("d1"));

        // A move in the list goes there; the chart goes where it is clicked.
        const auto [row, column] = panel->cellOf(13);
        emit panel->moves()->clicked(panel->moves()->model()->index(row, column));
        QCOMPARE(state.gameStep().ply, 13);
        QCOMPARE(state.plyText(), QStringLiteral("after 7. Qb3"));
        QCOMPARE(panel->moves()->currentIndex().data().toString(), QStringLiteral("Qb3"));
        // An export's caption says it too, after the side to move.
        QVERIFY(state.boardsWith(state.displayOptions())
                    .front()
                    .caption.startsWith(QStringLiteral("Black to move\nafter 7. Qb3\n")));
        gui::MobilityChart* chart = panel->chart();
        const double x = chart->width() * 0.5;
        QTest::mouseClick(chart, Qt::LeftButton, {},
                          QPoint(static_cast<int>(x), chart->height() / 2));
        QCOMPARE(state.gameStep().ply, chart->plyAt(x));

        // Ctrl+Z takes back the whole bout of steps since the queen was chosen on ply 9.
        state.goToPly(20);
        state.goToPly(21);
        QTest::keyClick(w.board(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(state.gameStep().ply, 9);
        QCOMPARE(state.query().from, sq("f3"));

        // Presentation mode: PageDown steps the game (no target is set), the headline says who is
        // to move after which move.
        state.goToPly(2);
        QTest::keyClick(w.board(), Qt::Key_F11);
        QTest::keyClick(w.board(), Qt::Key_PageDown);
        QCOMPARE(state.gameStep().ply, 3);
        bool headline = false;
        for (QLabel* l : w.findChildren<QLabel*>())
            headline |= l->isVisible() &&
                        l->text().startsWith(QStringLiteral("Black to move · after 2. Nf3"));
        QVERIFY(headline);
        QTest::keyClick(w.board(), Qt::Key_F11);

        // Editing the position leaves the game; the list stays.
        state.editPosition(Board(), QStringLiteral("test"));
        QVERIFY(!state.gameStep().ply);
        QVERIFY(state.plyText().isEmpty());
        QTest::keyClick(w.board(), Qt::Key_Right); // off the game nothing steps it
        QVERIFY(!state.gameStep().ply);
        QCOMPARE(state.query().board, Board());
        state.goToPly(1); // a move chosen in the list goes back to the game
        QCOMPARE(state.gameStep().ply, 1);

        // The second game of the file.
        state.chooseGame(1);
        QCOMPARE(state.gameLine()->plies(), 2);
        QCOMPARE(state.gameStep().ply, 0);
    }

    // What-if squares are a question about one position: the chart stays the game as played,
    // and its title says so.
    void theChartIsTheGameAsPlayedWithoutTheWhatIf()
    {
        const QString path = writeFile("opera2.pgn", kGames);
        QSettings s(m_dir.filePath(QStringLiteral("whatif.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        QVERIFY(openGame(w, path));
        state.setMetric(Metric::Reach);
        click(*w.board(), "g1");
        auto* panel = w.findChild<gui::GamePanel*>();
        const auto played = panel->chart()->scores();
        QCOMPARE(*played[0], summarize(reach(Board::startPosition(), sq("g1"))).score);
        QVERIFY(state.toggleBlocked(sq("f3")));
        QVERIFY(state.toggleUnsafe(sq("h3")));
        QCOMPARE(panel->chart()->scores(), played);
        bool said = false;
        for (const QLabel* label : panel->findChildren<QLabel*>())
            said = said || label->text().contains(QStringLiteral("without the what-if squares"));
        QVERIFY(said);
        state.goToPly(2); // the what-if squares stay; the chart still does not take them in
        QCOMPARE(panel->chart()->scores(), played);
    }

    // The chart's choice: both sides' control over the game, no piece needed; it follows the
    // steps and goes where it is clicked, and the choice back brings the piece's mobility.
    void theChartShowsControl()
    {
        const QString path = writeFile("control.pgn", kGames);
        QSettings s(m_dir.filePath(QStringLiteral("control.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        QVERIFY(openGame(w, path));
        auto* panel = w.findChild<gui::GamePanel*>();
        QComboBox* kind = panel->chartKind();
        QVERIFY(kind->isVisible());
        QCOMPARE(kind->count(), 2);
        QVERIFY(!panel->chart()->isVisible()); // mobility waits for a piece
        kind->setCurrentIndex(1);
        gui::MobilityChart* chart = panel->chart();
        QVERIFY(chart->isVisible());
        QCOMPARE(chart->kind(), gui::MobilityChart::Kind::Control);
        const std::vector<ControlBalance> expected = controlSeries(opera().positions());
        QCOMPARE(chart->control(), expected);
        QCOMPARE(chart->current(), 0);
        QCOMPARE(chart->control()[0], (ControlBalance{22, 22}));
        bool titled = false;
        for (const QLabel* label : panel->findChildren<QLabel*>())
            titled = titled || (label->isVisible() &&
                                label->text().startsWith(QStringLiteral("Control over the game")));
        QVERIFY(titled);

        QTest::keyClick(w.board(), Qt::Key_Right);
        QCOMPARE(chart->current(), 1);
        const double x = chart->width() * 0.75;
        QTest::mouseClick(chart, Qt::LeftButton, {},
                          QPoint(static_cast<int>(x), chart->height() / 2));
        QCOMPARE(state.gameStep().ply, chart->plyAt(x));
        QCOMPARE(chart->current(), chart->plyAt(x));
        QCOMPARE(chart->control(), expected); // the same game: the same series

        // The second game of the file has its own series.
        state.chooseGame(1);
        QCOMPARE(chart->control().size(), std::size_t{3});
        state.chooseGame(0);
        QCOMPARE(chart->control(), expected);

        // With the board's Control view on, stepping redraws it for each position, x-rays too.
        state.goToPly(0);
        state.setControlView(true);
        for (int ply = 1; ply <= 3; ++ply) {
            QTest::keyClick(w.board(), Qt::Key_Right);
            QCOMPARE(state.gameStep().ply, ply);
            QCOMPARE(state.shownView(), gui::BoardState::ShownView::Control);
            QVERIFY(state.diagram().control);
            QCOMPARE(*state.diagram().control,
                     controlOverlay(opera().positionAfter(static_cast<std::size_t>(ply)).board(),
                                    false));
            QCOMPARE(chart->current(), ply);
        }
        state.setControlXray(true);
        QTest::keyClick(w.board(), Qt::Key_Left);
        QCOMPARE(*state.diagram().control, controlOverlay(opera().positionAfter(2).board(), true));
        state.goToPly(20); // a click in the list or the chart goes there too
        QCOMPARE(*state.diagram().control, controlOverlay(opera().positionAfter(20).board(), true));
        state.setControlView(false);

        kind->setCurrentIndex(0);
        QCOMPARE(chart->kind(), gui::MobilityChart::Kind::Mobility);
        click(*w.board(), "e1");
        QVERIFY(chart->isVisible());
        QCOMPARE(chart->scores().size(), opera().moves.size() + 1);
    }

    void theSessionBringsTheGameBack()
    {
        const QString path = writeFile("again.pgn", kGames);
        const QString ini = m_dir.filePath(QStringLiteral("b.ini"));
        {
            QSettings s(ini, QSettings::IniFormat);
            gui::MainWindow w(&s);
            QVERIFY(openGame(w, path));
            w.state()->goToPly(9);
            w.close();
        }
        QSettings s(ini, QSettings::IniFormat);
        gui::MainWindow w(&s);
        QTRY_VERIFY(!w.readingGameFile()); // read on a thread, while the window shows
        QCOMPARE(w.state()->gameStep().ply, 9);
        QCOMPARE(w.state()->query().board, opera().positionAfter(9).board());
        QVERIFY(w.state()->gameStep().file);
        QCOMPARE(w.state()->gameStep().file->path, path);
    }

    // chess-distance --pgn FILE --game 1 --move "7. Qb3" opens the game there, in the Game dock.
    void theCommandLineOpensTheGame()
    {
        const QString path = writeFile("start.pgn", kGames);
        const options::StartRequest start =
            options::startRequest({QStringLiteral("chess-distance"), QStringLiteral("--pgn"), path,
                                   QStringLiteral("--move"), QStringLiteral("7. Qb3"),
                                   QStringLiteral("--from"), QStringLiteral("b3")});
        QVERIFY(!start.exitCode);
        QVERIFY(start.game);
        QCOMPARE(start.game->ply, std::size_t{13});
        QSettings s(m_dir.filePath(QStringLiteral("e.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s, start);
        showActive(w);
        QVERIFY(w.state()->gameLine());
        QCOMPARE(w.state()->gameStep().ply, 13);
        QCOMPARE(w.state()->gameStep().file->path, path);
        QCOMPARE(w.state()->query().from, sq("b3")); // the queen, measured from the start
        QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("game"))->isVisible());
        QCOMPARE(w.state()->plyText(), QStringLiteral("after 7. Qb3"));

        // The second game, at its start.
        const options::StartRequest second =
            options::startRequest({QStringLiteral("chess-distance"), QStringLiteral("--pgn"), path,
                                   QStringLiteral("--game"), QStringLiteral("2"),
                                   QStringLiteral("--ply"), QStringLiteral("0")});
        QVERIFY(second.game);
        QCOMPARE(second.game->number, 2);
        gui::MainWindow v(&s, second);
        QCOMPARE(v.state()->gameStep().game, 1);
        QCOMPARE(v.state()->query().board, Board::startPosition());
    }

    // In presentation mode the status bar is hidden: the headline says that the measured piece
    // was taken, until the next step.
    void theHeadlineSaysWhenThePieceIsTaken()
    {
        const QString path = writeFile("taken.pgn", kGames);
        QSettings s(m_dir.filePath(QStringLiteral("f.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        QVERIFY(openGame(w, path, 0, 3));
        w.state()->measurePiece(sq("f3"));
        QTest::keyClick(w.board(), Qt::Key_F11);
        auto* headline = w.findChild<gui::Headline*>();
        QVERIFY(headline->isVisible());
        w.state()->goToPly(8);
        QVERIFY2(headline->text().contains(QStringLiteral("was taken in 4... Bxf3")),
                 qPrintable(headline->text()));
        w.state()->stepPly(+1);
        QVERIFY2(!headline->text().contains(QStringLiteral("was taken")),
                 qPrintable(headline->text()));
        QTest::keyClick(w.board(), Qt::Key_F11);
    }

    // A Chess960 game: the measured rook follows its castling (king f1, rook g1: 9. O-O puts the
    // king on g1 and the rook on f1), and stepping back brings it home.
    void theRookFollowsAChess960Castling()
    {
        const QString path = writeFile(
            "c960.pgn",
            "[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
            "[FEN \"nbbrnkrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRNKRQ w KQkq - 0 1\"]\n\n"
            "1. c4 c5 2. d4 cxd4 3. Rxd4 Be5 4. Rd1 O-O 5. Nf3 Bf6 6. Nc2 g6 7. b3 Nac7 8. Ne3 "
            "Bb2 9. O-O Bxc1 *\n");
        QSettings s(m_dir.filePath(QStringLiteral("960.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        QVERIFY(openGame(w, path, 0, 16));
        w.state()->measurePiece(sq("g1"));
        QCOMPARE(w.state()->query().from, sq("g1"));
        w.state()->stepPly(+1);
        QCOMPARE(w.state()->query().from, sq("f1"));
        QCOMPARE(w.state()->query().board.pieceAt(sq("g1")),
                 std::optional<Piece>(Piece{Color::White, PieceType::King}));
        w.state()->stepPly(-1);
        QCOMPARE(w.state()->query().from, sq("g1"));
    }

    void aBrokenFileChangesNothing()
    {
        const QString good = writeFile("good.pgn", kGames);
        const QString bad = writeFile("bad.pgn", "1. e4 e5 2. Nf3 Nf3 *");
        QSettings s(m_dir.filePath(QStringLiteral("c.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        QVERIFY(openGame(w, good));
        w.state()->goToPly(4);
        const Board before = w.state()->query().board;
        QVERIFY(!openGame(w, bad, 0, 0, true));
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("Nf3")));
        QCOMPARE(w.state()->query().board, before);
        QCOMPARE(w.state()->gameStep().file->path, good);
        QVERIFY(!openGame(w, m_dir.filePath(QStringLiteral("missing.pgn")), 0, 0, true));
        QCOMPARE(w.state()->query().board, before);
    }

    // Every game of a large file is listed (the list stopped at 10,000), and a long game's moves
    // come from a model that makes no cell until the view shows it (issue classes 9 and 18).
    void largeFilesAndLongGamesAreListedLazily()
    {
        QByteArray many;
        for (int i = 0; i < 12000; ++i)
            many += "[White \"W" + QByteArray::number(i) + "\"]\n\n1. e4 *\n\n";
        QByteArray moves;
        for (int n = 1; n <= 5000; ++n) // 10,000 plies of knights going out and back
            moves += QByteArray::number(n) + (n % 2 ? ". Nf3 Nf6 " : ". Ng1 Ng8 ");
        const QString file = writeFile("many.pgn", many + moves + "*\n");
        QSettings s(m_dir.filePath(QStringLiteral("e.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        QVERIFY(openGame(w, file, 12000, 0));
        auto* panel = w.findChild<gui::GamePanel*>();
        QCOMPARE(panel->games()->count(), 12001);
        QCOMPARE(panel->games()->currentIndex(), 12000);
        QVERIFY(panel->games()->itemText(11999).startsWith(QStringLiteral("12000. W11999")));
        QVERIFY(!panel->moves()->inherits("QTableWidget"));
        QCOMPARE(panel->moves()->model()->rowCount(), 5000);
        w.state()->goToPly(9999);
        QCOMPARE(panel->moves()->currentIndex().data().toString(), QStringLiteral("Ng1"));
        QCOMPARE(panel->moves()->currentIndex().row(), 4999);
    }

    void droppingAFileOpensIt()
    {
        const QString path = writeFile("dropped.pgn", kGames);
        QSettings s(m_dir.filePath(QStringLiteral("d.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &data, Qt::LeftButton, {});
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(5, 5), Qt::CopyAction, &data, Qt::LeftButton, {});
        QApplication::sendEvent(&w, &drop);
        QTRY_VERIFY(w.state()->gameLine()); // read on a thread of its own
        QCOMPARE(w.state()->gameLine()->plies(), 33);
    }
};

QTEST_MAIN(TestGameWindow)
#include "tst_gamewindow.moc"
