// chess-distance interactive page (docs/homework.md).
//
// What this script does, and what it leaves to the program:
//   - It generates no moves and computes no chess. Every distance was computed by the program's
//     core when the page was written (app/diagram/pagedata.cpp) and stored in #page-data as
//     all-pairs tables: tables[t][from * 64 + to], base-36 digits ("-": unreachable; rows shared
//     between tables stored once, in a pool). A click on square s shows row s of the table its
//     piece (or stand-in) uses.
//   - It derives, from those tables alone, the trajectory layers (layer i is {v : d(from, v) = i
//     and d(v, to) = L - i}, L = d(from, to)), the number of shortest routes (a route step is a
//     pair with d(x, y) = 1; each square's count is the sum over the squares one layer on) and the
//     k-th route in the order `chess-distance trajectory` lists them, read off the same sums. The
//     browser tests check each against `map` and `trajectory` (tests/web/test_page.py).
//   - It lays out next to nothing. Square rectangles, number and badge anchors, piece places, the
//     holes numbers leave in marks, arrow parts and casings, every legend a click can show and
//     each click's caption lines were laid out by the program's own renderer code
//     (app/diagram/pagelayout.cpp) and are in #page-data too, with the fonts, colours and piece
//     drawings; the script places them, and cuts each arrow's shaft (the program's polyline)
//     around the numbers' areas (the program's too) as the renderer does. The one text it lays
//     out, a caption with a target, is render's caption in the program's words (templates filled
//     in), wrapped at spaces into the program's caption column with the widths the program
//     measured for each word and character.
//     tests/web/test_render_match.py compares the live board with `render`'s picture.
(function () {
  'use strict';
  const D = JSON.parse(document.getElementById('page-data').textContent);
  const svg = document.getElementById('board');
  const NS = svg.namespaceURI;
  const live = document.getElementById('live');
  const hits = document.getElementById('squares');
  const NAMES = 'abcdefgh';

  const state = {
    metric: 0,
    from: null,
    to: null,
    targetMode: false,
    route: 0n,
    focus: 0,
    shown: false, // false: the exported diagram as written; true: the live drawing
    asking: false // the headline is the zone's question, as written
  };

  const squareName = (s) => NAMES[s & 7] + String((s >> 3) + 1);
  const parseSquare = (n) => (n ? NAMES.indexOf(n[0]) + 8 * (Number(n[1]) - 1) : null);
  const isLight = (s) => (((s & 7) + (s >> 3)) & 1) === 1;
  const col = (s) => (D.flipped ? 7 - (s & 7) : s & 7);
  const row = (s) => (D.flipped ? s >> 3 : 7 - (s >> 3));
  const rect = (s) => {
    const c = col(s), r = row(s);
    return { x: D.xs[c], y: D.ys[r], w: D.xs[c + 1] - D.xs[c], h: D.ys[r + 1] - D.ys[r] };
  };
  const fmt = (t, ...args) => args.reduce((a, v, i) => a.split('%' + (i + 1)).join(String(v)), t);
  // The quiz's asked squares: each hides its number under its question's metric and source
  // until the question is answered right or the answers are shown (reveal below).
  const asked = (D.quiz || []).map((q) => ({ metric: q.metric, from: parseSquare(q.from),
    square: parseSquare(q.square), zone: !!q.zone, open: false }));
  // The zone's picture says the verdict and shows the moves the questions ask: it waits until
  // every question is answered right or the answers are shown.
  const zoneLocked = () => asked.some((q) => !q.open);
  function hidden(s) {
    const m = D.metrics[state.metric], src = source();
    return s !== null && asked.some((q) => !q.open && q.square === s && q.metric === state.metric
      && (!m.source || q.from === src));
  }

  // --- lookups -----------------------------------------------------------------------------
  const decoded = D.metrics.map((m) => m.tables.map(() => null));
  function table(mi, t) {
    if (!decoded[mi][t]) {
      // A table is 64 row numbers (rowDigits base-36 digits each) into the metric's row pool.
      const m = D.metrics[mi], w = m.w, rd = m.rowDigits, rows = m.tables[t];
      const out = new Int16Array(4096);
      for (let r = 0; r < 64; ++r) {
        const at = parseInt(rows.substr(r * rd, rd), 36) * 64 * w;
        for (let i = 0; i < 64; ++i) {
          const cell = m.rows.substr(at + i * w, w);
          out[r * 64 + i] = cell[0] === '-' ? -1 : parseInt(cell, 36);
        }
      }
      decoded[mi][t] = out;
    }
    return decoded[mi][t];
  }
  // The source a click measures from under the current metric (square metrics: any row).
  function source() {
    const m = D.metrics[state.metric];
    return m.source ? state.from : 0;
  }

  // What is shown: values per square, the trajectory layers, the count and the current route.
  function model() {
    const m = D.metrics[state.metric];
    const out = { values: new Array(64).fill(null), layers: null, count: null, route: null };
    const src = source();
    if (src === null) return out;
    const tc = m.src[src];
    if (tc === '-') { out.values.fill(-1); return out; }
    const t = table(state.metric, parseInt(tc, 36));
    const d = (x, y) => t[x * 64 + y];
    for (let y = 0; y < 64; ++y) out.values[y] = d(src, y);
    if (!m.source || state.to === null) return out;
    if (m.routes[src] !== '1') { out.count = 'none'; return out; }
    const to = state.to, L = d(src, to);
    if (L < 0) { out.count = 0n; out.layers = []; out.length = -1; return out; }
    const layers = [];
    for (let i = 0; i <= L; ++i) layers.push([]);
    for (let v = 0; v < 64; ++v) {
      const a = d(src, v), b = d(v, to);
      if (a >= 0 && b >= 0 && a + b === L) layers[a].push(v);
    }
    // back[v]: routes from v on to the target, summed from the target's layer back.
    const back = new Array(64).fill(0n);
    back[to] = 1n;
    for (let i = L - 1; i >= 0; --i)
      for (const u of layers[i])
        for (const v of layers[i + 1]) if (d(u, v) === 1) back[u] += back[v];
    out.count = back[src];
    out.layers = layers;
    out.length = L;
    if (out.count > 0n) {
      let k = ((state.route % out.count) + out.count) % out.count;
      const stops = [src];
      let cur = src;
      for (let i = 1; i <= L; ++i) {
        for (const v of layers[i]) {
          if (d(cur, v) !== 1) continue;
          if (k < back[v]) { cur = v; break; }
          k -= back[v];
        }
        stops.push(cur);
      }
      out.route = stops;
    }
    return out;
  }

  // --- drawing: every place and size below comes from D.layout (app/diagram/pagelayout.cpp) --
  const L = D.layout;
  function el(name, attrs, parent) {
    const e = document.createElementNS(NS, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }
  const font = (which) => ({ 'font-size': L.fonts[which][0], 'font-weight': L.fonts[which][1] });
  const layer = {};
  // Marks and frames under the numbers: the program leaves a hole in them for the number.
  for (const name of ['fills', 'hatches', 'pieces', 'marks', 'frames', 'numbers', 'badges',
    'arrows', 'below'])
    layer[name] = el('g', { class: name }, live);
  live.setAttribute('font-family', L.fonts.family);
  layer.fills.setAttribute('shape-rendering', 'crispEdges');
  live.style.display = 'none';
  const fills = [], hatches = [], pieceUses = [], numbers = [];
  for (let s = 0; s < 64; ++s) {
    const r = rect(s);
    fills.push(el('rect', { x: r.x, y: r.y, width: r.w, height: r.h }, layer.fills));
    hatches.push(el('use', { x: r.x, y: r.y, width: r.w, height: r.h }, layer.hatches));
    pieceUses.push(el('use', {}, layer.pieces));
    numbers.push(el('text', {}, layer.numbers));
  }
  // Text the program could not lay out beforehand (a caption with a target) is measured with the
  // widths the program measured for each character.
  function textWidth(text) {
    const a = L.caption.advances.chars, words = L.caption.advances.words;
    let w = 0;
    text.split(' ').forEach((word, i) => {
      if (i > 0) w += a[' '];
      if (word in words) { w += words[word]; return; }
      for (const c of word) w += c in a ? a[c] : a['0'];
    });
    return w;
  }
  const text = (parent, x, y, content, attrs) => {
    const t = el('text', Object.assign({ x: x, y: y }, attrs), parent);
    t.textContent = content;
    return t;
  };
  // A number's hole in the marks and frames: the square's own fill behind it.
  function hole(s, content, parent) {
    const r = rect(s), h = L.marks.holes[content];
    if (!h) return;
    el('rect', { x: r.x + h[0], y: r.y + h[1], width: h[2], height: h[3],
      fill: fills[s].getAttribute('fill') }, parent);
  }

  function pieceAt(s, m) {
    const src = source();
    if (m.source && s === src && m.ghost[s] !== '.') return { letter: m.ghost[s], ghost: true };
    const c = D.board[s];
    return c === '.' ? null : { letter: c, ghost: false };
  }

  function drawSquares(view, m) {
    const C = D.colors;
    let max = 0;
    for (const v of view.values) if (v !== null && v > max) max = v;
    max = Math.min(max, C.scales.length - 1);
    const scale = C.scales[max];
    for (let s = 0; s < 64; ++s) {
      const v = view.values[s], light = isLight(s) ? 0 : 1, r = rect(s);
      // A hidden number's square is plain too: its colour and the legend would tell the number.
      const secret = v !== null && hidden(s);
      const shown = secret ? null : v;
      let fill = C.plain[light], ink = C.plainInk[light];
      if (shown !== null && shown >= 0) { fill = scale[Math.min(shown, max)][light]; ink = scale[Math.min(shown, max)][light + 2]; }
      if (shown !== null && shown < 0) { fill = C.unreach[light]; ink = C.unreachInk[light]; }
      fills[s].setAttribute('fill', fill);
      hatches[s].setAttribute('href', shown !== null && shown < 0 ? (light === 0 ? '#hatch-l' : '#hatch-d') : '');
      hatches[s].style.display = shown !== null && shown < 0 ? '' : 'none';
      const label = v === null || !D.show.numbers ? '' : secret ? '?' : v < 0 ? '\u2013' : String(v);
      const p = D.show.pieces ? pieceAt(s, m) : null;
      const use = pieceUses[s];
      if (p && document.getElementById('pc-' + p.letter)) {
        // The piece's place on a square of this size beside this number (absent: as without).
        const places = D.pieceRects[p.letter][r.w + 'x' + r.h];
        const pr = places[label] || places[''];
        use.setAttribute('href', '#pc-' + p.letter);
        use.setAttribute('x', r.x + pr[0]);
        use.setAttribute('y', r.y + pr[1]);
        use.setAttribute('width', pr[2]);
        use.setAttribute('height', pr[2]);
        use.setAttribute('opacity', p.ghost ? L.ghost : 1);
        use.style.display = '';
      } else {
        use.style.display = 'none';
      }
      // Small in the top left corner beside a piece, else centred: the program's anchors.
      const n = numbers[s], f = font(p ? 'small' : 'number');
      // A hidden number's "?" is centred by the browser: the program laid out numbers only.
      const centred = !p && secret;
      const at = p ? L.squares.corner[s] : [centred ? r.x + r.w / 2
        : label ? L.starts[label][col(s)] : 0, L.squares.centre[s]];
      n.textContent = label;
      n.dataset.corner = p ? '1' : '';
      for (const [k, v] of Object.entries({ x: at[0], y: at[1], fill: ink, 'font-size': f['font-size'],
        'font-weight': f['font-weight'] }))
        n.setAttribute(k, v);
      if (centred) n.setAttribute('text-anchor', 'middle'); else n.removeAttribute('text-anchor');
    }
  }

  function draw(view) {
    const m = D.metrics[state.metric];
    const C = D.colors;
    drawSquares(view, m);
    // Marks, trajectory frames with their layer badges, the current route's arrows.
    for (const name of ['marks', 'frames', 'badges', 'arrows', 'below']) layer[name].textContent = '';
    const src = source();
    const mark = (s, id) => { const r = rect(s); el('use', { href: id, x: r.x, y: r.y, width: r.w, height: r.h }, layer.marks); };
    if (m.source && src !== null) mark(src, '#mk-source');
    if (m.source && state.to !== null) mark(state.to, '#mk-target');
    const holes = new Set();
    // A hidden target's layers and arrows would count out its distance: they wait too.
    const secretTarget = state.to !== null && hidden(state.to);
    if (view.layers && !secretTarget) {
      view.layers.forEach((l, i) => {
        for (const s of l) {
          if (s === src || s === state.to) continue;
          const r = rect(s);
          holes.add(s);
          el('use', { href: '#frame', x: r.x, y: r.y, width: r.w, height: r.h }, layer.frames);
          const badge = L.marks.badges[String(i)];
          if (D.show.layers && badge) {
            const [b, at] = badge, right = r.x + r.w, bottom = r.y + r.h;
            el('rect', { x: right + b[0], y: bottom + b[1], width: b[2], height: b[3],
              rx: L.marks.radius, fill: C.accent }, layer.badges);
            text(layer.badges, right + at[0], bottom + at[1], String(i), Object.assign(
              { fill: C.accentInk }, font('layer')));
          }
        }
      });
    }
    // As the program does, marks and frames leave the corner number's place clear.
    if (m.source && src !== null) holes.add(src);
    if (m.source && state.to !== null) holes.add(state.to);
    for (const s of holes)
      if (numbers[s].textContent && numbers[s].dataset.corner) hole(s, numbers[s].textContent, layer.frames);
    if (view.route && view.route.length > 1 && !secretTarget) drawRoute(view.route);
    drawBelow(view, m);
  }

  function drawRoute(route) {
    const C = D.colors, A = L.arrow, W = D.arrows.width;
    const g = el('g', {}, layer.arrows);
    // The centred numbers' areas, which the shafts leave a gap around (corner numbers beside
    // pieces go back on top instead), as the renderer does.
    const areas = [];
    for (let s = 0; s < 64; ++s) {
      const n = numbers[s];
      if (!n.textContent || n.dataset.corner) continue;
      const r = rect(s), a = L.marks.areas[r.w + 'x' + r.h][n.textContent];
      if (a) areas.push([r.x + a[0], r.y + a[1], a[2], a[3]]);
    }
    const paths = [];
    for (let i = 0; i + 1 < route.length; ++i) {
      const a = route[i], b = route[i + 1];
      const move = D.arrows.moves[((b & 7) - (a & 7)) + ',' + ((b >> 3) - (a >> 3))];
      const r = rect(a), cx = r.x + r.w / 2, cy = r.y + r.h / 2;
      const at = (p) => [cx + p[0], cy + p[1]];
      let d = '';
      for (const part of shaftParts(move.shaft.map(at), areas, W / 2)) d += outline(part, W / 2);
      paths.push(d + polygon(move.head.map(at)));
    }
    for (const [width, colour] of [[A.casing, C.outlineInk], [A.rim, C.outline]])
      for (const d of paths)
        el('path', { d: d, fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linejoin': 'round' }, g);
    for (const d of paths)
      el('path', { d: d, fill: C.routes[0], 'fill-opacity': A.opacity }, g);
    // A corner number the route crosses goes back on top, on its square's colour (as drawn).
    for (const s of route) {
      const n = numbers[s];
      if (!n.textContent || !n.dataset.corner) continue;
      hole(s, n.textContent, g);
      g.appendChild(n.cloneNode(true));
    }
  }

  // The parts of the program's shaft (a polyline) outside every area grown by `margin`, cut square
  // to the shaft where it enters and leaves one: the renderer's splitAround (arrowpath.cpp).
  function shaftParts(line, areas, margin) {
    const parts = [];
    let current = [];
    const finish = () => {
      const f = current[0], l = current[current.length - 1];
      if (current.length >= 2 && (f[0] !== l[0] || f[1] !== l[1])) parts.push(current);
      current = [];
    };
    for (let i = 0; i + 1 < line.length; ++i) {
      const a = line[i], b = line[i + 1];
      const along = (t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      const gaps = [];
      for (const r of areas) {
        const gap = inside(a, b, [r[0] - margin, r[1] - margin, r[0] + r[2] + margin, r[1] + r[3] + margin]);
        if (gap) gaps.push(gap);
      }
      gaps.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
      if (!current.length) current.push(a);
      let t = 0;
      for (const [t0, t1] of gaps) {
        if (t1 <= t) continue;
        if (t0 > t) current.push(along(t0));
        finish();
        t = t1;
        current.push(along(t));
      }
      if (t < 1) current.push(b); else current = [];
    }
    finish();
    return parts;
  }
  // The interval [t0, t1] of segment a-b inside the box [left, top, right, bottom], or null.
  function inside(a, b, box) {
    let t0 = 0, t1 = 1;
    const d = [b[0] - a[0], b[1] - a[1]];
    const p = [-d[0], d[0], -d[1], d[1]];
    const q = [a[0] - box[0], box[2] - a[0], a[1] - box[1], box[3] - a[1]];
    for (let i = 0; i < 4; ++i) {
      if (p[i] === 0) { if (q[i] < 0) return null; continue; }
      const t = q[i] / p[i];
      if (p[i] < 0) t0 = Math.max(t0, t); else t1 = Math.min(t1, t);
    }
    return t0 < t1 ? [t0, t1] : null;
  }
  // A polyline stroked `half` to each side, flat ends, mitred corners, as one outline.
  function outline(line, half) {
    const normal = (a, b) => {
      const dx = b[0] - a[0], dy = b[1] - a[1], n = Math.hypot(dx, dy) || 1;
      return [-dy / n * half, dx / n * half];
    };
    const left = [], right = [];
    for (let i = 0; i < line.length; ++i) {
      const into = i > 0 ? normal(line[i - 1], line[i]) : null;
      const out = i + 1 < line.length ? normal(line[i], line[i + 1]) : null;
      let n = into || out;
      if (into && out) {
        // The mitre: the sum of the two normals, lengthened to reach both edges.
        const k = 1 + (into[0] * out[0] + into[1] * out[1]) / (half * half);
        n = [(into[0] + out[0]) / k, (into[1] + out[1]) / k];
      }
      left.push([line[i][0] + n[0], line[i][1] + n[1]]);
      right.push([line[i][0] - n[0], line[i][1] - n[1]]);
    }
    return polygon(left.concat(right.reverse()));
  }
  const polygon = (points) => 'M' + points.map((p) => p[0].toFixed(2) + ',' + p[1].toFixed(2)).join('L') + 'Z';

  // Legend and caption under the board, as the program laid them out for this click.
  function drawBelow(view, m) {
    const C = D.colors, g = layer.below;
    el('rect', { x: 0, y: D.below, width: D.width, height: Math.max(D.height, 4000), fill: '#ffffff' }, g);
    const src = source();
    const at = src === null ? null : L.below[state.metric][src];
    let y = at ? at.bottom : L.blank;
    // The legend would name the largest distance, often the one a question asks.
    const secret = view.values.some((v, s) => v !== null && hidden(s));
    if (at && D.show.legend && !secret) drawLegend(view, at.legend, g);
    if (at && D.show.caption) {
      const caption = el('g', { class: 'caption', fill: L.ink }, g);
      if (view.count === null) {
        for (const [x, baseline, size, line] of at.lines)
          text(caption, x, baseline, line, { 'font-size': size });
      } else {
        // With a target the caption says what render's does: its first paragraph from the
        // program's template, wrapped and centred in the caption column as the program does,
        // each line's box put on whole pixels as the renderer puts its tile.
        const K = L.caption;
        // The template stands for the caption's first paragraphs (the side to move, if named, and
        // what is said of the target).
        const paragraphs = m.captions[src].split('\n');
        const said = fmt(m.targetCaptions[src], squareName(state.to), targetWords(view)).split('\n');
        paragraphs.splice(0, said.length, ...said);
        y = at.captionTop;
        for (const paragraph of paragraphs) {
          for (const line of wrap(paragraph, K.width)) {
            const x = Math.round(K.left + (K.width - textWidth(line)) / 2);
            text(caption, x, Math.round(y) + K.ascent, line, font('caption'));
            y += K.step;
          }
        }
        y += K.pad;
      }
    }
    svg.setAttribute('viewBox', '0 0 ' + D.width + ' ' + Math.ceil(Math.max(y, D.below)));
  }

  function drawLegend(view, key, g) {
    const C = D.colors, items = L.legends[key];
    if (!items) return;
    const values = key.split(',');
    let max = 0;
    for (const v of values) if (v !== 'u') max = Math.max(max, Number(v));
    max = Math.min(max, C.scales.length - 1);
    items.forEach((item, i) => {
      const v = values[i], unreachable = v === 'u', sw = item.swatch;
      const value = unreachable ? 0 : Math.min(Number(v), max);
      const fill = unreachable ? C.unreach[0] : C.scales[max][value][0];
      const ink = unreachable ? C.unreachInk[0] : C.scales[max][value][2];
      el('rect', { x: sw[0], y: sw[1], width: sw[2], height: sw[3], fill: fill }, g);
      if (unreachable) el('use', { href: '#hatch-l', x: sw[0], y: sw[1], width: sw[2], height: sw[3] }, g);
      el('rect', { x: sw[0], y: sw[1], width: sw[2], height: sw[3], fill: 'none',
        stroke: L.legendOutline[0], 'stroke-width': L.legendOutline[1] }, g);
      text(g, item.at[0], item.at[1], unreachable ? '\u2013' : v,
        Object.assign({ fill: ink }, font('legend')));
      if (item.label)
        text(g, item.label[0], item.label[1], D.text.legendUnreachable, Object.assign({ fill: L.ink }, font('legend')));
    });
  }

  // Words onto lines no wider than `width`, as the program wraps a caption.
  function wrap(paragraph, width) {
    const lines = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? line + ' ' + word : word;
      if (line && textWidth(next) > width) { lines.push(line); line = word; } else line = next;
    }
    lines.push(line);
    return lines;
  }

  // What render's caption says of the target: its distance, then its routes where the metric
  // has moves (targettext.h).
  function targetWords(view) {
    const T = D.text, d = view.values[state.to];
    const words = [hidden(state.to) ? fmt(T.captionDistance, '?')
      : d < 0 ? T.captionUnreachable : fmt(T.captionDistance, d)];
    if (view.count === 0n) words.push(T.captionNoRoutes);
    else if (typeof view.count === 'bigint')
      words.push(fmt(view.count === 1n ? T.captionRoute : T.captionRoutes, view.count.toString()));
    return words.join(T.captionJoin);
  }
  function countText(view) {
    const from = squareName(source()), to = squareName(state.to);
    if (view.count === 'none') return D.text.noRoutes;
    if (view.count === 0n) return fmt(D.text.none, from, to);
    const length = hidden(state.to) ? '?' : view.length;
    return view.count === 1n ? fmt(D.text.count1, from, to, length)
      : fmt(D.text.count, from, to, length, view.count.toString());
  }
  // The caption's first line; after the side to move, as the window's headline reads it.
  function headline(caption) {
    const lines = caption.split('\n');
    const side = lines[0] === D.text.whiteToMove || lines[0] === D.text.blackToMove;
    return side && lines.length > 1 ? lines[0] + D.text.captionJoin + lines[1] : lines[0];
  }
  function captionText(view, m) {
    const src = source();
    if (src === null) return '';
    let text = m.captions[src] || '';
    if (view.count !== null) text += '\n' + countText(view);
    return text;
  }

  // --- the squares: the test contract and the accessible names -----------------------------
  const squares = [];
  for (let s = 0; s < 64; ++s) {
    const r = rect(s);
    const e = el('rect', { x: r.x, y: r.y, width: r.w, height: r.h, 'data-square': squareName(s), 'data-value': '', role: 'button', tabindex: -1 }, hits);
    // The control picture's counts, White's and Black's, as the program counted them.
    if (D.control) e.setAttribute('data-control', D.control.white[s] + ':' + D.control.black[s]);
    squares.push(e);
  }

  function update() {
    const view = model();
    const routeIndex = new Map();
    if (view.route) view.route.forEach((s, k) => routeIndex.set(s, k));
    const layersOf = new Map();
    if (view.layers) view.layers.forEach((l, i) => l.forEach((s) => {
      if (!layersOf.has(s)) layersOf.set(s, []);
      layersOf.get(s).push(i);
    }));
    for (let s = 0; s < 64; ++s) {
      const e = squares[s], v = view.values[s], name = squareName(s);
      e.setAttribute('data-value', v === null ? '' : v < 0 ? '-' : String(v));
      if (routeIndex.has(s)) e.setAttribute('data-route', routeIndex.get(s)); else e.removeAttribute('data-route');
      if (layersOf.has(s)) e.setAttribute('data-layers', layersOf.get(s).join(',')); else e.removeAttribute('data-layers');
      const secret = v !== null && hidden(s);
      if (secret) e.setAttribute('data-hidden', '1'); else e.removeAttribute('data-hidden');
      let label = v === null ? fmt(D.text.square, name) : secret ? fmt(D.text.hidden, name)
        : v < 0 ? fmt(D.text.unreachable, name)
        : v === 1 ? fmt(D.text.move1, name) : fmt(D.text.moves, name, v);
      if (s === state.to) label += ', ' + D.text.target;
      e.setAttribute('aria-label', label);
      e.setAttribute('tabindex', s === state.focus ? 0 : -1);
      e.classList.toggle('focus', s === state.focus && focusVisible);
    }
    const counter = document.getElementById('route-count');
    const prev = document.getElementById('route-prev'), next = document.getElementById('route-next');
    if (view.count !== null) {
      counter.setAttribute('data-count', view.count === 'none' ? '0' : view.count.toString());
      let text = countText(view);
      if (typeof view.count === 'bigint' && view.count > 1n) {
        const k = ((state.route % view.count) + view.count) % view.count;
        text = fmt(D.text.route, (k + 1n).toString(), view.count.toString()) + ' \u2014 ' + text;
      }
      counter.textContent = text;
    } else {
      counter.removeAttribute('data-count');
      counter.textContent = '';
    }
    const many = typeof view.count === 'bigint' && view.count > 1n;
    prev.disabled = !many;
    next.disabled = !many;
    const mode = document.getElementById('mode-target');
    mode.setAttribute('aria-pressed', state.targetMode ? 'true' : 'false');
    // The headline says what is measured, as the caption under the board does.
    // The written picture's words under the live drawing are not read out (a zone's verdict
    // and labels, a target's distance a question asks): all but the coordinates.
    for (const t of writtenBelow) t.style.display = state.shown && !openingShown() ? 'none' : '';
    if (openingShown()) {
      // The zone's picture, with its verdict as the headline, until something else is measured.
      document.getElementById('title').textContent = opening.title;
      document.getElementById('status').textContent = state.targetMode ? D.text.pickTarget
        : opening.title;
      live.style.display = 'none';
      svg.setAttribute('viewBox', opening.viewBox);
      return view;
    }
    if (source() !== null && !state.asking)
      document.getElementById('title').textContent =
        headline(captionText(view, D.metrics[state.metric]));
    document.getElementById('status').textContent = state.targetMode ? D.text.pickTarget
      : source() === null ? D.text.pickSource : captionText(view, D.metrics[state.metric]).split('\n').join(' \u2014 ');
    if (state.shown) {
      live.style.display = '';
      draw(view);
    }
    return view;
  }

  // --- input -------------------------------------------------------------------------------
  let focusVisible = false;
  function show() { state.shown = true; state.asking = false; }
  // With --zone the page opens on the zone's picture and verdict (state.shown false).
  const writtenBelow = Array.from(document.querySelectorAll('#static text')).filter((t) => {
    const x = Number(t.getAttribute('x')), y = Number(t.getAttribute('y'));
    return !((x < D.xs[0] && y <= D.ys[8]) || (y > D.ys[8] && y <= D.below));
  });
  const opening = { title: D.start.title || document.getElementById('title').textContent,
    viewBox: svg.getAttribute('viewBox') };
  // The opening picture as written: the zone's (while its questions wait) or the control's.
  const openingShown = () => !state.shown && (D.start.control || (D.start.zone && !zoneLocked()));
  function showZone() {
    state.shown = false;
    state.metric = 0;
    if (select) select.selectedIndex = 0;
    state.from = parseSquare(D.start.from);
    state.to = parseSquare(D.start.to);
    state.targetMode = false;
    state.route = 0n;
  }
  function choose(s, asTarget) {
    const m = D.metrics[state.metric];
    // A click on the attacker (not a target pick) brings the zone back; so does keeping it.
    if (D.start.zone && !zoneLocked() && !asTarget && !state.targetMode
      && s === parseSquare(D.start.from)) {
      state.focus = s;
      showZone();
      update();
      return;
    }
    show();
    if (!m.source) { state.focus = s; update(); return; }
    if ((asTarget || state.targetMode) && state.from !== null) {
      state.to = s;
      state.route = 0n;
    } else {
      // As in the window: the target stays, unless the source takes its place.
      state.from = s;
      if (state.to === s) state.to = null;
      state.route = 0n;
    }
    state.focus = s;
    update();
  }
  // A long press picks the target. It is timed from the events' own time stamps, so a busy
  // machine that runs the page late never turns a short click into one.
  const longPress = 550;
  let pressed = { square: -1, at: 0 }, longPressed = false;
  hits.addEventListener('pointerdown', (ev) => {
    pressed = { square: squares.indexOf(ev.target), at: ev.timeStamp };
    longPressed = false;
  });
  hits.addEventListener('pointerup', (ev) => {
    const s = squares.indexOf(ev.target);
    if (s >= 0 && s === pressed.square && ev.timeStamp - pressed.at >= longPress) {
      longPressed = true;
      choose(s, true);
    }
    pressed = { square: -1, at: 0 };
  });
  for (const type of ['pointerleave', 'pointercancel'])
    hits.addEventListener(type, () => { pressed = { square: -1, at: 0 }; });
  hits.addEventListener('contextmenu', (ev) => ev.preventDefault());
  hits.addEventListener('click', (ev) => {
    const s = squares.indexOf(ev.target);
    if (s < 0) return;
    if (longPressed) { longPressed = false; return; }
    focusVisible = false;
    choose(s, false);
  });
  hits.addEventListener('keydown', (ev) => {
    let c = col(state.focus), r = row(state.focus);
    const fromScreen = (cc, rr) => (D.flipped ? (7 - cc) + 8 * rr : cc + 8 * (7 - rr));
    switch (ev.key) {
      case 'ArrowLeft': c = Math.max(0, c - 1); break;
      case 'ArrowRight': c = Math.min(7, c + 1); break;
      case 'ArrowUp': r = Math.max(0, r - 1); break;
      case 'ArrowDown': r = Math.min(7, r + 1); break;
      case 'Enter': case ' ': ev.preventDefault(); focusVisible = true; choose(state.focus, false); return;
      case 'Escape': clear(); return;
      default: return;
    }
    ev.preventDefault();
    focusVisible = true;
    state.focus = fromScreen(c, r);
    update();
    squares[state.focus].focus();
  });
  hits.addEventListener('focusin', () => { focusVisible = true; update(); });
  hits.addEventListener('focusout', () => { focusVisible = false; squares[state.focus].classList.remove('focus'); });
  function clear() {
    show();
    state.from = null;
    state.to = null;
    state.targetMode = false;
    state.route = 0n;
    update();
  }
  document.addEventListener('keydown', (ev) => { if (ev.key === 'Escape' && !hits.contains(ev.target)) clear(); });
  document.getElementById('mode-target').addEventListener('click', () => {
    state.targetMode = !state.targetMode;
    update();
  });
  document.getElementById('clear').addEventListener('click', clear);
  // With --control: back to the control picture as written, nothing measured.
  const showControl = document.getElementById('show-control');
  if (showControl) showControl.addEventListener('click', () => {
    state.shown = false;
    state.from = null;
    state.to = null;
    state.targetMode = false;
    state.route = 0n;
    update();
  });
  document.getElementById('route-prev').addEventListener('click', () => { show(); state.route -= 1n; update(); });
  document.getElementById('route-next').addEventListener('click', () => { show(); state.route += 1n; update(); });
  const select = document.getElementById('metric');
  if (select) select.addEventListener('change', () => {
    state.metric = Math.max(0, select.selectedIndex);
    show();
    update();
  });

  // The start: the query the page was made for, as the exported diagram shows it.
  state.from = D.start.from ? parseSquare(D.start.from) : null;
  state.to = D.start.to ? parseSquare(D.start.to) : null;
  state.route = BigInt(D.start.route || 0);
  state.focus = state.from !== null ? state.from : 0;
  // The exported picture shows every number: with a question about it, the live drawing instead.
  if (D.start.zone ? zoneLocked() : asked.some((q) => q.metric === state.metric
    && q.square !== null && (!D.metrics[state.metric].source || q.from === state.from))) show();
  // The zone's question as the headline (htmlpage.cpp) until the pupil measures something.
  if (D.start.zone && zoneLocked()) state.asking = true;
  update();
  // The quiz (quiz.js) may show a question's board through this.
  window.chessDistancePage = {
    data: D,
    showQuestion: (metric, from) => {
      state.metric = metric;
      if (select) select.selectedIndex = metric;
      state.from = from; state.to = null; state.targetMode = false; show(); update();
    },
    squareIndex: parseSquare,
    // The quiz opens a question's square once it is answered right (i), or all of them.
    reveal: (i) => {
      const locked = zoneLocked();
      for (const [k, q] of asked.entries()) if (i === undefined || i === k) q.open = true;
      if (D.start.zone && locked && !zoneLocked()) { // the verdict, once answered
        showZone();
        state.asking = false;
      }
      update();
    }
  };
  document.body.setAttribute('data-ready', '1');
})();
