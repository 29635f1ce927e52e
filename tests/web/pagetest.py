"""What the browser tests of the homework page share: the real binary as the oracle, headless
Chromium through Selenium, and the checks every page gets (no network, no script error)."""

import json
import os
import re
import shutil
import subprocess
import sys

SKIP = 77  # ctest's SKIP_RETURN_CODE for this test

# Debian's packages; the variables name others (or, set to a missing file, show the skip).
CHROMIUM = os.environ.get("CD_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CD_CHROMEDRIVER", "/usr/bin/chromedriver")

FILES = "abcdefgh"
SQUARES = [f + r for r in "12345678" for f in FILES]  # a1, b1, ... h8


def missing_tools():
    """What this suite needs and the machine lacks, as one sentence, or None."""
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not shutil.which(p)]
    try:
        import selenium  # noqa: F401
    except ImportError:
        missing.append(f"the selenium module for {sys.executable}")
    return ", ".join(missing) if missing else None


def skip_or_fail_without_tools():
    """A developer without Chromium may skip; a CI run (CI set) must not pass untested."""
    missing = missing_tools()
    if not missing:
        return
    why = f"browser tests need {missing} (scripts/setup --test installs them)"
    if os.environ.get("CI"):
        print(f"FAIL: {why}; CI is set, so this is a failure, not a skip", file=sys.stderr)
        sys.exit(1)
    print(f"SKIP: {why}", file=sys.stderr)
    sys.exit(SKIP)


class Cli:
    """The built chess-distance, run as a user would; its answers are what the page must show."""

    def __init__(self, binary):
        self.binary = binary
        self.env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANGUAGE="")
        self._cache = {}

    def run(self, *args, check=True):
        p = subprocess.run([self.binary, *args], capture_output=True, text=True, env=self.env,
                           timeout=120)
        if check and p.returncode != 0:
            raise AssertionError(f"chess-distance {' '.join(args)} exited {p.returncode}: "
                                 f"{p.stderr.strip()}")
        return p

    def map(self, *query):
        """{square: '3' | '-'} of `map ... --format json`, or None when map refuses the query."""
        key = ("map",) + tuple(query)
        if key not in self._cache:
            p = self.run("map", *query, "--format", "json", check=False)
            if p.returncode == 0:
                squares = json.loads(p.stdout)["squares"]
                self._cache[key] = {s: "-" if v is None else str(v) for s, v in squares.items()}
            else:
                self._cache[key] = None
        return self._cache[key]

    def prefetch(self, queries):
        """Runs the map queries side by side: the program's start-up, not its work, costs here."""
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(max_workers=8) as pool:
            list(pool.map(lambda q: self.map(*q), queries))

    def trajectory(self, *query):
        key = ("trajectory",) + tuple(query)
        if key not in self._cache:
            p = self.run("trajectory", *query, "--limit", "10000", "--format", "json")
            self._cache[key] = json.loads(p.stdout)
        return self._cache[key]

    def page(self, path, *args):
        """Writes the homework page of `args` to `path`."""
        self.run("render", *args, "--output", path)
        return path


# Installed before any script of the page runs: errors the page throws, caught where they happen.
ERROR_CAPTURE = """
window.__pageErrors = [];
window.addEventListener('error', e => window.__pageErrors.push(
    String(e.message) + ' at ' + e.filename + ':' + e.lineno));
window.addEventListener('unhandledrejection', e => window.__pageErrors.push(
    'unhandled rejection: ' + String(e.reason)));
"""

# Every square's data-value in one round trip.
READ_VALUES = """
const out = {};
for (const e of document.querySelectorAll('[data-square]'))
    out[e.dataset.square] = e.getAttribute('data-value');
return out;
"""


