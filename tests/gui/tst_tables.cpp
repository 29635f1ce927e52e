// The tables window: the pairs model holds the core's 4096 values (knight, reach), sorts by any
// column, exports the command line's CSV exactly and copies tab-separated text.
#include "guitest.h"

#include "gui/mainwindow.h"
#include "gui/pairsmodel.h"
#include "gui/tablesdialog.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using cd::gui::BoardState;
using cd::gui::BoardWidget;
using cd::gui::PairsModel;
using cd::gui::TablesDialog;
using namespace guitest;

namespace {

QString name(Square s)
{
    return QString::fromStdString(squareName(s));
}

// The middlegame with reach from the knight on f3.
void reachQuery(BoardState& state)
{
    Query q;
    q.metric = Metric::Reach;
    q.from = sq("f3");
    q.board = *Board::fromFen(kMiddlegame);
    state.reset(q);
}

} // namespace

class TestTables : public QObject {
    Q_OBJECT
private slots:
    void knightPairs()
    {
        BoardState state;
        BoardWidget board(&state);
        TablesDialog dialog(&state);
        dialog.refresh();
        const PairsModel* m = dialog.model();
        QCOMPARE(m->rowCount(), 64);
        QCOMPARE(m->columnCount(), 64);
        for (Square a = A1; a <= H8; ++a)
            for (Square b = A1; b <= H8; ++b) {
                QCOMPARE(m->value(a, b), knightDistance(a, b));
                QCOMPARE(m->data(m->index(a, b)).toString(), QString::number(knightDistance(a, b)));
            }
        QCOMPARE(m->headerData(9, Qt::Horizontal).toString(), QStringLiteral("b2"));
        // The 8x8 grid holds the board's map.
        QCOMPARE(dialog.map(), std::optional(state.answer().map));
    }

