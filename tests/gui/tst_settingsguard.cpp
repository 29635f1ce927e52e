// Settings are untrusted input (issue class 4): restored values are parsed and clamped, a huge
// stored window comes back inside the screen and is saved back that way, and a settings path
// that cannot be written gets one warning in the status bar.
#include "guitest.h"

#include "gui/mainwindow.h"
#include "gui/settingsguard.h"

#include <QDataStream>
#include <QDir>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

#include <unistd.h>

using namespace cd::gui;

namespace {

// Bytes as QWidget::saveGeometry() (format 3.0) writes them for a window at `r`.
QByteArray geometryBytes(const QRect& r)
{
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream.setVersion(QDataStream::Qt_4_0);
    stream << quint32(0x1D9D0CB) << quint16(3) << quint16(0) << r << r << qint32(0) << quint8(0)
           << quint8(0) << qint32(800) << r;
    return bytes;
}

} // namespace

class TestSettingsGuard : public QObject {
    Q_OBJECT
private slots:
    void geometryParses()
    {
        const auto g = parseGeometry(geometryBytes(QRect(10, 20, 300, 200)));
        QVERIFY(g);
        QCOMPARE(g->normal, QRect(10, 20, 300, 200));
        QVERIFY(!parseGeometry(QByteArray(66, 'x')));
        QVERIFY(!parseGeometry(geometryBytes(QRect(0, 0, 5000000, 10))));
        QVERIFY(!parseGeometry(geometryBytes(QRect(0, 0, 100, 100)).left(20)));
    }

    void fitInsideTheScreen_data()
    {
        QTest::addColumn<QRect>("stored");
        QTest::addColumn<QRect>("expected");
        const QRect screen(0, 0, 800, 600);
        QTest::newRow("inside") << QRect(10, 10, 300, 200) << QRect(10, 10, 300, 200);
        QTest::newRow("huge") << QRect(0, 0, 100000, 100000) << screen;
        QTest::newRow("far away") << QRect(90000, -90000, 300, 200) << QRect(500, 0, 300, 200);
        QTest::newRow("tiny") << QRect(10, 10, 1, 1) << QRect(10, 10, 200, 200);
        QTest::newRow("invalid") << QRect(10, 10, -5, -5) << QRect(0, 0, 800, 600);
    }
    void fitInsideTheScreen()
    {
        QFETCH(QRect, stored);
        QFETCH(QRect, expected);
        QCOMPARE(fitInside(stored, QRect(0, 0, 800, 600)), expected);
    }

    void valuesAreBounded()
    {
        QCOMPARE(boundedString(QString(5000, u'x'), kMaxSettingText, QStringLiteral("d")),
                 QStringLiteral("d"));
        QCOMPARE(boundedString(QVariant(42), 10, QStringLiteral("d")), QStringLiteral("d"));
        QCOMPARE(boundedString(QStringLiteral("ok"), 10), QStringLiteral("ok"));
        QCOMPARE(boundedInt(QStringLiteral("99999999999"), 0, 10, 3), 3);
        QCOMPARE(boundedInt(QStringLiteral("7"), 0, 10, 3), 7);
        QCOMPARE(boundedInt(QStringLiteral("x"), 0, 10, 3), 3);
        QVERIFY(boundedBytes(QByteArray(kMaxStateBytes + 1, 'x'), kMaxStateBytes).isEmpty());
    }

    // A stored 100000 x 100000 window opens inside the screen and is saved back that way.
    void aHugeStoredWindowFitsTheScreen()
    {
        const QString path = m_files.freshIni();
        {
            QSettings s(path, QSettings::IniFormat);
            s.setValue(QStringLiteral("window/geometry"),
                       geometryBytes(QRect(0, 0, 100000, 100000)));
            s.setValue(QStringLiteral("window/state"), QByteArray(kMaxStateBytes + 1, '\xff'));
            s.setValue(QStringLiteral("session/metric"), QStringLiteral("knight"));
            s.setValue(QStringLiteral("session/fen"), QString(100000, u'8'));
            s.setValue(QStringLiteral("session/length"), QStringLiteral("4294967296"));
        }
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        {
            QSettings s(path, QSettings::IniFormat);
            MainWindow w(&s);
            QVERIFY2(available.contains(w.geometry()),
                     qPrintable(QStringLiteral("%1x%2").arg(w.width()).arg(w.height())));
            QVERIFY(!w.state()->query().length);
            w.close();
        }
        QSettings s(path, QSettings::IniFormat);
        const auto saved = parseGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
        QVERIFY(saved);
        QVERIFY(saved->normal.width() <= available.width());
        QVERIFY(saved->normal.height() <= available.height());
    }

    void aFolderAsSettingsFileIsOneWarning()
    {
        const QString path = m_files.path(QStringLiteral("folder.ini"));
        QVERIFY(QDir().mkpath(path));
        QSettings s(path, QSettings::IniFormat);
        QVERIFY(settingsProblem(s).contains(QStringLiteral("is a folder")));
        MainWindow w(&s);
        QVERIFY2(
            w.statusBar()->currentMessage().startsWith(QStringLiteral("Settings are not saved")),
            qPrintable(w.statusBar()->currentMessage()));
    }

    void aReadOnlyFolderIsOneWarning()
    {
        if (::geteuid() == 0)
            QSKIP("root writes into read-only folders");
        const QString dir = m_files.path(QStringLiteral("readonly"));
        QVERIFY(QDir().mkpath(dir));
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::ExeOwner);
        QSettings s(dir + QStringLiteral("/s.ini"), QSettings::IniFormat);
        QVERIFY(!settingsProblem(s).isEmpty());
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

    void aWritableFileIsNoProblem()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        QCOMPARE(settingsProblem(s), QString());
    }

private:
    guitest::TempFiles m_files;
};

QTEST_MAIN(TestSettingsGuard)
#include "tst_settingsguard.moc"