class Browser:
    """One headless Chromium for the whole suite (starting one costs a second or two)."""

    def __init__(self):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,1024",
                    "--allow-file-access-from-files", "--disable-dev-shm-usage"):
            options.add_argument(arg)
        options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        self.driver.set_page_load_timeout(30)
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                    {"source": ERROR_CAPTURE})
        self.url = None

    def quit(self):
        self.driver.quit()

    def open(self, path):
        """Loads the page and waits for data-ready; the logs so far are dropped."""
        from selenium.webdriver.support.ui import WebDriverWait

        self.drain_logs()
        self.url = "file://" + os.path.abspath(path)
        self.driver.get(self.url)
        WebDriverWait(self.driver, 10).until(lambda d: d.execute_script(
            "return document.body && document.body.dataset.ready === '1'"),
            f"{path}: the body never got data-ready=\"1\"")
        return self

    def drain_logs(self):
        """(requests, severe console entries) logged since the last call."""
        requests, severe = [], []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.requestWillBeSent":
                requests.append(message["params"]["request"]["url"])
        for entry in self.driver.get_log("browser"):
            if entry.get("level") == "SEVERE":
                severe.append(entry.get("message", ""))
        return requests, severe

    def check_quiet(self):
        """Fails when the page asked for anything but itself or logged or threw an error."""
        requests, severe = self.drain_logs()
        foreign = [u for u in requests
                   if u.split("#")[0] != self.url and not u.startswith(("data:", "blob:"))]
        errors = self.driver.execute_script("return window.__pageErrors || []")
        problems = []
        if self.url not in [u.split("#")[0] for u in requests]:
            problems.append("the performance log lost the page's own request: the check is blind")
        if foreign:
            problems.append(f"requests other than the page itself: {foreign}")
        if severe:
            problems.append(f"console errors: {severe}")
        if errors:
            problems.append(f"script errors: {errors}")
        if problems:
            raise AssertionError("; ".join(problems))

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def find(self, css):
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, css)

    def find_all(self, css):
        from selenium.webdriver.common.by import By

        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def square(self, name):
        return self.find(f'[data-square="{name}"]')

    def click(self, name):
        self.square(name).click()

    def values(self):
        return self.js(READ_VALUES)

    def attribute_map(self, name):
        """{square: value} of the squares that carry attribute `name`."""
        return self.js(f"""
            const out = {{}};
            for (const e of document.querySelectorAll('[data-square][{name}]'))
                out[e.dataset.square] = e.getAttribute('{name}');
            return out;""")

    def screenshot(self, path, width, height):
        """A screenshot of exactly width x height CSS pixels at scale 1."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        try:
            self.js("return new Promise(r => requestAnimationFrame(() => r()))")
            self.driver.save_screenshot(path)
            # The page's width and the board's right edge, in CSS pixels.
            return self.js("""return [document.documentElement.scrollWidth,
                Math.max(...[...document.querySelectorAll('[data-square]')].map(
                    e => e.getBoundingClientRect().right))]""")
        finally:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


EXTERNAL = re.compile(r"""(?:src|href|action|poster)\s*=\s*["']?\s*(?:https?:)?//|"""
                      r"""url\(\s*["']?\s*(?:https?:)?//|@import""", re.IGNORECASE)


def external_references(html):
    """The places in the page's text that would load something from elsewhere."""
    return [html[max(0, m.start() - 30):m.end() + 30] for m in EXTERNAL.finditer(html)]


def run_suite(test_class, description, output_help, finish=None):
    """The command line both browser suites share: --binary, --output, then unittest's arguments;
    `finish(test_class)` runs after the browser quits, whatever the result."""
    import argparse
    import unittest

    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--binary", required=True, help="the built chess-distance")
    parser.add_argument("--output", required=True, help=output_help)
    parser.add_argument("unittest_args", nargs="*")
    args = parser.parse_args()
    skip_or_fail_without_tools()
    os.makedirs(args.output, exist_ok=True)
    for name in os.listdir(args.output):  # pages of an older binary would be reused otherwise
        if name.endswith(".html"):
            os.remove(os.path.join(args.output, name))
    test_class.cli = Cli(args.binary)
    test_class.out = os.path.abspath(args.output)
    test_class.browser = Browser()
    try:
        program = unittest.main(argv=[sys.argv[0], "-v", *args.unittest_args], exit=False)
    finally:
        test_class.browser.quit()
        if finish:
            finish(test_class)
    return program.result.wasSuccessful()
