#!/usr/bin/env python3
"""The homework page (render --format html) in headless Chromium, checked against the command line:
every number a click shows is what `map` prints for the same query, the trajectory overlay is what
`trajectory` prints, the keyboard and the quiz work, and the page loads nothing and throws nothing.

    tests/web/test_page.py --binary build/dev/app/chess-distance --output build/dev/tests/web

Skips (exit 77) without Chromium, its driver or Selenium unless CI is set; then it fails."""

import json
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pagetest  # noqa: E402
from pagetest import SQUARES  # noqa: E402

# Every piece kind of both colours, pawns of both, and rooks still beside their kings on a1/h1/a8/h8
# (castling plays no part: such a rook moves as any rook).
POSITION = "r3k2r/pp1n1ppp/2b1p3/3q4/4N3/2B2Q2/PPP2PPP/R3K2R w KQkq - 0 1"
EMPTY_BOARD_METRICS = ["knight", "chebyshev", "manhattan", "rook", "bishop", "queen", "pawn"]
# Corners, an edge, the centre, a pawn's first and last rank.
CLICKS = ["a1", "e4", "h8", "b7", "g2"]


def occupied(fen):
    """The squares that hold a piece in the placement part of `fen`."""
    out = []
    for i, row in enumerate(fen.split()[0].split("/")):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                out.append("abcdefgh"[f] + str(8 - i))
                f += 1
    return out


