// Each command's table of which options go together (app/cli/commandrules.*, the position's in
// app/options/positionoptions.cpp), checked directly, without starting a process: every rule
// with the message users see, word for word, and the order that decides between two broken
// rules. The facts render derives from values (--metric arrival, an HTML page, the kind of
// animation) are checked on RenderRequest.
#include "cli/commandrules.h"
#include "cli/renderrequest.h"
#include "options/given.h"
#include "options/optionrules.h"
#include "options/positionoptions.h"
#include "options/usageerror.h"

#include <QTest>

using namespace cd;
using namespace cd::cli;

namespace {

const options::RuleTable& table(const QString& name)
{
    if (name == QLatin1String("map"))
        return mapRules();
    if (name == QLatin1String("pairs"))
        return pairsRules();
    if (name == QLatin1String("trajectory"))
        return trajectoryRules();
    if (name == QLatin1String("zone"))
        return zoneRules();
    if (name == QLatin1String("mobility"))
        return mobilityRules();
    if (name == QLatin1String("control"))
        return controlRules();
    if (name == QLatin1String("frames"))
        return framesRules();
    if (name == QLatin1String("worksheet"))
        return worksheetRules();
    if (name == QLatin1String("perft"))
        return perftRules();
    if (name == QLatin1String("window"))
        return options::positionRules();
    return renderRules();
}

QStringList facts(const char* text)
{
    return QString::fromLatin1(text).split(u',', Qt::SkipEmptyParts);
}

struct Case {
    QString command;
    QStringList given;
    QString message; // empty: no rule is broken
};

// The cases, the message of each written out as users read it.
std::vector<Case> cases()
{
    std::vector<Case> out;
    const auto row = [&](const char* command, const char* given, const char* message) {
        out.push_back({QString::fromLatin1(command), facts(given), QString::fromUtf8(message)});
    };
    // The position's rules, in every table that takes a position.
    for (const char* command :
         {"map", "window", "zone", "trajectory,to", "pairs", "mobility", "control",
          "frames,output-dir", "worksheet,output", "perft,depth"}) {
        const QString name = QString::fromLatin1(command).section(u',', 0, 0);
        const QString more = QString::fromLatin1(command).section(u',', 1);
        const auto add = [&](const char* given, const char* message) {
            const QString all = more.isEmpty() ? QString::fromLatin1(given)
                                               : more + u',' + QString::fromLatin1(given);
            out.push_back({name, all.split(u',', Qt::SkipEmptyParts), QString::fromUtf8(message)});
        };
        add("fen,pgn,ply", "--fen and --pgn both give the position; give one of them");
        add("game", "--game needs --pgn FILE");
        add("ply", "--ply needs --pgn FILE");
        add("move", "--move needs --pgn FILE");
        add("plies", "--plies needs --pgn FILE");
        add("strict", "--strict needs --pgn FILE");
        add("pgn,ply,move", "--ply and --move both choose the position; give one of them");
        add("pgn,plies,ply", "--plies and --ply both choose the positions; give one of them");
        add("pgn,plies,move", "--plies and --move both choose the positions; give one of them");
        add("pgn", "--pgn needs --ply K or --move \"23. Nf3\" to say which position of the "
                   "game");
        add("pgn,ply,game,strict", "");
        add("pgn,move", "");
        add("fen", "");
    }
    row("map", "", "");
    row("pairs", "from", "pairs covers every source and target; leave out --from and --to");
    row("pairs", "to", "pairs covers every source and target; leave out --from and --to");
    row("pairs", "fen,piece", "");
    row("trajectory", "from", "trajectory needs --to SQ");
    row("mobility", "", "mobility needs a position: --fen FEN or --pgn FILE");
    row("mobility", "ply", "--ply needs --pgn FILE"); // the position's rules first
    row("mobility", "pgn,ply", "");
    row("control", "", "control needs a position: --fen FEN or --pgn FILE");
    row("control", "x-ray", "control needs a position: --fen FEN or --pgn FILE");
    row("control", "move", "--move needs --pgn FILE"); // the position's rules first
    row("control", "fen,x-ray", "");
    row("control", "pgn,plies,x-ray", "");
    row("perft", "fen", "perft needs --depth D");
    row("perft", "depth,game", "--game needs --pgn FILE");
    row("worksheet", "metric", "worksheet needs --output FILE.pdf");
    row("worksheet", "output,pgn,plies", "");
    row("frames", "from", "frames needs --output-dir DIR");
    row("frames", "output-dir,caption,no-caption",
        "--caption and --no-caption contradict each other; give one");
    row("frames", "output-dir,plies", "--plies needs --pgn FILE");
    row("frames", "output-dir,pgn,plies", "--plies follows the piece on --from SQ; give --from");
    row("frames", "output-dir,pgn,plies,from", "");

    row("render", "from", "render needs --output FILE");
    row("render", "output", "");
    for (const char* other : {"compare", "difference", "step", "delay", "loop", "plies"})
        row("render", qPrintable(QStringLiteral("output,html page,%1").arg(QLatin1String(other))),
            qPrintable(QStringLiteral("an HTML page shows one board; leave out --%1")
                           .arg(QLatin1String(other))));
    for (const char* other : {"side", "block", "unsafe"})
        row("render", qPrintable(QStringLiteral("output,html page,%1").arg(QLatin1String(other))),
            qPrintable(QStringLiteral("an HTML page measures from a square; leave out --%1 "
                                      "(it is for --metric arrival)")
                           .arg(QLatin1String(other))));
    for (const char* other : {"via", "length", "distinct"})
        row("render", qPrintable(QStringLiteral("output,html page,%1").arg(QLatin1String(other))),
            qPrintable(QStringLiteral("an HTML page steps through the shortest routes only; "
                                      "leave out --%1")
                           .arg(QLatin1String(other))));
    row("render", "output,html page,metric,metric arrival,fen",
        "an HTML page measures from a square; --metric arrival is not one");
    for (const char* option : {"metrics", "quiz", "count", "seed"})
        row("render", qPrintable(QStringLiteral("output,%1").arg(QLatin1String(option))),
            qPrintable(
                QStringLiteral("--%1 makes an HTML page: give --output FILE.html or --format html")
                    .arg(QLatin1String(option))));
    row("render", "output,html page,count", "--count needs --quiz");
    row("render", "output,html page,seed", "--seed needs --quiz");
    row("render", "output,html page,quiz,count,seed,metrics", "");
    row("render", "output,delay", "--delay needs --animate");
    row("render", "output,loop", "--loop needs --animate");
    for (const char* other : {"compare", "difference", "step", "side", "block", "unsafe", "zone"})
        row("render", qPrintable(QStringLiteral("output,animate,%1").arg(QLatin1String(other))),
            qPrintable(QStringLiteral("--animate draws one board per frame; leave out --%1")
                           .arg(QLatin1String(other))));
    row("render", "output,animate,metric,metric arrival,fen",
        "--animate cannot draw --metric arrival, which has no wavefront");
    row("render", "output,plies,pgn", "--plies needs --animate plies");
    row("render", "output,animate,plies,pgn", "--plies needs --animate plies");
    row("render", "output,animate,animate routes",
        "--animate routes draws the routes to a "
        "target; give --to SQ");
    row("render", "output,animate,animate routes,to", "");
    row("render", "output,animate,animate plies,plies,from",
        "--animate plies follows a piece through a game; give --pgn FILE, --plies A-B and "
        "--from SQ");
    row("render", "output,animate,animate plies,pgn,from",
        "--animate plies follows a piece through a game; give --pgn FILE, --plies A-B and "
        "--from SQ");
    row("render", "output,animate,animate plies,pgn,plies",
        "--plies follows the piece on --from SQ; give --from");
    row("render", "output,animate,animate plies,pgn,plies,from,delay,loop", "");
    for (const char* other : {"compare", "difference", "step", "zone", "from", "to", "via", "piece",
                              "promote", "trajectories", "paths", "layers", "length"})
        row("render",
            qPrintable(
                QStringLiteral("output,metric,metric arrival,fen,%1").arg(QLatin1String(other))),
            qPrintable(QStringLiteral("--metric arrival draws the whole position; leave out "
                                      "--%1")
                           .arg(QLatin1String(other))));
    row("render", "output,metric,metric arrival",
        "--metric arrival needs a position: --fen FEN or --pgn FILE");
    row("render", "output,metric,metric arrival,ply", "--ply needs --pgn FILE");
    row("render", "output,metric,metric arrival,pgn,ply,side,block,unsafe", "");
    for (const char* option : {"side", "block", "unsafe"})
        row("render", qPrintable(QStringLiteral("output,%1").arg(QLatin1String(option))),
            qPrintable(QStringLiteral("--%1 needs --metric arrival").arg(QLatin1String(option))));
    row("render", "output,caption,no-caption",
        "--caption and --no-caption contradict each other; give one");
    row("render", "output,difference,compare",
        "--difference draws one map; leave out --compare and --step");
    row("render", "output,difference,step",
        "--difference draws one map; leave out --compare and --step");
    for (const char* other : {"compare", "difference", "step", "via"})
        row("render", qPrintable(QStringLiteral("output,fen,zone,%1").arg(QLatin1String(other))),
            qPrintable(QStringLiteral("--zone draws one board; leave out --%1")
                           .arg(QLatin1String(other))));
    row("render", "output,fen,pgn", "--fen and --pgn both give the position; give one of them");
    row("render", "output,fen,zone,from,to", "");
    // --control draws the whole position's control, measured by no metric from no square.
    for (const char* other :
         {"metric",     "from",         "to",    "via",    "piece",  "captures", "avoid-attacked",
          "promote",    "trajectories", "paths", "layers", "length", "distinct", "compare",
          "difference", "step",         "zone",  "side",   "block",  "unsafe"})
        row("render", qPrintable(QStringLiteral("output,fen,control,%1").arg(QLatin1String(other))),
            qPrintable(QStringLiteral("--control draws the whole position; leave out --%1")
                           .arg(QLatin1String(other))));
    row("render", "output,fen,x-ray", "--x-ray needs --control");
    row("render", "output,control", "--control needs a position: --fen FEN or --pgn FILE");
    // A page can open on the control picture (a button brings it back).
    row("render", "output,html page,fen,control", "");
    row("render", "output,html page,fen,control,x-ray,quiz,metrics", "");
    row("render", "output,pgn,ply,control,x-ray,palette,size,flip", "");
    // --control animates a game's positions with --animate plies, no piece followed, nothing else.
    row("render", "output,fen,control,animate,animate not plies",
        "--control animates a game's plies only; give --animate plies or leave out --animate");
    row("render", "output,pgn,plies,control,animate,animate not plies",
        "--plies needs --animate plies");
    row("render", "output,fen,control,animate,animate plies,animate control",
        "--control --animate plies draws the control of a game's positions; give --pgn FILE and "
        "--plies A-B");
    row("render", "output,pgn,control,animate,animate plies,animate control",
        "--control --animate plies draws the control of a game's positions; give --pgn FILE and "
        "--plies A-B");
    row("render", "output,pgn,plies,control,animate,animate plies,animate control,from",
        "--control draws the whole position; leave out --from");
    row("render", "output,pgn,plies,control,x-ray,animate,animate plies,animate control,delay,loop",
        "");
    row("render", "output,pgn,plies,animate,animate plies",
        "--plies follows the piece on --from SQ; give --from");
    return out;
}

} // namespace

