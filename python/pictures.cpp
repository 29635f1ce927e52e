// render and picture: the `render` command's pictures as bytes, and Diagram objects that Jupyter
// shows (_repr_svg_, _repr_png_). Painting needs a QGuiApplication: one is made, offscreen as the
// command line paints, the first time a picture is asked for when the process has none.
#include "bindings.h"
#include "commandjson.h"
#include "pyargs.h"

#include "cli/command.h"
#include "options/usageerror.h"

#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <cstdio>

namespace cd::python {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("cd::python", text);
}

// As the command line: the offscreen platform's warning about XDG_RUNTIME_DIR alone is dropped.
void quietMessages(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

void ensureGuiApplication()
{
    if (QCoreApplication::instance()) {
        // Painting text without a QGuiApplication would abort the process.
        if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
            throw RunError(tr("pictures need a QGuiApplication, and this process has a "
                              "QCoreApplication already"));
        return;
    }
    qInstallMessageHandler(quietMessages);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "chess_distance";
    static char* argv[] = {name, nullptr};
    new QGuiApplication(argc, argv); // kept for the life of the process, as a program's would be
}

// The options whose value is one square: an int there is a square's number (a1 = 0).
bool isSquareOption(const QString& option)
{
    return option == QStringLiteral("from") || option == QStringLiteral("to") ||
           option == QStringLiteral("via");
}

// The options of `render` for `kind` and the keyword arguments (metric="knight" is --metric
// knight, avoid_attacked=True --avoid-attacked, blocked=["f3", "c2"] --block f3,c2).
QStringList renderArguments(const std::string& kind, const py::dict& query)
{
    QStringList args;
    if (kind == "zone")
        args << QStringLiteral("--zone");
    else if (kind == "arrival")
        args << QStringLiteral("--metric=arrival");
    else if (kind == "trajectories")
        args << QStringLiteral("--trajectories");
    else if (kind != "map")
        throw UsageError(tr("kind: '%1' is not map, zone, arrival or trajectories")
                             .arg(QString::fromStdString(kind)));
    for (const auto& [key, value] : query) {
        const std::string name = py::str(key);
        QString option = QString::fromStdString(name).replace(u'_', u'-');
        if (option == QStringLiteral("output") || option == QStringLiteral("batch"))
            throw py::type_error(tr("render: unexpected keyword '%1'")
                                     .arg(QString::fromStdString(name))
                                     .toStdString());
        if (option == QStringLiteral("blocked"))
            option = QStringLiteral("block");
        if (option == QStringLiteral("source") || option == QStringLiteral("from-"))
            option = QStringLiteral("from"); // `from` is a word of Python's own
        if (option == QStringLiteral("target"))
            option = QStringLiteral("to");
        if (value.is_none() || (PyBool_Check(value.ptr()) && !value.cast<bool>()))
            continue;
        if (PyBool_Check(value.ptr())) {
            args << QStringLiteral("--") + option;
        } else if (isSquareOption(option)) {
            args << QStringLiteral("--%1=%2").arg(option, squareText(value, name.c_str()));
        } else if (PyUnicode_Check(value.ptr()) || PyIndex_Check(value.ptr())) {
            // A number of the option's own (paths=3, ply=12), not a square.
            args << QStringLiteral("--%1=%2").arg(option, intText(value, name.c_str()));
        } else {
            args << QStringLiteral("--%1=%2").arg(option,
                                                  squareListText(value, name.c_str()).join(u','));
        }
    }
    return args;
}

py::bytes render(const std::string& kind, const std::string& format, py::handle size,
                 const py::kwargs& query)
{
    QStringList args = renderArguments(kind, query);
    args << QStringLiteral("--format=") + QString::fromStdString(format);
    if (!size.is_none())
        args << QStringLiteral("--size=") + intText(size, "size");
    const QTemporaryDir dir;
    if (!dir.isValid())
        throw RunError(tr("cannot make a temporary folder for the picture"));
    const QString path = dir.filePath(QStringLiteral("picture"));
    args << QStringLiteral("--output=") + path;
    ensureGuiApplication();
    const options::Given given = parsedOptions(cli::renderCommand(), args);
    // Painted with the GIL held: the renderer shares the application's fonts and caches.
    cli::renderCommand().execute(given);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw RunError(tr("cannot read the picture back: %1").arg(file.errorString()));
    const QByteArray bytes = file.readAll();
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

// A picture for Jupyter: the query kept, drawn by render when shown.
struct Diagram {
    std::string kind;
    py::dict query;
    py::object size;
    py::bytes svg() const { return render(kind, "svg", size, query); }
    py::bytes png() const { return render(kind, "png", size, query); }
};

} // namespace

void addPictures(py::module_& m)
{
    m.def("render", &render, py::kw_only(), py::arg("kind") = "map", py::arg("format") = "png",
          py::arg("size") = py::none(),
          "The picture `render` draws for the query (keyword arguments as its options: "
          "metric=, source= or from_=, target=, fen=, piece=, ...), as bytes of png, svg or pdf.");
    py::class_<Diagram>(m, "Diagram", "A picture of a query, shown by Jupyter.")
        .def("_repr_svg_", [](const Diagram& d) { return py::str(d.svg()); })
        .def("_repr_png_", &Diagram::png)
        .def("svg", &Diagram::svg)
        .def("png", &Diagram::png)
        .def_readonly("query", &Diagram::query);
    m.def(
        "picture",
        [](const std::string& kind, py::handle size, const py::kwargs& query) {
            Diagram d{kind, query, py::reinterpret_borrow<py::object>(size)};
            d.svg(); // a bad query is refused now, not when the picture is shown
            return d;
        },
        py::kw_only(), py::arg("kind") = "map", py::arg("size") = py::none(),
        "A Diagram of the query (the keyword arguments of render).");
}

} // namespace cd::python
