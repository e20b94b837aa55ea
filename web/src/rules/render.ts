/** Markdown to HTML for the rules reference (our own docs only), headings given their slugs. */
import { marked, type Tokens } from "marked";
import { slug } from "./docs";

marked.use({
  gfm: true,
  renderer: {
    heading(this: { parser: { parseInline: (t: Tokens.Generic[]) => string } }, t: Tokens.Heading) {
      const inner = this.parser.parseInline(t.tokens);
      return `<h${t.depth} id="${slug(t.text)}">${inner}</h${t.depth}>\n`;
    },
  },
});

export function toHtml(md: string): string {
  return marked.parse(md, { async: false }) as string;
}
