// The browser side of the mancala-teach widgets (the stepper and the puzzle board).
//
// An anywidget ES module: its host calls render({ model, el }), and it uses only
// model.get("view"), model.on("change:view", ...) and model.send(...), so any host with
// those three (JupyterLab, Notebook 7, Voila, VS Code, JupyterLite, the classroom site) runs it.
// It draws what Python sends in the `view` trait (the board SVG, the controls described as
// data, the sentences) and sends back {pit}, {store} or {key, value} messages; it decides
// nothing. Custom messages (not a trait) carry the events, so two identical clicks both arrive.
//
// The view is updated in place: the same elements are kept and changed, the board's SVG is
// swapped inside the same box, and the keyboard focus stays on the pit or control that had it
// (or moves where Python says, when that one is gone or disabled).
//
// It holds no words: every label, accessible name and announcement comes from Python, in the
// widget's language, and the root element carries that language (lang), so a screen reader
// reads French as French.

function make(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

function focusKey(node) {
  if (!node || !node.closest) return null;
  const pit = node.closest("g.pit");
  if (pit) return { pit: pit.dataset.pit };
  const store = node.closest("g.store");
  if (store) return { store: store.dataset.player };
  const ctl = node.closest("[data-key]");
  if (ctl) return { key: ctl.dataset.key };
  return null;
}

function findTarget(el, want) {
  if (!want) return null;
  if (want.pit) return el.querySelector(`g.pit[data-pit="${want.pit}"][tabindex="0"]`);
  if (want.store) return el.querySelector(`g.store[data-player="${want.store}"][tabindex="0"]`);
  const node = el.querySelector(`[data-key="${want.key}"]`);
  return node && !node.disabled ? node : null;
}

function buildControl(c, send) {
  let node, input;
  if (c.kind === "button") {
    node = make("button", "mt-btn" + (c.primary ? " mt-primary" : ""));
    node.type = "button";
    input = node;
    node.addEventListener("click", () => send({ key: c.key }));
  } else if (c.kind === "check") {
    node = make("label", "mt-field mt-check");
    input = make("input");
    input.type = "checkbox";
    node.append(input, make("span", "", c.label));
    input.addEventListener("change", () => send({ key: c.key, value: input.checked }));
  } else {
    node = make("label", "mt-field");
    input = make(c.kind === "select" ? "select" : "input");
    if (c.kind === "number") { input.type = "number"; input.inputMode = "numeric"; }
    node.append(make("span", "", c.label), input);
    input.addEventListener("change", () => send({ key: c.key, value: input.value }));
  }
  input.dataset.key = c.key;
  return { node, input };
}

function updateControl(entry, c) {
  const input = entry.input;
  input.disabled = !!c.disabled;
  if (c.kind === "button") {
    input.replaceChildren();
    const icon = c.icon ? make("span", "mt-icon", c.icon) : null;
    if (icon) icon.setAttribute("aria-hidden", "true");
    const words = make("span", "", c.label);
    if (icon && !c.icon_after) input.append(icon);
    input.append(words);
    if (icon && c.icon_after) input.append(icon);
    if (c.pressed === undefined) input.removeAttribute("aria-pressed");
    else input.setAttribute("aria-pressed", c.pressed ? "true" : "false");
  } else if (c.kind === "check") {
    input.checked = !!c.value;
  } else if (c.kind === "select") {
    const opts = c.options.map(o => o.join("\u0000")).join("\u0001");
    if (input.dataset.opts !== opts) {
      input.replaceChildren(...c.options.map(([v, t]) => {
        const o = make("option", "", t); o.value = v; return o; }));
      input.dataset.opts = opts;
    }
    if (document.activeElement !== input) input.value = c.value;
  } else {
    if (c.low !== undefined) input.min = c.low;
    if (c.high !== undefined) input.max = c.high;
    if (document.activeElement !== input) input.value = c.value;
  }
}

// Keys pressed inside the widget are the widget's. JupyterLab's command-mode shortcuts (a and b
// insert cells, m makes Markdown, x cuts, d d deletes, the arrows move between cells) act on
// whatever has the focus, so a focused pit or choice list would change the notebook. Chords
// with Ctrl or Cmd alone (save, find, print) still reach the page, except the ones that run,
// merge or select the notebook's cells.
const CELL_CHORDS = new Set(["Enter", "Backspace", "a", "A"]);

function keptInside(e) {
  if ((e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey) return CELL_CHORDS.has(e.key);
  return true;
}

function tapped(target) {
  const spot = target.closest && target.closest("g.pit, g.store");
  if (!spot) return null;
  return spot.classList.contains("pit") ? { pit: spot.dataset.pit }
                                        : { store: spot.dataset.player };
}

function render({ model, el }) {
  el.classList.add((model.get("view") || {}).root || "mancala-stepper", "mancala-widget");
  const send = (content) => model.send(content);
  const sheet = make("p", "mt-sheet");
  const question = make("p", "mt-question");
  const status = make("p", "mt-status");
  const stepLabel = make("span", "mt-step");
  const narration = make("span", "mt-narration");
  status.append(stepLabel, narration);
  const board = make("div", "mt-board");
  const message = make("p", "mt-message");
  const total = make("p", "mt-total");
  const controls = make("div", "mt-controls");
  const score = make("p", "mt-score");
  const history = make("p", "mt-history");
  const live = make("div", "mt-live");
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  // The board and the key to its rings; beside them (a square board on a wide screen) or
  // under them, the words and the controls.
  const key = make("ul", "mt-key");
  const stage = make("div", "mt-stage");
  stage.append(board, key);
  const side = make("div", "mt-side");
  side.append(status, message, controls, total, score, history);
  const main = make("div", "mt-main");
  main.append(stage, side);
  el.append(sheet, question, main, live);

  let shape = "";
  let entries = {};
  let lastAnnounce = null;
  let lastFocus = null;
  let timer = null;

  // Python chooses the board's shape from the widget's width and the window's height (a
  // phone held upright gets a board standing up), so tell it, and again when they change.
  let sentWidth = 0;
  let sizeTimer = null;
  function reportSize() {
    const width = Math.round(el.clientWidth);
    if (!width || Math.abs(width - sentWidth) < 16) return;
    sentWidth = width;
    send({ key: "screen", value: { width, height: window.innerHeight } });
  }
  const watcher = typeof ResizeObserver === "function" ? new ResizeObserver(() => {
    clearTimeout(sizeTimer);
    sizeTimer = setTimeout(reportSize, 150);
  }) : null;
  if (watcher) watcher.observe(el);

  board.addEventListener("click", (e) => {
    const spot = tapped(e.target);
    if (spot) send(spot);
  });
  el.addEventListener("keydown", (e) => {
    if (keptInside(e)) e.stopPropagation();   // the keys are ours, not the notebook's
    if (e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) return;
    const spot = tapped(e.target);
    if (spot && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      send(spot);
      return;
    }
    const tag = (e.target.tagName || "").toLowerCase();
    if (tag === "select" || tag === "input") return;
    const keys = { ArrowRight: "next", ArrowLeft: "back", End: "finish", Home: "start-of-move" };
    if (keys[e.key]) {
      e.preventDefault();
      send({ key: keys[e.key] });
    }
  });

  function draw() {
    const v = model.get("view") || {};
    if (!v.board && !v.boards) return;
    const had = el.contains(document.activeElement) ? focusKey(document.activeElement) : null;
    if (v.lang) el.lang = v.lang;
    el.classList.toggle("mt-young", v.level === "young");
    el.classList.toggle("mt-high", v.contrast === "high");
    for (const s of ["wide", "tall", "square"]) el.classList.toggle("mt-" + s, v.shape === s);
    key.replaceChildren(...(v.key || []).map((k) => {
      const item = make("li", "mt-key-item");
      item.insertAdjacentHTML("beforeend", k.swatch);
      item.append(make("span", "", k.words));
      return item;
    }));
    key.hidden = !v.key;
    if (v.boards) {
      board.replaceChildren(...v.boards.map((b) => {
        const figure = make("figure", "mt-figure");
        if (b.caption) figure.append(make("figcaption", "", b.caption));
        figure.insertAdjacentHTML("beforeend", b.svg);
        return figure;
      }));
    } else {
      board.innerHTML = v.board;
    }
    sheet.textContent = v.sheet || "";
    sheet.hidden = !v.sheet;
    question.textContent = v.question || "";
    question.hidden = !v.question;
    stepLabel.textContent = v.step ? v.step + (v.separator ?? ": ") : "";
    narration.textContent = v.narration || "";
    message.textContent = v.message || "";
    message.dataset.kind = v.message_kind || "info";
    message.hidden = !v.message;
    total.textContent = v.total || "";
    total.hidden = !v.total;
    score.textContent = v.score || "";
    score.hidden = !v.score;
    history.textContent = v.history || "";
    history.hidden = !v.history;
    const rows = v.rows || [];
    const newShape = rows.map(r => r.map(c => c.kind + ":" + c.key).join(",")).join("|");
    if (newShape !== shape) {
      shape = newShape;
      entries = {};
      controls.replaceChildren(...rows.map(r => {
        const row = make("div", "mt-row");
        for (const c of r) {
          const entry = buildControl(c, send);
          entries[c.key + ":" + c.kind] = entry;
          row.append(entry.node);
        }
        return row;
      }));
    }
    for (const r of rows) for (const c of r) updateControl(entries[c.key + ":" + c.kind], c);
    if (lastAnnounce === null) {
      // A live region speaks when its words change after it is on the page: the first words
      // are put in a moment after the widget appears.
      const first = v.announce;
      if (first) setTimeout(() => { if (!live.textContent) live.textContent = first; }, 700);
    } else if (v.announce_seq !== lastAnnounce) {
      live.textContent = v.announce;
    }
    lastAnnounce = v.announce_seq;
    // Python may send the focus somewhere at once (a chosen pit: to the prediction's list).
    const moveNow = lastFocus !== null && v.focus_seq !== lastFocus;
    lastFocus = v.focus_seq;
    if (had) {
      const fallback = v.focus ? (/^[A-Z]$/.test(v.focus) ? { pit: v.focus } : { key: v.focus })
                               : null;
      const target = (moveNow && findTarget(el, fallback)) || findTarget(el, had) ||
        findTarget(el, fallback) ||
        el.querySelector('g.pit[tabindex="0"], g.store[tabindex="0"]') ||
        el.querySelector("button:not([disabled])");
      if (target && document.activeElement !== target) target.focus({ preventScroll: true });
    }
    clearTimeout(timer);
    if (v.playing) timer = setTimeout(() => send({ key: "tick" }), v.interval || 600);
  }

  model.on("change:view", draw);
  draw();
  return () => {
    clearTimeout(timer);
    clearTimeout(sizeTimer);
    if (watcher) watcher.disconnect();
  };
}

export default { render };
