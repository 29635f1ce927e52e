#include "session.h"

#include "settingsguard.h"

#include "diagram/squaretext.h"

namespace cd::gui {

namespace {

std::optional<Square> readSquare(const QSettings& s, const QString& key)
{
    return parseSquare(boundedString(s.value(key), 8).toStdString());
}

void writeSquare(QSettings& s, const QString& key, std::optional<Square> sq)
{
    s.setValue(key, sq ? squareText(*sq) : QString());
}

// A saved list of squares ("e3,b5"); names that are not squares are left out.
Bitboard readSquares(const QSettings& s, const QString& key)
{
    Bitboard squares = 0;
    for (const QString& name : boundedString(s.value(key), 200).split(QLatin1Char(',')))
        if (const auto sq = parseSquare(name.trimmed().toStdString()))
            squares |= bit(*sq);
    return squares;
}

void writeSquares(QSettings& s, const QString& key, Bitboard squares)
{
    QStringList names;
    forEachSquare(squares, [&](Square sq) { names << squareText(sq); });
    s.setValue(key, names.join(QLatin1Char(',')));
}

// A saved switch: a bool, or what an INI file makes of one ("true", "false", "1", "0");
// anything else (a damaged file) is the fallback.
bool readBool(const QSettings& s, const QString& key, bool fallback)
{
    const QVariant v = s.value(key);
    if (v.typeId() == QMetaType::Bool)
        return v.toBool();
    if (v.typeId() != QMetaType::QString)
        return fallback;
    const QString text = v.toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    return fallback;
}

// A saved whole number in low..high; anything else (a damaged file) is the fallback.
int readInt(const QSettings& s, const QString& key, int low, int high, int fallback)
{
    bool ok = false;
    const int v = s.value(key).toInt(&ok);
    return ok && v >= low && v <= high ? v : fallback;
}

} // namespace

Session loadSession(QSettings& s)
{
    Session session;
    Query& q = session.query;
    q.metric = Metric::Knight;
    q.from = parseSquare("e4");
    s.beginGroup(QStringLiteral("session"));
    session.restored = s.contains(QStringLiteral("metric"));
    if (session.restored) {
        if (const auto m = parseMetric(s.value(QStringLiteral("metric")).toString().toStdString()))
            q.metric = *m;
        q.from = readSquare(s, QStringLiteral("from"));
        q.to = readSquare(s, QStringLiteral("to"));
        q.via = readSquare(s, QStringLiteral("via"));
        if (const auto p = Board::fromFen(
                boundedString(s.value(QStringLiteral("fen")), kMaxFenText).toStdString()))
            q.board = *p;
        const QString probe = s.value(QStringLiteral("probe")).toString();
        if (probe.size() == 1)
            if (const auto p = pieceFromLetter(probe.at(0).toLatin1()))
                session.probe = *p;
        if (const auto c =
                parseCaptureMode(s.value(QStringLiteral("captures")).toString().toStdString()))
            q.reach.captures = *c;
        q.reach.avoidAttacked = readBool(s, QStringLiteral("avoidAttacked"), false);
        // What-if squares; blockers on a piece or the source give way when the board applies it.
        q.reach.blocked = readSquares(s, QStringLiteral("blocked"));
        q.reach.taboo = readSquares(s, QStringLiteral("unsafe"));
        const QString promo = s.value(QStringLiteral("promotion")).toString();
        if (promo.size() == 1)
            if (const auto p = pieceFromLetter(promo.at(0).toLatin1()))
                if (p->type != PieceType::Pawn && p->type != PieceType::King)
                    q.reach.promotion = p->type;
        if (const int length =
                boundedInt(s.value(QStringLiteral("length")), 0, kMaxTrajectoryLength, 0);
            length > 0)
            q.length = length;
        q.distinctStops = readBool(s, QStringLiteral("distinct"), false);
    }
    s.endGroup();
    return session;
}

void saveSession(QSettings& s, const Query& q, Piece probe)
{
    s.beginGroup(QStringLiteral("session"));
    s.setValue(QStringLiteral("metric"), QString::fromStdString(std::string(metricName(q.metric))));
    writeSquare(s, QStringLiteral("from"), q.from);
    writeSquare(s, QStringLiteral("to"), q.to);
    writeSquare(s, QStringLiteral("via"), q.via);
    s.setValue(QStringLiteral("fen"), QString::fromStdString(q.board.fen()));
    s.setValue(QStringLiteral("probe"), QString(QChar::fromLatin1(pieceLetter(probe))));
    s.setValue(QStringLiteral("captures"),
               QString::fromStdString(std::string(captureModeName(q.reach.captures))));
    s.setValue(QStringLiteral("avoidAttacked"), q.reach.avoidAttacked);
    writeSquares(s, QStringLiteral("blocked"), q.reach.blocked);
    writeSquares(s, QStringLiteral("unsafe"), q.reach.taboo);
    s.setValue(QStringLiteral("promotion"),
               q.reach.promotion
                   ? QString(QChar::fromLatin1(pieceLetter({Color::White, *q.reach.promotion})))
                   : QString());
    s.setValue(QStringLiteral("length"), q.length.value_or(0));
    s.setValue(QStringLiteral("distinct"), q.distinctStops);
    s.endGroup();
}

ViewState loadView(QSettings& s)
{
    ViewState view;
    DisplayOptions& d = view.display;
    d.show.caption = false; // the status bar says what a caption would
    d.show.legendRows =
        2; // room for the legend from the start: the board never moves under a click
    s.beginGroup(QStringLiteral("view"));
    if (const auto id = parsePalette(s.value(QStringLiteral("palette")).toString()))
        d.palette = *id;
    const auto flag = [&](const char* key, bool fallback) {
        return readBool(s, QString::fromLatin1(key), fallback);
    };
    d.flipped = flag("flipped", false);
    d.show.numbers = flag("numbers", true);
    d.show.coordinates = flag("coordinates", true);
    d.show.legend = flag("legend", true);
    d.show.knightL = flag("knightL", false);
    d.trajectories = flag("trajectories", true);
    d.layerNumbers = flag("layerNumbers", false);
    view.routesShown = readInt(s, QStringLiteral("routesShown"), 0, kMaxRoutesShown, 1);
    if (const int route = readInt(s, QStringLiteral("route"), -1, 999, -1); route >= 0)
        view.route = route;
    view.wavefront = flag("wavefront", false);
    view.step = readInt(s, QStringLiteral("step"), 0, 127, 0);
    const QString compare = s.value(QStringLiteral("compare")).toString();
    if (compare == QLatin1String("metric"))
        view.compare = CompareMode::Metric;
    else if (compare == QLatin1String("whatif"))
        view.compare = CompareMode::WithoutWhatIf;
    if (const auto m =
            parseMetric(s.value(QStringLiteral("compareMetric")).toString().toStdString()))
        view.compareMetric = *m;
    view.difference = flag("difference", false) && view.compare != CompareMode::Off;
    view.highContrast = flag("highContrast", false);
    view.mobilityPiecesOnly = flag("mobilityPiecesOnly", true);
    view.zone = flag("zone", false);
    view.control = flag("control", false);
    view.controlXray = flag("controlXray", false);
    const QString arrival = s.value(QStringLiteral("arrival")).toString();
    if (arrival == QLatin1String("white"))
        view.arrival = ArrivalView::White;
    else if (arrival == QLatin1String("black"))
        view.arrival = ArrivalView::Black;
    else if (arrival == QLatin1String("difference"))
        view.arrival = ArrivalView::Difference;
    s.endGroup();
    return view;
}

void saveView(QSettings& s, const ViewState& view)
{
    const DisplayOptions& d = view.display;
    s.beginGroup(QStringLiteral("view"));
    s.setValue(QStringLiteral("routesShown"), view.routesShown);
    s.setValue(QStringLiteral("route"), view.route.value_or(-1));
    s.setValue(QStringLiteral("wavefront"), view.wavefront);
    s.setValue(QStringLiteral("step"), view.step);
    // A frozen "before" is not kept: it ends with the session.
    s.setValue(QStringLiteral("compare"),
               view.compare == CompareMode::Metric          ? QStringLiteral("metric")
               : view.compare == CompareMode::WithoutWhatIf ? QStringLiteral("whatif")
                                                            : QStringLiteral("off"));
    s.setValue(QStringLiteral("compareMetric"),
               QString::fromStdString(std::string(metricName(view.compareMetric))));
    s.setValue(QStringLiteral("difference"), view.difference);
    s.setValue(QStringLiteral("highContrast"), view.highContrast);
    s.setValue(QStringLiteral("mobilityPiecesOnly"), view.mobilityPiecesOnly);
    s.setValue(QStringLiteral("zone"), view.zone);
    s.setValue(QStringLiteral("control"), view.control);
    s.setValue(QStringLiteral("controlXray"), view.controlXray);
    s.setValue(QStringLiteral("arrival"),
               !view.arrival                         ? QString()
               : *view.arrival == ArrivalView::White ? QStringLiteral("white")
               : *view.arrival == ArrivalView::Black ? QStringLiteral("black")
                                                     : QStringLiteral("difference"));
    s.setValue(QStringLiteral("palette"), paletteName(d.palette));
    s.setValue(QStringLiteral("flipped"), d.flipped);
    s.setValue(QStringLiteral("numbers"), d.show.numbers);
    s.setValue(QStringLiteral("coordinates"), d.show.coordinates);
    s.setValue(QStringLiteral("legend"), d.show.legend);
    s.setValue(QStringLiteral("knightL"), d.show.knightL);
    s.setValue(QStringLiteral("trajectories"), d.trajectories);
    s.setValue(QStringLiteral("layerNumbers"), d.layerNumbers);
    s.endGroup();
}

} // namespace cd::gui
