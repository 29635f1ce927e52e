// chess-distance worksheet: printable exercises with answer keys, reproducible by seed.
#include "clitext.h"
#include "command.h"
#include "commandrules.h"
#include "options/errorline.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "picture.h"
#include "progress.h"

#include "i18n/coremessages.h"

#include "diagram/outputtarget.h"
#include "diagram/squaretext.h"
#include "diagram/worksheet.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace cd::cli {

namespace {

void addOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("metric"),
                      tr("A metric to practise; repeat it or separate by commas (default knight, "
                         "chebyshev, manhattan; reach with a position)."),
                      QStringLiteral("M")});
    parser.addOptions(options::positionOptions(
        tr("A position whose pieces the reach exercises ask about (\"how many moves does "
           "the knight on f3 need?\").")));
    parser.addOption(options::pliesOption(tr("With --pgn: exercises from these positions of the "
                                             "game in turn, as plies and ranges (\"12,18,25\", "
                                             "\"10-20\").")));
    parser.addOptions({
        {QStringLiteral("from"),
         tr("Reach: the pieces on these squares, in this order, one exercise each unless "
            "--count says otherwise (comma-separated; a piece that cannot move is asked about "
            "too; default every piece that can move)."),
         QStringLiteral("SQ,...")},
        {QStringLiteral("captures"),
         tr("Reach: enemy pieces on the way: stop (default), continue or block."),
         QStringLiteral("C")},
        {QStringLiteral("avoid-attacked"),
         tr("Reach: never stop on a square the opponent attacks.")},
        {QStringLiteral("blanks"),
         tr("How much of each board is blank: few (--questions squares, default), half, or all "
            "(fill in every square)."),
         QStringLiteral("HOW")},
        {QStringLiteral("colour-exercises"),
         tr("Colour the exercise boards like the answer key (default: a pale board that prints "
            "well and gives nothing away).")},
        {QStringLiteral("count"), tr("Number of exercises, 1..500 (default 6)."),
         QStringLiteral("N")},
        {QStringLiteral("seed"), tr("The same seed gives the same exercises (default 1)."),
         QStringLiteral("S")},
        {QStringLiteral("questions"),
         tr("Squares to fill in per board with --blanks few, 1..20 (default 5)."),
         QStringLiteral("K")},
        {QStringLiteral("trajectories"),
         tr("Also ask how many shortest routes lead to the farthest asked square.")},
        {QStringLiteral("paper"), tr("a4 (default) or letter."), QStringLiteral("SIZE")},
        {QStringLiteral("palette"), tr("Colour scale (default viridis)."), QStringLiteral("NAME")},
        {QStringLiteral("title"), tr("The title on every page."), QStringLiteral("TEXT")},
        {QStringLiteral("output"), tr("The PDF file to write (- for standard output)."),
         QStringLiteral("FILE")},
    });
    parser.setApplicationDescription(
        parser.applicationDescription() + u'\n' +
        tr("Slow with many exercises (500 take about 20 seconds); on a terminal, stderr shows "
           "how many boards are drawn."));
}

std::vector<Metric> metrics(const QStringList& values, bool withPosition)
{
    std::vector<Metric> out;
    for (const QString& value : values)
        for (const QString& part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto m = parseMetric(part.trimmed().toLower().toStdString());
            if (!m)
                throw UsageError(tr("--metric: unknown metric '%1'").arg(part.trimmed()));
            if (!needsSource(*m))
                throw UsageError(tr("--metric: %1 has no source square to ask from; choose a "
                                    "metric of two squares")
                                     .arg(part.trimmed()));
            if (*m == Metric::Reach && !withPosition)
                throw UsageError(tr("--metric: reach asks about the pieces of a position; give "
                                    "it with --fen or --pgn"));
            out.push_back(*m);
        }
    return out;
}

// The squares of a list option in the order given; one given twice is refused by name, since
// dropping or repeating it silently would change the sheet the teacher asked for.
std::vector<Square> squareSequence(const QStringList& values, const QString& option)
{
    std::vector<Square> out;
    for (const QString& value : values)
        for (const QString& part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString text = part.trimmed();
            const auto s = parseSquare(text.toLower().toStdString());
            if (!s)
                throw UsageError(tr("--%1: '%2' is not a square (a1..h8)").arg(option, text));
            if (std::find(out.begin(), out.end(), *s) != out.end())
                throw UsageError(tr("--%1: %2 is given twice").arg(option, squareText(*s)));
            out.push_back(*s);
        }
    return out;
}

// Exercises from several positions of a game in turn: exercise i asks about the i-th ply given
// (cycling), each position with its own share of the count and its own seed.
std::vector<Exercise> gameExercises(const options::GamePlies& g, const ExerciseSpec& spec)
{
    const std::size_t n = g.plies.size();
    const auto count = static_cast<std::size_t>(spec.count);
    std::vector<std::vector<Exercise>> shares;
    for (std::size_t j = 0; j < n && j < count; ++j) {
        const options::GivenPosition p = options::gamePosition(g.game, g.plies[j]);
        ExerciseSpec one = spec;
        one.board = p.board;
        one.count = static_cast<int>((count - j + n - 1) / n);
        one.seed = spec.seed + j;
        try {
            shares.push_back(makeExercises(one));
        } catch (const InputError& e) {
            throw UsageError(tr("--plies: %1: %2", "the position (after 23. Nf3), what is wrong")
                                 .arg(p.after, i18n::errorText(e)));
        }
        for (Exercise& x : shares.back())
            if (x.query.metric == Metric::Reach) // the others are about an empty board
                x.gameMove = p.gameMove;
    }
    std::vector<Exercise> out;
    for (std::size_t i = 0; i < count; ++i)
        out.push_back(std::move(shares[i % n][i / n]));
    return out;
}

