// chess-distance control: how many pieces of each side attack every square (plainly or with
// x-rays) and the static exchange on every occupied square, as text, JSON or CSV
// (docs/control.md).
#include "clitext.h"
#include "command.h"
#include "commandrules.h"
#include "jsonwriter.h"
#include "options/positionoptions.h"

#include "diagram/piecenoun.h"

#include "control.h"
#include "exchange.h"

#include <QStringList>

namespace cd::cli {

namespace {

const QStringList kFormats = {QStringLiteral("text"), QStringLiteral("json"),
                              QStringLiteral("csv")};

struct Request {
    Board board;
    bool xray = false;
};

struct Result {
    ControlCounts counts; // plain, or with x-rays when asked
    std::vector<Exchange> exchanges;
};

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions(options::positionOptions(tr("Position in FEN (placement required).")));
    parser.addOption({QStringLiteral("x-ray"),
                      tr("Count x-rays too: the pieces that attack a square once the pieces "
                         "attacking it have left.")});
    addFormatOption(parser, kFormats);
}

Request request(const options::Given& given)
{
    options::checkRules(controlRules(), given.names());
    return {options::positionFrom(options::positionRequest(given)).board, given.has("x-ray")};
}

// "Nf3xe5", "d6xe5": the capture as the SAN of a capture reads, without check signs.
std::string captureText(const ExchangeCapture& c, Square to)
{
    std::string text = squareName(c.from) + "x" + squareName(to);
    if (c.piece.type != PieceType::Pawn)
        text.insert(text.begin(), pieceLetter({Color::White, c.piece.type}));
    return text;
}

QString lineText(const Exchange& e)
{
    QStringList out;
    for (const ExchangeCapture& c : e.line)
        out << QString::fromStdString(captureText(c, e.square));
    return out.join(u' ');
}

// ---- text ----

QString grid(const ControlCounts& counts)
{
    QString out;
    for (int rank = 7; rank >= 0; --rank) {
        out += QString::number(rank + 1);
        for (int file = 0; file < 8; ++file) {
            const Square s = makeSquare(file, rank);
            out += QStringLiteral(" %1:%2")
                       .arg(counts.count(Color::White, s), 2)
                       .arg(counts.count(Color::Black, s), -2);
        }
        out = out.trimmed() + u'\n';
    }
    out += QStringLiteral("    a     b     c     d     e     f     g     h\n");
    return out;
}

QString text(const Request& req, const Result& r)
{
    QString out = (req.xray ? tr("Attackers of each square with x-rays, white:black")
                            : tr("Attackers of each square, white:black")) +
                  u'\n' + grid(r.counts) + u'\n';
    QStringList winning;
    for (const Exchange& e : r.exchanges) {
        if (e.gain <= 0)
            continue;
        const QString who = e.piece.color == Color::White
                                ? tr("Black wins %n", "an exchange's gain", e.gain)
                                : tr("White wins %n", "an exchange's gain", e.gain);
        winning << tr("%1 (%2): %3 by %4", "square, piece, who wins what, the captures")
                       .arg(QString::fromStdString(squareName(e.square)), pieceNoun(e.piece), who,
                            lineText(e));
    }
    if (winning.isEmpty())
        return out + tr("No exchange wins material.") + u'\n';
    return out + tr("Exchanges that win material:") + u'\n' + winning.join(u'\n') + u'\n';
}

// ---- JSON and CSV ----

std::string json(const Result& r)
{
    JsonWriter w;
    w.beginObject();
    for (const Color c : {Color::White, Color::Black}) {
        w.key(c == Color::White ? "white" : "black").beginArray(true);
        for (const Square s : allSquares())
            w.value(r.counts.count(c, s));
        w.endArray();
    }
    w.key("exchanges").beginArray();
    for (const Exchange& e : r.exchanges) {
        w.beginObject();
        w.key("square").value(squareName(e.square));
        w.key("piece").value(std::string(1, pieceLetter(e.piece)));
        w.key("gain").value(e.gain);
        w.key("line").beginArray(true);
        for (const ExchangeCapture& c : e.line)
            w.value(captureText(c, e.square));
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.endObject();
    return w.str();
}

std::string csv(const Request& req, const Result& r)
{
    std::string out = "square,white,black,piece,gain\n";
    auto next = r.exchanges.begin();
    for (const Square s : allSquares()) {
        const auto piece = req.board.pieceAt(s);
        out += squareName(s) + ',' + std::to_string(r.counts.count(Color::White, s)) + ',' +
               std::to_string(r.counts.count(Color::Black, s)) + ',' +
               (piece ? std::string(1, pieceLetter(*piece)) : std::string()) + ',';
        if (next != r.exchanges.end() && next->square == s)
            out += std::to_string((next++)->gain);
        out += '\n';
    }
    return out;
}

QString execute(const options::Given& given)
{
    const QString format = formatOption(given, kFormats);
    const Request req = request(given);
    const Control c = control(req.board);
    const Result r{req.xray ? c.xray : c.plain, exchanges(req.board)};
    if (format == QStringLiteral("json"))
        return QString::fromStdString(json(r));
    if (format == QStringLiteral("csv"))
        return QString::fromStdString(csv(req, r));
    return text(req, r);
}

} // namespace

const Command& controlCommand()
{
    static const Command command{
        "control",
        QT_TRANSLATE_NOOP("cd::cli", "Print how many pieces of each side attack every square and "
                                     "what each exchange wins."),
        addOptions, execute};
    return command;
}

} // namespace cd::cli
