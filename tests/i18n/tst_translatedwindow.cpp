// The window under the pseudo-translation: every text a user can meet in it (labels, buttons,
// menus, tooltips, tabs, combo items, dock titles, dialogs, status messages, the screen-reader
// names) shows no English outside ⟦ ⟧, so every one of them goes through tr().
#include "pseudo.h"

#include "gui/boardstate.h"
#include "gui/boardwidget.h"
#include "gui/exportdialog.h"
#include "gui/mainwindow.h"
#include "gui/tablesdialog.h"
#include "gui/worksheetdialog.h"
#include "i18n/translations.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

using namespace cd;
using namespace cd::gui;

namespace {

QString plain(const QString& text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

// Qt's own widgets and standard buttons: Qt's translation (qtbase_<lang>.qm) covers them.
bool qtOwn(const QWidget* w)
{
    if (w->objectName().startsWith(QLatin1String("qt_")) ||
        qobject_cast<const QTabBar*>(w->parentWidget())) // a tab bar's scroll buttons
        return true;
    auto* button = qobject_cast<QAbstractButton*>(const_cast<QWidget*>(w));
    const auto* box =
        w->parentWidget() ? qobject_cast<QDialogButtonBox*>(w->parentWidget()) : nullptr;
    return button && box && box->standardButton(button) != QDialogButtonBox::NoButton;
}

// Every text of `root` and its children, each with where it was found.
QList<QPair<QString, QString>> texts(QWidget* root)
{
    QList<QPair<QString, QString>> out;
    const auto add = [&](const QObject* o, const char* what, const QString& text) {
        if (!text.trimmed().isEmpty())
            out.append({QStringLiteral("%1 %2 (%3)")
                            .arg(QString::fromLatin1(o->metaObject()->className()),
                                 QString::fromLatin1(what), o->objectName()),
                        plain(text)});
    };
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (qtOwn(w))
            continue;
        add(w, "toolTip", w->toolTip());
        add(w, "whatsThis", w->whatsThis());
        add(w, "accessibleName", w->accessibleName());
        add(w, "accessibleDescription", w->accessibleDescription());
        if (w->isWindow() || qobject_cast<QDockWidget*>(w))
            add(w, "windowTitle", w->windowTitle());
        if (auto* l = qobject_cast<QLabel*>(w))
            add(w, "text", l->text());
        if (auto* b = qobject_cast<QAbstractButton*>(w))
            add(w, "text", b->text());
        if (auto* g = qobject_cast<QGroupBox*>(w))
            add(w, "title", g->title());
        if (auto* e = qobject_cast<QLineEdit*>(w))
            add(w, "placeholder", e->placeholderText());
        if (auto* s = qobject_cast<QSpinBox*>(w)) {
            add(w, "prefix", s->prefix());
            add(w, "suffix", s->suffix());
            add(w, "specialValueText", s->specialValueText());
        }
        if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i)
                add(w, "item", c->itemText(i));
        if (auto* t = qobject_cast<QTabWidget*>(w))
            for (int i = 0; i < t->count(); ++i) {
                add(w, "tab", t->tabText(i));
                add(w, "tabToolTip", t->tabToolTip(i));
            }
        if (auto* m = qobject_cast<QMenu*>(w))
            add(w, "title", m->title());
        if (auto* b = qobject_cast<QTextBrowser*>(w))
            add(w, "document", b->toPlainText());
        for (QAction* a : w->actions()) {
            add(a, "text", a->text());
            add(a, "toolTip",
                a->toolTip() == QString(a->text()).remove(QLatin1Char('&')) ? QString()
                                                                            : a->toolTip());
            add(a, "statusTip", a->statusTip());
        }
    }
    for (QAction* a : root->findChildren<QAction*>()) {
        add(a, "text", a->text());
        add(a, "statusTip", a->statusTip());
    }
    return out;
}

