// A piece has one name wherever the program says it, in German too: the status bar's description
// of a square names its piece, and the probe, as the zones and the homework page do.
#include "diagram/piecenoun.h"
#include "gui/boardstate.h"
#include "i18n/translations.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using cd::gui::BoardState;

class TestPieceNames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // The built-in German catalogue is loaded: a known string comes back translated.
        QCOMPARE(pieceNoun({Color::White, PieceType::Knight}), QStringLiteral("Weißer Springer"));
    }

    void squareNamesItsPiece_data()
    {
        QTest::addColumn<QString>("square");
        QTest::addColumn<int>("color");
        QTest::addColumn<int>("type");
        QTest::newRow("white knight") << "e4" << int(Color::White) << int(PieceType::Knight);
        QTest::newRow("black pawn") << "d5" << int(Color::Black) << int(PieceType::Pawn);
        QTest::newRow("black queen") << "d8" << int(Color::Black) << int(PieceType::Queen);
    }

    void squareNamesItsPiece()
    {
        QFETCH(QString, square);
        QFETCH(int, color);
        QFETCH(int, type);
        BoardState state;
        state.editPosition(*Board::fromFen("3qk3/8/8/3p4/4N3/8/8/4K3 w - - 0 1"),
                           QStringLiteral("test"));
        const QString said = state.describeSquare(*parseSquare(square.toStdString()));
        const QString name = pieceNoun({static_cast<Color>(color), static_cast<PieceType>(type)});
        QVERIFY2(said.contains(name), qPrintable(said + QStringLiteral(" lacks ") + name));
    }

    // The stand-in on an empty source is named as the pictures name it.
    void probeNamedAsInPictures()
    {
        BoardState state;
        state.setMetric(Metric::Reach);
        state.setProbePiece({Color::Black, PieceType::Bishop});
        state.setSource(parseSquare("c1"));
        const QString said = state.describeSquare(*parseSquare("c1"));
        const QString name = pieceNoun({Color::Black, PieceType::Bishop});
        QVERIFY2(said.contains(name), qPrintable(said + QStringLiteral(" lacks ") + name));
    }
};

int main(int argc, char* argv[])
{
    // German, and no translator's own catalogue that could stand in for the built-in one.
    const QTemporaryDir data;
    qunsetenv("LC_ALL");
    qunsetenv("LC_MESSAGES");
    qputenv("LANGUAGE", "de");
    qputenv("LANG", "de_DE.UTF-8");
    qputenv("XDG_DATA_HOME", data.path().toLocal8Bit());
    qputenv("XDG_DATA_DIRS", data.path().toLocal8Bit());
    QApplication app(argc, argv);
    cd::i18n::installTranslations(app);
    TestPieceNames test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_piecenames.moc"
