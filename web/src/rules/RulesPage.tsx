/** The rules reference of a system, in the project's own words, with a contents list. */
import { useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import { loadDoc, RULE_PAGES, slug } from "./docs";
import { toHtml } from "./render";

export default function RulesPage({ system }: { system?: string }) {
  const [md, setMd] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    setMd(null);
    setMissing(false);
    const load = system ? loadDoc(system) : null;
    if (!load) {
      setMissing(Boolean(system));
      return;
    }
    load.then(setMd).catch(() => setMissing(true));
  }, [system]);
  const html = useMemo(() => (md ? toHtml(md) : ""), [md]);
  const contents = useMemo(
    () =>
      (md ?? "")
        .split("\n")
        .map((l) => /^##\s+(.*)$/.exec(l)?.[1])
        .filter((t): t is string => Boolean(t)),
    [md],
  );
  // Opened on a term's address: show that heading once the page is drawn.
  useEffect(() => {
    if (!html || !location.hash) return;
    const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    el?.scrollIntoView();
    el?.classList.add("flash");
  }, [html]);

  if (!system || missing) {
    return (
      <section className="panel narrow">
        <h1>Rules</h1>
        {missing && <p role="alert">There is no rules page for "{system}".</p>}
        <p>Each system's rules as Sortie plays them, with every ruling and reconstructed value.</p>
        <ul>
          {RULE_PAGES.map((p) => (
            <li key={p.id}>
              <Link href={`/rules/${p.id}`}>{p.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <article className="panel rules-page">
      <nav aria-label="Contents" className="rules-toc no-print">
        <p className="row wrap">
          <Link href="/rules">All rules</Link>
          {system === "hawks-over-malta" && (
            <Link href="/rules/hawks-over-malta/first-game">Your first game, step by step</Link>
          )}
        </p>
        {contents.length > 0 && (
          <ol>
            {contents.map((c) => (
              <li key={c}>
                <a href={`#${slug(c)}`}>{c.replace(/[*`]/g, "")}</a>
              </li>
            ))}
          </ol>
        )}
      </nav>
      {md === null ? (
        <p className="muted">Loading the rules…</p>
      ) : (
        // Our own docs, bundled at build time: no outside text reaches this HTML.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own markdown.
        <div className="rules-text" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </article>
  );
}
