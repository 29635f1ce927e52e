// render --animate: the frame count, delays and loop count of the written GIF and WebP as other
// programs read them (gifsicle, identify, webpinfo); the plies animation shows what frames
// --plies draws; bad values exit with 2 and one line naming the problem, leaving an existing
// file as it was.
#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include "cli/gamefixture.h"
#include "diagram/framecompare.h"

#include "query.h"

using clitest::GameFiles;
using clitest::Run;
using clitest::words;

namespace {

// What a tool prints about a file, or a null string when the tool is missing.
QString toolOutput(const QString& tool, const QStringList& args)
{
    const QString program = QStandardPaths::findExecutable(tool);
    if (program.isEmpty())
        return {};
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000))
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The knight's distance a1 -> h8 from the core: routes have this many moves.
int knightDistance()
{
    cd::Query q;
    q.metric = cd::Metric::Knight;
    q.from = *cd::parseSquare("a1");
    q.to = *cd::parseSquare("h8");
    return cd::answer(q).map[static_cast<std::size_t>(*q.to)];
}

} // namespace

class TestAnimateCli : public QObject {
    Q_OBJECT
private slots:
    // Frames, delays (centiseconds) and loop count as gifsicle and identify read them.
    void gifTiming_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<int>("frames");
        QTest::addColumn<QString>("delay");    // as identify prints it, in centiseconds
        QTest::addColumn<QString>("gifsicle"); // its loop line ("" for none)
        // A king from a1 reaches h8 in 7 moves: steps 0..7.
        QTest::newRow("wavefront, defaults")
            << "--animate wavefront --metric king --from a1" << 8 << "80"
            << "loop forever";
        QTest::newRow("delay and loop") << "--animate wavefront --metric king --from a1 --delay "
                                           "250 --loop 3"
                                        << 8 << "25"
                                        << "loop count 2";
        QTest::newRow("plays once") << "--animate wavefront --metric king --from a1 --loop 1 "
                                       "--delay 10"
                                    << 8 << "1"
                                    << "";
        QTest::newRow("two routes") << "--animate routes --metric knight --from a1 --to h8 "
                                       "--paths 2"
                                    << 2 * knightDistance() << "80"
                                    << "loop forever";
    }
    void gifTiming()
    {
        QFETCH(QString, args);
        QFETCH(int, frames);
        QFETCH(QString, delay);
        QFETCH(QString, gifsicle);
        const QString path = m_files.file(QStringLiteral("timing.gif"));
        const Run r = m_files.run(
            words(QStringLiteral("render --size 120 --output ") + path + QLatin1Char(' ') + args));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QImageReader(path).imageCount(), frames);
        const QString info =
            toolOutput(QStringLiteral("gifsicle"), {QStringLiteral("--info"), path});
        const QString delays = toolOutput(QStringLiteral("identify"),
                                          {QStringLiteral("-format"), QStringLiteral("%T "), path});
        if (info.isNull() || delays.isNull())
            QSKIP("gifsicle or identify is missing (scripts/setup --test)");
        QCOMPARE(info.count(QStringLiteral("+ image #")), frames);
        QCOMPARE(words(delays), QStringList(frames, delay));
        static const QRegularExpression loop(QStringLiteral("loop (forever|count [0-9]+)"));
        QCOMPARE(loop.match(info).captured(0), gifsicle);
    }

    // The WebP's frames, durations (ms) and loop count as webpinfo reads them.
    void webpTiming()
    {
        const QString path = m_files.file(QStringLiteral("timing.webp"));
        const Run r = m_files.run(
            words(QStringLiteral("render --animate wavefront --metric king --from a1 --size 120 "
                                 "--delay 300 --loop 2 --output ") +
                  path));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        const QString info = toolOutput(QStringLiteral("webpinfo"), {path});
        if (info.isNull())
            QSKIP("webpinfo is missing (scripts/setup --test)");
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Loop count *: 2\\b"))),
                 qPrintable(info));
        QCOMPARE(info.count(QRegularExpression(QStringLiteral("Duration: *300\\b"))), 8);
        QCOMPARE(info.count(QStringLiteral("Chunk ANMF")), 8);
    }

    // The plies animation shows the pictures frames --plies writes, frame by frame.
    void pliesAsFrames()
    {
        const QString look = QStringLiteral(" --pgn opera.pgn --plies 10-13 --from f1 --size 160");
        const QString dir = m_files.file(QStringLiteral("plies"));
        QCOMPARE(m_files.run(words(QStringLiteral("frames --output-dir ") + dir + look)).exitCode,
                 0);
        const QString gif = m_files.file(QStringLiteral("plies.gif"));
        const Run r =
            m_files.run(words(QStringLiteral("render --animate plies --output ") + gif + look));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        const QStringList stillNames = QDir(dir).entryList(QDir::Files, QDir::Name);
        QCOMPARE(stillNames.size(), 4);
        std::vector<QImage> stills;
        for (const QString& name : stillNames)
            stills.emplace_back(QDir(dir).filePath(name));
        const std::vector<QImage> decoded = framecheck::readWithQt(gif);
        QCOMPARE(decoded.size(), stills.size());
        const QSet<QRgb> palette = framecheck::coloursOf(decoded);
        for (std::size_t i = 0; i < stills.size(); ++i) {
            const framecheck::Difference d =
                framecheck::compare(decoded[i], stills[i], palette, 64);
            QVERIFY2(d.problem.isEmpty(), qPrintable(d.problem));
        }
    }

    // A capture ends the animation early: written, and named with exit code 2.
    void captureEndsThePlies()
    {
        const QString gif = m_files.file(QStringLiteral("captured.gif"));
        const Run r = m_files.run(
            words(QStringLiteral("render --animate plies --pgn opera.pgn --plies 22-30 --from a1 "
                                 "--size 120 --output ") +
                  gif));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, QStringLiteral("chess-distance: --plies: the piece from a1 is captured by "
                                       "13... Rxd7; the animation shows plies 22-25\n"));
        QCOMPARE(QImageReader(gif).imageCount(), 4);
    }

    void badValues_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("named"); // what the one line must name
        const auto wave = [](const char* rest) -> QString {
            return QStringLiteral("--animate wavefront --metric king --from a1 ") +
                   QString::fromLatin1(rest);
        };
        QTest::newRow("negative delay") << wave("--delay -1") << "--delay: -1";
        QTest::newRow("delay no number") << wave("--delay x") << "--delay: 'x'";
        QTest::newRow("loop no number") << wave("--loop x") << "--loop: 'x'";
        QTest::newRow("negative loop") << wave("--loop -2") << "--loop: -2";
        QTest::newRow("unknown kind") << "--animate spiral --metric king --from a1"
                                      << "--animate: 'spiral'";
        QTest::newRow("routes without target") << "--animate routes --metric king --from a1"
                                               << "--to";
        QTest::newRow("plies without game") << "--animate plies --from e2"
                                            << "--pgn";
        QTest::newRow("png") << wave("--format png") << "'png'";
        QTest::newRow("svg") << wave("--format svg") << "'svg'";
        QTest::newRow("pdf") << wave("--format pdf") << "'pdf'";
        QTest::newRow("compare") << wave("--compare queen") << "--compare";
        QTest::newRow("difference") << wave("--difference queen") << "--difference";
        QTest::newRow("step") << wave("--step 2") << "--step";
        QTest::newRow("delay without animate") << "--metric king --from a1 --delay 100"
                                               << "--delay needs --animate";
        QTest::newRow("loop without animate") << "--metric king --from a1 --loop 1"
                                              << "--loop needs --animate";
        QTest::newRow("plies without plies kind")
            << wave("--pgn opera.pgn --plies 1-3") << "--plies needs --animate plies";
        QTest::newRow("unreachable") << "--animate routes --fen 8/8/8/8/8/8/8/8 --metric bishop "
                                        "--from a1 --to a2"
                                     << "no route";
    }
    void badValues()
    {
        QFETCH(QString, args);
        QFETCH(QString, named);
        const QString path = m_files.file(QStringLiteral("kept.gif"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("sentinel");
        f.close();
        const Run r =
            m_files.run(words(QStringLiteral("render --size 120 --output ") + path + u' ' + args));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: ")), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
        QCOMPARE(readAll(path), QByteArray("sentinel"));
    }

private:
    GameFiles m_files;
};

QTEST_MAIN(TestAnimateCli)
#include "tst_animatecli.moc"
