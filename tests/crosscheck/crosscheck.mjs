// crosscheck.chessjs: chess.js's attackers(square, color) against chess-distance control.
// Builds seeded games (random play from the start, and the real games of tests/data/*.pgn with
// random continuations from their positions, Chess960 games left out), writes them to one PGN
// file, runs `control --pgn FILE --game N --plies 0-K --format json` once a game, and compares
// the white and black counts of every square of every position with chess.js's.
//   node crosscheck.mjs --binary PATH [--positions N] [--seed S]
// Exit 0: all equal; 1: a difference (the first ones printed) or a failed run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess, SQUARES } from 'chess.js';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const binary = option('--binary', null);
const wanted = Number(option('--positions', '10000'));
if (!binary || !(wanted > 0)) {
    console.error('usage: node crosscheck.mjs --binary PATH [--positions N] [--seed S]');
    process.exit(2);
}

// mulberry32: a small seeded generator, so that every run checks the same positions.
let state = Number(option('--seed', '20261128')) >>> 0;
const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

// a1 = 0 .. h8 = 63, as control's JSON orders them (chess.js's SQUARES runs a8 .. h1).
const squares = [...SQUARES].sort((a, b) => a[1] - b[1] || a.charCodeAt(0) - b.charCodeAt(0));

function counts(chess) {
    return {
        white: squares.map((s) => chess.attackers(s, 'w').length),
        black: squares.map((s) => chess.attackers(s, 'b').length),
    };
}

// One game to check: its start, its moves (SAN) and the expected counts of each position.
function record(start, sans) {
    const chess = new Chess(start);
    const expected = [counts(chess)];
    for (const san of sans) {
        chess.move(san);
        expected.push(counts(chess));
    }
    return { start, sans, expected };
}

function randomContinuation(start, plies) {
    const chess = new Chess(start);
    const sans = [];
    while (sans.length < plies && !chess.isGameOver()) {
        const moves = chess.moves();
        const san = moves[Math.floor(random() * moves.length)];
        chess.move(san);
        sans.push(san);
    }
    return sans;
}

// The real games: each whole, then short random games from every fourth of its positions.
const games = [];
const dataDir = join(here, '..', 'data');
for (const file of readdirSync(dataDir).filter((f) => f.endsWith('.pgn')).sort()) {
    const text = readFileSync(join(dataDir, file), 'utf8');
    for (const pgn of text.split(/\r?\n\s*\r?\n(?=\[)/)) {
        if (/\[Variant\s+"(?:Chess960|Fischerandom)"/i.test(pgn)) continue;
        const chess = new Chess();
        // tests/data also holds a game broken on purpose (a PGN reader's test): left out here.
        try {
            chess.loadPgn(pgn);
        } catch {
            continue;
        }
        const sans = chess.history();
        games.push(record(new Chess().fen(), sans));
        const walk = new Chess();
        sans.forEach((san, i) => {
            walk.move(san);
            if (i % 4 === 3) games.push(record(walk.fen(), randomContinuation(walk.fen(), 30)));
        });
    }
}
let total = games.reduce((n, g) => n + g.expected.length, 0);
while (total < wanted) {
    const start = new Chess().fen();
    const game = record(start, randomContinuation(start, 40 + Math.floor(random() * 80)));
    games.push(game);
    total += game.expected.length;
}

// Our PGN: the SetUp and FEN tags where a game starts elsewhere, move numbers from its FEN.
function pgnOf(game, number) {
    const initial = game.start === new Chess().fen();
    let text = `[Event "crosscheck ${number}"]\n[Result "*"]\n`;
    if (!initial) text += `[SetUp "1"]\n[FEN "${game.start}"]\n`;
    const fields = game.start.split(' ');
    let move = Number(fields[5]);
    let white = fields[1] === 'w';
    const words = [];
    game.sans.forEach((san, i) => {
        if (white) words.push(`${move}.`);
        else if (i === 0) words.push(`${move}...`);
        words.push(san);
        if (!white) move += 1;
        white = !white;
    });
    return `${text}\n${words.join(' ')} *\n`;
}

const dir = mkdtempSync(join(tmpdir(), 'crosscheck-'));
let differences = 0;
let positions = 0;
try {
    const file = join(dir, 'games.pgn');
    writeFileSync(file, games.map((g, i) => pgnOf(g, i + 1)).join('\n'));
    games.forEach((game, i) => {
        const out = execFileSync(
            binary,
            ['control', '--pgn', file, '--game', String(i + 1), '--plies',
                `0-${game.sans.length}`, '--format', 'json', '--strict'],
            { encoding: 'utf8', maxBuffer: 1 << 28 });
        const got = JSON.parse(out).positions;
        if (got.length !== game.expected.length)
            throw new Error(`game ${i + 1}: ${got.length} positions, expected ${game.expected.length}`);
        got.forEach((p, ply) => {
            positions += 1;
            for (const side of ['white', 'black'])
                for (let s = 0; s < 64; ++s)
                    if (p[side][s] !== game.expected[ply][side][s] && ++differences <= 10)
                        console.error(`${p.fen} ${squares[s]} ${side}: control ${p[side][s]}, ` +
                                      `chess.js ${game.expected[ply][side][s]}`);
        });
    });
} catch (e) {
    console.error(`crosscheck: ${e.message}`);
    process.exitCode = 1;
} finally {
    if (!process.env.CROSSCHECK_KEEP) rmSync(dir, { recursive: true, force: true });
}
if (!process.exitCode) {
    console.log(`crosscheck: ${positions} positions of ${games.length} games, ` +
                `${positions * 128} counts, ${differences} differ`);
    process.exitCode = differences === 0 && positions >= wanted ? 0 : 1;
}
