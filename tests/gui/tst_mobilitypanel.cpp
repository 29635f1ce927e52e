// The Mobility panel as a teacher meets it: the table is the core's profile of every piece, a row
// measures its piece, what-if clicks block empty squares (drawn, undoable, and the scores follow),
// and the board can show who arrives first.
#include "guitest.h"

#include "gui/boardwidget.h"
#include "gui/mainwindow.h"
#include "gui/mobilitypanel.h"
#include "gui/squareinfo.h"

#include "arrival.h"
#include "mobility.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace guitest;
using gui::MobilityPanel;

namespace {

const char* const kItalian =
    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5";

// The row of the piece on s.
int rowOf(QTableWidget* table, Square s)
{
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, MobilityPanel::SquareColumn)->data(Qt::UserRole).toInt() ==
            static_cast<int>(s))
            return row;
    return -1;
}

double cellValue(QTableWidget* table, Square s, int column)
{
    return table->item(rowOf(table, s), column)->data(Qt::UserRole).toDouble();
}

// Each row's score is the core's profile with the what-if squares of `opts`, and its What if
// cell the change against the profile without them.
bool scoresFollowTheWhatIf(QTableWidget* table, const Board& pos, const ReachOptions& opts)
{
    const auto without = mobility(pos);
    for (const PieceMobility& p : mobility(pos, opts)) {
        if (rowOf(table, p.square) < 0 && p.piece.type == PieceType::Pawn)
            continue; // "pieces only" leaves the pawns out
        const auto before =
            std::find_if(without.begin(), without.end(),
                         [&](const PieceMobility& o) { return o.square == p.square; });
        if (cellValue(table, p.square, MobilityPanel::Score) != p.inPosition.score ||
            cellValue(table, p.square, MobilityPanel::WhatIfChange) !=
                p.inPosition.score - before->inPosition.score)
            return false;
    }
    return true;
}

} // namespace

class TestMobilityPanel : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    struct Window {
        QSettings settings;
        gui::MainWindow w;
        MobilityPanel* panel;
        explicit Window(const QString& ini, const Query& q)
            : settings(ini, QSettings::IniFormat), w(&settings, {q, std::nullopt, std::nullopt})
        {
            showActive(w);
            w.findChild<QAction*>(QStringLiteral("mobilityAction"))->trigger();
            panel = w.findChild<MobilityPanel*>();
        }
    };

    Query italian() const
    {
        Query q;
        q.metric = Metric::Reach;
        q.board = *Board::fromFen(kItalian);
        q.from = C1;
        return q;
    }

