#include "commandjson.h"

#include <QCoreApplication>

#include "cli/command.h"
#include "options/usageerror.h"

namespace cd::python {

namespace py = pybind11;

py::object commandJson(const cli::Command& command, options::Given given)
{
    given.add(QStringLiteral("format"), QStringLiteral("json"));
    const QByteArray text = commandText(command, given).toUtf8();
    // Leaked on purpose: a static py::object would be released after the interpreter is gone.
    static const auto* loads = new py::object(py::module_::import("json").attr("loads"));
    return (*loads)(py::str(text.constData(), static_cast<std::size_t>(text.size())));
}

QString commandText(const cli::Command& command, const options::Given& given)
{
    py::gil_scoped_release release;
    return command.execute(given);
}

options::Given parsedOptions(const cli::Command& command, const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    command.addOptions(parser);
    if (!parser.parse(QStringList{QStringLiteral("chess-distance")} + arguments))
        throw UsageError(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        throw UsageError(QCoreApplication::translate("cd::cli",
                                                     "unexpected argument '%1' (options start "
                                                     "with --)")
                             .arg(parser.positionalArguments().first()));
    return options::Given(parser);
}

} // namespace cd::python
