// render --control --animate plies: a game's control ply by ply. Each frame is the control
// picture of its position (the still render --control --ply draws), captioned with the move that
// led there; the combinations it cannot draw exit with 2 and one line, writing nothing.
#include <QFile>
#include <QImageReader>
#include <QTest>

#include "cli/controlplies.h"
#include "cli/gamefixture.h"
#include "cli/renderrequest.h"
#include "diagram/framecompare.h"

#include "diagram/controldiagram.h"
#include "pgn.h"

using clitest::GameFiles;
using clitest::Run;
using clitest::words;

class TestControlGif : public QObject {
    Q_OBJECT
private:
    GameFiles m_files;

private slots:
    // The frames are the stills of the same plies, pixel for pixel as far as the GIF keeps them.
    void framesAreTheStills()
    {
        const QString look = QStringLiteral(" --control --pgn opera.pgn --size 160 --no-caption");
        const QString gif = m_files.file(QStringLiteral("control.gif"));
        const Run r = m_files.run(
            words(QStringLiteral("render --animate plies --plies 10-13 --output ") + gif + look));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        const std::vector<QImage> decoded = framecheck::readWithQt(gif);
        QCOMPARE(decoded.size(), std::size_t{4});
        const QSet<QRgb> palette = framecheck::coloursOf(decoded);
        for (int ply = 10; ply <= 13; ++ply) {
            const QString still = m_files.file(QStringLiteral("still%1.png").arg(ply));
            QCOMPARE(
                m_files
                    .run(words(QStringLiteral("render --ply %1 --output ").arg(ply) + still + look))
                    .exitCode,
                0);
            const framecheck::Difference d = framecheck::compare(
                decoded[static_cast<std::size_t>(ply - 10)], QImage(still), palette, 64);
            QVERIFY2(d.problem.isEmpty(),
                     qPrintable(QStringLiteral("ply %1: ").arg(ply) + d.problem));
        }
        // Two plies apart the control differs: the frames are not one picture repeated.
        QVERIFY(decoded[0] != decoded[2]);
    }

    // Each picture is the control of its position, counted with x-rays when asked, and its
    // caption says after which move it stands.
    void picturesFollowTheGame()
    {
        cd::options::Given given;
        given.add(QStringLiteral("control"));
        given.add(QStringLiteral("x-ray"));
        given.add(QStringLiteral("pgn"), m_files.file(QStringLiteral("opera.pgn")));
        given.add(QStringLiteral("plies"), QStringLiteral("6-9"));
        given.add(QStringLiteral("animate"), QStringLiteral("plies"));
        std::size_t announced = 0;
        const std::vector<cd::Diagram> frames = cd::cli::controlPlies(
            cd::cli::renderRequest(given), [&](std::size_t n) { announced = n; });
        QCOMPARE(announced, std::size_t{4});
        QCOMPARE(frames.size(), std::size_t{4});
        const cd::Game game = cd::readPgn(clitest::kOperaGame).front();
        const char* const after[] = {"after 3... Bg4", "after 4. dxe5", "after 4... Bxf3",
                                     "after 5. Qxf3"};
        for (std::size_t i = 0; i < frames.size(); ++i) {
            const cd::Board board = game.positionAfter(6 + i).board();
            QVERIFY(frames[i].control);
            QCOMPARE(*frames[i].control, cd::controlOverlay(board, true));
            QVERIFY2(frames[i].caption.startsWith(QString::fromLatin1(after[i]) + u'\n'),
                     qPrintable(frames[i].caption));
            QVERIFY(frames[i].caption.contains(QStringLiteral("x-rays")));
        }
    }

    void refused_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("another animation")
            << "--control --fen 8/8/8/8/8/8/8/K6k --animate wavefront"
            << "--control animates a game's plies only; give --animate plies or leave out "
               "--animate";
        QTest::newRow("no game") << "--control --fen 8/8/8/8/8/8/8/K6k --animate plies --plies 1-3"
                                 << "--control --animate plies draws the control of a game's "
                                    "positions; give --pgn FILE and --plies A-B";
        QTest::newRow("no plies") << "--control --pgn opera.pgn --animate plies"
                                  << "--control --animate plies draws the control of a game's "
                                     "positions; give --pgn FILE and --plies A-B";
        QTest::newRow("a piece followed")
            << "--control --pgn opera.pgn --plies 1-3 --from e2 --animate plies"
            << "--control draws the whole position; leave out --from";
        QTest::newRow("plies beyond the game")
            << "--control --pgn opera.pgn --plies 30-40 --animate plies"
            << "--plies: '30-40' is not a ply or a range A-B from 0 to 33 of game 1";
        QTest::newRow("too many pixels")
            << "--control --pgn opera.pgn --plies 0-33 --animate plies --size 8192"
            << "--plies: 34 frames 8192 px wide are at least 2281 million pixels, more than an "
               "animation may hold";
    }
    void refused()
    {
        QFETCH(QString, args);
        QFETCH(QString, message);
        const QString gif = m_files.file(QStringLiteral("kept.gif"));
        {
            QFile f(gif);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("old");
        }
        const Run r = m_files.run(words(QStringLiteral("render --output ") + gif + u' ' + args));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: ") + message), qPrintable(r.err));
        QFile f(gif);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("old"));
    }
};

QTEST_GUILESS_MAIN(TestControlGif)
#include "tst_controlgif.moc"
