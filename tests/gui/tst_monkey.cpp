// A seeded random user drives the real window: clicks with modifiers, keys, drops, FEN typing,
// the clipboard, undo and redo. After every step the state must still hang together, and every
// so often the window must paint. CD_MONKEY_EVENTS sets the number of steps (default 2000),
// CD_MONKEY_SEED the seed (a failure prints the step and seed to replay it).
#include "guitest.h"

#include "gui/boardaccessible.h"
#include "gui/boardwidget.h"
#include "gui/controlpanel.h"
#include "gui/mainwindow.h"
#include "gui/squareinfo.h"

#include <QAccessible>
#include <QClipboard>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using cd::gui::BoardWidget;
using cd::gui::MainWindow;
using namespace guitest;

namespace {

int envInt(const char* name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

const char* const kFens[] = {
    "8/8/8/8/4N3/8/8/8",       "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "8/2n5/8/3R1p2/8/3P4/8/8", "k7/8/8/8/8/8/8/7K",
    "8/P7/8/8/8/8/7p/8",       "r3k2r/8/8/8/8/8/8/R3K2R",
};

const char* const kGarbage[] = {
    "",
    "x",
    "8/8/8",
    "9/8/8/8/8/8/8/8",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9",
    "8/8/8/8/8/8/8/8/8",
    "🙂",
    "P7/8/8/8/8/8/8/8",
    " \\ ",
    "kkkkkkkk/8/8/8/8/8/8/8 w",
};

class Monkey {
public:
    Monkey(MainWindow& w, quint32 seed) : m_w(w), m_rng(seed) {}

    QString step()
    {
        switch (m_rng.bounded(13)) {
        case 12:
            return usePanel();
        case 0:
        case 1:
        case 2:
            return clickSquare();
        case 3:
            return clickAnywhere();
        case 4:
        case 5:
        case 6:
            return pressKey();
        case 7:
            return typeFen();
        case 8:
        case 9:
            return dropPiece();
        case 10:
            return undoRedo();
        default:
            return pasteOrResize();
        }
    }

private:
    Square square() { return static_cast<Square>(m_rng.bounded(64)); }
    BoardWidget& board() { return *m_w.board(); }

    QString clickSquare()
    {
        static const Qt::KeyboardModifiers mods[] = {Qt::NoModifier, Qt::NoModifier,
                                                     Qt::ShiftModifier, Qt::ControlModifier,
                                                     Qt::ControlModifier | Qt::ShiftModifier};
        const Square s = square();
        const Qt::MouseButton button = m_rng.bounded(3) == 0 ? Qt::RightButton : Qt::LeftButton;
        const Qt::KeyboardModifiers m = mods[m_rng.bounded(5)];
        QTest::mouseClick(&board(), button, m, board().squareRect(s).center().toPoint());
        return QStringLiteral("click %1 button %2 mods %3")
            .arg(QString::fromStdString(squareName(s)))
            .arg(int(button))
            .arg(int(m));
    }

    QString clickAnywhere()
    {
        const QPoint p(m_rng.bounded(std::max(1, board().width())),
                       m_rng.bounded(std::max(1, board().height())));
        if (m_rng.bounded(2) == 0)
            QTest::mouseMove(&board(), p);
        else
            QTest::mouseClick(&board(), Qt::LeftButton, Qt::NoModifier, p);
        return QStringLiteral("point %1,%2").arg(p.x()).arg(p.y());
    }

    QString pressKey()
    {
        struct Key {
            Qt::Key key;
            Qt::KeyboardModifiers mods;
        };
        static const Key keys[] = {
            {Qt::Key_Up, {}},
            {Qt::Key_Down, {}},
            {Qt::Key_Left, {}},
            {Qt::Key_Right, {}},
            {Qt::Key_Return, {}},
            {Qt::Key_Space, {}},
            {Qt::Key_Escape, {}},
            {Qt::Key_Delete, {}},
            {Qt::Key_Backspace, {}},
            {Qt::Key_F, {}},
            {Qt::Key_N, {}},
            {Qt::Key_A, {}},
            {Qt::Key_1, {}},
            {Qt::Key_2, {}},
            {Qt::Key_3, {}},
            {Qt::Key_4, {}},
            {Qt::Key_5, {}},
            {Qt::Key_6, {}},
            {Qt::Key_7, {}},
            {Qt::Key_8, {}},
            {Qt::Key_9, {}},
            {Qt::Key_Z, Qt::ControlModifier},
            {Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier},
            {Qt::Key_Y, Qt::ControlModifier},
            {Qt::Key_F11, {}},
            {Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier}, // copy the image
        };
        const Key& k = keys[m_rng.bounded(int(std::size(keys)))];
        if (k.key == Qt::Key_F11 && m_rng.bounded(8) != 0)
            return QStringLiteral("skip F11"); // rare: it re-lays out the whole window
        board().setFocus();
        QTest::keyClick(&board(), k.key, k.mods);
        return QStringLiteral("key %1 mods %2").arg(int(k.key)).arg(int(k.mods));
    }

    QString typeFen()
    {
        QLineEdit* fen = m_w.panel()->fenEdit();
        QString text = m_rng.bounded(2) == 0
                           ? QString::fromUtf8(kFens[m_rng.bounded(int(std::size(kFens)))])
                           : QString::fromUtf8(kGarbage[m_rng.bounded(int(std::size(kGarbage)))]);
        if (m_rng.bounded(4) == 0 && !text.isEmpty())
            text.truncate(m_rng.bounded(text.size())); // half typed
        fen->setFocus();
        fen->selectAll();
        if (text.isEmpty())
            QTest::keyClick(fen, Qt::Key_Backspace);
        for (const QChar c : std::as_const(text)) {
            if (c.unicode() >= 0x20 && c.unicode() < 0x7f) // QTest knows the ASCII keys only
                QTest::keyClick(fen, char(c.unicode()));
            else
                QTest::sendKeyEvent(QTest::Click, fen, Qt::Key_unknown, QString(c), Qt::NoModifier);
        }
        if (m_rng.bounded(2) == 0)
            board().setFocus(); // leaves the field (editingFinished)
        return QStringLiteral("fen '%1'").arg(text);
    }

    QString dropPiece()
    {
        const char letters[] = "KQRBNPkqrbnpX";
        const char letter = letters[m_rng.bounded(13)];
        QByteArray payload(1, letter);
        const Board& pos = m_w.state()->query().board;
        if (m_rng.bounded(2) == 0) { // from the board: a square holding that piece, or any
            Square from = square();
            for (Square s = A1; s <= H8; ++s)
                if (pos.pieceAt(s) && pieceLetter(*pos.pieceAt(s)) == letter)
                    from = s;
            payload += QByteArray::fromStdString(squareName(from));
        }
        const Square to = square();
        const QPoint at = m_rng.bounded(10) == 0 ? QPoint(m_rng.bounded(board().width()), 2)
                                                 : board().squareRect(to).center().toPoint();
        drop(&board(), payload, at);
        return QStringLiteral("drop %1 at %2,%3")
            .arg(QString::fromLatin1(payload))
            .arg(at.x())
            .arg(at.y());
    }

    QString usePanel()
    {
        gui::ControlPanel* panel = m_w.panel();
        const QList<QSpinBox*> spins = panel->findChildren<QSpinBox*>(); // length, routes shown
        switch (m_rng.bounded(4)) {
        case 0: {
            const int length = m_rng.bounded(3) == 0 ? m_rng.bounded(9) : 0;
            spins.at(0)->setValue(length);
            return QStringLiteral("length %1").arg(length);
        }
        case 1: {
            const int shown = m_rng.bounded(12);
            spins.at(1)->setValue(shown);
            return QStringLiteral("show %1 routes").arg(shown);
        }
        case 2:
            m_w.state()->setDistinctStops(!m_w.state()->query().distinctStops);
            return QStringLiteral("distinct stops");
        default:
            for (QPushButton* b : panel->findChildren<QPushButton*>())
                if (b->toolTip() == QStringLiteral("Next route") ||
                    b->toolTip() == QStringLiteral("Previous route"))
                    if (m_rng.bounded(2) == 0 && b->isEnabled()) {
                        QTest::mouseClick(b, Qt::LeftButton);
                        return b->toolTip();
                    }
            return QStringLiteral("no route step");
        }
    }

    QString undoRedo()
    {
        QUndoStack* stack = m_w.state()->undoStack();
        if (m_rng.bounded(2) == 0)
            stack->undo();
        else
            stack->redo();
        return QStringLiteral("undo/redo");
    }

    QString pasteOrResize()
    {
        if (m_rng.bounded(3) == 0) {
            const QSize size(200 + m_rng.bounded(900), 200 + m_rng.bounded(700));
            m_w.resize(size);
            return QStringLiteral("resize %1x%2").arg(size.width()).arg(size.height());
        }
        const QString text =
            m_rng.bounded(2) == 0
                ? QString::fromUtf8(kFens[m_rng.bounded(int(std::size(kFens)))])
                : QString::fromUtf8(kGarbage[m_rng.bounded(int(std::size(kGarbage)))]);
        QGuiApplication::clipboard()->setText(text);
        board().setFocus();
        QTest::keyClick(&board(), Qt::Key_V, Qt::ControlModifier);
        return QStringLiteral("paste '%1'").arg(text);
    }

    MainWindow& m_w;
    QRandomGenerator m_rng;
};

// Why the window's state does not hang together ("" when it does).
QString inconsistency(MainWindow& w)
{
    const gui::BoardState& state = *w.state();
    const Query& q = state.query();
    const Answer& a = state.answer();
    if (q.from && supportsTrajectories(q.metric) && a.map[static_cast<std::size_t>(*q.from)] != 0)
        return QStringLiteral("the source is not at distance 0");
    if (a.trajectories && (!q.from || !q.to))
        return QStringLiteral("trajectories without a source and a target");
    if (a.trajectories && state.error().isEmpty() && a.trajectories->distance >= 0 &&
        a.map[static_cast<std::size_t>(*q.to)] != a.trajectories->distance && !q.via &&
        q.metric != Metric::Reach)
        return QStringLiteral("the map and the trajectories disagree on the distance");
    if (const int route = w.panel()->routeIndex(); route >= 0) {
        if (!a.trajectories || static_cast<std::uint64_t>(route) >= a.trajectories->count.value)
            return QStringLiteral("stepping through a route that does not exist");
        if (w.board()->diagram().arrows.size() > 1)
            return QStringLiteral("stepping, yet more than one route drawn");
    }
    const Diagram& d = w.board()->diagram();
    for (Square s = A1; s <= H8; ++s)
        if (d.pieceAt(s) != q.board.pieceAt(s) && s != q.from) // the source shows its mover
            return QStringLiteral("the board shows another position");
    if (d.flipped != w.state()->displayOptions().flipped)
        return QStringLiteral("the board is flipped the wrong way");
    const QUndoStack* undo = const_cast<gui::BoardState&>(state).undoStack();
    if (undo->index() > 0 && undo->text(undo->index() - 1).isEmpty())
        return QStringLiteral("an undo step without a name (Edit menu: \"Undo\" and nothing)");
    QLineEdit* fen = w.panel()->fenEdit();
    if (!fen->hasFocus() && !w.panel()->fenError().isEmpty() &&
        Board::fromFen(fen->text().toStdString()))
        return QStringLiteral("a FEN error shown for a valid FEN");
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(w.board());
    const Square focus = w.board()->focusSquare();
    const int index = gui::BoardAccessible::indexOf(focus, w.state()->displayOptions().flipped);
    if (board->child(index)->text(QAccessible::Name) != w.state()->describeSquare(focus))
        return QStringLiteral("the screen reader hears another name for the focus square");
    return {};
}

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT
private slots:
    void randomUserCannotBreakTheWindow()
    {
        const int events = envInt("CD_MONKEY_EVENTS", 2000);
        const auto seed = static_cast<quint32>(envInt("CD_MONKEY_SEED", 20240601));
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("monkey.ini")), QSettings::IniFormat);
        MainWindow w(&settings);
        w.resize(900, 640);
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        Monkey monkey(w, seed);
        QString last;
        // What the run reached, so that a monkey whose events all miss cannot pass.
        QSet<int> metrics;
        QSet<QString> positions;
        int flips = 0, targets = 0, errors = 0;
        bool flipped = false;
        for (int i = 0; i < events; ++i) {
            const QString action = monkey.step();
            QCoreApplication::processEvents(); // paint, deliver queued signals and timers
            if (!w.isActiveWindow()) {
                QApplication::setActiveWindow(&w);
                QVERIFY(QTest::qWaitForWindowActive(&w));
            }
            const QString problem = inconsistency(w);
            if (!problem.isEmpty())
                QFAIL(qPrintable(QStringLiteral("step %1 (%2; before: %3), seed %4: %5")
                                     .arg(i)
                                     .arg(action, last)
                                     .arg(seed)
                                     .arg(problem)));
            if (i % 25 == 0) // the widget really paints a board, not a blank
                QVERIFY2(guitest::squareColours(*w.board()) >= 2, qPrintable(action));
            last = action;
            const Query& q = w.state()->query();
            metrics.insert(static_cast<int>(q.metric));
            positions.insert(QString::fromStdString(q.board.fen()));
            flips += w.state()->displayOptions().flipped != flipped;
            flipped = w.state()->displayOptions().flipped;
            targets += q.to.has_value();
            errors += !w.panel()->fenError().isEmpty();
        }
        qInfo("%d steps: %lld metrics, %lld positions, %d flips, %d steps with a target, %d with "
              "a FEN error",
              events, metrics.size(), positions.size(), flips, targets, errors);
        if (events >= 1000) {
            QVERIFY(metrics.size() >= 8);
            QVERIFY(positions.size() >= 20);
            QVERIFY(flips >= 10);
            QVERIFY(targets >= events / 20);
            QVERIFY(errors > 0);
        }
        w.saveSettings();
        QSettings reread(settings.fileName(), QSettings::IniFormat);
        MainWindow again(&reread);
        QCOMPARE(again.state()->query().board, w.state()->query().board);
        QCOMPARE(again.state()->query().metric, w.state()->query().metric);
    }
};

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
