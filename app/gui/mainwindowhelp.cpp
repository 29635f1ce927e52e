// The window's Help menu: the keyboard shortcuts, made from the window's own actions, and what
// the metrics mean.
#include "mainwindow.h"
#include "stepkeys.h"

#include "boardwidget.h"
#include "metricguide.h"
#include "metricinfo.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMessageBox>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cd::gui {

void MainWindow::showShortcuts()
{
    // Made from the window's own actions, so that it lists exactly the keys that work.
    QString rows;
    const auto row = [&rows](const QString& keys, const QString& what) {
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
    };
    for (const auto& [keys, what] : BoardWidget::gestures())
        row(keys, what);
    for (const QAction* a : actions()) {
        if (a->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        row(keys.join(QStringLiteral(", ")), QString(a->text()).remove(QLatin1Char('&')));
    }
    QString presenting; // what a presenter's remote sends, from the one table
    for (const PresentingKeys& keys : presentingKeys()) {
        QStringList names;
        for (const QKeySequence& k : keys.keys)
            names << k.toString(QKeySequence::NativeText);
        presenting +=
            QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                .arg(names.join(QStringLiteral(", ")).toHtmlEscaped(), keys.what.toHtmlEscaped());
    }
    QMessageBox::information(this, tr("Keyboard shortcuts"),
                             QStringLiteral("<p>%1.</p><table>%2</table><p>%3</p><table>%4</table>")
                                 .arg(stepKeysRule().toHtmlEscaped(), rows,
                                      tr("In presentation mode (a presenter's remote):"),
                                      presenting));
}

void MainWindow::showMetricHelp()
{
    // The plain sentence first; the algorithm after it, for those who want it.
    QString text;
    for (const Metric m : menuMetrics()) {
        const MetricGuide guide = metricGuide(m);
        text +=
            QStringLiteral("<p><b>%1</b><br>%2<br><i>%3</i> %4</p>")
                .arg(metricLabel(m).toHtmlEscaped(), guide.plain.toHtmlEscaped(),
                     tr("How it is computed:").toHtmlEscaped(), guide.computation.toHtmlEscaped());
    }
    // Fifteen metrics are longer than a screen: a scrolling text, not a message box.
    auto* dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("metricHelp"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("What the metrics mean"));
    auto* browser = new QTextBrowser;
    browser->setHtml(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    const QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
    dialog->resize(std::min(room.width() * 9 / 10, browser->fontMetrics().averageCharWidth() * 90),
                   room.height() * 3 / 4);
    dialog->show();
}

} // namespace cd::gui
