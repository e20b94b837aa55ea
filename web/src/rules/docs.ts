/**
 * The players' rules pages: markdown in pages/<system>/<page>.md, bundled at
 * build time and loaded only when a rules page, the search or a rule note is
 * opened. Headings are addressed by slug (`#a-turn`), rulings by key (`#h6`).
 */
import { RULE_SETS, ruleSet } from "./catalogue";

const PAGES = import.meta.glob<string>("./pages/*/*.md", { query: "?raw", import: "default" });

const pathOf = (system: string, page: string) => `./pages/${system}/${page}.md`;

/** One page's markdown, or null for a page the system does not have. */
export function loadPage(system: string, page: string): Promise<string> | null {
  const set = ruleSet(system);
  const load = PAGES[pathOf(system, page)];
  return set?.topics.some((t) => t.id === page) && load ? load() : null;
}

export interface LoadedPage {
  system: string;
  page: string;
  md: string;
}

/** Every page of every system (for the search), in reading order. */
export async function loadAll(): Promise<LoadedPage[]> {
  const all = RULE_SETS.flatMap((s) => s.topics.map((t) => ({ system: s.id, page: t.id })));
  return Promise.all(
    all.map(async (p) => ({ ...p, md: (await loadPage(p.system, p.page)) ?? "" })),
  );
}

/** A heading's address: lower case, letters and digits, words joined by hyphens. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The section of a page under the heading with this slug (to the next heading of its rank or above). */
export function section(md: string, anchor: string): string | null {
  const lines = md.split("\n");
  let start = -1;
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const m = /^(#{1,6})\s+(.*)$/.exec(lines[i]);
    if (!m) continue;
    if (start < 0 && slug(m[2]) === anchor) {
      start = i;
      depth = m[1].length;
    } else if (start >= 0 && m[1].length <= depth) {
      return lines.slice(start, i).join("\n");
    }
  }
  return start < 0 ? null : lines.slice(start).join("\n");
}

/** A list item that starts with a bold ruling key (`- **H6 — AA.** …`), by the ruling's key. */
export function ruling(md: string, key: string): string | null {
  const lines = md.split("\n");
  const start = lines.findIndex((l) => new RegExp(`^- \\*\\*${key}\\b`).test(l));
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && /^\s{2,}\S/.test(lines[end])) end++;
  return lines.slice(start, end).join("\n");
}

/** The ruling keys a page holds, in order. */
export function rulingKeys(md: string): string[] {
  return [...md.matchAll(/^- \*\*([A-Z]{1,2}\d+)\b/gm)].map((m) => m[1]);
}

/** The heading slugs a page holds, in order. */
export function headings(md: string): string[] {
  return [...md.matchAll(/^#{1,6}\s+(.*)$/gm)].map((m) => slug(m[1]));
}
