// Arrows that travel: a Lichess study's [%cal] arrows and [%csl] circles listed by `game` and drawn
// by `render --pgn`, `trajectory --format pgn` writing routes as such a comment, and that comment
// pasted into a game reading back as the same arrows and circles. Malformed entries never refuse a
// game.
#include "cli/clirun.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using clitest::Run;
using clitest::runCli;
using clitest::words;

namespace {

const QString kStudy = QStringLiteral(CD_TEST_DATA "/lichess-study.pgn");

QJsonObject json(const Run& r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

// "Gb1c3 Rc3d5 | Gd5": the arrows and circles of a JSON object that has them.
QString marksOf(const QJsonObject& o)
{
    const QHash<QString, QString> letter{{QStringLiteral("green"), QStringLiteral("G")},
                                         {QStringLiteral("red"), QStringLiteral("R")},
                                         {QStringLiteral("yellow"), QStringLiteral("Y")},
                                         {QStringLiteral("blue"), QStringLiteral("B")}};
    QStringList arrows, circles;
    for (const QJsonValue& v : o.value(QStringLiteral("arrows")).toArray()) {
        const QJsonObject a = v.toObject();
        arrows << letter.value(a.value(QStringLiteral("colour")).toString(), QStringLiteral("?")) +
                      a.value(QStringLiteral("from")).toString() +
                      a.value(QStringLiteral("to")).toString();
    }
    for (const QJsonValue& v : o.value(QStringLiteral("circles")).toArray()) {
        const QJsonObject c = v.toObject();
        circles << letter.value(c.value(QStringLiteral("colour")).toString(), QStringLiteral("?")) +
                       c.value(QStringLiteral("square")).toString();
    }
    return arrows.join(u' ') + QStringLiteral(" | ") + circles.join(u' ');
}

QString plyMarks(const QString& file, int ply)
{
    const Run r =
        runCli({QStringLiteral("game"), file, QStringLiteral("--ply"), QString::number(ply),
                QStringLiteral("--format"), QStringLiteral("json")});
    if (r.exitCode != 0)
        return QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err);
    return marksOf(json(r));
}

} // namespace

class TestPgnArrows : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString write(const char* name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            qFatal("cannot write %s", name);
        return path;
    }

