/**
 * Markdown to HTML for the players' rules (our own pages only): headings and
 * rulings get their addresses, links within a system become app addresses,
 * pictures point at the bundled screenshots, and a `{{table:name}}` line
 * becomes the table drawn from the game's own data.
 */
import { marked, type Tokens } from "marked";
import { slug } from "./docs";
import { quickTable } from "./quick";

const IMAGES = import.meta.glob<string>("./pages/img/*.png", {
  query: "?url",
  import: "default",
  eager: true,
});

let system = "";

/** A link as the app serves it: a page of this system, another system's page, or outside. */
export function linkTarget(href: string, within: string): string {
  if (/^(https?:|mailto:|\/|#)/.test(href)) return href;
  return `/rules/${within}/${href}`;
}

marked.use({
  gfm: true,
  walkTokens(t) {
    if (t.type === "link") t.href = linkTarget(t.href, system);
    if (t.type === "image") t.href = IMAGES[`./pages/img/${t.href.replace(/^img\//, "")}`] ?? "";
  },
  renderer: {
    heading(this: { parser: { parseInline: (t: Tokens.Generic[]) => string } }, t: Tokens.Heading) {
      const inner = this.parser.parseInline(t.tokens);
      return `<h${t.depth} id="${slug(t.text)}">${inner}</h${t.depth}>\n`;
    },
  },
});

const TABLE_LINE = /^\{\{table:([a-z0-9-]+)\}\}$/gm;

export function toHtml(md: string, within: string): string {
  system = within;
  const withTables = md.replace(TABLE_LINE, (_, name: string) => `\n${quickTable(name)}\n`);
  const html = marked.parse(withTables, { async: false }) as string;
  // A ruling's list item gets its key as its address (`<li id="h6">`); a table or
  // an example, which may scroll sideways on a narrow screen, can be reached by the keyboard.
  return html
    .replace(/<table>/g, '<table tabindex="0">')
    .replace(/<pre>/g, '<pre tabindex="0">')
    .replace(
      /<li>(\s*(?:<p>)?)<strong>([A-Z]{1,2}\d+)\b/g,
      (_, lead: string, key: string) => `<li id="${key.toLowerCase()}">${lead}<strong>${key}`,
    );
}
