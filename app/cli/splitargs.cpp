#include "splitargs.h"

#include "clitext.h"

namespace cd::cli {

std::optional<QStringList> splitArguments(const QString& line, QString* error)
{
    QStringList out;
    QString word;
    bool inWord = false;
    QChar quote; // the open quote, or null
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else if (c == QLatin1Char('\\') && quote == QLatin1Char('"') && i + 1 < line.size())
                word += line.at(++i);
            else
                word += c;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
            inWord = true;
        } else if (c == QLatin1Char('\\') && i + 1 < line.size()) {
            word += line.at(++i);
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                out << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (!quote.isNull()) {
        if (error)
            *error =
                tr("a %1 quote is not closed", "%1 is the quote character, ' or \"").arg(quote);
        return std::nullopt;
    }
    if (inWord)
        out << word;
    return out;
}

} // namespace cd::cli
