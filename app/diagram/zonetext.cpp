#include "diagram/zonetext.h"

#include "diagram/diagramtext.h"
#include "diagram/piecenoun.h"
#include "diagram/squaretext.h"

#include <QStringList>

#include <algorithm>

namespace cd {

namespace {

// Interceptors named in words; the table lists them all. (Written with auto: lupdate files the
// tr() calls after "std::size_t kSentences = 3;" under a context "std".)
constexpr auto kSentences = std::size_t{3};

QString sideName(Color c)
{
    return c == Color::White ? tr("White") : tr("Black");
}

QString capitalized(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

// "the a-pawn", "the black knight": the attacker as a teacher names it.
QString attackerText(const Zone& z)
{
    if (z.attacker.type == PieceType::Pawn)
        return tr("the %1-pawn").arg(QChar(u'a' + fileOf(z.from)));
    return (z.attacker.color == Color::White ? tr("the white %1") : tr("the black %1"))
        .arg(pieceKind(z.attacker.type));
}

bool promotes(const Zone& z, Square s)
{
    return z.attacker.type == PieceType::Pawn &&
           rankOf(s) == (z.attacker.color == Color::White ? 7 : 0);
}

// One sentence about an interceptor, at the stop a teacher names.
QString catcherSentence(const Zone& z, const Interception& i)
{
    const QString who = pieceNoun(i.piece), moves = QString::number(i.moves);
    if (i.how == InterceptionKind::Guard) { // it guards the stop a move before it could take
        const int guard = i.moves - 1;
        const QString text =
            guard == 0   ? tr("The %1 on %2 stops it: it already guards %3.")
            : guard == 1 ? tr("The %1 on %2 stops it: it guards %3 after 1 move, in time.")
                         : tr("The %1 on %2 stops it: it guards %3 after %n moves, in time.",
                              "a zone of a king, which no piece takes", guard);
        return text.arg(who, squareText(i.from), squareText(i.at));
    }
    if (i.how == InterceptionKind::Block)
        return tr("The %1 on %2 stops it: it reaches %3 in %4, in time to stand there first.")
            .arg(who, squareText(i.from), squareText(i.at), moves);
    if (promotes(z, i.at))
        return tr("The %1 on %2 catches it: it reaches %3 in %4, in time to capture after the "
                  "pawn promotes.")
            .arg(who, squareText(i.from), squareText(i.at), moves);
    return tr("The %1 on %2 catches it: it reaches %3 in %4, in time to capture it there.")
        .arg(who, squareText(i.from), squareText(i.at), moves);
}

// The second negation in words: who in turn stops the interceptor in time, each piece at its
// earliest meeting ("" at depth 1 or when no one can).
QString counterText(const Interception& i)
{
    QStringList pieces;
    std::vector<Square> named;
    for (const Interception& c : i.counters) // sorted by stop: a piece's first is its earliest
        if (std::find(named.begin(), named.end(), c.from) == named.end()) {
            named.push_back(c.from);
            pieces << tr("the %1 on %2 (on %3)", "who stops an interceptor, and where")
                          .arg(pieceNoun(c.piece), squareText(c.from), squareText(c.at));
        }
    return pieces.isEmpty()
               ? QString()
               : tr("in turn %1 can stop it in time", "a zone's second negation: %1 lists pieces")
                     .arg(pieces.join(QStringLiteral(", ")));
}

QString interceptionText(const Zone& z, const Interception& i)
{
    // The attacker's k-th move comes after the other side's budget(k) moves.
    const QString arrival = tr("the %1 arrives on %2 with %3's move %4")
                                .arg(pieceKind(z.attacker.type), squareText(i.at),
                                     sideName(z.attacker.color), QString::number(i.stop));
    const QString how = i.how == InterceptionKind::Block   ? tr("in time, by standing there first")
                        : i.how == InterceptionKind::Guard ? tr("in time, by guarding it")
                                                           : tr("in time, by capture");
    const QString text =
        i.moves == 1 ? tr("%1 → %2: 1 move; %3: %4", "hover over a zone's interceptor")
                     : tr("%1 → %2: %n moves; %3: %4", "hover over a zone's interceptor", i.moves);
    const QString counters = counterText(i);
    return text.arg(capitalized(pieceNoun(i.piece)) + u' ' + squareText(i.from), squareText(i.at),
                    arrival, how) +
           (counters.isEmpty() ? QString() : QStringLiteral("; ") + counters);
}

} // namespace

std::vector<const Interception*> namedInterceptions(const Zone& z)
{
    std::vector<const Interception*> out;
    for (const auto& i : z.interceptions) // sorted by stop: a piece's first is its earliest
        if (std::none_of(out.begin(), out.end(), [&](const auto* o) { return o->from == i.from; }))
            out.push_back(&i);
    return out;
}

QString zoneVerdict(const Zone& z)
{
    const auto named = namedInterceptions(z);
    if (named.empty() && !z.late.empty()) { // the "no" half of the lesson: who comes nearest
        const Interception& nearest = z.late.front();
        return (z.attacker.color == Color::White
                    ? tr("No black piece stops %1: the %2 %3 is %4", "a zone's verdict")
                    : tr("No white piece stops %1: the %2 %3 is %4", "a zone's verdict"))
            .arg(attackerText(z), pieceKind(nearest.piece.type), squareText(nearest.from),
                 zoneLateLabel(nearest));
    }
    if (named.empty())
        return (z.attacker.color == Color::White ? tr("No black piece can stop %1 in time")
                                                 : tr("No white piece can stop %1 in time"))
            .arg(attackerText(z));
    const Interception& first = *named.front();
    const QString who =
        (first.piece.color == Color::White ? tr("The white %1") : tr("The black %1"))
            .arg(pieceKind(first.piece.type));
    return first.how == InterceptionKind::Capture
               ? tr("%1 catches %2", "a zone's verdict").arg(who, attackerText(z))
               : tr("%1 stops %2", "a zone's verdict").arg(who, attackerText(z));
}

QString zoneSentences(const Zone& z)
{
    const QString attacker = capitalized(pieceNoun(z.attacker));
    QString out = z.main.length == 1
                      ? tr("%1 %2 → %3 in 1 move.", "the zone's first sentence, for one move")
                            .arg(attacker, squareText(z.from), squareText(z.to))
                      : tr("%1 %2 → %3 in %4 moves.",
                           "the zone's first sentence: \"Black pawn a5 → a1 in 4 moves.\"")
                            .arg(attacker, squareText(z.from), squareText(z.to),
                                 QString::number(z.main.length));
    const auto named = namedInterceptions(z);
    for (std::size_t n = 0; n < named.size() && n < kSentences; ++n)
        out += u' ' + catcherSentence(z, *named[n]);
    if (named.size() == kSentences + 1)
        out += u' ' + tr("One more piece can stop it too.", "after the named ones");
    else if (named.size() > kSentences + 1)
        out += u' ' + tr("%1 more pieces can stop it too.", "after the named ones; %1 > 1")
                          .arg(named.size() - kSentences);
    if (named.empty())
        out +=
            u' ' + (z.attacker.color == Color::White ? tr("No black piece can stop it in time.")
                                                     : tr("No white piece can stop it in time."));
    return out;
}

QString zoneHowText(InterceptionKind k)
{
    switch (k) {
    case InterceptionKind::Block:
        return tr("block", "how a piece stops another: stands first");
    case InterceptionKind::Capture:
        return tr("capture", "how a piece stops another: takes it");
    case InterceptionKind::Guard:
        break;
    }
    return tr("guard", "how a piece stops a king: guards the square it would step to");
}

const char* zoneHowName(InterceptionKind k)
{
    switch (k) {
    case InterceptionKind::Block:
        return "block";
    case InterceptionKind::Capture:
        return "capture";
    case InterceptionKind::Guard:
        break;
    }
    return "guard";
}

QString zoneLateLabel(const Interception& i)
{
    return i.lateBy == 1 ? tr("one move too late")
                         : tr("%n moves too late", "a zone's late piece", i.lateBy);
}

QString zoneLateText(const Interception& i)
{
    // A block must stand there within the budget and a capture may take one move more; a guard
    // counts the moves to guard the stop (one fewer than to take there) against the budget.
    const int moves = i.how == InterceptionKind::Guard ? i.moves - 1 : i.moves;
    const int allowed = i.budget + (i.how == InterceptionKind::Capture ? 1 : 0);
    const QString late = zoneLateLabel(i);
    const QString count = moves == 1 ? tr("1 move") : tr("%n moves", nullptr, moves);
    return tr("%1 %2 → %3 (%4): %5, %6 allowed — %7",
              "a zone's late piece: \"White king f2 → a1 (capture): 5 moves, 4 allowed — one move "
              "too late\"")
        .arg(capitalized(pieceNoun(i.piece)), squareText(i.from), squareText(i.at),
             zoneHowText(i.how), count, QString::number(allowed), late);
}

QString zoneSquareText(const Zone& z, Square s)
{
    QStringList lines;
    for (const Interception& i : z.interceptions)
        if (i.from == s || i.at == s)
            lines << interceptionText(z, i);
    for (const Interception& i : z.late)
        if (i.from == s || i.at == s)
            lines << zoneLateText(i);
    for (std::size_t k = 1; k < z.main.layers.size() && k < z.budgets.size(); ++k)
        if (z.main.layers[k] & bit(s)) {
            lines.prepend(
                tr("%1: the %2's move %3, after %4 moves of %5", "a zone's stop")
                    .arg(squareText(s), pieceKind(z.attacker.type), QString::number(k),
                         QString::number(z.budgets[k]),
                         sideName(z.attacker.color == Color::White ? Color::Black : Color::White)));
            break;
        }
    return lines.join(QStringLiteral("; "));
}

} // namespace cd
