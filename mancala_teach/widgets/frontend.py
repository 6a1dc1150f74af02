"""The browser side of the widgets: one small ES module and its style sheet, kept inline.

anywidget imports ``ESM`` from a Blob URL, so nothing is ever loaded from a web address (it
works offline in JupyterLab, Notebook 7, Voila, VS Code and JupyterLite). The module only
draws what Python sends in the ``view`` trait (the board SVG, the controls described as data,
the sentences) and sends back ``{pit}`` or ``{key, value}`` messages; it decides nothing.
Custom messages (not a trait) carry the events, so two identical clicks both arrive.

The view is updated in place: the same elements are kept and changed, the board's SVG is
swapped inside the same box, and the keyboard focus stays on the pit or control that had it
(or moves where Python says, when that one is gone or disabled).
"""

from __future__ import annotations

from html import escape
from typing import Any

ESM = r"""
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
  el.append(sheet, question, board, status, message, controls, total, score, history, live);

  let shape = "";
  let entries = {};
  let lastAnnounce = null;
  let timer = null;

  board.addEventListener("click", (e) => {
    const spot = tapped(e.target);
    if (spot) send(spot);
  });
  el.addEventListener("keydown", (e) => {
    const spot = tapped(e.target);
    if (spot && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      e.stopPropagation();   // the keys are ours, not the notebook's shortcuts
      send(spot);
      return;
    }
    const tag = (e.target.tagName || "").toLowerCase();
    if (tag === "select" || tag === "input") return;
    const keys = { ArrowRight: "next", ArrowLeft: "back", End: "finish", Home: "start-of-move" };
    if (keys[e.key]) {
      e.preventDefault();
      e.stopPropagation();
      send({ key: keys[e.key] });
    }
  });

  function draw() {
    const v = model.get("view") || {};
    if (!v.board && !v.boards) return;
    const had = el.contains(document.activeElement) ? focusKey(document.activeElement) : null;
    el.classList.toggle("mt-young", v.level === "young");
    el.classList.toggle("mt-high", v.contrast === "high");
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
    stepLabel.textContent = v.step ? v.step + ": " : "";
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
    if (lastAnnounce !== null && v.announce_seq !== lastAnnounce) live.textContent = v.announce;
    lastAnnounce = v.announce_seq;
    if (had) {
      const fallback = v.focus ? (/^[A-T]$/.test(v.focus) ? { pit: v.focus } : { key: v.focus })
                               : null;
      const target = findTarget(el, had) || findTarget(el, fallback) ||
        el.querySelector('g.pit[tabindex="0"], g.store[tabindex="0"]') ||
        el.querySelector("button:not([disabled])");
      if (target && document.activeElement !== target) target.focus({ preventScroll: true });
    }
    clearTimeout(timer);
    if (v.playing) timer = setTimeout(() => send({ key: "tick" }), v.interval || 600);
  }

  model.on("change:view", draw);
  draw();
  return () => clearTimeout(timer);
}

export default { render };
"""