private slots:
    void theTableIsTheProfileOfEveryPiece()
    {
        Window win(m_dir.filePath(QStringLiteral("a.ini")), italian());
        QVERIFY(win.panel->isVisible());
        QTableWidget* table = win.panel->table();
        auto profiles = mobility(italian().board);
        // Pieces only (the default): a pawn's ratio would top the ranking and derail the lesson.
        QVERIFY(win.panel->piecesOnlySwitch()->isChecked());
        const auto pawns = std::count_if(profiles.begin(), profiles.end(), [](const auto& p) {
            return p.piece.type == PieceType::Pawn;
        });
        QCOMPARE(pawns, 16);
        QCOMPARE(table->rowCount(), static_cast<int>(profiles.size()) - 16);
        QCOMPARE(rowOf(table, E4), -1);
        win.panel->piecesOnlySwitch()->click(); // and with the pawns, as the command prints it
        QVERIFY(!win.w.state()->view().mobilityPiecesOnly);
        QCOMPARE(table->rowCount(), static_cast<int>(profiles.size()));
        for (const PieceMobility& p : profiles) {
            QVERIFY(rowOf(table, p.square) >= 0);
            QCOMPARE(cellValue(table, p.square, MobilityPanel::Score), p.inPosition.score);
            QCOMPARE(cellValue(table, p.square, MobilityPanel::Moves1),
                     static_cast<double>(p.inPosition.counts[1]));
            QCOMPARE(cellValue(table, p.square, MobilityPanel::Never),
                     static_cast<double>(p.inPosition.unreachable));
            QCOMPARE(cellValue(table, p.square, MobilityPanel::Ratio), p.ratio);
        }
        // Sorted by ratio, the most hemmed-in first; the measured piece's row is selected.
        QVERIFY(table->item(0, MobilityPanel::Ratio)->data(Qt::UserRole).toDouble() <=
                table->item(table->rowCount() - 1, MobilityPanel::Ratio)
                    ->data(Qt::UserRole)
                    .toDouble());
        QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(table->selectionModel()->selectedRows().first().row(), rowOf(table, C1));

        // A row measures its piece.
        table->selectRow(rowOf(table, F6));
        QCOMPARE(win.w.state()->query().from, F6);
        QCOMPARE(win.w.state()->query().metric, Metric::Reach);
    }

    void whatIfBlocksEmptySquaresAndTheScoresFollow()
    {
        Window win(m_dir.filePath(QStringLiteral("b.ini")), italian());
        gui::BoardWidget& board = *win.w.board();
        click(board, "d5"); // not in what-if mode: a source
        QCOMPARE(win.w.state()->query().from, D5);
        win.panel->whatIfSwitch()->setChecked(true);
        click(board, "e3");
        click(board, "b5");
        QCOMPARE(win.w.state()->query().reach.blocked, bit(E3) | bit(B5));
        click(board, "e4"); // a pawn stands there: refused
        QCOMPARE(win.w.state()->query().reach.blocked, bit(E3) | bit(B5));
        int marks = 0;
        for (const Mark& m : board.diagram().marks)
            marks += m.kind == MarkKind::Blocked && (m.square == E3 || m.square == B5);
        QCOMPARE(marks, 2);
        QVERIFY(gui::squareDescription(win.w.state()->query(), win.w.state()->answer(), B5)
                    .contains(QStringLiteral("blocked (what if)")));

        ReachOptions opts;
        opts.blocked = bit(E3) | bit(B5);
        QTableWidget* table = win.panel->table();
        QVERIFY(!table->isColumnHidden(MobilityPanel::WhatIfChange));
        QVERIFY(scoresFollowTheWhatIf(table, italian().board, opts));
        // The c4 bishop loses b5 and more behind it.
        QVERIFY(cellValue(table, C4, MobilityPanel::WhatIfChange) < 0);

        QTest::keyClick(&board, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(win.w.state()->query().reach.blocked, bit(E3));
        // Hiding the panel leaves what-if mode: a click is a source again.
        win.w.findChild<QAction*>(QStringLiteral("mobilityAction"))->trigger();
        QVERIFY(!win.w.state()->whatIfMode());
        QVERIFY(!win.panel->whatIfSwitch()->isChecked());
        click(board, "a3");
        QCOMPARE(win.w.state()->query().from, A3);
    }

    void theBoardShowsWhoArrivesFirst()
    {
        Window win(m_dir.filePath(QStringLiteral("c.ini")), italian());
        QComboBox* shows = win.panel->findChild<QComboBox*>();
        QVERIFY(shows);
        shows->setCurrentIndex(3);
        emit shows->activated(3); // White − Black
        const Arrival a = arrival(italian().board);
        const auto diff = arrivalDifference(a);
        const Diagram& d = win.w.board()->diagram();
        QVERIFY(d.diverging);
        // The caption says what the board shows, without a FEN (as every caption in the window),
        // after the side to move, which who arrives first depends on.
        QVERIFY(d.caption.startsWith(QStringLiteral("White to move\nWhite minus Black")));
        QVERIFY(!d.caption.contains(QLatin1Char('/')));
        for (Square s = A1; s <= H8; ++s) {
            const auto i = static_cast<std::size_t>(s);
            if (diff[i])
                QCOMPARE(d.cell(s).value, *diff[i]);
            else
                QCOMPARE(d.cell(s).role, CellRole::Unreachable);
        }
        shows->setCurrentIndex(1);
        emit shows->activated(1); // White
        for (Square s = A1; s <= H8; ++s)
            if (a.white.moves[static_cast<std::size_t>(s)] != kUnreachable)
                QCOMPARE(win.w.board()->diagram().cell(s).value,
                         static_cast<int>(a.white.moves[static_cast<std::size_t>(s)]));
        // Hovering a square names who gets there first and in how many moves.
        QCOMPARE(gui::arrivalDescription(italian().board, a, D5),
                 QStringLiteral("d5, White in 1 (bishop c4), Black in 1 (knight f6, pawn d7)"));
        // The Metric menu offers the same; choosing a metric goes back to the map.
        for (QAction* action : win.w.findChildren<QAction*>())
            if (action->text() == QStringLiteral("&Black"))
                action->trigger();
        QCOMPARE(win.w.state()->view().arrival, ArrivalView::Black);
        win.w.state()->setMetric(Metric::Knight);
        QVERIFY(!win.w.state()->view().arrival);
        win.w.state()->setArrival(ArrivalView::White);
        // Choosing a piece goes back to its moves.
        win.panel->table()->selectRow(rowOf(win.panel->table(), F3));
        QVERIFY(!win.w.state()->view().arrival);
        QCOMPARE(shows->currentIndex(), 0);
    }

    // Shift+click in what-if mode marks squares unsafe (a piece passes but never stops there):
    // drawn, described, followed by the map and the scores; one click shows the change.
    void unsafeSquaresAndTheChangeInOneClick()
    {
        Window win(m_dir.filePath(QStringLiteral("e.ini")), italian());
        gui::BoardWidget& board = *win.w.board();
        gui::BoardState& state = *win.w.state();
        win.panel->whatIfSwitch()->setChecked(true);
        click(board, "f4", Qt::LeftButton, Qt::ShiftModifier);
        click(board, "e5", Qt::LeftButton, Qt::ShiftModifier); // a pawn: it cannot be taken now
        click(board, "c1", Qt::LeftButton, Qt::ShiftModifier); // the source: refused
        click(board, "h6");                                    // a plain click still blocks
        QCOMPARE(state.query().reach.taboo, bit(F4) | bit(E5));
        QCOMPARE(state.query().reach.blocked, bit(H6));
        int unsafe = 0;
        for (const Mark& m : board.diagram().marks)
            unsafe += m.kind == MarkKind::Unsafe && (m.square == F4 || m.square == E5);
        QCOMPARE(unsafe, 2);
        QVERIFY(gui::squareDescription(state.query(), state.answer(), F4)
                    .contains(QStringLiteral("unsafe (what if)")));

        ReachOptions opts;
        opts.taboo = bit(F4) | bit(E5);
        opts.blocked = bit(H6);
        QCOMPARE(state.answer().map, reach(italian().board, C1, opts));
        QTableWidget* table = win.panel->table();
        QVERIFY(scoresFollowTheWhatIf(table, italian().board, opts));
        QVERIFY(cellValue(table, C1, MobilityPanel::WhatIfChange) < 0);

        // Show the change: the second board is after − before, before without the what-if.
        QPushButton* change = nullptr;
        for (QPushButton* b : win.panel->findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Show the change"))
                change = b;
        QVERIFY(change && change->isEnabled());
        change->click();
        QCOMPARE(state.view().compare, gui::CompareMode::WithoutWhatIf);
        QVERIFY(state.view().difference);
        const DistanceMap after = reach(italian().board, C1, opts);
        const DistanceMap before = reach(italian().board, C1);
        const Diagram& diff = state.compareDiagram();
        int changed = 0;
        for (Square s = A1; s <= H8; ++s) {
            const auto i = static_cast<std::size_t>(s);
            if (after[i] != kUnreachable && before[i] != kUnreachable) {
                QCOMPARE(diff.cell(s).value, after[i] - before[i]);
                changed += after[i] != before[i];
            }
        }
        QVERIFY(changed > 0);

        // Clear takes both kinds away; the session keeps them until then.
        QTest::keyClick(&board, Qt::Key_Z, Qt::ControlModifier); // undo the comparison
        win.w.close();
        {
            QSettings settings(m_dir.filePath(QStringLiteral("e.ini")), QSettings::IniFormat);
            gui::MainWindow again(&settings);
            QCOMPARE(again.state()->query().reach.taboo, bit(F4) | bit(E5));
        }
        state.clearWhatIf();
        QCOMPARE(state.query().reach.taboo, Bitboard{0});
        QCOMPARE(state.query().reach.blocked, Bitboard{0});
    }

    // "Pieces only" is remembered with the session, as the other panel options are; undoable.
    void theSessionKeepsPiecesOnly()
    {
        const QString ini = m_dir.filePath(QStringLiteral("pieces.ini"));
        {
            Window win(ini, italian());
            win.panel->piecesOnlySwitch()->click();
            QVERIFY(!win.panel->piecesOnlySwitch()->isChecked());
            QCOMPARE(win.panel->table()->rowCount(), 32);
            win.w.close();
        }
        {
            QSettings settings(ini, QSettings::IniFormat);
            gui::MainWindow w(&settings);
            QVERIFY(!w.state()->view().mobilityPiecesOnly);
            w.state()->setMobilityPiecesOnly(true);
            QVERIFY(w.state()->view().mobilityPiecesOnly);
            w.state()->undoStack()->undo();
            QVERIFY(!w.state()->view().mobilityPiecesOnly);
        }
    }

    // The first lines speak to a class of twelve-year-olds; the exact terms come further down.
    void theFirstLinesArePlainWords()
    {
        Window win(m_dir.filePath(QStringLiteral("words.ini")), italian());
        const QString plain = win.panel->about()->text();
        QVERIFY(plain.startsWith(QStringLiteral("How freely each piece can move")));
        for (const char* term : {"½", "¼", "Mean", "mean", "bad bishop", "Kappe"})
            QVERIFY2(!plain.contains(QString::fromUtf8(term)), term);
        const QString exact = win.panel->terms()->text();
        for (const char* term : {"½", "¼", "Mean", "\"bad bishop\""})
            QVERIFY2(exact.contains(QString::fromUtf8(term)), term);
        // Further down: below the table.
        QVERIFY(win.panel->terms()->y() > win.panel->table()->geometry().bottom());
        QVERIFY(win.panel->about()->geometry().bottom() < win.panel->table()->y());
    }

    // When the panel opens, in a window of a laptop's or a projector's size, in and out of
    // presentation mode: piece, square, ratio and what-if side by side with no horizontal
    // scroll bar, several rows, and the explanations whole.
    void opensWithColumnsRowsAndWordsInView_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("presenting");
        QTest::newRow("1280x800") << QSize(1280, 800) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
        QTest::newRow("1280x800 presenting") << QSize(1280, 800) << true;
        QTest::newRow("1920x1080 presenting") << QSize(1920, 1080) << true;
    }
    void opensWithColumnsRowsAndWordsInView()
    {
        QFETCH(QSize, size);
        QFETCH(bool, presenting);
        QSettings settings(m_dir.filePath(QStringLiteral("size.ini")), QSettings::IniFormat);
        settings.clear();
        Query q;
        q.metric = Metric::Reach;
        q.board = *Board::fromFen(kMiddlegame);
        q.from = C3;
        gui::MainWindow w(&settings, {q, std::nullopt, std::nullopt});
        showActive(w);
        QVERIFY(w.state()->toggleBlocked(E5)); // the What if column is on
        if (presenting) {
            QTest::keyClick(w.board(), Qt::Key_F11);
            QVERIFY(w.isFullScreen());
            w.setWindowState(Qt::WindowNoState); // full screen here is the small offscreen one
            // The offscreen screen is small: the window and the type as on a screen this size.
            QFont large = QApplication::font();
            large.setPointSizeF(large.pointSizeF() * gui::MainWindow::panelScale(size.height()));
            for (QDockWidget* dock : w.findChildren<QDockWidget*>())
                dock->setFont(large);
        }
        w.setGeometry(QRect(QPoint(0, 0), size));
        QTRY_COMPARE(w.size(), size);
        w.findChild<QAction*>(QStringLiteral("mobilityAction"))->trigger();
        auto* panel = w.findChild<MobilityPanel*>();
        QTRY_VERIFY(panel->isVisible());
        QTest::qWait(50); // the docks laid out

        QTableWidget* table = panel->table();
        QVERIFY(!table->horizontalScrollBar()->isVisible());
        const int right = table->viewport()->width();
        for (const int c : {MobilityPanel::PieceColumn, MobilityPanel::SquareColumn,
                            MobilityPanel::Ratio, MobilityPanel::WhatIfChange}) {
            QVERIFY2(!table->isColumnHidden(c), qPrintable(QString::number(c)));
            QVERIFY(table->columnViewportPosition(c) >= 0);
            QVERIFY(table->columnViewportPosition(c) + table->columnWidth(c) <= right);
        }
        for (int c = 0; c < MobilityPanel::ColumnCount; ++c)
            if (!table->isColumnHidden(c))
                QVERIFY(table->columnViewportPosition(c) + table->columnWidth(c) <= right);
        QCOMPARE(table->rowCount(), 16); // the pieces of a middlegame
        QVERIFY2(table->viewport()->height() >= 6 * table->rowHeight(0),
                 qPrintable(QStringLiteral("%1 px for rows of %2 px")
                                .arg(table->viewport()->height())
                                .arg(table->rowHeight(0))));
        for (QLabel* label : {panel->about(), panel->terms()}) {
            QVERIFY(label->isVisible());
            // The height its lines take at its width (sizeHint is the height at a narrower
            // width of QLabel's own choosing).
            QVERIFY2(label->heightForWidth(label->width()) <= label->height(),
                     qPrintable(QStringLiteral("%1: hint %2, for width %3: %4, height %5")
                                    .arg(label->text().left(20))
                                    .arg(label->sizeHint().height())
                                    .arg(label->width())
                                    .arg(label->heightForWidth(label->width()))
                                    .arg(label->height())));
            // Not cut by the dock either.
            QCOMPARE(label->visibleRegion().boundingRect(), label->rect());
        }
        // The board keeps most of the window.
        QVERIFY2(w.board()->width() >= size.width() / 4,
                 qPrintable(QStringLiteral("board %1, panel %2, window %3")
                                .arg(w.board()->width())
                                .arg(panel->width())
                                .arg(w.width())));
    }

    // The blocked squares and the arrival view come back after a restart.
    void theSessionKeepsTheWhatIf()
    {
        const QString ini = m_dir.filePath(QStringLiteral("d.ini"));
        {
            Window win(ini, italian());
            win.panel->whatIfSwitch()->setChecked(true);
            click(*win.w.board(), "e3");
            win.w.state()->setArrival(ArrivalView::Black);
            win.w.close();
        }
        QSettings settings(ini, QSettings::IniFormat);
        {
            gui::MainWindow w(&settings);
            QCOMPARE(w.state()->query().reach.blocked, bit(E3));
            QCOMPARE(w.state()->view().arrival, ArrivalView::Black);
        }
        // A stored blocker on a piece or on the source gives way (e4: a pawn, c1: the source).
        settings.setValue(QStringLiteral("session/blocked"), QStringLiteral("e3,e4,c1,zz"));
        gui::MainWindow w(&settings);
        QCOMPARE(w.state()->query().reach.blocked, bit(E3));
    }
};

QTEST_MAIN(TestMobilityPanel)
#include "tst_mobilitypanel.moc"
