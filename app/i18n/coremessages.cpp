#include "i18n/coremessages.h"

#include <QCoreApplication>

namespace cd::i18n {

namespace {

QString translatedTemplate(const char* text)
{
    return QCoreApplication::translate(kMessageContext, text);
}

// Fills the translated template the way the core fills the English one.
QString filled(const QString& text, const std::vector<std::string>& args)
{
    return QString::fromStdString(fillTemplate(text.toStdString(), args));
}

} // namespace

QString translated(const Message& message)
{
    return filled(translatedTemplate(message.text), message.args);
}

QString translated(const FenError& error)
{
    const std::string field = translatedTemplate(error.field).toStdString();
    const std::string message = translated(error.message).toStdString();
    if (error.square)
        return filled(translatedTemplate(fenErrorLine(true)),
                      {field, squareName(*error.square), message});
    return filled(translatedTemplate(fenErrorLine(false)), {field, message});
}

QString translated(const PgnError& error)
{
    std::vector<std::string> args{std::to_string(error.game())};
    if (!error.players().empty())
        args.push_back(error.players());
    args.push_back(std::to_string(error.line()));
    args.push_back(std::to_string(error.column()));
    args.push_back(translated(error.detail()).toStdString());
    return filled(translatedTemplate(pgnErrorLine(!error.players().empty())), args);
}

QString errorText(const std::exception& error)
{
    if (const auto* pgn = dynamic_cast<const PgnError*>(&error))
        return translated(*pgn);
    if (const auto* input = dynamic_cast<const InputError*>(&error))
        return translated(input->message());
    return QString::fromUtf8(error.what()); // the app's own errors hold UTF-8
}

} // namespace cd::i18n