class TestOptionRules : public QObject {
    Q_OBJECT
private slots:
    void rules_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("given");
        QTest::addColumn<QString>("message");
        for (const Case& c : cases())
            QTest::addRow("%s {%s}", qPrintable(c.command), qPrintable(c.given.join(u',')))
                << c.command << c.given << c.message;
    }

    void rules()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, given);
        QFETCH(QString, message);
        QCOMPARE(options::brokenRule(table(command), given), message);
        if (message.isEmpty()) {
            options::checkRules(table(command), given); // throws nothing
        } else {
            QVERIFY_THROWS_EXCEPTION(UsageError, options::checkRules(table(command), given));
        }
    }

    // Every rule of every table is broken by some case above, for each option it names: a rule
    // nobody checks is no rule. (A shared row, the position's, may be checked in another table.)
    void everyRuleIsChecked()
    {
        QStringList said;
        for (const Case& c : cases())
            said << c.message;
        for (const char* tableName : {"map", "pairs", "trajectory", "zone", "mobility", "control",
                                      "frames", "worksheet", "perft", "window", "render"}) {
            const QString command = QString::fromLatin1(tableName);
            for (const options::Rule& rule : table(command)) {
                std::vector<const char*> names{rule.option ? rule.option : ""};
                if (rule.kind == options::Rule::Kind::Excludes)
                    names = rule.others;
                for (const char* name : names) {
                    QString text = QString::fromUtf8(rule.message);
                    if (text.contains(QLatin1String("%1")))
                        text = text.arg(QString::fromLatin1(name));
                    QVERIFY2(said.contains(text), qPrintable(command + u": " + text));
                }
            }
        }
    }

    // The facts render derives from values: --metric arrival in any case and spacing, an HTML
    // page from --format html or the output's extension (not while animating), the animation.
    void renderFacts()
    {
        options::Given given;
        given.add(QStringLiteral("metric"), QStringLiteral(" Arrival "));
        given.add(QStringLiteral("output"), QStringLiteral("page.HTM"));
        RenderRequest r = renderRequest(given);
        QVERIFY(r.query().arrival());
        QVERIFY(r.facts.contains(QLatin1String(kArrivalFact)));
        QVERIFY(r.facts.contains(QLatin1String(kPageFact)));
        QVERIFY(r.facts.contains(QStringLiteral("output")));

        given = {};
        given.add(QStringLiteral("metric"), QStringLiteral("knight"));
        given.add(QStringLiteral("output"), QStringLiteral("a.html"));
        given.add(QStringLiteral("format"), QStringLiteral("svg"));
        r = renderRequest(given);
        QVERIFY(!r.query().arrival());
        QVERIFY(!r.facts.contains(QLatin1String(kArrivalFact)));
        QVERIFY(!r.facts.contains(QLatin1String(kPageFact))); // --format wins over the name

        given.add(QStringLiteral("format"), QStringLiteral("HTML"));
        given.add(QStringLiteral("animate"), QStringLiteral("plies"));
        r = renderRequest(given);
        QVERIFY(!r.facts.contains(QLatin1String(kPageFact))); // an animation is no page
        QVERIFY(r.facts.contains(QLatin1String(kAnimatePliesFact)));
        QVERIFY(!r.facts.contains(QLatin1String(kAnimateRoutesFact)));

        given = {};
        given.add(QStringLiteral("animate"), QStringLiteral(" routes"));
        r = renderRequest(given);
        QVERIFY(r.facts.contains(QLatin1String(kAnimateRoutesFact)));
        QVERIFY(r.facts.contains(QLatin1String(kAnimateNotPliesFact)));
        QVERIFY(!r.facts.contains(QLatin1String(kAnimateControlFact)));
        given.add(QStringLiteral("control"));
        QVERIFY(renderRequest(given).facts.contains(QLatin1String(kAnimateNotPliesFact)));
        given = {};
        given.add(QStringLiteral("control"));
        given.add(QStringLiteral("animate"), QStringLiteral("Plies "));
        r = renderRequest(given);
        QVERIFY(r.facts.contains(QLatin1String(kAnimateControlFact)));
        QVERIFY(!r.facts.contains(QLatin1String(kAnimateNotPliesFact)));
        given = {};
        given.add(QStringLiteral("animate"), QStringLiteral("frobnicate"));
        QCOMPARE(renderRequest(given).facts, QStringList{QStringLiteral("animate")});
    }
};

QTEST_GUILESS_MAIN(TestOptionRules)
#include "tst_optionrules.moc"
