// Control over a game (controlseries.h): each position's count of squares each side attacks more
// often, against counting straight from control()'s plain maps, over real games of tests/data.
#include "control.h"
#include "controlseries.h"
#include "pgn.h"

#include <QFile>
#include <QTest>

using namespace cd;

namespace {

std::vector<Game> readGames(const char* name)
{
    QFile file(QStringLiteral(CD_TEST_DATA "/") + QString::fromLatin1(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    const QByteArray text = file.readAll();
    return readPgn(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

// The balance counted square by square from the plain count maps.
ControlBalance counted(const Board& board)
{
    const Control c = control(board);
    ControlBalance b;
    for (const Square s : allSquares()) {
        const int white = c.plain.count(Color::White, s);
        const int black = c.plain.count(Color::Black, s);
        b.white += white > black ? 1 : 0;
        b.black += black > white ? 1 : 0;
    }
    return b;
}

} // namespace

class TestControlSeries : public QObject {
    Q_OBJECT
private slots:
    void handMade_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("white");
        QTest::addColumn<int>("black");
        // b1 and b2 are attacked once by each king: nobody's.
        QTest::newRow("kings share two squares") << "8/8/8/8/8/8/8/K1k5" << 1 << 3;
        QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR" << 22 << 22;
        // Rook and king reach 16 squares, the black king 5; e7 is attacked once by each.
        QTest::newRow("rook against king") << "4k3/8/8/8/8/8/8/4R2K" << 15 << 4;
    }
    void handMade()
    {
        QFETCH(QString, fen);
        QFETCH(int, white);
        QFETCH(int, black);
        const Board board = *Board::fromFen(fen.toStdString());
        QCOMPARE(controlBalance(board), counted(board));
        QCOMPARE(controlBalance(board).white, white);
        QCOMPARE(controlBalance(board).black, black);
    }

    void realGames_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("Lichess study") << "lichess-study.pgn";
        QTest::newRow("classics (the Opera game, ...)") << "classics.pgn";
    }
    void realGames()
    {
        QFETCH(QString, file);
        const std::vector<Game> games = readGames(file.toLatin1().constData());
        QVERIFY(!games.empty());
        for (const Game& game : games) {
            const std::vector<Position> positions = game.positions();
            const std::vector<ControlBalance> series = controlSeries(positions);
            QCOMPARE(series.size(), game.moves.size() + 1);
            bool changes = false;
            for (std::size_t k = 0; k < positions.size(); ++k) {
                const ControlBalance expected = counted(positions[k].board());
                if (series[k] != expected)
                    QFAIL(qPrintable(QStringLiteral("ply %1: %2/%3, expected %4/%5")
                                         .arg(k)
                                         .arg(series[k].white)
                                         .arg(series[k].black)
                                         .arg(expected.white)
                                         .arg(expected.black)));
                changes |= k > 0 && series[k] != series[k - 1];
            }
            QVERIFY(changes); // the game moves its pieces: the balance moves with them
        }
    }
};

QTEST_APPLESS_MAIN(TestControlSeries)
#include "tst_controlseries.moc"
