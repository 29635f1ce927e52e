// The window exports what it shows: both boards while comparing, the square pair of Kappe's
// matrix, the what-if squares; Copy image puts the same picture on the clipboard; the board's
// wavefront, routes and game moves as animations, previewed as they play.
#include "guitest.h"

#include "diagram/exporter.h"
#include "gui/animationcontrols.h"
#include "gui/boardwidget.h"
#include "gui/compareview.h"
#include "gui/exportdialog.h"
#include "gui/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QImage>
#include <QImageReader>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <functional>

using namespace cd;
using cd::gui::ExportDialog;
using cd::gui::MainWindow;
using namespace guitest;

namespace {

// The process's peak resident memory so far (VmHWM), in kB.
qint64 peakKilobytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLongLong();
    return 0;
}

ExportDialog dialogFor(MainWindow& w)
{
    return ExportDialog([&w](const DisplayOptions& d) { return w.state()->boardsWith(d); },
                        w.state()->displayOptions());
}

// The dialog as File > Export opens it, animations offered.
ExportDialog animatingDialogFor(MainWindow& w)
{
    return ExportDialog([&w](const DisplayOptions& d) { return w.state()->boardsWith(d); },
                        w.state()->displayOptions(),
                        [&w](AnimationKind kind, const DisplayOptions& d) {
                            return w.state()->animationFrames(kind, d);
                        });
}

void chooseFormat(ExportDialog& dialog, const QString& text)
{
    auto* format = dialog.findChild<QComboBox*>();
    format->setCurrentIndex(format->findText(text));
    QVERIFY(format->currentText() == text);
}

// The "Shows" choice of the animation controls.
QComboBox* kindBox(ExportDialog& dialog)
{
    return dialog.animationControls()->findChild<QComboBox*>();
}

bool kindEnabled(ExportDialog& dialog, AnimationKind kind)
{
    QComboBox* box = kindBox(dialog);
    const auto* model = qobject_cast<QStandardItemModel*>(box->model());
    return model->item(box->findData(static_cast<int>(kind)))->isEnabled();
}

bool hasMark(const Diagram& d, Square s, MarkKind kind)
{
    return std::find(d.marks.begin(), d.marks.end(), Mark{s, kind}) != d.marks.end();
}

QImage rgb(const QImage& image)
{
    return image.convertToFormat(QImage::Format_RGB32);
}

// Triggers the File menu's Copy image, as a user does.
void copyImage(MainWindow& w)
{
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().remove(u'&') == QStringLiteral("Copy image")) {
            a->trigger();
            return;
        }
    QFAIL("no Copy image action");
}

// Triggers File > Export image and hands the open dialog to `use` (which closes it).
void withExportDialog(MainWindow& w, const std::function<void(ExportDialog&)>& use)
{
    QAction* action = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text().remove(u'&') == QStringLiteral("Export image…"))
            action = a;
    QVERIFY(action);
    bool used = false;
    QTimer::singleShot(0, &w, [&] {
        auto* dialog = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        used = true;
        use(*dialog);
        dialog->reject();
    });
    action->trigger();
    QVERIFY(used);
}

} // namespace

class TestExportShown : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

