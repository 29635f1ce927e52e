// Hostile game files in the window (issue classes 6 and 8; round 4, classes 6 and 7): the saved
// session's game is not trusted (a FIFO, control characters in its name); files are read on a
// thread the window owns, while the window goes on, with a Cancel that ends the reading and
// leaves the board as it was; thousands of skipped games are listed in part, and saved whole.
#include "guitest.h"

#include "gui/gamefileloader.h"
#include "gui/gamestep.h"
#include "gui/mainwindow.h"
#include "gui/skippedgamesdialog.h"
#include "options/startrequest.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cd;

class TestGameFiles : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    // The threads of this process, the window's readers among them.
    static int threadCount()
    {
        return static_cast<int>(QDir(QStringLiteral("/proc/self/task"))
                                    .entryList(QDir::Dirs | QDir::NoDotAndDotDot)
                                    .size());
    }

    // A session whose game is `file` at ply 0.
    QString sessionWith(const char* ini, const QString& file)
    {
        QSettings s(path(ini), QSettings::IniFormat);
        s.setValue(QStringLiteral("game/file"), file);
        s.setValue(QStringLiteral("game/number"), 0);
        s.setValue(QStringLiteral("game/ply"), 0);
        s.sync();
        return path(ini);
    }

private slots:
    // Before the fix the window waited at start for a writer that never came.
    void aFifoInTheSessionIsNotOpened()
    {
        const QString fifo = path("game.pgn");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QSettings s(sessionWith("fifo.ini", fifo), QSettings::IniFormat);
        gui::MainWindow w(&s);
        QVERIFY(!w.state()->gameStep().file);
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("not a regular file")),
                 qPrintable(w.statusBar()->currentMessage()));
    }

    // A NUL in the saved name opened the file before it while the status bar named the whole.
    void controlCharactersInTheSavedNameAreRefused()
    {
        const QString good = path("good.pgn");
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1. e4 e5 *\n");
        f.close();
        const QStringList names{QString(good + QChar(0) + QStringLiteral("other.pgn")),
                                QString(good + QStringLiteral("\n.pgn")),
                                QString(good + QStringLiteral("\x1b[2J"))};
        for (const QString& name : names) {
            QSettings s(sessionWith("nul.ini", name), QSettings::IniFormat);
            gui::MainWindow w(&s);
            QVERIFY(!w.state()->gameStep().file);
            QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("control characters")),
                     qPrintable(w.statusBar()->currentMessage()));
            QVERIFY(!w.statusBar()->currentMessage().contains(QChar(0x1b)));
        }
    }

    // A FIFO that never writes, chosen in File → Open game: the window goes on, its status bar
    // shows the reading with Cancel (no dialog of its own), and Cancel ends the reading: its
    // thread is gone within a moment (it waited for a writer for ever, issue round 4, class 7).
    void cancelStopsTheReading()
    {
        const QString fifo = path("slow.pgn");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QSettings s(path("cancel.ini"), QSettings::IniFormat);
        gui::MainWindow w(&s);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Board before = w.state()->query().board;
        const int threads = threadCount();
        auto* loader = w.findChild<gui::GameFileLoader*>();
        QVERIFY(loader);
        for (int cycle = 0; cycle < 3; ++cycle) { // three Open and Cancel cycles, as reported
            w.openGameFile(fifo);
            QVERIFY(w.readingGameFile());
            auto* status = w.findChild<QWidget*>(QStringLiteral("readingStatus"));
            QVERIFY(status);
            QTRY_VERIFY(status->isVisible());
            QVERIFY(w.isAncestorOf(status));
            QVERIFY(!w.findChild<QProgressDialog*>());
            auto* cancel = status->findChild<QPushButton*>(QStringLiteral("cancelReading"));
            QVERIFY(cancel);
            cancel->click();
            QVERIFY(!w.readingGameFile());
            QVERIFY(!status->isVisible());
            QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("cancelled")));
            QTRY_COMPARE_WITH_TIMEOUT(loader->running(), 0, 3000);
        }
        QTRY_COMPARE_WITH_TIMEOUT(threadCount(), threads, 3000);
        QVERIFY(!w.state()->gameStep().file);
        QCOMPARE(w.state()->query().board, before);
    }

    // Quitting while a FIFO that never writes is read: the window's end stops the reading and
    // does not wait for the writer.
    void quittingWhileReadingReturnsAtOnce()
    {
        const QString fifo = path("quit.pgn");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QSettings s(path("quit.ini"), QSettings::IniFormat);
        auto* w = new gui::MainWindow(&s);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        const int threads = threadCount(); // Qt's own threads have started by now
        w->openGameFile(fifo);
        QTest::qWait(100); // the reader waits for its writer now
        QVERIFY(w->readingGameFile());
        QElapsedTimer clock;
        clock.start();
        w->close();
        delete w;
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
        QTRY_COMPARE_WITH_TIMEOUT(threadCount(), threads, 3000);
    }

    // A new file asked for while one is read: the first reading stops, the second is shown.
    void aNewFileReplacesTheOneBeingRead()
    {
        const QString fifo = path("first.pgn");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QString good = path("second.pgn");
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1. e4 e5 2. Nf3 *\n");
        f.close();
        QSettings s(path("replace.ini"), QSettings::IniFormat);
        gui::MainWindow w(&s);
        w.openGameFile(fifo);
        QVERIFY(guitest::openGame(w, good));
        QCOMPARE(w.state()->gameStep().file->path, good);
        QTRY_COMPARE_WITH_TIMEOUT(w.findChild<gui::GameFileLoader*>()->running(), 0, 3000);
    }

    // The session's game is read while the window shows: the constructor returns before it is
    // read (a slow file showed a lone progress dialog before the window), then the session
    // comes back whole, without history.
    void theSavedGameIsReadWhileTheWindowShows()
    {
        const QString file = path("saved.pgn");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1. e4 e5 2. Nf3 Nc6 *\n");
        f.close();
        QSettings s(path("saved.ini"), QSettings::IniFormat);
        {
            gui::MainWindow w(&s);
            QVERIFY(guitest::openGame(w, file));
            w.state()->goToPly(3);
            w.close();
        }
        gui::MainWindow w(&s);
        QVERIFY(!w.state()->gameStep().file);
        QVERIFY(w.readingGameFile());
        w.show();
        QTRY_VERIFY(w.state()->gameStep().file);
        QCOMPARE(w.state()->gameStep().ply, 3);
        QCOMPARE(w.state()->undoStack()->count(), 0);
        QVERIFY(!w.findChild<QProgressDialog*>());
    }

    // Closed before the session's game is read back: the session still names it.
    void closingBeforeTheSavedGameIsReadKeepsIt()
    {
        const QString file = path("kept.pgn");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1. d4 d5 *\n");
        f.close();
        QSettings s(sessionWith("kept.ini", file), QSettings::IniFormat);
        {
            gui::MainWindow w(&s);
            QVERIFY(w.readingGameFile());
            w.close();
        }
        QCOMPARE(s.value(QStringLiteral("game/file")).toString(), file);
    }

    // `--pgn <(cat game.pgn)`: the command line's game is read once, and the window opens those
    // games (a pipe has no second read; it was read three times, issue class 13).
    void aPipeGivenToPgnIsReadOnce()
    {
        const QString fifo = path("once.pgn");
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        std::thread writer([fifo] {
            QFile f(fifo);
            if (f.open(QIODevice::WriteOnly))
                f.write("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n");
        });
        const options::StartRequest request =
            options::startRequest({QStringLiteral("chess-distance"), QStringLiteral("--pgn"), fifo,
                                   QStringLiteral("--ply"), QStringLiteral("3")});
        writer.join();
        QVERIFY(!request.exitCode);
        QVERIFY(request.game && request.game->games);
        QSettings s(path("once.ini"), QSettings::IniFormat);
        gui::MainWindow w(&s, request);
        QVERIFY(w.state()->gameStep().file);
        QCOMPARE(w.state()->gameStep().ply, 3);
        QCOMPARE(w.state()->gameLine()->plies(), 6);
    }

    // `--pgn game.pgn` alone opens the window on the game's start; the session keeps the file's
    // absolute path, so that a start from another folder opens it again.
    void aRelativePgnOpensAtTheStartAndComesBack()
    {
        const QString file = path("relative.pgn");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1. e4 e5 2. Nf3 Nc6 *\n");
        f.close();
        const QString cwd = QDir::currentPath();
        QVERIFY(QDir::setCurrent(QFileInfo(file).absolutePath()));
        const options::StartRequest request =
            options::startRequest({QStringLiteral("chess-distance"), QStringLiteral("--pgn"),
                                   QStringLiteral("relative.pgn")});
        QVERIFY(!request.exitCode);
        QSettings s(path("relative.ini"), QSettings::IniFormat);
        {
            gui::MainWindow w(&s, request);
            QVERIFY(w.state()->gameStep().file);
            QCOMPARE(w.state()->gameStep().ply, 0);
            w.close();
        }
        QVERIFY(QDir::setCurrent(QDir::rootPath()));
        gui::MainWindow w(&s);
        w.show();
        QTRY_VERIFY(w.state()->gameStep().file);
        QCOMPARE(w.state()->gameLine()->plies(), 4);
        QVERIFY(QDir::setCurrent(cwd));
    }

    // Games longer than the window steps through (class 9): refused with the reason, the file's
    // next game that fits shown instead; the board stays when none fits.
    void gamesTooLongForTheWindowAreRefused()
    {
        QByteArray moves;
        for (int n = 1; n <= gui::kMaxWindowPlies / 2 + 1; ++n)
            moves += QByteArray::number(n) + (n % 2 ? ". Nf3 Nf6 " : ". Ng1 Ng8 ");
        const QString longOnly = path("long.pgn");
        const QString mixed = path("mixed.pgn");
        const std::pair<QString, QByteArray> files[] = {{longOnly, moves + "*\n"},
                                                        {mixed, moves + "*\n\n1. d4 d5 *\n"}};
        for (const auto& [file, text] : files) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        }
        QSettings s(path("long.ini"), QSettings::IniFormat);
        gui::MainWindow w(&s);
        const Board before = w.state()->query().board;
        QVERIFY(!guitest::openGame(w, longOnly, 0, 0, true));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("at most 20000")),
                 qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(w.state()->query().board, before);
        QVERIFY(guitest::openGame(w, mixed, 0, 0, true));
        QCOMPARE(w.state()->gameStep().game, 1);
        QCOMPARE(w.state()->gameLine()->plies(), 2);
        w.state()->chooseGame(0); // from the list: refused, the board stays on game 2
        QCOMPARE(w.state()->gameStep().game, 1);
    }

    // A file with a bad game between good ones: the good ones open, numbered as in the file, the
    // status bar says one was skipped, and the Game panel's button lists it with its reason.
    void aBadGameIsSkippedAndListed()
    {
        const QString file = path("onebad.pgn");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[White \"A\"]\n\n1. e4 e5 *\n\n[White \"C\"]\n\n1. Sf3 *\n\n"
                "[White \"E\"]\n\n1. d4 d5 2. c4 *\n");
        f.close();
        QSettings s(path("onebad.ini"), QSettings::IniFormat);
        gui::MainWindow w(&s);
        w.show();
        QVERIFY(guitest::openGame(w, file, 1, 0, true));
        QApplication::processEvents();
        const auto opened = w.state()->gameStep().file;
        QCOMPARE(opened->games.size(), std::size_t{2});
        QCOMPARE(opened->numberOf(1), 3);
        QCOMPARE(w.state()->gameLine()->plies(), 3);
        QVERIFY2(w.statusBar()->currentMessage().contains(
                     QStringLiteral("1 game could not be read (the Game panel lists it)")),
                 qPrintable(w.statusBar()->currentMessage()));
        QComboBox* games = nullptr;
        for (auto* box : w.findChildren<QComboBox*>())
            if (box->toolTip() == QStringLiteral("The other games of the file"))
                games = box;
        QVERIFY(games);
        QVERIFY2(games->itemText(1).startsWith(QStringLiteral("3. ")),
                 qPrintable(games->itemText(1)));
        auto* skipped = w.findChild<QPushButton*>(QStringLiteral("skippedGames"));
        QVERIFY(skipped);
        QVERIFY(!skipped->isHidden());
        QCOMPARE(skipped->text(), QStringLiteral("1 game of the file could not be read…"));
        skipped->click();
        auto* dialog = w.findChild<gui::SkippedGamesDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        auto* list = dialog->findChild<QListView*>(QStringLiteral("skippedList"));
        QVERIFY(list);
        QCOMPARE(list->model()->rowCount(), 1);
        QCOMPARE(list->model()->index(0, 0).data().toString(),
                 QStringLiteral("game 2 (C–?), line 7, column 4: S is not an English "
                                "piece letter (K, Q, R, B, N)"));
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("skippedMore"))->isHidden());
    }

    // 10,000 bad games (1.75 million froze the window for minutes in a message box's details):
    // a list of the first few hundred, "and N more", Esc closes it, and Save writes them all.
    void manySkippedGamesAreListedInPart()
    {
        const QString file = path("manybad.pgn");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int i = 0; i < 10'000; ++i)
            f.write("Ke2 *\n");
        f.write("1. e4 *\n");
        f.close();
        QSettings s(path("manybad.ini"), QSettings::IniFormat);
        gui::MainWindow w(&s);
        guitest::showActive(w);
        QVERIFY(guitest::openGame(w, file, 0, 0, true));
        QCOMPARE(w.state()->gameStep().file->skippedCount, 10'000);
        auto* skipped = w.findChild<QPushButton*>(QStringLiteral("skippedGames"));
        QCOMPARE(skipped->text(), QStringLiteral("10000 games of the file could not be read…"));
        skipped->click();
        QPointer<gui::SkippedGamesDialog> dialog = w.findChild<gui::SkippedGamesDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        auto* list = dialog->findChild<QListView*>(QStringLiteral("skippedList"));
        QVERIFY(list);
        const int rows = list->model()->rowCount();
        QVERIFY2(rows > 0 && rows <= gui::SkippedGamesDialog::kListed,
                 qPrintable(QString::number(rows)));
        auto* more = dialog->findChild<QLabel*>(QStringLiteral("skippedMore"));
        QVERIFY(!more->isHidden());
        QCOMPARE(more->text(), QStringLiteral("and %1 more").arg(10'000 - rows));
        QVERIFY(list->model()->index(0, 0).data().toString().startsWith(QStringLiteral("game 1")));

        // Save: every reason, a line each, the last game's too (the window keeps them all).
        const QString saved = path("manybad-skipped.txt");
        QVERIFY(dialog->saveTo(saved));
        QFile out(saved);
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(out.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), qsizetype(10'000));
        QCOMPARE(lines.first(), list->model()->index(0, 0).data().toString());
        QVERIFY2(lines.last().startsWith(QStringLiteral("game 10000,")), qPrintable(lines.last()));
        QVERIFY(!dialog->saveTo(path("no/such/folder/x.txt")));

        QApplication::setActiveWindow(dialog); // the offscreen platform activates no window
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!dialog || !dialog->isVisible());
    }

    // A device as large as memory: refused at the size cap, naming the file, no crash.
    void anEndlessDeviceIsRefusedAtTheCap()
    {
        QSettings s(path("zero.ini"), QSettings::IniFormat);
        gui::MainWindow w(&s);
        QVERIFY(!guitest::openGame(w, QStringLiteral("/dev/zero"), 0, 0, true));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("/dev/zero")),
                 qPrintable(w.statusBar()->currentMessage()));
    }
};

QTEST_MAIN(TestGameFiles)
#include "tst_gamefiles.moc"
