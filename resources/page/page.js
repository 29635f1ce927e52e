// chess-distance interactive page (docs/homework.md).
//
// THIS SCRIPT COMPUTES NO CHESS. Every distance it shows was computed by the program's core when
// the page was written (app/diagram/pagedata.cpp) and stored in #page-data as all-pairs tables:
// tables[t][from * 64 + to], one base-36 value each ("-": unreachable; rows shared between
// tables are stored once, in a pool). The script only looks
// values up and draws them:
//   - a click on square s shows row s of the table the square's piece (or stand-in) uses;
//   - a trajectory layer i is {v : d(from, v) = i and d(v, to) = L - i}, with L = d(from, to);
//   - a route step is a pair (x, y) with d(x, y) = 1 in the same table;
//   - the route count is the sum of such lookups along the layers (each square: the sum of the
//     counts of the squares one layer earlier one step away), exactly the shortest-route count
//     `chess-distance trajectory` prints; the k-th route, in the order the program lists them,
//     is read off the same sums.
// Colours, piece drawings, marks and arrow outlines come from the program too.
(function () {
  'use strict';
  const D = JSON.parse(document.getElementById('page-data').textContent);
  const svg = document.getElementById('board');
  const NS = svg.namespaceURI;
  const live = document.getElementById('live');
  const hits = document.getElementById('squares');
  const q = D.q;
  const NAMES = 'abcdefgh';

  const state = {
    metric: 0,
    from: null,
    to: null,
    targetMode: false,
    route: 0n,
    focus: 0,
    shown: false // false: the exported diagram as written; true: the live drawing
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

  // --- drawing -----------------------------------------------------------------------------
  function el(name, attrs, parent) {
    const e = document.createElementNS(NS, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }
  const FONT = '"DejaVu Sans", "Noto Sans", "Liberation Sans", Arial, Helvetica, sans-serif';
  const layer = {};
  // Marks and frames under the numbers: the program leaves a hole in them for the number.
  for (const name of ['fills', 'hatches', 'pieces', 'marks', 'frames', 'numbers', 'badges',
    'arrows', 'below'])
    layer[name] = el('g', { class: name }, live);
  live.setAttribute('font-family', FONT);
  layer.fills.setAttribute('shape-rendering', 'crispEdges');
  live.style.display = 'none';
  const fills = [], hatches = [], pieceUses = [], numbers = [];
  for (let s = 0; s < 64; ++s) {
    const r = rect(s);
    fills.push(el('rect', { x: r.x, y: r.y, width: r.w, height: r.h }, layer.fills));
    hatches.push(el('use', { x: r.x, y: r.y, width: q, height: q }, layer.hatches));
    pieceUses.push(el('use', {}, layer.pieces));
    numbers.push(el('text', {}, layer.numbers));
  }
  const measure = document.createElement('canvas').getContext('2d');
  function textWidth(text, size) {
    measure.font = size + 'px ' + FONT;
    return measure.measureText(text).width;
  }

  function pieceAt(s, m) {
    const src = source();
    if (m.source && s === src && m.ghost[s] !== '.') return { letter: m.ghost[s], ghost: true };
    const c = D.board[s];
    return c === '.' ? null : { letter: c, ghost: false };
  }

  function draw(view) {
    const m = D.metrics[state.metric];
    const C = D.colors;
    let max = 0;
    for (const v of view.values) if (v !== null && v > max) max = v;
    max = Math.min(max, C.scales.length - 1);
    const scale = C.scales[max];
    const frames = new Set();
    if (view.layers) for (const l of view.layers) for (const v of l) frames.add(v);
    for (let s = 0; s < 64; ++s) {
      const v = view.values[s], light = isLight(s) ? 0 : 1, r = rect(s);
      let fill = C.plain[light], ink = C.plainInk[light];
      if (v !== null && v >= 0) { fill = scale[Math.min(v, max)][light]; ink = scale[Math.min(v, max)][light + 2]; }
      if (v !== null && v < 0) { fill = C.unreach[light]; ink = C.unreachInk[light]; }
      fills[s].setAttribute('fill', fill);
      hatches[s].setAttribute('href', v !== null && v < 0 ? (light === 0 ? '#hatch-l' : '#hatch-d') : '');
      hatches[s].style.display = v !== null && v < 0 ? '' : 'none';
      const text = v === null || !D.show.numbers ? '' : v < 0 ? '\u2013' : String(v);
      const p = D.show.pieces ? pieceAt(s, m) : null;
      const use = pieceUses[s];
      if (p && document.getElementById('pc-' + p.letter)) {
        const rects = D.pieceRects[p.letter];
        const pr = text === '' ? rects.none : v < 0 ? rects.u : text.length > 1 ? rects['10'] : rects[text];
        use.setAttribute('href', '#pc-' + p.letter);
        use.setAttribute('x', r.x + pr[0]);
        use.setAttribute('y', r.y + pr[1]);
        use.setAttribute('width', pr[2]);
        use.setAttribute('height', pr[3]);
        use.setAttribute('opacity', p.ghost ? 0.45 : 1);
        use.style.display = '';
      } else {
        use.style.display = 'none';
      }
      const n = numbers[s];
      n.textContent = text;
      n.setAttribute('fill', ink);
      n.setAttribute('font-weight', '600');
      if (p) {
        n.setAttribute('x', r.x + 0.06 * q);
        n.setAttribute('y', r.y + 0.02 * q + 0.93 * D.fonts.small);
        n.setAttribute('font-size', D.fonts.small);
        n.setAttribute('text-anchor', 'start');
        n.removeAttribute('dominant-baseline');
      } else {
        n.setAttribute('x', r.x + r.w / 2);
        n.setAttribute('y', r.y + r.h / 2);
        n.setAttribute('font-size', D.fonts.number);
        n.setAttribute('text-anchor', 'middle');
        n.setAttribute('dominant-baseline', 'central');
      }
    }
    // Marks, trajectory frames with their layer badges, the current route's arrows.
    for (const name of ['marks', 'frames', 'badges', 'arrows', 'below']) layer[name].textContent = '';
    const src = source();
    const mark = (s, id) => { const r = rect(s); el('use', { href: id, x: r.x, y: r.y, width: r.w, height: r.h }, layer.marks); };
    if (m.source && src !== null) mark(src, '#mk-source');
    if (m.source && state.to !== null) mark(state.to, '#mk-target');
    if (view.layers) {
      view.layers.forEach((l, i) => {
        for (const s of l) {
          if (s === src || s === state.to) continue;
          const r = rect(s);
          el('use', { href: '#frame', x: r.x, y: r.y, width: r.w, height: r.h }, layer.frames);
          if (D.show.layers) {
            const size = D.fonts.layer, label = String(i);
            const w = textWidth(label, size) + 0.1 * q, h = size * 1.17;
            const bx = r.x + r.w - w - 0.09 * q, by = r.y + r.h - h - 0.09 * q;
            el('rect', { x: bx, y: by, width: w, height: h, rx: 0.05 * q, fill: C.accent }, layer.badges);
            const t = el('text', { x: bx + w / 2, y: by + h / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': size, 'font-weight': 700, fill: C.accentInk }, layer.badges);
            t.textContent = label;
          }
        }
      });
    }
    // As the program does, marks and frames leave the corner number's place clear: the square's
    // own fill behind it.
    const holes = new Set(frames);
    if (m.source && src !== null) holes.add(src);
    if (m.source && state.to !== null) holes.add(state.to);
    for (const s of holes) {
      const text = numbers[s].textContent;
      if (!text || numbers[s].getAttribute('text-anchor') !== 'start') continue;
      const r = rect(s), pad = 0.03 * q;
      el('rect', { x: r.x + 0.06 * q - pad, y: r.y + 0.02 * q - pad, width: textWidth(text, D.fonts.small) + 2 * pad,
        height: 1.17 * D.fonts.small + pad, fill: fills[s].getAttribute('fill') }, layer.frames);
    }
    if (view.route && view.route.length > 1) {
      const rim = Math.max(1.5, 0.03 * q), hair = Math.max(1.5, 0.02 * q);
      const g = el('g', {}, layer.arrows);
      const paths = [];
      for (let i = 0; i + 1 < view.route.length; ++i) {
        const a = view.route[i], b = view.route[i + 1];
        const key = ((b & 7) - (a & 7)) + ',' + ((b >> 3) - (a >> 3));
        const r = rect(a);
        paths.push({ d: D.arrows[key], t: 'translate(' + (r.x + r.w / 2) + ',' + (r.y + r.h / 2) + ')' });
      }
      for (const [width, colour] of [[2 * (rim + hair), C.outlineInk], [2 * rim, C.outline]])
        for (const p of paths)
          el('path', { d: p.d, transform: p.t, fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linejoin': 'round' }, g);
      for (const p of paths)
        el('path', { d: p.d, transform: p.t, fill: C.routes[0], 'fill-opacity': 0.72 }, g);
      // A corner number the route crosses goes back on top, on its square's colour (as drawn).
      for (const s of view.route) {
        const n = numbers[s];
        if (!n.textContent || n.getAttribute('text-anchor') !== 'start') continue;
        const r = rect(s), pad = 0.03 * q;
        el('rect', { x: r.x + 0.06 * q - pad, y: r.y + 0.02 * q - pad, width: textWidth(n.textContent, D.fonts.small) + 2 * pad,
          height: 1.17 * D.fonts.small + pad, fill: fills[s].getAttribute('fill') }, g);
        g.appendChild(n.cloneNode(true));
      }
    }
    drawBelow(view, m);
  }

  // Legend and caption under the board, laid out as the program lays them out (boardlayout.cpp).
  function drawBelow(view, m) {
    const C = D.colors, g = layer.below;
    el('rect', { x: 0, y: D.below, width: D.width, height: Math.max(D.height, 4000), fill: '#ffffff' }, g);
    let y = D.below;
    const present = new Set();
    let unreachable = false;
    for (const v of view.values) { if (v !== null && v >= 0) present.add(v); if (v !== null && v < 0) unreachable = true; }
    const values = [...present].sort((a, b) => a - b);
    let max = 0;
    for (const v of values) max = Math.max(max, v);
    max = Math.min(max, C.scales.length - 1);
    const entries = values.map((v) => ({ value: v, label: String(v) }));
    if (unreachable) entries.push({ value: null, label: D.text.legendUnreachable });
    const shown = D.show.legend && entries.length > 0;
    if (shown) {
      y += 0.22 * q;
      const left = D.xs[0], right = D.xs[8], size = D.fonts.legend;
      let x = left;
      for (const e of entries) {
        const tw = textWidth(e.label, size);
        let sw = 0.46 * q, lw = 0;
        if (e.value !== null) sw = Math.max(sw, tw + 0.16 * q); else lw = 0.1 * q + tw;
        if (x > left && x + sw + lw > right) { x = left; y += (0.46 + 0.1) * q; }
        const light = 0;
        const fill = e.value === null ? C.unreach[light] : C.scales[max][Math.min(e.value, max)][light];
        const ink = e.value === null ? C.unreachInk[light] : C.scales[max][Math.min(e.value, max)][2];
        el('rect', { x: x, y: y, width: sw, height: 0.46 * q, fill: fill, stroke: 'rgba(0,0,0,0.35)', 'stroke-width': Math.max(0.5, q / 60) }, g);
        if (e.value === null) el('use', { href: '#hatch-l', x: x, y: y, width: sw, height: 0.46 * q }, g);
        const t = el('text', { x: x + sw / 2, y: y + 0.23 * q, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': size, fill: ink }, g);
        t.textContent = e.value === null ? '\u2013' : e.label;
        if (e.value === null) {
          const l = el('text', { x: x + sw + 0.1 * q, y: y + 0.23 * q, 'dominant-baseline': 'central', 'font-size': size, fill: '#1a1a1a' }, g);
          l.textContent = e.label;
        }
        x += sw + lw + 0.08 * q;
      }
      y += 0.46 * q;
    }
    const caption = captionText(view, m);
    if (D.show.caption && caption) {
      y += 0.2 * q;
      const size = D.fonts.caption, width = Math.max(1, D.outerWidth - 2 * 0.14 * q);
      for (const paragraph of caption.split('\n')) {
        let line = '';
        const lines = [];
        for (const word of paragraph.split(' ')) {
          const next = line ? line + ' ' + word : word;
          if (line && textWidth(next, size) > width) { lines.push(line); line = word; } else line = next;
        }
        lines.push(line);
        for (const text of lines) {
          const t = el('text', { x: D.outerLeft + D.outerWidth / 2, y: y + 0.93 * size, 'text-anchor': 'middle', 'font-size': size, fill: '#1a1a1a' }, g);
          t.textContent = text;
          y += 1.17 * size;
        }
      }
    }
    if (shown || (D.show.caption && caption)) y += 0.14 * q;
    svg.setAttribute('viewBox', '0 0 ' + D.width + ' ' + Math.ceil(Math.max(y, D.below)));
  }

  function countText(view) {
    const from = squareName(source()), to = squareName(state.to);
    if (view.count === 'none') return D.text.noRoutes;
    if (view.count === 0n) return fmt(D.text.none, from, to);
    return view.count === 1n ? fmt(D.text.count1, from, to, view.length)
      : fmt(D.text.count, from, to, view.length, view.count.toString());
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
      let label = v === null ? fmt(D.text.square, name) : v < 0 ? fmt(D.text.unreachable, name)
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
    if (source() !== null)
      document.getElementById('title').textContent =
        captionText(view, D.metrics[state.metric]).split('\n')[0];
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
  function show() { state.shown = true; }
  function choose(s, asTarget) {
    const m = D.metrics[state.metric];
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
  update();
  // The quiz (quiz.js) may show a question's board through this.
  window.chessDistancePage = {
    data: D,
    showQuestion: (metric, from) => {
      state.metric = metric;
      if (select) select.selectedIndex = metric;
      state.from = from; state.to = null; state.targetMode = false; show(); update();
    },
    squareIndex: parseSquare
  };
  document.body.setAttribute('data-ready', '1');
})();
