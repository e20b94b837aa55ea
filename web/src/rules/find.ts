/** Search across the players' rules: every section and every ruling of every page, matched word by word. */
import { ruleSet } from "./catalogue";
import { type LoadedPage, slug } from "./docs";

export interface Entry {
  system: string;
  page: string;
  /** The heading's slug or the ruling's key, "" for the page's top. */
  anchor: string;
  /** Where it is: "Malta Convoy › Rulings › R4". */
  where: string;
  title: string;
  text: string;
}

/** Markdown to plain words for matching and snippets. */
export function plain(md: string): string {
  return md
    .replace(/\{\{table:[^}]*\}\}/g, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>#|]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A page cut into entries: its sections (by heading) and its rulings (by key). */
export function entriesOf(p: LoadedPage): Entry[] {
  const set = ruleSet(p.system);
  const topic = set?.topics.find((t) => t.id === p.page);
  const base = `${set?.title ?? p.system} › ${topic?.title ?? p.page}`;
  const out: Entry[] = [];
  let cur: Entry = {
    system: p.system,
    page: p.page,
    anchor: "",
    where: base,
    title: topic?.title ?? "",
    text: "",
  };
  const flush = () => {
    if (cur.text.trim() || cur.anchor) out.push({ ...cur, text: plain(cur.text) });
  };
  const lines = p.md.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const h = /^(#{1,6})\s+(.*)$/.exec(l);
    const r = /^- \*\*([A-Z]{1,2}\d+)\b[^*]*\*\*/.exec(l);
    if (h && h[1].length > 1) {
      flush();
      cur = {
        ...cur,
        anchor: slug(h[2]),
        where: `${base} › ${plain(h[2])}`,
        title: plain(h[2]),
        text: "",
      };
    } else if (r) {
      // A ruling is its own entry; the section's text goes on after it.
      let text = l;
      while (i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1])) text += ` ${lines[++i]}`;
      const title = plain(/^- \*\*([^*]*)\*\*/.exec(l)?.[1] ?? r[1]);
      out.push({
        system: p.system,
        page: p.page,
        anchor: r[1].toLowerCase(),
        where: `${base} › ${r[1]}`,
        title,
        text: plain(text.replace(/^- /, "")),
      });
    } else if (!h) cur.text += `${l}\n`;
  }
  flush();
  return out;
}

/** The entries holding every word of the query, those whose title holds them first. */
export function search(entries: Entry[], query: string, limit = 40): Entry[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) return [];
  const scored: [number, Entry][] = [];
  for (const e of entries) {
    const hay = `${e.title} ${e.text}`.toLowerCase();
    if (!words.every((w) => hay.includes(w))) continue;
    const inTitle = words.filter((w) => e.title.toLowerCase().includes(w)).length;
    scored.push([inTitle, e]);
  }
  return scored
    .sort((a, b) => b[0] - a[0])
    .slice(0, limit)
    .map(([, e]) => e);
}

/** A piece of an entry's text around the first word found. */
export function snippet(text: string, query: string, width = 160): string {
  const first = query.toLowerCase().split(/\s+/).find(Boolean) ?? "";
  const at = Math.max(0, text.toLowerCase().indexOf(first));
  const from = Math.max(0, at - width / 3);
  const cut = text.slice(from, from + width);
  return `${from > 0 ? "…" : ""}${cut}${from + width < text.length ? "…" : ""}`;
}
