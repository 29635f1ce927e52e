// chess-distance mobility: every piece's mobility profile and both sides' arrival maps, as text,
// JSON or CSV.
#include "clitext.h"
#include "command.h"
#include "commandrules.h"
#include "jsonwriter.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "textgrid.h"

#include "arrival.h"
#include "mobility.h"

#include <QStringList>

#include <charconv>

namespace cd::cli {

namespace {

const QStringList kFormats = {QStringLiteral("text"), QStringLiteral("json"),
                              QStringLiteral("csv")};

struct Request {
    Board board;
    ReachOptions options;
    std::optional<Color> side; // nullopt: both
};

struct Result {
    std::vector<PieceMobility> pieces;
    Arrival arrival;
};

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions(options::positionOptions(tr("Position in FEN (placement required).")));
    parser.addOptions({
        {QStringLiteral("side"), tr("Whose pieces: white, black or both (default both)."),
         QStringLiteral("SIDE")},
        {QStringLiteral("captures"),
         tr("Enemy pieces on the way: stop (default), continue or block."), QStringLiteral("C")},
        {QStringLiteral("avoid-attacked"), tr("Never stop on a square the opponent attacks.")},
    });
    parser.addOptions(options::whatIfOptions());
    addFormatOption(parser, kFormats);
}

// The side option: nullopt for both; throws UsageError.
std::optional<Color> sideOption(const std::optional<QString>& side)
{
    const QString text = side.value_or(QString()).trimmed();
    const QString name = text.toLower();
    if (!side || name == QStringLiteral("both"))
        return std::nullopt;
    if (name == QStringLiteral("white"))
        return Color::White;
    if (name == QStringLiteral("black"))
        return Color::Black;
    throw UsageError(tr("--side: '%1' is not white, black or both").arg(text));
}

// The request read from what was given, its rules checked; throws UsageError.
Request request(const options::Given& given)
{
    options::checkRules(mobilityRules(), given.names());
    Request r;
    r.board = options::positionFrom(options::positionRequest(given)).board;
    r.side = sideOption(given.text("side"));
    r.options.captures = options::capturesValue(given.text("captures"));
    r.options.avoidAttacked = given.has("avoid-attacked");
    if (r.side == Color::White && r.board.pieces(Color::White) == 0)
        throw UsageError(tr("--side white: the position has no white pieces"));
    if (r.side == Color::Black && r.board.pieces(Color::Black) == 0)
        throw UsageError(tr("--side black: the position has no black pieces"));
    if (r.board.occupied() == 0)
        throw UsageError(tr("--fen: the position has no pieces"));
    r.options = options::withWhatIf(options::whatIfRequest(given), r.board, r.options);
    return r;
}

bool shows(const Request& r, Color c)
{
    return !r.side || *r.side == c;
}

std::string number(double x)
{
    char text[32];
    return {text, std::to_chars(text, text + sizeof text, x).ptr};
}

std::string sideName(Color c)
{
    return c == Color::White ? "white" : "black";
}

// The largest distance any listed piece needs: the number of distance columns.
int distanceColumns(const std::vector<PieceMobility>& pieces)
{
    int columns = 1;
    for (const PieceMobility& m : pieces)
        columns = std::max(columns, m.inPosition.maxDistance);
    return columns;
}

const ArrivalMap& mapOf(const Result& r, Color c)
{
    return c == Color::White ? r.arrival.white : r.arrival.black;
}

std::string squareList(Bitboard squares, char separator)
{
    std::string out;
    forEachSquare(squares, [&](Square s) {
        if (!out.empty())
            out += separator;
        out += squareName(s);
    });
    return out;
}

// ---- text ----

QString pieceTable(const std::vector<PieceMobility>& pieces, Color side)
{
    QStringList header{tr("piece", "mobility table column"), tr("square", "mobility table column")};
    const int columns = distanceColumns(pieces);
    for (int d = 1; d <= columns; ++d)
        header << QString::number(d);
    header << tr("never", "mobility table column: squares no route reaches")
           << tr("mean", "mobility table column: mean distance")
           << tr("score", "mobility table column")
           << tr("empty", "mobility table column: score "
                          "on the empty board")
           << tr("ratio", "mobility table column: score / empty-board score");
    std::vector<QStringList> rows{header};
    for (const PieceMobility& m : pieces) {
        if (m.piece.color != side)
            continue;
        QStringList row{QString(QLatin1Char(pieceLetter(m.piece))), squareText(m.square)};
        for (int d = 1; d <= columns; ++d)
            row << QString::number(m.inPosition.counts[static_cast<std::size_t>(d)]);
        row << QString::number(m.inPosition.unreachable)
            << QString::number(m.inPosition.mean, 'f', 2)
            << QString::number(m.inPosition.score, 'f', 2)
            << QString::number(m.emptyBoard().score, 'f', 2) << QString::number(m.ratio, 'f', 2);
        rows.push_back(row);
    }
    std::vector<qsizetype> width(static_cast<std::size_t>(header.size()), 0);
    for (const QStringList& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            width[static_cast<std::size_t>(i)] =
                std::max(width[static_cast<std::size_t>(i)], row[i].size());
    QString out;
    for (const QStringList& row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i) {
            const auto w = static_cast<int>(width[static_cast<std::size_t>(i)]);
            line +=
                (i < 2 ? row[i].leftJustified(w) : row[i].rightJustified(w)) + QStringLiteral("  ");
        }
        out += line.trimmed() + u'\n';
    }
    return out;
}

QString text(const Request& req, const Result& r)
{
    QString out;
    for (const Color c : {Color::White, Color::Black}) {
        if (!shows(req, c))
            continue;
        if (!out.isEmpty())
            out += u'\n';
        out += (c == Color::White ? tr("White pieces") : tr("Black pieces")) + u'\n';
        out += pieceTable(r.pieces, c);
    }
    for (const Color c : {Color::White, Color::Black}) {
        if (!shows(req, c))
            continue;
        out += u'\n' +
               (c == Color::White ? tr("Fewest moves of any white piece")
                                  : tr("Fewest moves of any black piece")) +
               u'\n' + QString::fromStdString(mapGrid(mapOf(r, c).moves));
    }
    if (!req.side) {
        out += u'\n' + tr("White minus Black (negative: White arrives first)") + u'\n' +
               QString::fromStdString(signedGrid(arrivalDifference(r.arrival)));
        const Bitboard contested = contestedSquares(r.arrival);
        out += tr("Contested (both sides arrive in as many moves): %1")
                   .arg(contested ? QString::fromStdString(squareList(contested, ' '))
                                  : tr("none", "no contested squares")) +
               u'\n';
    }
    return out;
}

// ---- JSON and CSV ----

void writeSummary(JsonWriter& w, const ReachSummary& s)
{
    w.beginObject();
    w.key("counts").beginArray(true);
    for (int d = 1; d <= s.maxDistance; ++d)
        w.value(static_cast<int>(s.counts[static_cast<std::size_t>(d)]));
    w.endArray();
    w.key("reachable").value(s.reachable);
    w.key("unreachable").value(s.unreachable);
    w.key("mean").value(s.mean);
    w.key("score").value(s.score);
    w.endObject();
}

std::string json(const Request& req, const Result& r)
{
    JsonWriter w;
    w.beginObject();
    w.key("fen").value(req.board.fen());
    w.key("side").value(req.side ? sideName(*req.side) : std::string("both"));
    w.key("captures").value(captureModeName(req.options.captures));
    w.key("avoidAttacked").value(req.options.avoidAttacked);
    w.key("blocked").value(squareList(req.options.blocked, ','));
    w.key("unsafe").value(squareList(req.options.taboo, ','));
    w.key("pieces").beginArray();
    for (const PieceMobility& m : r.pieces) {
        w.beginObject();
        w.key("piece").value(std::string(1, pieceLetter(m.piece)));
        w.key("square").value(squareName(m.square));
        w.key("inPosition");
        writeSummary(w, m.inPosition);
        w.key("emptyBoard");
        writeSummary(w, m.emptyBoard());
        w.key("ratio").value(m.ratio);
        w.endObject();
    }
    w.endArray();
    w.key("arrival").beginObject();
    const auto diff = arrivalDifference(r.arrival);
    const Bitboard contested = contestedSquares(r.arrival);
    for (int i = 0; i < 64; ++i) {
        const Square s = Square(i);
        const auto t = static_cast<std::size_t>(i);
        w.key(squareName(s)).beginObject();
        for (const Color c : {Color::White, Color::Black}) {
            if (!shows(req, c))
                continue;
            const ArrivalMap& map = mapOf(r, c);
            w.key(sideName(c));
            map.moves[t] == kUnreachable ? w.null() : w.value(int(map.moves[t]));
            w.key(sideName(c) + "By").beginArray(true);
            forEachSquare(arriversAt(map, s), [&](Square p) { w.value(squareName(p)); });
            w.endArray();
        }
        if (!req.side) {
            w.key("difference");
            diff[t] ? w.value(*diff[t]) : w.null();
            w.key("contested").value(has(contested, s));
        }
        w.endObject();
    }
    w.endObject();
    w.endObject();
    return w.str();
}

std::string csv(const Request& req, const Result& r)
{
    const int columns = distanceColumns(r.pieces);
    std::string out = "side,piece,square";
    for (int d = 1; d <= columns; ++d)
        out += ",d" + std::to_string(d);
    out += ",unreachable,mean,score,empty_score,ratio\n";
    for (const PieceMobility& m : r.pieces) {
        out += sideName(m.piece.color) + ',' + pieceLetter(m.piece) + ',' + squareName(m.square);
        for (int d = 1; d <= columns; ++d)
            out += ',' + std::to_string(m.inPosition.counts[static_cast<std::size_t>(d)]);
        out += ',' + std::to_string(m.inPosition.unreachable) + ',' + number(m.inPosition.mean) +
               ',' + number(m.inPosition.score) + ',' + number(m.emptyBoard().score) + ',' +
               number(m.ratio) + '\n';
    }
    // The second table, after an empty line: one row per square.
    out += "\nsquare";
    for (const Color c : {Color::White, Color::Black})
        if (shows(req, c))
            out += ',' + sideName(c) + ',' + sideName(c) + "_by";
    if (!req.side)
        out += ",difference,contested";
    out += '\n';
    const auto diff = arrivalDifference(r.arrival);
    const Bitboard contested = contestedSquares(r.arrival);
    for (int i = 0; i < 64; ++i) {
        const Square s = Square(i);
        const auto t = static_cast<std::size_t>(i);
        out += squareName(s);
        for (const Color c : {Color::White, Color::Black})
            if (shows(req, c)) {
                const int d = mapOf(r, c).moves[t];
                out += ',' + (d == kUnreachable ? std::string() : std::to_string(d)) + ',' +
                       squareList(arriversAt(mapOf(r, c), s), ' ');
            }
        if (!req.side)
            out += ',' + (diff[t] ? std::to_string(*diff[t]) : std::string()) + ',' +
                   (has(contested, s) ? "1" : "0");
        out += '\n';
    }
    return out;
}

QString execute(const options::Given& given)
{
    const QString format = formatOption(given, kFormats);
    const Request req = request(given);
    const Result r{mobility(req.board, req.options, req.side), arrival(req.board, req.options)};
    if (format == QStringLiteral("json"))
        return QString::fromStdString(json(req, r));
    if (format == QStringLiteral("csv"))
        return QString::fromStdString(csv(req, r));
    return text(req, r);
}

} // namespace

const Command& mobilityCommand()
{
    static const Command command{
        "mobility",
        QT_TRANSLATE_NOOP("cd::cli",
                          "Print every piece's mobility profile and who arrives first where."),
        addOptions, execute};
    return command;
}

} // namespace cd::cli
