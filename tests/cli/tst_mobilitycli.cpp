// chess-distance mobility and render --metric arrival as a user meets them: the JSON read back
// and compared with the core, the CSV and text layouts, and the one-line errors with exit code 2.
#include "arrival.h"
#include "mobility.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

using namespace cd;
using clitest::Run;
using clitest::runCli;

namespace {

const QString kMiddlegame =
    QStringLiteral("r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9");

QStringList mobilityArgs(const QString& extra)
{
    return QStringList{QStringLiteral("mobility"), QStringLiteral("--fen"), kMiddlegame} +
           clitest::words(extra);
}

QString name(Square s)
{
    return QString::fromStdString(squareName(s));
}

} // namespace

class TestMobilityCli : public QObject {
    Q_OBJECT
private slots:
    // The JSON of the command equals the core's profiles and arrival maps, option by option.
    void jsonEqualsTheCore_data()
    {
        QTest::addColumn<QString>("options");
        QTest::newRow("default") << QString();
        QTest::newRow("continue, avoid") << QStringLiteral("--captures continue --avoid-attacked");
        QTest::newRow("what-if") << QStringLiteral("--block e4,h6 --unsafe c5 --captures block");
    }
    void jsonEqualsTheCore()
    {
        QFETCH(QString, options);
        const Run r = runCli(mobilityArgs(options + QStringLiteral(" --format json")));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();

        const Board pos = *Board::fromFen(kMiddlegame.toStdString());
        ReachOptions opts;
        opts.captures =
            *parseCaptureMode(o.value(QStringLiteral("captures")).toString().toStdString());
        opts.avoidAttacked = o.value(QStringLiteral("avoidAttacked")).toBool();
        if (options.contains(QStringLiteral("--block"))) {
            opts.blocked = bit(*parseSquare("e4")) | bit(*parseSquare("h6"));
            opts.taboo = bit(*parseSquare("c5"));
            QCOMPARE(o.value(QStringLiteral("blocked")).toString(),
                     QStringLiteral("e4,h6")); // in square order
        }
        const auto profiles = mobility(pos, opts);
        const QJsonArray pieces = o.value(QStringLiteral("pieces")).toArray();
        QCOMPARE(pieces.size(), qsizetype(profiles.size()));
        for (qsizetype i = 0; i < pieces.size(); ++i) {
            const QJsonObject p = pieces[i].toObject();
            const PieceMobility& m = profiles[static_cast<std::size_t>(i)];
            QCOMPARE(p.value(QStringLiteral("square")).toString(), name(m.square));
            const QJsonObject in = p.value(QStringLiteral("inPosition")).toObject();
            const QJsonArray counts = in.value(QStringLiteral("counts")).toArray();
            QCOMPARE(counts.size(), qsizetype(m.inPosition.maxDistance));
            for (qsizetype d = 0; d < counts.size(); ++d)
                QCOMPARE(counts[d].toInt(),
                         int(m.inPosition.counts[static_cast<std::size_t>(d + 1)]));
            QCOMPARE(in.value(QStringLiteral("score")).toDouble(), m.inPosition.score);
            QCOMPARE(in.value(QStringLiteral("mean")).toDouble(), m.inPosition.mean);
            QCOMPARE(p.value(QStringLiteral("ratio")).toDouble(), m.ratio);
        }
        const Arrival a = arrival(pos, opts);
        const QJsonObject squares = o.value(QStringLiteral("arrival")).toObject();
        QCOMPARE(squares.size(), 64);
        for (int i = 0; i < 64; ++i) {
            const Square s = Square(i);
            const QJsonObject cell = squares.value(name(s)).toObject();
            const int w = a.white.moves[static_cast<std::size_t>(i)];
            const QJsonValue white = cell.value(QStringLiteral("white"));
            QCOMPARE(white.isNull() ? kUnreachable : white.toInt(), w);
            QStringList by;
            forEachSquare(arriversAt(a.white, s), [&](Square p) { by << name(p); });
            QCOMPARE(cell.value(QStringLiteral("whiteBy")).toVariant().toStringList(), by);
            QCOMPARE(cell.value(QStringLiteral("contested")).toBool(), has(contestedSquares(a), s));
        }
    }

