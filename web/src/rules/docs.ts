/**
 * The rules reference: each system's page in docs/, in the project's own
 * words, bundled at build time and loaded only when a rules page or a rule
 * note is opened. Headings are addressed by slug (`#a-turn`).
 */

const PAGES = import.meta.glob<string>(["../../../docs/*.md", "!../../../docs/server.md"], {
  query: "?raw",
  import: "default",
});

/** The systems with a rules page, in the order the home page lists them. */
export const RULE_PAGES: { id: string; title: string }[] = [
  { id: "malta-convoy", title: "Malta Convoy" },
  { id: "hawks-over-malta", title: "Hawks over Malta" },
  { id: "winged-victory", title: "Winged Victory" },
  { id: "winged-victory-combat", title: "Winged Victory: spotting, fire, damage and missions" },
  { id: "wings-over-malta", title: "Wings over Malta" },
  { id: "knights-of-the-air", title: "Knights of the Air" },
];

export function loadDoc(system: string): Promise<string> | null {
  const load = PAGES[`../../../docs/${system}.md`];
  return RULE_PAGES.some((p) => p.id === system) && load ? load() : null;
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

/** A list item that starts with a bold ruling name (`- **H6 — AA.** …`), by the ruling's key. */
export function ruling(md: string, key: string): string | null {
  const lines = md.split("\n");
  const start = lines.findIndex((l) => l.startsWith(`- **${key}`));
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && /^\s{2,}\S/.test(lines[end])) end++;
  return lines.slice(start, end).join("\n");
}
