// chess-distance control: how many pieces of each side attack every square (plainly or with
// x-rays) and the static exchange on every occupied square, as text, JSON or CSV
// (docs/control.md); of one position, or of several plies of a game (--plies).
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

// One position asked about; from a game with --plies, with its ply.
struct Item {
    Board board;
    std::optional<std::size_t> ply;
    QString after; // "after 23. Nf3", "at the start of the game"
};

struct Request {
    std::vector<Item> items;
    bool plies = false; // several positions of a game: each with its ply
    int game = 1;
    bool xray = false;
};

struct Result {
    ControlCounts counts; // plain, or with x-rays when asked
    std::vector<Exchange> exchanges;
};

Result resultOf(const Item& item, bool xray)
{
    const Control c = control(item.board);
    return {xray ? c.xray : c.plain, exchanges(item.board)};
}

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions(options::positionOptions(tr("Position in FEN (placement required).")));
    parser.addOption(options::pliesOption(tr("With --pgn: these positions of the game in turn, as "
                                             "plies and ranges (\"12,18,25\", \"0-40\").")));
    parser.addOption({QStringLiteral("x-ray"),
                      tr("Count x-rays too: the pieces that attack a square once the pieces "
                         "attacking it have left.")});
    addFormatOption(parser, kFormats);
}

Request request(const options::Given& given)
{
    options::checkRules(controlRules(), given.names());
    Request r;
    r.xray = given.has("x-ray");
    const options::PositionRequest position = options::positionRequest(given);
    if (!position.plies) {
        r.items.push_back({options::positionFrom(position).board, std::nullopt, QString()});
        return r;
    }
    const options::GamePlies g = options::gamePlies(position, true);
    r.plies = true;
    r.game = g.number;
    for (const std::size_t ply : g.plies) {
        const options::GivenPosition here = options::gamePosition(g.game, ply);
        r.items.push_back({here.board, ply, here.after});
    }
    return r;
}

// "Nf3xe5", "d6xe5": the capture as the SAN of a capture reads, without check signs.
std::string captureText(const ExchangeCapture& c, Square to)
{
    std::string text = squareName(c.from) + "x" + squareName(to);
    if (c.piece.type != PieceType::Pawn)
        text.insert(text.begin(), pieceLetter({Color::White, c.piece.type}));
    return text;
}

QString lineText(const std::vector<ExchangeCapture>& line, Square to)
{
    QStringList out;
    for (const ExchangeCapture& c : line)
        out << QString::fromStdString(captureText(c, to));
    return out.join(u' ');
}

// "e5 (black pawn): White loses 2 by Nf3xe5 Nc6xe5" for a piece whose capture loses material.
QStringList losingIfTaken(const std::vector<Exchange>& exchanges)
{
    QStringList out;
    for (const Exchange& e : exchanges) {
        if (!e.ifTaken || *e.ifTaken >= 0)
            continue;
        const QString who = e.piece.color == Color::White
                                ? tr("Black loses %n", "an exchange's loss", -*e.ifTaken)
                                : tr("White loses %n", "an exchange's loss", -*e.ifTaken);
        out << tr("%1 (%2): %3 by %4", "square, piece, who loses what, the captures")
                   .arg(QString::fromStdString(squareName(e.square)), pieceNoun(e.piece), who,
                        lineText(e.takenLine, e.square));
    }
    return out;
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

QString text(const Request& req, const Item& item, const Result& r)
{
    QString out;
    if (item.ply)
        out += tr("Ply %1 (%2)", "a heading: the ply, when it was (\"after 23. Nf3\")")
                   .arg(*item.ply)
                   .arg(item.after) +
               u'\n';
    out += (req.xray ? tr("Attackers of each square with x-rays, white:black")
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
                            lineText(e.line, e.square));
    }
    if (winning.isEmpty())
        out += tr("No exchange wins material.") + u'\n';
    else
        out += tr("Exchanges that win material:") + u'\n' + winning.join(u'\n') + u'\n';
    if (const QStringList losing = losingIfTaken(r.exchanges); !losing.isEmpty())
        out += tr("Exchanges that lose material if taken:") + u'\n' + losing.join(u'\n') + u'\n';
    return out;
}

// ---- JSON and CSV ----

void writeResult(JsonWriter& w, const Result& r)
{
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
        // Only where the side that would capture attacks the square.
        if (e.ifTaken) {
            w.key("ifTaken").beginObject();
            w.key("gain").value(*e.ifTaken);
            w.key("line").beginArray(true);
            for (const ExchangeCapture& c : e.takenLine)
                w.value(captureText(c, e.square));
            w.endArray();
            w.endObject();
        }
        w.endObject();
    }
    w.endArray();
}

std::string json(const Request& req)
{
    JsonWriter w;
    w.beginObject();
    if (!req.plies) {
        writeResult(w, resultOf(req.items.front(), req.xray));
        w.endObject();
        return w.str();
    }
    w.key("game").value(req.game);
    w.key("positions").beginArray();
    for (const Item& item : req.items) {
        w.beginObject();
        w.key("ply").value(static_cast<std::uint64_t>(*item.ply));
        w.key("fen").value(item.board.fen());
        writeResult(w, resultOf(item, req.xray));
        w.endObject();
    }
    w.endArray();
    w.endObject();
    return w.str();
}

// One row a square: its counts, piece and gain; with --plies the ply first.
std::string csv(const Request& req)
{
    std::string out =
        req.plies ? "ply,square,white,black,piece,gain\n" : "square,white,black,piece,gain\n";
    for (const Item& item : req.items) {
        const Result r = resultOf(item, req.xray);
        auto next = r.exchanges.begin();
        for (const Square s : allSquares()) {
            const auto piece = item.board.pieceAt(s);
            if (item.ply)
                out += std::to_string(*item.ply) + ',';
            out += squareName(s) + ',' + std::to_string(r.counts.count(Color::White, s)) + ',' +
                   std::to_string(r.counts.count(Color::Black, s)) + ',' +
                   (piece ? std::string(1, pieceLetter(*piece)) : std::string()) + ',';
            if (next != r.exchanges.end() && next->square == s)
                out += std::to_string((next++)->gain);
            out += '\n';
        }
    }
    return out;
}

QString execute(const options::Given& given)
{
    const QString format = formatOption(given, kFormats);
    const Request req = request(given);
    if (format == QStringLiteral("json"))
        return QString::fromStdString(json(req));
    if (format == QStringLiteral("csv"))
        return QString::fromStdString(csv(req));
    QStringList out;
    for (const Item& item : req.items)
        out << text(req, item, resultOf(item, req.xray));
    return out.join(u'\n');
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
