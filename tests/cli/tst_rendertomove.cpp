// render names the side to move where the picture turns on it, as the window does (one rule,
// diagram/sidetomove.h): a zone, who arrives first, a game's position and a piece's moves in a
// position get the marker and "Black to move" as the caption's first line; a map of the empty
// board does not, and a caption given by --caption keeps its own words.
#include "gamefixture.h"

#include <QFile>
#include <QRegularExpression>

using namespace clitest;

namespace {

const QString kLate = QStringLiteral("8/8/8/p7/8/8/5K2/8 b - - 0 1");

} // namespace

class TestRenderToMove : public QObject {
    Q_OBJECT
private:
    GameFiles m_games;

    // The caption's lines of the SVG that `render` writes with `args`, in order.
    QStringList captionOf(const QStringList& args)
    {
        const QString out = m_games.file(QStringLiteral("tomove.svg"));
        QFile::remove(out);
        const Run r = m_games.run(QStringList{QStringLiteral("render")} + args +
                                  QStringList{QStringLiteral("--output"), out});
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        QFile f(out);
        if (!f.open(QIODevice::ReadOnly))
            return {QStringLiteral("<no file>")};
        QStringList texts;
        static const QRegularExpression text(QStringLiteral("<text[^>]*>([^<]*)</text>"));
        for (const auto& m : text.globalMatch(QString::fromUtf8(f.readAll())))
            texts << m.captured(1).trimmed();
        return texts;
    }

private slots:
    void namedWhereThePictureTurnsOnIt_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("side");
        const QString fen = QStringLiteral("--fen");
        QTest::newRow("zone, Black to move") << QStringList{fen,
                                                            kLate,
                                                            QStringLiteral("--from"),
                                                            QStringLiteral("a5"),
                                                            QStringLiteral("--to"),
                                                            QStringLiteral("a1"),
                                                            QStringLiteral("--zone")}
                                             << QStringLiteral("Black to move");
        QTest::newRow("zone, White to move")
            << QStringList{fen,
                           QStringLiteral("8/8/8/p7/8/8/5K2/8 w - - 0 1"),
                           QStringLiteral("--from"),
                           QStringLiteral("a5"),
                           QStringLiteral("--to"),
                           QStringLiteral("a1"),
                           QStringLiteral("--zone")}
            << QStringLiteral("White to move");
        QTest::newRow("arrival") << QStringList{fen,
                                                QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 0 1"),
                                                QStringLiteral("--metric"),
                                                QStringLiteral("arrival")}
                                 << QStringLiteral("Black to move");
        QTest::newRow("a game's position")
            << QStringList{QStringLiteral("--pgn"),    QStringLiteral("opera.pgn"),
                           QStringLiteral("--ply"),    QStringLiteral("3"),
                           QStringLiteral("--metric"), QStringLiteral("knight"),
                           QStringLiteral("--from"),   QStringLiteral("b8")}
            << QStringLiteral("Black to move");
        QTest::newRow("a piece's moves in a position")
            << QStringList{fen, kLate, QStringLiteral("--from"), QStringLiteral("f2")}
            << QStringLiteral("Black to move");
    }
    void namedWhereThePictureTurnsOnIt()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, side);
        const QStringList texts = captionOf(args);
        QVERIFY2(texts.contains(side), qPrintable(texts.join(u'|')));
        // The first line of the caption: before the verdict or the map's own words.
        const auto at = texts.indexOf(side);
        QVERIFY2(at + 1 < texts.size() && !texts[at + 1].contains(QStringLiteral("to move")),
                 qPrintable(texts.join(u'|')));
    }

    void notWhereItDoesNot()
    {
        // The knight's distances on the empty board: no position, no side to move.
        const QStringList empty = captionOf({QStringLiteral("--metric"), QStringLiteral("knight"),
                                             QStringLiteral("--from"), QStringLiteral("b1")});
        QVERIFY(empty.size() > 3);
        QVERIFY2(!empty.join(u'|').contains(QStringLiteral("to move")),
                 qPrintable(empty.join(u'|')));
        // A caption of the user's own is kept as written.
        const QStringList own =
            captionOf({QStringLiteral("--fen"), kLate, QStringLiteral("--from"),
                       QStringLiteral("a5"), QStringLiteral("--to"), QStringLiteral("a1"),
                       QStringLiteral("--caption"), QStringLiteral("Can the king catch it?")});
        QVERIFY(own.contains(QStringLiteral("Can the king catch it?")));
        QVERIFY(!own.contains(QStringLiteral("Black to move")));
    }
};

QTEST_MAIN(TestRenderToMove)
#include "tst_rendertomove.moc"