// The texts that carry English outside the translated parts, one per line.
QString untranslated(QWidget* root)
{
    QStringList bad;
    for (const auto& [where, text] : texts(root))
        if (!cd::test::untranslatedWords(text).isEmpty())
            bad << where + QStringLiteral(": ") + text.left(100);
    bad.removeDuplicates();
    return bad.join(QLatin1Char('\n'));
}

// What a screen reader hears for each square of the board.
QString untranslatedSquares(BoardWidget* board)
{
    QStringList bad;
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(board);
    for (int i = 0; iface && i < iface->childCount(); ++i) {
        const QString name = iface->child(i)->text(QAccessible::Name);
        if (!cd::test::untranslatedWords(name).isEmpty())
            bad << name;
    }
    return bad.join(QLatin1Char('\n'));
}

} // namespace

class TestTranslatedWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void mainWindow_data();
    void mainWindow();
    void dialogs();

private:
    QString m_ini;
    QTemporaryDir m_dir;
};

void TestTranslatedWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The translation is really loaded: a known string comes back marked.
    QCOMPARE(QCoreApplication::translate("cd::gui::MainWindow", "&File"),
             QStringLiteral("\u27e6&File\u27e7"));
}

void TestTranslatedWindow::mainWindow_data()
{
    QTest::addColumn<QString>("metric");
    QTest::addColumn<QString>("arguments");
    QTest::newRow("knight with a route") << "knight"
                                         << "a1 h8";
    QTest::newRow("reach in a position") << "reach"
                                         << "e4 e8";
    QTest::newRow("center") << "center"
                            << "";
    QTest::newRow("pawn on its last rank") << "pawn"
                                           << "e8 e8";
}

void TestTranslatedWindow::mainWindow()
{
    QFETCH(QString, metric);
    QFETCH(QString, arguments);
    Query q;
    q.metric = *parseMetric(metric.toStdString());
    const QStringList squares = arguments.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!squares.isEmpty()) {
        q.from = parseSquare(squares.at(0).toStdString());
        q.to = parseSquare(squares.at(1).toStdString());
    }
    if (q.metric == Metric::Reach) {
        q.board = *Board::fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R");
        q.piece = Piece{Color::White, PieceType::Queen};
    }
    QSettings settings(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    MainWindow w(&settings, {q, std::nullopt, std::nullopt});
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Hover a square so that the status bar and the hover label say something.
    QTest::mouseMove(w.board(), w.board()->squareRect(*parseSquare("d4")).center().toPoint());
    QCoreApplication::processEvents();
    const QString bad = untranslated(&w);
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("\n") + bad));
    const QString status = w.statusBar()->currentMessage();
    QVERIFY2(cd::test::untranslatedWords(status).isEmpty(), qPrintable(status));
    const QString squaresBad = untranslatedSquares(w.board());
    QVERIFY2(squaresBad.isEmpty(), qPrintable(QStringLiteral("\n") + squaresBad));
}

void TestTranslatedWindow::dialogs()
{
    QSettings settings(m_dir.filePath(QStringLiteral("dialogs.ini")), QSettings::IniFormat);
    Query q;
    q.metric = Metric::Knight;
    q.from = parseSquare("c3");
    q.to = parseSquare("e4");
    MainWindow w(&settings, {q, std::nullopt, std::nullopt});
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ExportDialog exportDialog([&w](const DisplayOptions& d) { return w.state()->boardsWith(d); },
                              w.state()->displayOptions(), {}, &w);
    TablesDialog tables(w.state(), &w);
    WorksheetDialog worksheet(w.state()->query(), std::nullopt, nullptr, &w);
    for (QDialog* d : std::initializer_list<QDialog*>{&exportDialog, &tables, &worksheet}) {
        d->show();
        QCoreApplication::processEvents();
        const QString bad = untranslated(d);
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("\n") + bad));
    }
}

int main(int argc, char* argv[])
{
    const cd::test::PseudoData data;
    if (!data.ok())
        qFatal("cannot set up the pseudo-translation");
    data.applyToThisProcess();
    QApplication app(argc, argv);
    cd::i18n::installTranslations(app);
    TestTranslatedWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_translatedwindow.moc"
