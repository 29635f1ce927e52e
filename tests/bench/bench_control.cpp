// Square control benchmarks: both count maps and every square's exchange of a middlegame.
#include "bench.h"

#include "control.h"
#include "exchange.h"

namespace {

// The middlegame of bench_core (Queen's Gambit Declined, move 9).
constexpr std::string_view kMiddlegame =
    "r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9";

const std::vector<bench::Case> kCases = {
    {"control.middlegame",
     [] {
         return std::function<void()>(
             [pos = *cd::Board::fromFen(kMiddlegame)] { bench::keep(cd::control(pos)); });
     }},
    {"exchange.middlegame",
     [] {
         return std::function<void()>(
             [pos = *cd::Board::fromFen(kMiddlegame)] { bench::keep(cd::exchangeGains(pos)); });
     }},
    // A board full of queens: every capture may reveal another, the search's worst case.
    {"exchange.crowded",
     [] {
         return std::function<void()>(
             [pos = *cd::Board::fromFen(
                  "qQQqQQqQ/QqQQQqQQ/qQqQqqQQ/qQQQqqQq/QqqQqQQq/qqQQqqQQ/QqQqqQqQ/QQqQQqqQ")] {
                 bench::keep(cd::exchangeGains(pos));
             });
     }},
};

} // namespace

class BenchControl : public QObject {
    Q_OBJECT
private slots:
    void control_data() { bench::addRows(kCases); }
    void control() { bench::runRow(kCases); }
};

QTEST_APPLESS_MAIN(BenchControl)
#include "bench_control.moc"