// The exercises the spec asks for, in the position (or the game's positions) the options give.
std::vector<Exercise> exercisesFor(const options::PositionRequest& position, ExerciseSpec spec)
{
    if (position.plies)
        // Exercise i asks about the i-th ply given (cycling): plies past --count are never used.
        return gameExercises(
            options::gamePlies(position, true, static_cast<std::size_t>(spec.count)), spec);
    const options::GivenPosition p = options::positionFrom(position);
    spec.board = p.board;
    std::vector<Exercise> exercises = makeExercises(spec);
    for (Exercise& e : exercises)
        if (e.query.metric == Metric::Reach) // the others are about an empty board
            e.gameMove = p.gameMove;
    return exercises;
}

QString execute(const options::Given& given)
{
    options::checkRules(worksheetRules(), given.names());
    const options::PositionRequest position = options::positionRequest(given);
    const QString output = given.value("output");
    const bool toStdout = isStandardOutput(output);
    if (!toStdout &&
        QFileInfo(output).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        throw UsageError(tr("--output: a worksheet is a PDF; name it *.pdf"));

    ExerciseSpec spec;
    const bool withPosition = position.given();
    if (given.has("metric"))
        spec.metrics = metrics(given.values("metric"), withPosition);
    else if (withPosition)
        spec.metrics = {Metric::Reach}; // a position is given to be asked about
    if (withPosition) {
        spec.reach.captures = options::capturesValue(given.text("captures"));
        spec.reach.avoidAttacked = given.has("avoid-attacked");
    }
    if (given.has("from")) {
        if (std::find(spec.metrics.begin(), spec.metrics.end(), Metric::Reach) ==
            spec.metrics.end())
            throw UsageError(tr("--from: only reach exercises ask about given pieces; give "
                                "a position and --metric reach"));
        spec.from = squareSequence(given.values("from"), QStringLiteral("from"));
        spec.count = static_cast<int>(spec.from.size()); // one each, unless --count says more
    }
    if (given.has("blanks")) {
        const QString blanks = given.value("blanks").trimmed().toLower();
        if (blanks == QLatin1String("few"))
            spec.blanks = Blanks::Few;
        else if (blanks == QLatin1String("half"))
            spec.blanks = Blanks::Half;
        else if (blanks == QLatin1String("all"))
            spec.blanks = Blanks::All;
        else
            throw UsageError(tr("--blanks: '%1' is not few, half or all").arg(blanks));
    }
    if (given.has("count"))
        spec.count = options::intValue(QStringLiteral("count"), given.value("count"), 1, 500);
    if (given.has("questions"))
        spec.questions =
            options::intValue(QStringLiteral("questions"), given.value("questions"), 1, 20);
    if (given.has("seed")) {
        bool ok = false;
        spec.seed = given.value("seed").trimmed().toULongLong(&ok);
        static const QRegularExpression digits(QStringLiteral("^\\+?[0-9]+$"));
        const QString seed = given.value("seed").trimmed();
        if (!ok && digits.match(seed).hasMatch())
            throw UsageError(tr("--seed: %1 is out of range 0..%2")
                                 .arg(seed)
                                 .arg(std::numeric_limits<std::uint64_t>::max()));
        if (!ok)
            throw UsageError(tr("--seed: '%1' is not a whole number").arg(given.value("seed")));
    }
    spec.trajectories = given.has("trajectories");

    WorksheetOptions options;
    if (given.has("paper")) {
        const QString paper = given.value("paper").trimmed().toLower();
        if (paper == QLatin1String("letter"))
            options.paper = PaperSize::Letter;
        else if (paper != QLatin1String("a4"))
            throw UsageError(tr("--paper: '%1' is not a4 or letter").arg(paper));
    }
    if (given.has("palette")) {
        const QString name = given.value("palette").trimmed();
        const auto id = parsePalette(name);
        if (!id)
            throw UsageError(tr("--palette: unknown palette '%1'").arg(name));
        options.palette = *id;
    }
    if (given.has("title")) {
        options.title = given.value("title");
        if (options.title.size() > kMaxWorksheetTitle)
            throw UsageError(tr("--title: %1 characters, at most %2")
                                 .arg(options.title.size())
                                 .arg(kMaxWorksheetTitle));
    }
    options.subtitle = seedSubtitle(spec.seed);
    options.colourExercises = given.has("colour-exercises");

    const std::vector<Exercise> exercises = exercisesFor(position, spec);
    Progress progress(tr("boards drawn, worksheet %1").arg(output), 2 * exercises.size());
    const ExportResult r = writeWorksheet(exercises, options, output, [&](int done, int) {
        progress.show(static_cast<std::size_t>(done));
        return true;
    });
    if (r.status == ExportResult::Status::IoError)
        throw RunError(r.message);
    if (r.status == ExportResult::Status::BadInput)
        throw UsageError(r.message);
    const int count = static_cast<int>(exercises.size());
    if (toStdout)
        return {}; // standard output holds the PDF alone
    const QString written =
        count == 1 ? tr("%1: 1 exercise on %2 pages (answer key included)")
                   : tr("%1: %n exercises on %2 pages (answer key included)", nullptr, count);
    // A name is shown escaped (as in error lines): control characters never reach the terminal.
    return written.arg(options::oneLine(output), QString::number(worksheetPageCount(count))) +
           u'\n';
}

} // namespace

const Command& worksheetCommand()
{
    static const Command command{
        "worksheet",
        QT_TRANSLATE_NOOP("cd::cli", "Write a printable PDF of exercises and their answer key."),
        addOptions, execute, true};
    return command;
}

} // namespace cd::cli
