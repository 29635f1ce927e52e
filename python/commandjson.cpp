#include "commandjson.h"

#include "cli/command.h"

namespace cd::python {

namespace py = pybind11;

py::object commandJson(const cli::Command& command, options::Given given)
{
    given.add(QStringLiteral("format"), QStringLiteral("json"));
    QByteArray text;
    {
        py::gil_scoped_release release;
        text = command.execute(given).toUtf8();
    }
    // Leaked on purpose: a static py::object would be released after the interpreter is gone.
    static const auto* loads = new py::object(py::module_::import("json").attr("loads"));
    return (*loads)(py::str(text.constData(), static_cast<std::size_t>(text.size())));
}

} // namespace cd::python