CSS = r"""
.mancala-widget {
  --mt-text: #1A1A1A; --mt-page: #FFFFFF; --mt-primary: #005A8C; --mt-line: #5F5F5F;
  --mt-problem: #A34700; --mt-right: #00704F;
  background: var(--mt-page); color: var(--mt-text);
  font-family: "DejaVu Sans", Verdana, Arial, sans-serif; font-size: 18px; line-height: 1.45;
  max-width: 100%; box-sizing: border-box; padding: 4px 2px;
}
.mancala-widget * { box-sizing: border-box; }
.mancala-widget .mt-board svg { display: block; width: 100%; height: auto; }
.mancala-widget g.playable { cursor: pointer; }
.mancala-widget g.pit:focus, .mancala-widget g.store:focus { outline: none; }
.mancala-widget g:focus > .focus-ring { visibility: visible; }
.mancala-widget .mt-question { font-weight: bold; font-size: 20px; }
.mancala-widget .mt-sheet { font-size: 16px; }
.mancala-widget .mt-figure { margin: 4px 0 10px; }
.mancala-widget .mt-figure figcaption { font-weight: bold; font-size: 17px; }
.mancala-widget p { margin: 6px 0; }
.mancala-widget .mt-step { font-weight: bold; }
.mancala-widget .mt-message[data-kind="problem"], .mancala-widget .mt-message[data-kind="wrong"] {
  color: var(--mt-problem); font-weight: bold; }
.mancala-widget .mt-message[data-kind="right"] { color: var(--mt-right); font-weight: bold; }
.mancala-widget .mt-total, .mancala-widget .mt-history { font-size: 16px; }
.mancala-widget .mt-score { font-weight: bold; }
.mancala-widget .mt-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center;
  margin: 8px 0; }
.mancala-widget .mt-row > * { max-width: 100%; min-width: 0; }
.mancala-widget .mt-field { flex-wrap: wrap; }
.mancala-widget .mt-field select { max-width: 100%; }
.mancala-widget .mt-btn {
  font: inherit; font-size: 17px; min-height: 44px; padding: 6px 14px; border-radius: 6px;
  border: 2px solid var(--mt-line); background: #F4F4F4; color: var(--mt-text); cursor: pointer;
}
.mancala-widget .mt-btn.mt-primary { background: var(--mt-primary); border-color: var(--mt-primary);
  color: #FFFFFF; font-weight: bold; }
.mancala-widget .mt-btn[aria-pressed="true"] { background: #1A1A1A; border-color: #1A1A1A;
  color: #FFFFFF; }
.mancala-widget .mt-btn:disabled { cursor: default; border-style: dashed; background: #FFFFFF;
  color: #6B6B6B; }
.mancala-widget .mt-icon { display: inline-block; margin: 0 6px; }
.mancala-widget .mt-field { display: inline-flex; gap: 6px; align-items: center; font-size: 17px; }
.mancala-widget .mt-field select, .mancala-widget .mt-field input[type="number"] {
  font: inherit; font-size: 17px; min-height: 40px; padding: 4px 6px; border: 2px solid var(--mt-line);
  border-radius: 4px; background: #FFFFFF; color: var(--mt-text); }
.mancala-widget .mt-field input[type="number"] { width: 5.5em; }
.mancala-widget .mt-check input { width: 24px; height: 24px; margin: 0; accent-color: var(--mt-primary); }
.mancala-widget button:focus-visible, .mancala-widget select:focus-visible,
.mancala-widget input:focus-visible {
  outline: 3px solid #000000; outline-offset: 2px; box-shadow: 0 0 0 5px #FFFFFF; }
.mancala-widget .mt-live { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
.mancala-widget.mt-young { font-size: 22px; }
.mancala-widget.mt-young .mt-btn { font-size: 24px; min-height: 60px; padding: 8px 22px; }
.mancala-widget.mt-high { --mt-text: #000000; --mt-primary: #000000; --mt-line: #000000;
  --mt-problem: #7A3300; --mt-right: #004D36; }
.mancala-widget.mt-high .mt-btn { border-width: 3px; background: #FFFFFF; }
.mancala-widget.mt-high .mt-btn.mt-primary { background: #000000; color: #FFFFFF; }
"""


# What a saved notebook shows where the live board is not running yet: the classroom site
# while Python starts in the browser (seconds), and GitHub, nbviewer or an untrusted notebook.
STILL_NOTE = ("Getting the board ready: you can tap it once Python has started "
              "(on the classroom site, by itself in a few seconds).")


def still_html(view: dict[str, Any], pictures: list[tuple[str, str]]) -> str:
    """The widget as a still picture in HTML: its words and boards, nothing to tap.

    Inline styles only (a saved page has none of the widget's style sheet); the same font and
    sizes as the live widget, so the page does not jump when the live board replaces it.
    """
    parts = ['<div class="mancala-still" style="font-family:&quot;DejaVu Sans&quot;,Verdana,'
             'Arial,sans-serif;font-size:18px;line-height:1.45;color:#1A1A1A;'
             'background:#FFFFFF;max-width:100%">']
    if view.get("sheet"):
        parts.append(f'<p style="font-size:16px;margin:6px 0">{escape(view["sheet"])}</p>')
    if view.get("question"):
        parts.append(f'<p style="font-weight:bold;font-size:20px;margin:6px 0">'
                     f'{escape(view["question"])}</p>')
    for caption, svg in pictures:
        parts.append('<figure style="margin:4px 0 10px">')
        if caption:
            parts.append(f'<figcaption style="font-weight:bold;font-size:17px">'
                         f'{escape(caption)}</figcaption>')
        parts.append(f"{svg}</figure>")
    words = " ".join(w for w in (view.get("step"), view.get("narration")) if w)
    if words:
        parts.append(f'<p style="margin:6px 0">{escape(words)}</p>')
    parts.append(f'<p style="margin:6px 0;font-style:italic;color:#4A4A4A">'
                 f'{escape(STILL_NOTE)}</p></div>')
    return "".join(parts)
