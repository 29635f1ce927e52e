// Several positions of a game: frames --plies follows one piece move by move (each frame equals
// render of that ply's FEN from the square the piece really stands on), castling takes the rook
// along, a capture stops the frames; worksheet --plies asks about the game's positions in turn.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QTest>

#include "pdfpages.h"

#include "cli/gamefixture.h"

using clitest::GameFiles;
using clitest::Run;
using clitest::words;

namespace {

const QString kLook = QStringLiteral(" --no-caption --size 120");

} // namespace

class TestGameFrames : public QObject {
    Q_OBJECT
private slots:
    // Each frame is the map of the followed piece where it stands at that ply.
    void followsThePiece_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("plies");
        QTest::addColumn<QString>("squareList"); // where the piece stands, ply by ply
        QTest::newRow("bishop f1 to c4") << "f1"
                                         << "10-12"
                                         << "f1 c4 c4";
        QTest::newRow("knight g1 to f3") << "g1"
                                         << "2-4"
                                         << "g1 f3 f3";
        QTest::newRow("one ply") << "e8"
                                 << "24"
                                 << "e8";
        // 12. O-O-O: the rook from a1 goes to d1 with the king.
        QTest::newRow("castling rook") << "a1"
                                       << "21-24"
                                       << "a1 a1 d1 d1";
        QTest::newRow("castling king") << "e1"
                                       << "22-23"
                                       << "e1 c1";
        QTest::newRow("black queen") << "d8"
                                     << "12-14"
                                     << "d8 d8 e7";
    }
    void followsThePiece()
    {
        QFETCH(QString, from);
        QFETCH(QString, plies);
        QFETCH(QString, squareList);
        const QString dir = m_files.file(QStringLiteral("follow-") + from);
        const Run r = m_files.run(words(QStringLiteral("frames --pgn opera.pgn --plies %1 --from "
                                                       "%2 --output-dir %3")
                                            .arg(plies, from, dir) +
                                        kLook));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        const QStringList squares = words(squareList);
        const int first = plies.split(QLatin1Char('-')).front().toInt();
        QStringList expected;
        for (int k = 0; k < squares.size(); ++k)
            expected << QStringLiteral("ply-%1.png").arg(first + k, 3, 10, QLatin1Char('0'));
        QCOMPARE(QDir(dir).entryList(QDir::Files, QDir::Name), expected);
        QCOMPARE(r.out.count(QLatin1Char('\n')), squares.size()); // one line per file
        for (int k = 0; k < squares.size(); ++k)
            QCOMPARE(QImage(QDir(dir).filePath(expected[k])),
                     rendered(m_files.fenAt(1, first + k), squares[k]));
    }

    // Chess960: 9. O-O-O takes the king from g1 to c1 and the rook from b1 to d1.
    void followsAChess960Castling()
    {
        QFile pgn(m_files.file(QStringLiteral("c960.pgn")));
        QVERIFY(pgn.open(QIODevice::WriteOnly));
        pgn.write("[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                  "[FEN \"1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w KQkq - 0 9\"]\n\n"
                  "9. O-O-O O-O-O *\n");
        pgn.close();
        for (const auto& [from, to] : {std::pair{"b1", "d1"}, std::pair{"g1", "c1"}}) {
            const QString dir = m_files.file(QStringLiteral("c960-") + QLatin1String(from));
            const Run r = m_files.run(
                words(QStringLiteral("frames --pgn c960.pgn --plies 0-1 --from %1 --output-dir %2")
                          .arg(QLatin1String(from), dir) +
                      kLook));
            QCOMPARE(r.err, QString());
            const QString after =
                QStringLiteral("1r4kr/pppppppp/8/8/8/8/PPPPPPPP/2KR3R b kq - 1 9");
            QCOMPARE(QImage(QDir(dir).filePath(QStringLiteral("ply-001.png"))),
                     rendered(after, QLatin1String(to)));
        }
    }

    // 13. Rxd7 takes the rook that castled: the frames up to it stay, and the capture is named.
    void captureStops()
    {
        const QString dir = m_files.file(QStringLiteral("captured"));
        const Run r = m_files.run(
            words(QStringLiteral("frames --pgn opera.pgn --plies 22-30 --from a1 --output-dir ") +
                  dir + kLook));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, QStringLiteral("chess-distance: --plies: the piece from a1 is captured by "
                                       "13... Rxd7; the frames of plies 22-25 were written\n"));
        QCOMPARE(QDir(dir).entryList(QDir::Files, QDir::Name),
                 words(QStringLiteral("ply-022.png ply-023.png ply-024.png ply-025.png")));
        QCOMPARE(QImage(QDir(dir).filePath(QStringLiteral("ply-025.png"))),
                 rendered(m_files.fenAt(1, 25), QStringLiteral("d7")));
    }

    // A run replaces the frames of the run before, wavefront or game.
    void replacesOldFrames()
    {
        const QString dir = m_files.file(QStringLiteral("replaced"));
        QCOMPARE(m_files
                     .run(words(QStringLiteral("frames --metric king --from a1 --output-dir ") +
                                dir + kLook))
                     .exitCode,
                 0);
        QCOMPARE(m_files
                     .run(words(QStringLiteral("frames --pgn opera.pgn --plies 0-1 --from g1 "
                                               "--output-dir ") +
                                dir + kLook))
                     .exitCode,
                 0);
        QCOMPARE(QDir(dir).entryList(QDir::Files, QDir::Name),
                 words(QStringLiteral("ply-000.png ply-001.png")));
    }

    void badPlies_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no from") << "--pgn opera.pgn --plies 1-3"
                                 << "--plies follows the piece on --from SQ; give --from";
        QTest::newRow("reversed") << "--pgn opera.pgn --plies 5-3 --from e2"
                                  << "--plies: '5-3' is not a ply or a range A-B from 0 to 33 of "
                                     "game 1";
        QTest::newRow("beyond the game")
            << "--pgn opera.pgn --plies 30-34 --from e2"
            << "--plies: '30-34' is not a ply or a range A-B from 0 to 33 of game 1";
        QTest::newRow("a list") << "--pgn opera.pgn --plies 1,3 --from e2"
                                << "--plies: '1,3' is not a ply or a range A-B";
        QTest::newRow("without pgn") << "--plies 1-3 --from e2"
                                     << "--plies needs --pgn FILE";
        QTest::newRow("with ply") << "--pgn opera.pgn --plies 1-3 --ply 2 --from e2"
                                  << "--plies and --ply both choose the positions";
        QTest::newRow("empty square") << "--pgn opera.pgn --plies 1-3 --from e2"
                                      << "--from: no piece stands on e2 after 1. e4 of game 1";
    }
    void badPlies()
    {
        QFETCH(QString, args);
        QFETCH(QString, message);
        const QString dir = m_files.file(QStringLiteral("bad"));
        const Run r =
            m_files.run(words(QStringLiteral("frames --output-dir ") + dir + u' ' + args));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY(!QFile::exists(dir));
    }

    // Exercises from the positions given, in turn: as many pages as for the same count from one.
    void worksheetFromPlies()
    {
        const QString pdf = m_files.file(QStringLiteral("game.pdf"));
        const Run r = m_files.run(
            words(QStringLiteral("worksheet --pgn opera.pgn --plies 10,20-21 --count 7 --output ") +
                  pdf));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("7 exercises on 9 pages")));
        QCOMPARE(pdfPages(pdf), 9); // a page per exercise, two of answers

        const QString bad = m_files.file(QStringLiteral("bad.pdf"));
        const Run e = m_files.run(
            words(QStringLiteral("worksheet --pgn opera.pgn --plies 10,x --output ") + bad));
        QCOMPARE(e.exitCode, 2);
        QCOMPARE(e.err, QStringLiteral("chess-distance: --plies: '10,x' is not a list of plies "
                                       "and ranges A-B from 0 to 33 of game 1\n"));
        QVERIFY(!QFile::exists(bad));
    }

private:
    // render of that position from that square, as the frames are drawn.
    QImage rendered(const QString& fen, const QString& from)
    {
        const QString out = m_files.file(QStringLiteral("expected.png"));
        const Run r = m_files.run(words(QStringLiteral("render --from ") + from + kLook +
                                        QStringLiteral(" --output ") + out) +
                                  QStringList{QStringLiteral("--fen"), fen});
        if (r.exitCode != 0)
            qWarning("render failed: %s", qPrintable(r.err));
        return QImage(out);
    }

    GameFiles m_files;
};

QTEST_MAIN(TestGameFrames)
#include "tst_gameframes.moc"
