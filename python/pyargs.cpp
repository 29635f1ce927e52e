#include "pyargs.h"

#include "i18n/coremessages.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"

#include <QCoreApplication>

namespace cd::python {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("cd::python", text);
}

[[noreturn]] void wrongType(const char* what, py::handle value, const QString& expected)
{
    const std::string type = py::str(py::type::handle_of(value).attr("__name__"));
    throw py::type_error(tr("%1: expected %2, not %3")
                             .arg(QString::fromUtf8(what), expected, QString::fromStdString(type))
                             .toStdString());
}

bool isText(py::handle value)
{
    return PyUnicode_Check(value.ptr());
}

// An int or anything with __index__ (numpy's integers), but not a bool or a str.
bool isIndex(py::handle value)
{
    return !PyBool_Check(value.ptr()) && PyIndex_Check(value.ptr());
}

} // namespace

QString textArg(py::handle value, const char* what)
{
    if (!isText(value))
        wrongType(what, value, tr("a str"));
    return QString::fromStdString(value.cast<std::string>());
}

QString squareText(py::handle value, const char* what)
{
    if (isText(value))
        return textArg(value, what);
    if (!isIndex(value))
        wrongType(what, value, tr("a square: an int 0..63 or a name such as 'e4'"));
    const py::int_ index = py::reinterpret_steal<py::int_>(PyNumber_Index(value.ptr()));
    if (!index)
        throw py::error_already_set();
    int overflow = 0;
    const long long i = PyLong_AsLongLongAndOverflow(index.ptr(), &overflow);
    if (overflow == 0 && i >= 0 && i < 64)
        return QString::fromStdString(squareName(Square(static_cast<int>(i))));
    return QString::fromStdString(py::repr(index).cast<std::string>());
}

Square squareArg(py::handle value, const char* option)
{
    if (isIndex(value)) {
        int overflow = 0;
        const py::int_ index = py::reinterpret_steal<py::int_>(PyNumber_Index(value.ptr()));
        if (!index)
            throw py::error_already_set();
        const long long i = PyLong_AsLongLongAndOverflow(index.ptr(), &overflow);
        if (overflow == 0 && i >= 0 && i < 64)
            return Square(static_cast<int>(i));
    }
    return options::squareValue(QString::fromLatin1(option), squareText(value, option));
}

Metric metricArg(py::handle value)
{
    const QString text = textArg(value, "metric");
    if (const auto m = parseMetric(text.toStdString()))
        return *m;
    return options::metricValue(QStringLiteral("metric"), text);
}

Board boardArg(py::handle fen)
{
    const QString text = textArg(fen, "fen");
    if (auto board = Board::fromFen(text.toStdString()))
        return *board;
    options::PositionRequest request;
    request.fen = text;
    return options::positionFrom(request).board;
}

QStringList squareListText(py::handle value, const char* what)
{
    if (value.is_none())
        return {};
    if (isText(value))
        return {textArg(value, what)};
    if (!py::isinstance<py::iterable>(value))
        wrongType(what, value, tr("squares: a str 'f3,c2' or a sequence of squares"));
    QStringList names;
    for (const py::handle item : value)
        names << squareText(item, what);
    return {names.join(u',')};
}

void addText(options::Given& given, const char* name, py::handle value, const char* what)
{
    if (value.is_none())
        return;
    const QString option = QString::fromLatin1(name);
    if (isIndex(value))
        given.add(option, squareText(value, what));
    else
        given.add(option, textArg(value, what));
}

void registerErrors(py::module_& m)
{
    (void)m;
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p)
                std::rethrow_exception(p);
        } catch (const UsageError& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        } catch (const InputError& e) {
            PyErr_SetString(PyExc_ValueError, i18n::errorText(e).toUtf8().constData());
        } catch (const RunError& e) {
            PyErr_SetString(PyExc_RuntimeError, e.what());
        }
    });
}

QString intText(py::handle value, const char* what)
{
    if (PyUnicode_Check(value.ptr()))
        return textArg(value, what);
    if (PyBool_Check(value.ptr()) || !PyIndex_Check(value.ptr()))
        throw py::type_error(QCoreApplication::translate("cd::python", "%1: expected an int")
                                 .arg(QString::fromUtf8(what))
                                 .toStdString());
    const py::object index = py::reinterpret_steal<py::object>(PyNumber_Index(value.ptr()));
    if (!index)
        throw py::error_already_set();
    return QString::fromStdString(py::repr(index).cast<std::string>());
}

} // namespace cd::python