    void reachPairsOfTheMover()
    {
        BoardState state;
        reachQuery(state);
        BoardWidget board(&state);
        TablesDialog dialog(&state);
        dialog.refresh();
        // The knight is lifted from f3: each row is that knight on the row's square.
        Board lifted = state.query().board;
        lifted.setPiece(sq("f3"), std::nullopt);
        const AllPairs expected = reachPairs(lifted, Piece{Color::White, PieceType::Knight}, {});
        for (Square a = A1; a <= H8; ++a)
            for (Square b = A1; b <= H8; ++b)
                QCOMPARE(dialog.model()->value(a, b),
                         int(expected[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)]));
        // Its own square is free to come back to: g1 -> f3 is one move, not "–".
        QCOMPARE(dialog.model()->value(sq("g1"), sq("f3")), 1);
        QVERIFY(dialog.findChild<QLabel*>() != nullptr);
        bool titled = false;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            titled = titled || label->text().contains(QStringLiteral("lifted from f3"));
        QVERIFY(titled); // the table says what is measured
        // Own pieces are unreachable: shown as a dash, sorted last.
        const QModelIndex own = dialog.model()->index(sq("f3"), sq("e3"));
        QCOMPARE(dialog.model()->data(own).toString(), QStringLiteral("–"));
        QCOMPARE(dialog.model()->data(own, PairsModel::SortRole).toInt(), 1000);
        // The row of the source is the board's map.
        for (Square b = A1; b <= H8; ++b)
            QCOMPARE(dialog.model()->value(sq("f3"), b),
                     int(state.answer().map[static_cast<std::size_t>(b)]));
    }

    void heatColoursFollowThePalette()
    {
        BoardState state;
        BoardWidget board(&state);
        TablesDialog dialog(&state);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        DisplayOptions d = state.view().display;
        d.palette = PaletteId::Heat;
        state.setDisplay(d);
        const QModelIndex i = dialog.model()->index(sq("a1"), sq("h8"));
        const QColor fill = Palette(PaletteId::Heat).valueColor(6, 6, isLight(sq("h8")));
        QCOMPARE(dialog.model()->data(i, Qt::BackgroundRole).value<QBrush>().color(), fill);
        QCOMPARE(dialog.model()->data(i, Qt::ForegroundRole).value<QBrush>().color(),
                 textColorOn(fill));
    }

    void sortsByAnyColumn()
    {
        BoardState state;
        reachQuery(state);
        BoardWidget board(&state);
        TablesDialog dialog(&state);
        dialog.refresh();
        QSortFilterProxyModel* proxy = dialog.proxy();
        for (const char* column : {"c3", "h8", "e5"}) {
            const int c = sq(column);
            dialog.table()->sortByColumn(c, Qt::AscendingOrder);
            int last = -1;
            for (int r = 0; r < 64; ++r) {
                const int v = proxy->data(proxy->index(r, c), PairsModel::SortRole).toInt();
                QVERIFY(v >= last);
                last = v;
                // Row headers travel with their rows.
                const int from = proxy->mapToSource(proxy->index(r, c)).row();
                QCOMPARE(proxy->headerData(r, Qt::Vertical).toString(), name(Square(from)));
            }
            dialog.table()->sortByColumn(c, Qt::DescendingOrder);
            QCOMPARE(proxy->data(proxy->index(0, c), PairsModel::SortRole).toInt(), 1000);
        }
        // Square order again.
        dialog.table()->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
        for (int r = 0; r < 64; ++r)
            QCOMPARE(proxy->mapToSource(proxy->index(r, 0)).row(), r);
    }

    void exportsTheCommandLinesCsv()
    {
        BoardState state;
        state.setMetric(Metric::Bishop); // unreachable pairs: empty cells
        BoardWidget board(&state);
        TablesDialog dialog(&state);
        dialog.refresh();
        dialog.tabs()->setCurrentIndex(1);
        dialog.table()->sortByColumn(5, Qt::DescendingOrder); // sorting must not leak into it
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pairs.csv"));
        QString error;
        QVERIFY2(dialog.writeCsv(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.endsWith(QLatin1Char('\n')));
        QVERIFY(!text.contains(QLatin1Char('\r')));
        const QStringList lines = text.chopped(1).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 65);
        QStringList header{QStringLiteral("from")};
        for (Square b = A1; b <= H8; ++b)
            header << name(b);
        QCOMPARE(lines[0], header.join(QLatin1Char(',')));
        for (Square a = A1; a <= H8; ++a) {
            const QStringList fields = lines[a + 1].split(QLatin1Char(','));
            QCOMPARE(fields.size(), 65);
            QCOMPARE(fields[0], name(a));
            for (Square b = A1; b <= H8; ++b) {
                const int d = bishopDistance(a, b);
                QCOMPARE(fields[b + 1], d == kUnreachable ? QString() : QString::number(d));
            }
        }
        QCOMPARE(lines[1].left(12), QStringLiteral("a1,0,,2,,2,,")); // a1 -> b1 unreachable

        // The map tab: `chess-distance map --format csv`.
        dialog.tabs()->setCurrentIndex(0);
        const QStringList map = dialog.csvText().split(QLatin1Char('\n'));
        QCOMPARE(map[0], QStringLiteral("square,distance"));
        QCOMPARE(map[1], QStringLiteral("a1,")); // bishop from e4: a1 is dark
        QCOMPARE(map[2], QStringLiteral("b1,1"));
        QCOMPARE(map.size(), 66); // 64 squares, header, and the final newline

        QVERIFY(!dialog.writeCsv(dir.filePath(QStringLiteral("no/such/dir/x.csv")), &error));
        QVERIFY(!error.isEmpty());
    }

    void copiesTabSeparated()
    {
        BoardState state;
        BoardWidget board(&state);
        TablesDialog dialog(&state);
        dialog.refresh();
        QClipboard* clipboard = QGuiApplication::clipboard();

        dialog.tabs()->setCurrentIndex(0);
        dialog.copy();
        QStringList grid = clipboard->text().split(QLatin1Char('\n'));
        QCOMPARE(grid[0], QStringLiteral("\ta\tb\tc\td\te\tf\tg\th"));
        for (int r = 7; r >= 0; --r) {
            QStringList row{QString::number(r + 1)};
            for (int f = 0; f < 8; ++f)
                row << QString::number(knightDistance(sq("e4"), makeSquare(f, r)));
            QCOMPARE(grid[8 - r], row.join(QLatin1Char('\t')));
        }
        QCOMPARE(grid.size(), 10);

        dialog.tabs()->setCurrentIndex(1);
        dialog.copy(); // nothing selected: all of it
        const QString all = clipboard->text();
        QCOMPARE(all.count(QLatin1Char('\n')), 65);
        QCOMPARE(all.section(QLatin1Char('\n'), 0, 0).count(QLatin1Char('\t')), 64);

        const QSortFilterProxyModel* proxy = dialog.proxy();
        dialog.table()->selectionModel()->select(
            QItemSelection(proxy->index(0, 0), proxy->index(1, 2)),
            QItemSelectionModel::ClearAndSelect);
        dialog.copy();
        QCOMPARE(clipboard->text(), QStringLiteral("from\ta1\tb1\tc1\n"
                                                   "a1\t0\t3\t2\n"
                                                   "b1\t3\t0\t3\n"));

        // Ctrl+C in the table copies the same, not just the current cell.
        clipboard->clear();
        dialog.show();
        QApplication::setActiveWindow(&dialog);
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        dialog.table()->setFocus();
        QTest::keyClick(dialog.table(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(clipboard->text(), QStringLiteral("from\ta1\tb1\tc1\n"
                                                   "a1\t0\t3\t2\n"
                                                   "b1\t3\t0\t3\n"));
    }

    void windowShortcut()
    {
        QTemporaryDir dir;
        QSettings s(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        QTest::keyClick(w.board(), Qt::Key_T, Qt::ControlModifier);
        auto* dialog = w.findChild<TablesDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->model()->value(sq("a1"), sq("h8")), 6);
        // The dialog follows the board.
        w.state()->setMetric(Metric::Rook);
        QCOMPARE(dialog->model()->value(sq("a1"), sq("h8")), 2);
        dialog->close();
    }
};

QTEST_MAIN(TestTables)
#include "tst_tables.moc"