private slots:
    void studyOpensWithItsMarks_data()
    {
        QTest::addColumn<int>("ply");
        QTest::addColumn<QString>("marks");
        QTest::newRow("before the first move") << 0 << QStringLiteral(" | Ge4");
        QTest::newRow("after 1. e4") << 1 << QStringLiteral("Gb1c3 Rc3d5 | Gd5");
        QTest::newRow("the variation's arrow is not the main line's") << 3 << QStringLiteral(" | ");
        QTest::newRow("beside a clock") << 4 << QStringLiteral("Yf6e4 Bc3d5 | ");
        QTest::newRow("a comment of text alone") << 6 << QStringLiteral(" | ");
        QTest::newRow("the last move") << 7 << QStringLiteral(" | Rd5");
    }
    void studyOpensWithItsMarks()
    {
        QFETCH(int, ply);
        QFETCH(QString, marks);
        QCOMPARE(plyMarks(kStudy, ply), marks);
    }

    void listedPerPly()
    {
        const Run r = runCli(words(QStringLiteral("game --format json")) << kStudy);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject game = json(r).value(QStringLiteral("games")).toArray().at(0).toObject();
        QCOMPARE(game.value(QStringLiteral("tags")).toObject().value(QStringLiteral("Site")),
                 QStringLiteral("https://lichess.org/study/kN1ghTd5/Ch4pTer1"));
        const QJsonArray marks = game.value(QStringLiteral("marks")).toArray();
        QStringList plies;
        for (const QJsonValue& m : marks)
            plies << QString::number(m.toObject().value(QStringLiteral("ply")).toInt()) + u':' +
                         marksOf(m.toObject());
        QCOMPARE(plies.join(u'/'), QStringLiteral("0: | Ge4/1:Gb1c3 Rc3d5 | Gd5/4:Yf6e4 Bc3d5 | "
                                                  "/7: | Rd5"));
        // The arrow's full form, as the JSON output documents it.
        const QJsonObject arrow =
            marks.at(1).toObject().value(QStringLiteral("arrows")).toArray().at(0).toObject();
        QCOMPARE(arrow.value(QStringLiteral("from")), QStringLiteral("b1"));
        QCOMPARE(arrow.value(QStringLiteral("to")), QStringLiteral("c3"));
        QCOMPARE(arrow.value(QStringLiteral("colour")), QStringLiteral("green"));
    }

    void textNamesThem()
    {
        const Run r = runCli(words(QStringLiteral("game --ply 1")) << kStudy);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("drawn: [%csl Gd5][%cal Gb1c3,Rc3d5]\n")),
                 qPrintable(r.out));
    }

    void renderDrawsThem()
    {
        // The same ply drawn from the study and from the game without its comments.
        const QString bare = write("bare.pgn", "1. e4 e5 2. Nc3 Nf6 3. Nf3 Nc6 4. Nd5 *\n");
        const auto render = [](const QString& file, int ply) {
            const auto r = clitest::runCliRaw(
                words(QStringLiteral("render --metric knight --from b1 --size 320 --no-caption "
                                     "--ply %1 --format png --output - --pgn")
                          .arg(ply))
                << file);
            return QImage::fromData(r.out, "PNG");
        };
        const QImage marked = render(kStudy, 1), plain = render(bare, 1);
        QVERIFY(!marked.isNull() && !plain.isNull());
        QVERIFY(marked != plain);
        QCOMPARE(render(kStudy, 6), render(bare, 6)); // no marks at that ply: the same picture
    }

    void trajectoryAsPgn()
    {
        const Run r = runCli(
            words(QStringLiteral("trajectory --metric knight --from b1 --to f5 --format pgn")));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("{[%csl Gb1,Rf5][%cal Gb1")), qPrintable(r.out));
        QVERIFY(r.out.endsWith(QStringLiteral("]}\n")));
        // Each move of the routes listed once, in the colour of the first route that makes it
        // (green, red, blue, yellow, then again), and every move the JSON output's routes make.
        const Run j = runCli(
            words(QStringLiteral("trajectory --metric knight --from b1 --to f5 --format json")));
        QStringList moves;
        QSet<QString> seen;
        const QJsonArray routes = json(j).value(QStringLiteral("trajectories")).toArray();
        for (qsizetype k = 0; k < routes.size(); ++k) {
            const QJsonArray stops = routes[k].toArray();
            for (qsizetype i = 1; i < stops.size(); ++i) {
                const QString move = stops[i - 1].toString() + stops[i].toString();
                if (!seen.contains(move))
                    moves << QStringLiteral("GRBY").at(k % 4) + move;
                seen << move;
            }
        }
        QVERIFY(routes.size() >= 4);
        const QString arrows = r.out.section(QStringLiteral("[%cal "), 1).section(u']', 0, 0);
        QCOMPARE(arrows.split(u','), moves);
    }

    void roundTrip()
    {
        const Run r = runCli(words(
            QStringLiteral("trajectory --metric knight --from g1 --to e5 --limit 3 --format pgn")));
        QCOMPARE(r.exitCode, 0);
        const QByteArray comment = r.out.trimmed().toUtf8();
        const QString file =
            write("pasted.pgn", "[Event \"Pasted\"]\n\n1. d4 " + comment + " d5 2. Nf3 *\n");
        // The comment's own text, read as the JSON of ply 1 is written.
        const QString expected = [&]() -> QString {
            const QString inner = QString::fromUtf8(comment);
            const QStringList circles =
                inner.section(QStringLiteral("[%csl "), 1).section(u']', 0, 0).split(u',');
            const QStringList arrows =
                inner.section(QStringLiteral("[%cal "), 1).section(u']', 0, 0).split(u',');
            return arrows.join(u' ') + QStringLiteral(" | ") + circles.join(u' ');
        }();
        QVERIFY(expected.startsWith(QStringLiteral("Gg1")));
        QCOMPARE(plyMarks(file, 1), expected);
        QCOMPARE(plyMarks(file, 2), QStringLiteral(" | "));
    }

    void malformedEntriesIgnored()
    {
        const QString file = write(
            "bad.pgn", "[Event \"Bad marks\"]\n\n1. e4 {[%cal Zb1c3,Gb1,Gb9c3,Gb1b1,Gg1f3]"
                       "[%csl Gd5d6,Rf7]} e5 {[%cal Gb1c3} 2. Nf3 {[%csl Ge5] [%cal Rb1c3} *\n");
        QCOMPARE(plyMarks(file, 1), QStringLiteral("Gg1f3 | Rf7"));
        QCOMPARE(plyMarks(file, 2), QStringLiteral(" | "));
        QCOMPARE(plyMarks(file, 3), QStringLiteral(" | Ge5"));
        const Run r = runCli({QStringLiteral("game"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPgnArrows)
#include "tst_pgnarrows.moc"