class PageTest(unittest.TestCase):
    browser = None
    cli = None
    out = None

    def page(self, name, *args):
        """Writes the page of `args` and opens it."""
        path = os.path.join(self.out, name + ".html")
        if not os.path.exists(path):
            self.cli.page(path, "--format", "html", *args)
            with open(path, encoding="utf-8") as f:
                html = f.read()
            self.assertEqual(pagetest.external_references(html), [],
                             f"{name}.html refers to something outside the file")
        return self.browser.open(path)

    def tearDown(self):
        self.browser.check_quiet()

    # --- helpers ---

    def expect_map(self, query, square, what):
        """The page shows exactly what `map` prints for `query` from `square`."""
        expected = self.cli.map(*query, "--from", square)
        shown = self.browser.values()
        self.assertEqual(sorted(shown), sorted(SQUARES), "the page does not have 64 data-square")
        if expected is None:
            # map refuses the source (a pawn on its first rank): nothing is reachable or measured.
            self.assertTrue(set(shown.values()) <= {"-"} or set(shown.values()) <= {""},
                            f"{what}: map refuses from {square}, the page shows {shown}")
            return
        wrong = {s: (shown[s], expected[s]) for s in SQUARES if shown[s] != expected[s]}
        self.assertEqual(wrong, {}, f"{what} from {square}: square: (page, map)")

    def select_metric(self, metric):
        from selenium.webdriver.support.ui import Select

        Select(self.browser.find("select#metric")).select_by_value(metric)

    def click_query(self, metric, square, fen=None, probe="N", extra=()):
        """The map query of a click on `square`, as the page answers it."""
        query = ["--metric", metric, *extra]
        if fen:
            query += ["--fen", fen]
            if metric == "reach" and square not in occupied(fen):
                query += ["--piece", probe]  # the stand-in on an empty square
        return query

    # --- clicks measure ---

    def test_empty_board_metrics(self):
        self.page("metrics", "--from", "e4", "--metrics", ",".join(EMPTY_BOARD_METRICS))
        self.expect_map(["--metric", "knight"], "e4", "the page's start")
        options = [o.get_attribute("value") for o in self.browser.find_all("select#metric option")]
        self.assertEqual(options, EMPTY_BOARD_METRICS)
        self.assertEqual(self.browser.find("select#metric").get_attribute("value"), "knight")
        self.cli.prefetch([["--metric", m, "--from", s] for m in EMPTY_BOARD_METRICS
                           for s in CLICKS])
        for metric in EMPTY_BOARD_METRICS:
            self.select_metric(metric)
            for square in CLICKS:
                self.browser.click(square)
                self.expect_map(["--metric", metric], square, metric)

    def test_switching_metric_never_leaves_old_numbers(self):
        self.page("metrics", "--from", "e4", "--metrics", ",".join(EMPTY_BOARD_METRICS))
        self.browser.click("e4")
        self.expect_map(["--metric", "knight"], "e4", "knight")
        self.select_metric("manhattan")
        shown = self.browser.values()
        if set(shown.values()) != {""}:  # a page may clear the source on a switch, or re-measure
            self.expect_map(["--metric", "manhattan"], "e4", "manhattan after the switch")

    def test_position_every_piece(self):
        self.page("position", "--fen", POSITION, "--from", "c6", "--metric", "reach")
        squares = occupied(POSITION) + ["e5", "a4", "h3", "d1"]
        self.cli.prefetch([self.click_query("reach", s, POSITION) + ["--from", s]
                           for s in squares])
        for square in squares:
            self.browser.click(square)
            self.expect_map(self.click_query("reach", square, POSITION), square, "reach")

    def test_position_probe_piece_and_capture_rule(self):
        rules = ["--captures", "continue"]
        self.page("position-probe", "--fen", POSITION, "--from", "c6", "--metric", "reach",
                  "--piece", "b", *rules)
        for square in ["e5", "g3", "a1", "d5", "h7", "e1"]:
            self.browser.click(square)
            self.expect_map(self.click_query("reach", square, POSITION, "b", rules), square,
                            "reach, black bishop stand-in, captures continue")

    def test_position_beside_empty_board_metric(self):
        self.page("position-metrics", "--fen", POSITION, "--from", "d5", "--metrics",
                  "reach,knight")
        for metric in ["reach", "knight", "reach"]:
            self.select_metric(metric)
            for square in ["e4", "a8", "c6", "b5"]:
                self.browser.click(square)
                self.expect_map(self.click_query(metric, square, POSITION), square, metric)

    def test_aria_labels(self):
        self.page("metrics", "--from", "e4", "--metrics", ",".join(EMPTY_BOARD_METRICS))
        self.select_metric("bishop")  # half the board unreachable
        self.browser.click("b1")
        values = self.browser.values()
        self.assertIn("-", values.values())
        labels = self.browser.attribute_map("aria-label")
        self.assertEqual(sorted(labels), sorted(SQUARES), "squares without an aria-label")
        for square in SQUARES:
            if values[square] == "-":
                self.assertRegex(labels[square], rf"^{square}, unreachable\b")
            else:
                self.assertRegex(labels[square], rf"^{square}, {values[square]} moves?\b")

    # --- trajectories ---

    def choose_target(self, source, target):
        self.browser.click(source)
        button = self.browser.find("#mode-target")
        self.assertEqual(button.get_attribute("aria-pressed"), "false")
        button.click()
        self.assertEqual(button.get_attribute("aria-pressed"), "true")
        self.browser.click(target)

    def shown_route(self):
        steps = self.browser.attribute_map("data-route")
        route = sorted(steps, key=lambda s: int(steps[s]))
        self.assertEqual(sorted(int(k) for k in steps.values()), list(range(len(route))),
                         f"data-route indices {steps}")
        return route

    def expect_trajectories(self, query, source, target):
        self.choose_target(source, target)
        t = self.cli.trajectory(*query, "--from", source, "--to", target)
        count = self.browser.find("#route-count")
        self.assertEqual(int(count.get_attribute("data-count")), t["count"],
                         f"{source}-{target}: number of trajectories")
        layers = {}
        for i, layer in enumerate(t["layers"]):
            for s in layer:
                layers.setdefault(s, []).append(i)
        shown = {s: sorted(int(i) for i in v.split(",") if i)
                 for s, v in self.browser.attribute_map("data-layers").items()}
        self.assertEqual(shown, layers, f"{source}-{target}: data-layers")
        # route-next steps through them in the order trajectory lists them (docs/homework.md).
        routes = [tuple(r) for r in t["trajectories"]]
        if not routes:
            self.assertEqual(self.shown_route(), [], f"{source}-{target}: no route to show")
            return
        for k in range(t["count"] + 1 if t["count"] <= 40 else 5):
            route = tuple(self.shown_route())
            self.assertIn(route, routes, f"{source}-{target}: route shown is not a trajectory")
            self.assertEqual(route, routes[k % t["count"]], f"{source}-{target}: route {k}")
            self.browser.find("#route-next").click()
        before = self.shown_route()
        self.browser.find("#route-next").click()
        self.browser.find("#route-prev").click()
        self.assertEqual(self.shown_route(), before, "route-next then route-prev")
        # Measuring stays right with a target: the values are still the source's map.
        self.expect_map(query, source, "map with a target")

    def test_trajectories_empty_board(self):
        self.page("metrics", "--from", "e4", "--metrics", ",".join(EMPTY_BOARD_METRICS))
        self.expect_trajectories(["--metric", "knight"], "d1", "g8")

    def test_trajectories_other_metric(self):
        self.page("metrics", "--from", "e4", "--metrics", ",".join(EMPTY_BOARD_METRICS))
        self.select_metric("manhattan")
        self.expect_trajectories(["--metric", "manhattan"], "b2", "e4")

    def test_trajectories_many(self):
        """3432 routes: the count is exact, each route shown one of them."""
        self.page("metrics", "--from", "e4", "--metrics", ",".join(EMPTY_BOARD_METRICS))
        self.select_metric("manhattan")
        self.expect_trajectories(["--metric", "manhattan"], "a8", "h1")

    def test_new_source_keeps_target_and_escape_clears(self):
        self.page("metrics", "--from", "e4", "--metrics", ",".join(EMPTY_BOARD_METRICS))
        self.choose_target("d1", "g8")
        self.browser.find("#mode-target").click()  # back to choosing sources
        self.browser.click("b1")
        self.expect_map(["--metric", "knight"], "b1", "a new source")
        t = self.cli.trajectory("--metric", "knight", "--from", "b1", "--to", "g8")
        self.assertEqual(self.browser.find("#route-count").get_attribute("data-count"),
                         str(t["count"]), "b1-g8 after a new source: number of trajectories")
        self.assertIn(tuple(self.shown_route()), [tuple(r) for r in t["trajectories"]])
        from selenium.webdriver.common.keys import Keys

        self.browser.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        self.assertEqual(self.browser.values(), {s: "" for s in SQUARES}, "after Escape")
        self.assertEqual(self.browser.attribute_map("data-layers"), {}, "layers after Escape")
        self.assertIsNone(self.browser.find("#route-count").get_attribute("data-count"))

    def test_headline_follows_clicks(self):
        self.page("headline", "--fen", POSITION, "--metric", "reach", "--from", "c3")
        title = self.browser.find("h1#title")
        self.assertIn("c3", title.text)
        self.browser.click("e4")
        self.assertIn("from e4", title.text, "the headline after a click on e4")
        self.assertNotIn("c3", title.text)

    def test_game_arrows_stay_after_a_click(self):
        study = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data",
                             "lichess-study.pgn")
        self.page("study", "--pgn", study, "--ply", "1", "--metric", "reach", "--from", "b1")
        box = "const b = document.getElementById('game-marks').getBBox(); return [b.width, b.height];"
        before = self.browser.js(box)
        self.assertTrue(before[0] > 0 and before[1] > 0, f"the study's arrows at first: {before}")
        self.browser.click("g1")
        self.assertEqual(self.browser.js(box), before, "the study's arrows after a click on g1")
        order = self.browser.js("""return [...document.getElementById('board').children]
            .map(e => e.id).filter(Boolean);""")
        self.assertLess(order.index("live"), order.index("game-marks"), "drawn above the board")

    def test_long_press_picks_the_target_and_a_click_does_not(self):
        from selenium.webdriver.common.action_chains import ActionChains

        self.page("metrics", "--from", "e4", "--metrics", ",".join(EMPTY_BOARD_METRICS))
        self.browser.click("d1")
        self.assertIsNone(self.browser.find("#route-count").get_attribute("data-count"))
        ActionChains(self.browser.driver).click_and_hold(self.browser.square("g8")).pause(
            0.8).release().perform()
        t = self.cli.trajectory("--metric", "knight", "--from", "d1", "--to", "g8")
        self.assertEqual(self.browser.find("#route-count").get_attribute("data-count"),
                         str(t["count"]), "a long press on g8 makes it the target")
        self.expect_map(["--metric", "knight"], "d1", "a long press keeps the source")
        self.browser.click("b1")  # a short click measures from it
        self.expect_map(["--metric", "knight"], "b1", "a short click after a long press")

    def test_trajectories_in_position(self):
        self.page("position", "--fen", POSITION, "--from", "c6", "--metric", "reach")
        self.expect_trajectories(["--metric", "reach", "--fen", POSITION], "e4", "b7")

    def test_trajectories_castling_rook(self):
        self.page("position", "--fen", POSITION, "--from", "c6", "--metric", "reach")
        self.expect_trajectories(["--metric", "reach", "--fen", POSITION], "a1", "d4")

    def test_trajectories_none(self):
        """The rook on h1 is walled in by its own king and pawns: no route to h7."""
        self.page("position", "--fen", POSITION, "--from", "c6", "--metric", "reach")
        self.expect_trajectories(["--metric", "reach", "--fen", POSITION], "h1", "h7")

    # --- keyboard ---

    def test_keyboard(self):
        from selenium.webdriver.common.keys import Keys

        self.page("metrics", "--from", "e4", "--metrics", ",".join(EMPTY_BOARD_METRICS))
        self.browser.click("e4")  # measures e4 and puts the focus there
        self.expect_map(["--metric", "knight"], "e4", "a click on e4")

        def press(*keys):
            for key in keys:
                self.browser.driver.switch_to.active_element.send_keys(key)

        press(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_UP)
        self.assertEqual(self.browser.js("return document.activeElement.dataset.square || null"),
                         "g5", "the focus after right, right, up from e4")
        self.expect_map(["--metric", "knight"], "e4", "moving the focus (it must not measure)")
        press(Keys.ENTER)
        self.expect_map(["--metric", "knight"], "g5", "Enter on g5")
        press(*[Keys.ARROW_LEFT] * 7, *[Keys.ARROW_DOWN] * 5)  # stops at the edges: a1
        press(Keys.ENTER)
        self.expect_map(["--metric", "knight"], "a1", "Enter after moving to the corner")

    def test_flipped_board(self):
        """With --flip the squares are drawn turned round, and the arrows follow the screen."""
        from selenium.webdriver.common.keys import Keys

        self.page("flipped", "--fen", POSITION, "--from", "e4", "--flip")
        centre = self.browser.js("""
            const out = {};
            for (const e of document.querySelectorAll('[data-square]')) {
                const r = e.getBoundingClientRect();
                out[e.dataset.square] = [r.left + r.width / 2, r.top + r.height / 2];
            }
            return out;""")
        self.assertGreater(centre["a1"][0], centre["h1"][0], "flipped: a1 is right of h1")
        self.assertGreater(centre["a8"][1], centre["a1"][1], "flipped: a8 is below a1")
        self.browser.click("f6")
        self.expect_map(self.click_query("reach", "f6", POSITION), "f6", "flipped, a click")
        self.browser.click("e4")
        for key in [Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ENTER]:
            self.browser.driver.switch_to.active_element.send_keys(key)
        self.expect_map(self.click_query("reach", "c3", POSITION), "c3",
                        "flipped: right, right, up from e4, Enter")

    # --- quiz ---

    def answers_shown(self):
        """The right answer of each question, as quiz-show reveals it (the input's placeholder)."""
        self.browser.find("#quiz-show").click()  # asks "Really show the answers?"
        self.browser.find("#quiz-show").click()
        answers = self.browser.js("""
            return [...document.querySelectorAll('.question[data-question]')].map(q => {
                const input = q.querySelector('input');
                return q.getAttribute('data-answer') || input.getAttribute('placeholder')
                    || input.value;
            });""")
        answers = [a.replace("\u2013", "-") if a else a for a in answers]  # an en dash: never
        self.assertTrue(all(a not in (None, "") for a in answers), f"answers shown: {answers}")
        return answers

    def run_quiz(self, name, page_args, metric, fen=None, count=5):
        self.page(name, *page_args, "--quiz", "--count", str(count), "--seed", "7")
        questions = self.browser.find_all(".question[data-question]")
        self.assertEqual([q.get_attribute("data-question") for q in questions],
                         [str(i) for i in range(count)])
        texts = [q.text for q in questions]
        answers = self.answers_shown()
        # Each answer is map's: the question names the piece's square, then the square asked.
        for text, answer in zip(texts, answers):
            squares = re.findall(r"\b[a-h][1-8]\b", text)
            self.assertEqual(len(squares), 2, f"question {text!r} names two squares")
            values = self.cli.map(*self.click_query(metric, squares[0], fen), "--from", squares[0])
            self.assertEqual(answer, values[squares[1]], f"the answer shown to {text!r}")

        self.browser.open(self.browser.url[len("file://"):])
        for i, (q, answer) in enumerate(zip(self.browser.find_all(".question"), answers)):
            typed = answer if i else ("1" if answer == "0" else "0")  # the first one wrong
            q.find_element("css selector", "input").send_keys(typed)
        self.browser.find("#quiz-check").click()
        verdicts = [q.get_attribute("data-verdict") for q in self.browser.find_all(".question")]
        self.assertEqual(verdicts, ["wrong"] + ["right"] * (count - 1), f"answers {answers}")
        score = self.browser.find("#quiz-score")
        self.assertEqual((score.get_attribute("data-score"), score.get_attribute("data-total")),
                         (str(count - 1), str(count)))
        # Checking marks the wrong answer without giving the right one away.
        first = self.browser.find_all(".question")[0].find_element("css selector", ".verdict")
        self.assertNotIn(answers[0].replace("-", "\u2013"), first.text)
        self.assertEqual(re.findall(r"\d", first.text), [], f"the verdict {first.text!r}")

    def drawn_number(self, square):
        """The number the live board draws on `square` ("" while the exported picture shows)."""
        return self.browser.js("""
            const live = document.getElementById('live');
            if (live.style.display === 'none') return '';
            const s = 'abcdefgh'.indexOf(arguments[0][0]) + 8 * (Number(arguments[0][1]) - 1);
            return live.querySelectorAll('g.numbers text')[s].textContent;""", square)

    def test_quiz_hides_the_asked_numbers(self):
        self.page("quiz-hidden", "--metric", "knight", "--from", "b1", "--quiz", "--count", "5",
                  "--seed", "7")
        asked = [re.findall(r"\b[a-h][1-8]\b", q.text)
                 for q in self.browser.find_all(".question[data-question]")]
        # The page opens on a question's board: its asked squares hide their numbers.
        for source, square in asked:
            if source == "b1":
                self.assertEqual(self.drawn_number(square), "?", f"{square} at the start")
        for source, square in asked:
            self.browser.click(source)
            self.assertEqual(self.drawn_number(square), "?", f"{source} -> {square}")
            # Nor its colour, which the legend would turn into the number.
            self.assertTrue(self.browser.js("""
                const s = 'abcdefgh'.indexOf(arguments[0][0]) + 8 * (Number(arguments[0][1]) - 1);
                const fill = document.querySelectorAll('#live g.fills rect')[s].getAttribute('fill');
                return window.chessDistancePage.data.colors.plain.includes(fill);""", square),
                f"{square}'s colour on the board of {source}")
            label = self.browser.square(square).get_attribute("aria-label")
            self.assertEqual(re.findall(r"\d", label.replace(square, "")), [], label)
            # Nor the legend, whose largest value is often the one asked.
            self.assertEqual(self.browser.js(
                "return document.querySelectorAll('#live g.below rect[stroke]').length;"), 0,
                f"a legend on the board of {source}")
            # Nor a route to it, whose arrows and layer badges count out its distance.
            if source != square:
                self.choose_target(source, square)
                self.assertEqual(self.browser.js(
                    "return document.querySelectorAll('#live g.arrows path, #live g.badges rect')"
                    ".length;"), 0, f"a route drawn to the asked {square} from {source}")
                mode = self.browser.find("#mode-target")
                if mode.get_attribute("aria-pressed") == "true":
                    mode.click()
        # "Show the answers" asks first: one click shows nothing.
        show = self.browser.find("#quiz-show")
        show.click()
        self.assertEqual(show.get_attribute("data-confirm"), "1")
        self.assertEqual(self.browser.find_all(".question[data-shown]"), [])
        self.assertEqual(self.drawn_number(asked[-1][1]), "?", "after one click on Show")
        show.click()  # the second click: the answers
        shown = [q.find_element("css selector", "input").get_attribute("placeholder")
                 for q in self.browser.find_all(".question")]
        self.assertEqual(self.drawn_number(asked[-1][1]), shown[-1].replace("-", "\u2013"))
        # A question answered right opens its square; the others stay hidden.
        self.browser.open(self.browser.url[len("file://"):])
        first = self.browser.find_all(".question")[0]
        first.find_element("css selector", "input").send_keys(shown[0])
        self.browser.find("#quiz-check").click()
        self.browser.click(asked[0][0])
        self.assertEqual(self.drawn_number(asked[0][1]), shown[0])
        if asked[1][0] != asked[0][0] or asked[1][1] != asked[0][1]:
            self.browser.click(asked[1][0])
            self.assertEqual(self.drawn_number(asked[1][1]), "?")

    def test_quiz_empty_board(self):
        self.run_quiz("quiz", ["--metric", "knight", "--from", "b1"], "knight")

    def test_quiz_position(self):
        self.run_quiz("quiz-position", ["--fen", POSITION, "--from", "c6", "--metric", "reach"],
                      "reach", POSITION,
                      count=6)

    # --- the zone ---

    def test_zone_page_keeps_the_zone_until_something_else_is_measured(self):
        for name, king, verdict in [("zone-in-time", "4K3", "catches"),
                                    ("zone-too-late", "5K2", "one move too late")]:
            fen = f"8/8/8/p7/8/8/{king}/8 b - - 0 1"
            self.page(name, "--fen", fen, "--from", "a5", "--to", "a1", "--zone")
            title = lambda: self.browser.find("#title").text
            live = lambda: self.browser.js(
                "return document.getElementById('live').style.display !== 'none'")
            # It opens on the zone's picture (render --zone's) and says its verdict.
            self.assertIn("Black to move", title())
            self.assertIn(verdict, title())
            self.assertFalse(live(), f"{name}: the zone's picture at the start")
            for width, height in [(360, 740), (1920, 1080)]:
                shot = os.path.join(self.out, f"{name}-{width}x{height}.png")
                page_width, board_right = self.browser.screenshot(shot, width, height)
                self.assertLessEqual(page_width, width, f"{name} {width}: scrolls sideways")
                self.assertLessEqual(board_right, width, f"{name} {width}: the board is cut off")
            # Choosing the target mode alone keeps it; measuring something else leaves it.
            self.browser.find("#mode-target").click()
            self.browser.find("#mode-target").click()
            self.assertFalse(live(), f"{name}: target mode alone")
            self.browser.click("e4")
            self.assertTrue(live(), f"{name}: after a click on e4")
            self.assertNotIn(verdict, title())
            self.expect_map(self.click_query("reach", "e4", fen), "e4", f"{name}, e4")
            # A click on the attacker brings the zone back.
            self.browser.click("a5")
            self.assertFalse(live(), f"{name}: the attacker clicked again")
            self.assertIn(verdict, title())

    # --- the control picture ---

    def test_control_page_opens_on_the_control_and_brings_it_back(self):
        for name, fen, xray in [("control", "r5k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1", False),
                                ("control-xray", "4k3/8/8/8/8/8/4R3/4R2K w - - 0 1", True)]:
            args = ["--fen", fen, "--control"] + (["--x-ray"] if xray else [])
            self.page(name, *args)
            counts = json.loads(self.cli.run(
                "control", "--fen", fen, "--format", "json",
                *(["--x-ray"] if xray else [])).stdout)
            live = lambda: self.browser.js(
                "return document.getElementById('live').style.display !== 'none'")
            # Every square carries the command's counts, White's first.
            expected = {f"{'abcdefgh'[s % 8]}{s // 8 + 1}":
                        f"{counts['white'][s]}:{counts['black'][s]}" for s in range(64)}
            self.assertEqual(self.browser.attribute_map("data-control"), expected, name)
            # It opens on render --control's picture: its counts are written on the board.
            self.assertFalse(live(), f"{name}: the control picture at the start")
            self.assertIn("Control", self.browser.find("#title").text)
            static = self.browser.js("return document.getElementById('static').textContent")
            self.assertIn("2 : 1" if not xray else "2 : 0", static, name)
            # A click measures the piece as any page does; the button brings the control back.
            self.browser.click("e1")
            self.assertTrue(live(), f"{name}: after a click on e1")
            self.expect_map(self.click_query("reach", "e1", fen), "e1", f"{name}, e1")
            self.browser.find("#show-control").click()
            self.assertFalse(live(), f"{name}: the control again")
            self.assertIn("Control", self.browser.find("#title").text)
            self.assertEqual(set(self.browser.values().values()), {""},
                             f"{name}: nothing measured")

    def test_zone_quiz_asks_the_zone_and_keeps_its_verdict_until_answered(self):
        live = lambda: self.browser.js(
            "return document.getElementById('live').style.display !== 'none'")
        for name, king, verdict, answers in [
                ("zone-quiz-in-time", "4K3", "catches", ["Yes", "a1", "4"]),
                ("zone-quiz-too-late", "5K2", "one move too late", ["no", "1", "5"])]:
            fen = f"8/8/8/p7/8/8/{king}/8 b - - 0 1"
            self.page(name, "--fen", fen, "--from", "a5", "--to", "a1", "--zone", "--quiz",
                      "--count", "6")
            questions = self.browser.find_all(".question")
            self.assertIn("Black to move: can the white king", questions[0].text)
            # The verdict is nowhere to be read while the zone's question is open.
            self.assertIn("can the white king", self.browser.find("#title").text)
            self.assertNotIn(verdict, self.browser.driver.title)
            self.assertNotIn(verdict, self.browser.find("main").text)
            self.assertTrue(live(), f"{name}: the zone's picture waits")
            shot = os.path.join(self.out, f"{name}-360x740.png")
            self.browser.screenshot(shot, 360, 740)
            self.browser.click("a5")
            self.assertTrue(live(), f"{name}: the attacker clicked before answering")
            for q, typed in zip(questions, answers):
                q.find_element("css selector", "input").send_keys(typed)
            self.browser.find("#quiz-check").click()
            self.assertEqual([q.get_attribute("data-verdict") for q in questions[:3]],
                             ["right"] * 3, f"{name}: {answers}")
            # The zone's picture shows the moves the other questions ask: it waits for them.
            self.assertTrue(live(), f"{name}: questions still open")
            stored = self.browser.js("return window.chessDistancePage.data.quiz.map(q => q.answer)")
            for q, typed in list(zip(questions, stored))[3:]:
                q.find_element("css selector", "input").send_keys(typed)
            self.browser.find("#quiz-check").click()
            # All answered right: the zone and its verdict.
            self.assertFalse(live(), f"{name}: the zone once answered")
            self.assertIn(verdict, self.browser.find("#title").text)
            self.browser.screenshot(os.path.join(self.out, f"{name}-answered-360x740.png"),
                                    360, 740)

    # --- screenshots ---

    def test_screenshots(self):
        self.page("position", "--fen", POSITION, "--from", "c6", "--metric", "reach")
        self.choose_target("e4", "b7")
        for width, height in [(1920, 1080), (360, 740)]:
            path = os.path.join(self.out, f"page-{width}x{height}.png")
            page_width, board_right = self.browser.screenshot(path, width, height)
            self.assertGreater(os.path.getsize(path), 1000)
            self.assertLessEqual(page_width, width, f"{width}x{height}: the page scrolls sideways")
            self.assertLessEqual(board_right, width, f"{width}x{height}: the board is cut off")


def main():
    ok = pagetest.run_suite(PageTest, __doc__.split("\n\n")[0], "where pages and screenshots go")
    print(f"pages and screenshots: {PageTest.out}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