    void csvHasTwoTables()
    {
        const Run r = runCli(mobilityArgs(QStringLiteral("--format csv --side black")));
        QCOMPARE(r.exitCode, 0);
        const QStringList tables = r.out.split(QStringLiteral("\n\n"));
        QCOMPARE(tables.size(), 2);
        const QStringList pieces = tables[0].split(QLatin1Char('\n'));
        QCOMPARE(pieces.size(), 1 + 15); // header and Black's 15 pieces
        QVERIFY(pieces[0].startsWith(QStringLiteral("side,piece,square,d1,")));
        QCOMPARE(pieces[1].section(QLatin1Char(','), 0, 2), QStringLiteral("black,k,g8"));
        const QStringList squares = tables[1].trimmed().split(QLatin1Char('\n'));
        QCOMPARE(squares.size(), 65);
        QCOMPARE(squares[0], QStringLiteral("square,black,black_by"));
        QCOMPARE(squares.last(), QStringLiteral("h8,1,g8")); // the king steps to h8
    }

    void textShowsTablesMapsAndContested()
    {
        const Run r = runCli(mobilityArgs(QString()));
        QCOMPARE(r.exitCode, 0);
        for (const char* part :
             {"White pieces", "Black pieces", "Fewest moves of any white piece",
              "Fewest moves of any black piece", "White minus Black", "Contested"})
            QVERIFY2(r.out.contains(QLatin1String(part)), part);
        // The bad rook h1: one square (g1) in one move, 62 never.
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        const auto rook = std::find_if(lines.begin(), lines.end(), [](const QString& l) {
            return l.startsWith(QStringLiteral("R      h1"));
        });
        QVERIFY(rook != lines.end());
        QVERIFY2(rook->simplified().startsWith(QStringLiteral("R h1 1 0 0")), qPrintable(*rook));
        QVERIFY2(rook->simplified().contains(QStringLiteral(" 62 1.00 1.00 38.50 0.03")),
                 qPrintable(*rook));
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no fen") << "mobility"
                                << "mobility needs a position";
        QTest::newRow("unknown side") << "mobility --fen 4k3/8/8/8/8/8/8/4K3 --side red"
                                      << "--side: 'red' is not white, black or both";
        QTest::newRow("side without pieces") << "mobility --fen 8/8/8/8/8/8/8/4K3 --side black"
                                             << "no black pieces";
        QTest::newRow("empty board") << "mobility --fen 8/8/8/8/8/8/8/8"
                                     << "no pieces";
        QTest::newRow("block on a piece") << "mobility --fen 4k3/8/8/8/8/8/8/4K3 --block d4,e8"
                                          << "e8 holds a piece";
        QTest::newRow("bad block square") << "mobility --fen 4k3/8/8/8/8/8/8/4K3 --block z9"
                                          << "--block: 'z9' is not a square";
        QTest::newRow("bad format") << "mobility --fen 4k3/8/8/8/8/8/8/4K3 --format xml"
                                    << "--format";
        QTest::newRow("arrival side") << "render --metric arrival --fen 4k3/8/8/8/8/8/8/4K3 "
                                         "--side red --output x.png"
                                      << "'red' is not white, black or difference";
        QTest::newRow("arrival no black") << "render --metric arrival --fen 8/8/8/8/8/8/8/4K3 "
                                             "--output x.png"
                                          << "no black pieces";
        QTest::newRow("side without arrival") << "render --from e4 --side white --output x.png"
                                              << "--side needs --metric arrival";
    }
    void badInputExitsTwo()
    {
        QFETCH(QString, arguments);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const Run r =
            runCli(clitest::words(arguments), QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    // The arrival maps as pictures: a PNG of the requested width for each view.
    void renderArrival_data()
    {
        QTest::addColumn<QString>("side");
        for (const char* side : {"white", "black", "difference"})
            QTest::newRow(side) << QString::fromLatin1(side);
    }
    void renderArrival()
    {
        QFETCH(QString, side);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("arrival.png"));
        const Run r =
            runCli({QStringLiteral("render"), QStringLiteral("--metric"), QStringLiteral("arrival"),
                    QStringLiteral("--fen"), kMiddlegame, QStringLiteral("--side"), side,
                    QStringLiteral("--block"), QStringLiteral("e4"), QStringLiteral("--size"),
                    QStringLiteral("320"), QStringLiteral("--output"), out});
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QImage(out).width(), 320);
    }
};

QTEST_GUILESS_MAIN(TestMobilityCli)
#include "tst_mobilitycli.moc"