private slots:
    // The dialog opens as the teacher left it last time, after a restart too: format, what the
    // animation shows and its timing, width, caption, FEN and background.
    void theDialogRemembersTheLastChoices()
    {
        const QString ini = m_files.freshIni();
        const auto widthBox = [](ExportDialog& d) {
            for (QSpinBox* box : d.findChildren<QSpinBox*>())
                if (box->suffix() == QStringLiteral(" px"))
                    return box;
            return static_cast<QSpinBox*>(nullptr);
        };
        const auto box = [](ExportDialog& d, const QString& text) {
            for (QCheckBox* b : d.findChildren<QCheckBox*>())
                if (b->text() == text)
                    return b;
            return static_cast<QCheckBox*>(nullptr);
        };
        {
            QSettings s(ini, QSettings::IniFormat);
            MainWindow w(&s);
            showActive(w);
            click(*w.board(), "g7", Qt::RightButton); // routes from e4 to g7 to animate
            withExportDialog(w, [&](ExportDialog& d) {
                chooseFormat(d, QStringLiteral("GIF animation"));
                QComboBox* kind = kindBox(d);
                kind->setCurrentIndex(kind->findData(static_cast<int>(AnimationKind::Routes)));
                auto spins = d.animationControls()->findChildren<QSpinBox*>();
                QCOMPARE(spins.size(), 2);
                spins[0]->setValue(1500);
                spins[1]->setValue(3);
                widthBox(d)->setValue(1200);
                box(d, QStringLiteral("Caption"))->setChecked(false);
                box(d, QStringLiteral("FEN in the caption"))->setChecked(true);
                box(d, QStringLiteral("Transparent background"))->setChecked(true);
            });
            w.close();
        }
        QSettings s(ini, QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        withExportDialog(w, [&](ExportDialog& d) {
            QCOMPARE(d.animationFormat(), std::optional(AnimationFormat::Gif));
            QCOMPARE(d.animationControls()->kind(), AnimationKind::Routes);
            QCOMPARE(d.animationControls()->timing().delayMs, 1500);
            QCOMPARE(d.animationControls()->timing().loop, 3);
            QCOMPARE(d.imageWidth(), 1200);
            QVERIFY(!box(d, QStringLiteral("Caption"))->isChecked());
            QVERIFY(box(d, QStringLiteral("FEN in the caption"))->isChecked());
            QVERIFY(box(d, QStringLiteral("Transparent background"))->isChecked());
            chooseFormat(d, QStringLiteral("SVG drawing"));
        });
        withExportDialog(w, [&](ExportDialog& d) { QCOMPARE(d.format(), ImageFormat::Svg); });
    }

    // Saved choices are untrusted: a damaged or hostile file leaves the dialog's first choices
    // (PNG, 800 px, caption on, a frame every 800 ms) wherever a value is not one it offers.
    void damagedSavedChoicesFallBack()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        s.setValue(QStringLiteral("export/format"), QStringLiteral("exe"));
        s.setValue(QStringLiteral("export/width"), QStringLiteral("99999999999999999999"));
        s.setValue(QStringLiteral("export/caption"), QByteArray(100000, 'x'));
        s.setValue(QStringLiteral("export/animation"), QStringLiteral("routes\x01"));
        s.setValue(QStringLiteral("export/delayMs"), -5);
        s.setValue(QStringLiteral("export/loop"), QStringList{QStringLiteral("1")});
        MainWindow w(&s);
        ExportDialog dialog = animatingDialogFor(w);
        dialog.restoreChoices(s);
        QCOMPARE(dialog.format(), ImageFormat::Png);
        QVERIFY(!dialog.animationFormat());
        QCOMPARE(dialog.imageWidth(), 800);
        QCOMPARE(dialog.animationControls()->kind(), AnimationKind::Wavefront);
        QCOMPARE(dialog.animationControls()->timing().delayMs, AnimationTiming{}.delayMs);
        QCOMPARE(dialog.animationControls()->timing().loop, 0);
        QVERIFY(dialog.diagrams().front().show.caption);
    }

    // With the compare board open, the file holds both boards side by side, as shown.
    void bothComparedBoards()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        w.compare()->compareWith(Metric::Manhattan);
        ExportDialog dialog(dialogFor(w));
        const std::vector<Diagram> boards = dialog.diagrams();
        QCOMPARE(boards.size(), std::size_t{2});
        for (Square q = A1; q <= H8; ++q) {
            QCOMPARE(boards[0].cell(q).value, w.board()->diagram().cell(q).value);
            QCOMPARE(boards[1].cell(q).value, w.compare()->diagram().cell(q).value);
        }
        QCOMPARE(boards[1].caption, w.compare()->diagram().caption);

        const QString path = m_files.path(QStringLiteral("compare.png"));
        QVERIFY(dialog.exportTo(path));
        const QImage written(path);
        QCOMPARE(written.width(), 800);
        QCOMPARE(rgb(written), rgb(renderImage(boards, 800)));
        // Not the main board alone: that picture is taller (one column) and differs.
        QVERIFY(written.size() != renderImage(boards[0], 800).size());

        // Before and after: the frozen board's caption says so in the file too.
        w.state()->freezeBefore();
        QVERIFY(
            ExportDialog(dialogFor(w)).diagrams()[1].caption.startsWith(QStringLiteral("Before")));
        w.state()->setCompareOff();
        QCOMPARE(ExportDialog(dialogFor(w)).diagrams().size(), std::size_t{1});
    }

    // The pair picked in Kappe's matrix and the what-if squares are drawn in the file.
    void highlightAndWhatIfMarks()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        w.state()->setMetric(Metric::Reach);
        click(*w.board(), "e4");
        const QImage plain = ExportDialog(dialogFor(w)).image();

        w.state()->setHighlight(std::pair{sq("a1"), sq("h8")});
        const Diagram highlighted = ExportDialog(dialogFor(w)).diagrams().front();
        QVERIFY(hasMark(highlighted, sq("a1"), MarkKind::PairFrom));
        QVERIFY(hasMark(highlighted, sq("h8"), MarkKind::PairTo));
        QVERIFY(rgb(ExportDialog(dialogFor(w)).image()) != rgb(plain));
        w.state()->setHighlight(std::nullopt);

        QVERIFY(w.state()->toggleBlocked(sq("c3")));
        QVERIFY(w.state()->toggleUnsafe(sq("f5")));
        ExportDialog dialog(dialogFor(w));
        const Diagram whatIf = dialog.diagrams().front();
        QVERIFY(hasMark(whatIf, sq("c3"), MarkKind::Blocked));
        QVERIFY(hasMark(whatIf, sq("f5"), MarkKind::Unsafe));
        QCOMPARE(whatIf.marks, w.board()->diagram().marks);
        const QString path = m_files.path(QStringLiteral("whatif.svg"));
        auto* format = dialog.findChild<QComboBox*>();
        format->setCurrentIndex(format->findData(static_cast<int>(ImageFormat::Svg)));
        QVERIFY(dialog.exportTo(path));
        QVERIFY(rgb(ExportDialog(dialogFor(w)).image()) != rgb(plain));
    }

    // Copy image copies the picture Export writes by default: both boards while comparing.
    void copyImageCopiesWhatExportWrites()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        w.compare()->compareWith(Metric::Chebyshev);
        w.state()->setHighlight(std::pair{sq("b2"), sq("g7")});
        copyImage(w);
        const QImage copied = QGuiApplication::clipboard()->image();
        ExportDialog dialog(dialogFor(w));
        const QString path = m_files.path(QStringLiteral("default.png"));
        QVERIFY(dialog.exportTo(path));
        const QImage written(path);
        QCOMPARE(copied.size(), written.size());
        QCOMPARE(rgb(copied), rgb(written));
        QCOMPARE(dialog.diagrams().size(), std::size_t{2});
    }

    // The wavefront and the routes of the board as a GIF or WebP: the preview plays the frames,
    // the file holds one frame per step or move; what cannot move is greyed out.
    void animationsOfTheBoard()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QCOMPARE(w.state()->answer().maximum, 4); // knight from e4
        ExportDialog dialog(animatingDialogFor(w));
        QVERIFY(!dialog.animationControls()->isVisibleTo(&dialog)); // a still picture first
        chooseFormat(dialog, QStringLiteral("GIF animation"));
        QCOMPARE(dialog.animationFormat(), AnimationFormat::Gif);
        QVERIFY(dialog.animationControls()->isVisibleTo(&dialog));
        QVERIFY(kindEnabled(dialog, AnimationKind::Wavefront));
        QVERIFY(!kindEnabled(dialog, AnimationKind::Routes)); // no target
        QVERIFY(!kindEnabled(dialog, AnimationKind::Plies));  // no game
        QCOMPARE(dialog.previewFrameCount(), 5);              // steps 0..4
        bool counted = false;
        for (QLabel* label : dialog.findChildren<QLabel*>())
            counted = counted || label->text().startsWith(QStringLiteral("5 frames, 800 × "));
        QVERIFY(counted);

        // The preview plays: the picture changes by itself.
        auto* preview = dialog.findChild<QLabel*>();
        for (QLabel* label : dialog.findChildren<QLabel*>())
            if (label->accessibleName() == QStringLiteral("Preview"))
                preview = label;
        dialog.show();
        const qint64 first = preview->pixmap().cacheKey();
        QTRY_VERIFY_WITH_TIMEOUT(preview->pixmap().cacheKey() != first, 5000);

        const QString gif = m_files.path(QStringLiteral("wave.gif"));
        QVERIFY(dialog.exportTo(gif));
        QImageReader reader(gif);
        QCOMPARE(reader.format(), QByteArray("gif"));
        QCOMPARE(reader.imageCount(), 5);
        QCOMPARE(reader.size().width(), 800);

        // A target: e4 -> e6 by c5 or by g5, each route drawn move by move.
        w.state()->setTarget(sq("e6"));
        w.state()->setRoutesShown(2);
        ExportDialog routes(animatingDialogFor(w));
        chooseFormat(routes, QStringLiteral("WebP animation"));
        QVERIFY(kindEnabled(routes, AnimationKind::Routes));
        kindBox(routes)->setCurrentIndex(
            kindBox(routes)->findData(static_cast<int>(AnimationKind::Routes)));
        QCOMPARE(routes.previewFrameCount(), 4);
        const std::vector<Diagram> frames = routes.frames();
        QCOMPARE(frames[1].arrows.front().stops.size(), std::size_t{3}); // e4, c5|g5, e6
        QVERIFY(frames[1].arrows != frames[3].arrows);
        const QString webp = m_files.path(QStringLiteral("route.webp"));
        QVERIFY(routes.exportTo(webp));
        QFile file(webp);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray head = file.read(16);
        QVERIFY(head.startsWith("RIFF") && head.mid(8, 4) == "WEBP");
    }

    // The game from the current move on, the measured piece followed until it is taken.
    void animationOfTheGame()
    {
        const QString pgn = m_files.path(QStringLiteral("short.pgn"));
        QFile f(pgn);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Nxe5 *\n");
        f.close();
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        QVERIFY(openGame(w, pgn, 0, 2));
        w.state()->measurePiece(sq("b8")); // the black knight, taken by 4. Bxc6
        ExportDialog dialog(animatingDialogFor(w));
        chooseFormat(dialog, QStringLiteral("GIF animation"));
        QVERIFY(kindEnabled(dialog, AnimationKind::Plies));
        kindBox(dialog)->setCurrentIndex(
            kindBox(dialog)->findData(static_cast<int>(AnimationKind::Plies)));
        const std::vector<Diagram> frames = dialog.frames();
        QCOMPARE(frames.size(), std::size_t{5}); // plies 2..6; 4. Bxc6 takes it
        QVERIFY(frames.front().caption.startsWith(QStringLiteral("White to move\nafter 1... e5")));
        QVERIFY(frames.back().caption.startsWith(QStringLiteral("White to move\nafter 3... a6")));
        QVERIFY(std::find(frames[2].marks.begin(), frames[2].marks.end(),
                          Mark{sq("c6"), MarkKind::Source}) != frames[2].marks.end());
    }

    // A long game: the preview obeys Save's pixel limit, builds its frames one at a time, and
    // Save is refused with the reason before anything is drawn (issue class 4).
    void aLongGameIsPreviewedWithinTheLimits()
    {
        const QString pgn = m_files.path(QStringLiteral("long.pgn"));
        QFile f(pgn);
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int n = 1; n <= 1500; ++n) // 3,000 plies of knights going out and back
            f.write(n % 2 ? QByteArray::number(n) + ". Nf3 Nf6 "
                          : QByteArray::number(n) + ". Ng1 Ng8 ");
        f.write("*\n");
        f.close();
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        QVERIFY(openGame(w, pgn, 0, 0));
        const qint64 before = peakKilobytes();
        ExportDialog dialog(animatingDialogFor(w));
        chooseFormat(dialog, QStringLiteral("GIF animation"));
        kindBox(dialog)->setCurrentIndex(
            kindBox(dialog)->findData(static_cast<int>(AnimationKind::Plies)));
        QVERIFY(!dialog.canSave()); // 3,001 frames of 800 px are far beyond the limit
        QCOMPARE(dialog.previewFrameCount(), 1);
        const QString gif = m_files.path(QStringLiteral("long.gif"));
        QVERIFY(!dialog.exportTo(gif));
        QVERIFY(!QFile::exists(gif));
        // Within the limit at the smallest width: every frame plays, each drawn in its turn.
        dialog.findChild<QSpinBox*>()->setValue(kMinExportWidth);
        QVERIFY(dialog.canSave());
        QCOMPARE(dialog.previewFrameCount(), 3001);
        const qint64 grown = peakKilobytes() - before;
        QVERIFY2(grown < 300 * 1024, qPrintable(QStringLiteral("grew %1 kB").arg(grown)));
    }
};

QTEST_MAIN(TestExportShown)
#include "tst_exportshown.moc"
