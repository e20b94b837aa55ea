/** A quick-reference table as HTML: a caption, a header row and rows of cells (focusable: it may scroll sideways). */
import type { Table } from "../../../../src/engine/tables.js";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function htmlTable(caption: string, head: string[], rows: (string | number)[][]): string {
  const th = head.map((h) => `<th scope="col">${esc(h)}</th>`).join("");
  const body = rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(String(c))}</td>`).join("")}</tr>`)
    .join("");
  return `<table class="quick" tabindex="0"><caption>${esc(caption)}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

const range = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);

/** A dice table of the rules, its rows as printed: the roll and what it gives. */
export function diceTable<R>(t: Table<R>, caption = `${t.name} (d${t.sides})`): string {
  return htmlTable(
    caption,
    ["roll", "result"],
    t.rows.map((r) => [range(r.min, r.max), t.label(r.result)]),
  );
}

export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "—");
