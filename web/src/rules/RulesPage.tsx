/**
 * The players' rules: the list of systems, each system's contents, one page
 * per topic, and a search across them all. An old address (a system and a
 * heading, `/rules/hawks-over-malta#set-up`) is sent on to the page that now
 * explains it.
 */
import { type MouseEvent, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import { RULE_SETS, ruleSet, topicOf } from "./catalogue";
import { loadPage } from "./docs";
import { hrefOf, resolveRef } from "./refs";
import { toHtml } from "./render";
import { SearchBox, SearchResults } from "./Search";
import "./rules.css";

/** Links inside a page's HTML move within the app instead of reloading it. */
function useInAppLinks() {
  const [, navigate] = useLocation();
  return (e: MouseEvent<HTMLElement>) => {
    const a = (e.target as HTMLElement).closest("a");
    const href = a?.getAttribute("href") ?? "";
    if (!href.startsWith("/") || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    const [path, hash] = href.split("#");
    if (path === location.pathname && hash) {
      history.pushState(null, "", href);
      showHash();
    } else navigate(href);
  };
}

function showHash() {
  if (!location.hash) {
    window.scrollTo(0, 0);
    return;
  }
  const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
  el?.scrollIntoView();
  el?.classList.add("flash");
}

function AllRules() {
  return (
    <section className="panel narrow rules-home">
      <h1>Rules</h1>
      <p>
        How each game works and how to play it in Sortie, in short pages, with every ruling we
        follow.
      </p>
      <SearchBox />
      <ul className="rules-sets">
        {RULE_SETS.map((s) => (
          <li key={s.id}>
            <Link href={`/rules/${s.id}`}>{s.title}</Link>
            <div className="muted small">{s.blurb}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const wide = () => typeof window !== "undefined" && window.matchMedia("(min-width: 700px)").matches;

function Contents({
  system,
  current,
  open = false,
}: {
  system: string;
  current?: string;
  open?: boolean;
}) {
  const set = ruleSet(system);
  if (!set) return null;
  return (
    <nav aria-label="Contents" className="rules-toc no-print">
      <p className="row wrap">
        <Link href="/rules">All rules</Link>
        <Link href={`/rules/${system}`}>{set.title}: contents</Link>
        <Link href="/rules/search">Search the rules</Link>
        {system === "hawks-over-malta" && (
          <Link href="/rules/hawks-over-malta/first-game">Your first game, step by step</Link>
        )}
      </p>
      {/* Open beside the text on a wide screen; folded on a phone, so the page's text comes first. */}
      <details open={open || wide()}>
        <summary>
          Contents: page {Math.max(1, set.topics.findIndex((t) => t.id === current) + 1)} of{" "}
          {set.topics.length}
        </summary>
        <ol>
          {set.topics.map((t) => (
            <li key={t.id}>
              <Link
                href={`/rules/${system}/${t.id}`}
                aria-current={t.id === current ? "page" : undefined}
              >
                {t.title}
              </Link>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}

function SystemHome({ system }: { system: string }) {
  const [, navigate] = useLocation();
  const set = ruleSet(system);
  // An old address with a heading goes to the page that explains it now.
  useEffect(() => {
    const hash = decodeURIComponent(location.hash.slice(1));
    if (!hash) return;
    const place = resolveRef(system, hash);
    if (place) navigate(hrefOf(place), { replace: true });
  }, [system, navigate]);
  if (!set) return null;
  // A system's rules open on its first page, the contents unfolded beside it.
  return <Topic system={system} page={set.topics[0].id} contentsOpen />;
}

function Topic({
  system,
  page,
  contentsOpen = false,
}: {
  system: string;
  page: string;
  contentsOpen?: boolean;
}) {
  const [md, setMd] = useState<string | null>(null);
  const onClick = useInAppLinks();
  useEffect(() => {
    setMd(null);
    loadPage(system, page)?.then(setMd);
  }, [system, page]);
  const html = useMemo(() => (md ? toHtml(md, system) : ""), [md, system]);
  useEffect(() => {
    if (html) showHash();
  }, [html]);
  const set = ruleSet(system);
  const at = set?.topics.findIndex((t) => t.id === page) ?? -1;
  const prev = set && at > 0 ? set.topics[at - 1] : null;
  const next = set && at >= 0 && at < set.topics.length - 1 ? set.topics[at + 1] : null;
  return (
    <article className="panel rules-page">
      <Contents system={system} current={page} open={contentsOpen} />
      {md === null ? (
        <p className="muted">Loading the rules…</p>
      ) : (
        // Our own pages, bundled at build time: no outside text reaches this HTML.
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only catches clicks on its links, which keep their own keys.
        <div
          className="rules-text"
          onClick={onClick}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own markdown.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      <nav aria-label="Next and previous" className="rules-next row spread wrap no-print">
        {prev ? <Link href={`/rules/${system}/${prev.id}`}>← {prev.title}</Link> : <span />}
        {next ? <Link href={`/rules/${system}/${next.id}`}>{next.title} →</Link> : <span />}
      </nav>
    </article>
  );
}

function Missing({ what }: { what: string }) {
  return (
    <section className="panel narrow">
      <h1>Rules</h1>
      <p role="alert">There is no rules page "{what}".</p>
      <p>
        <Link href="/rules">All the rules</Link>
      </p>
    </section>
  );
}

export default function RulesPage({ system, page }: { system?: string; page?: string }) {
  if (!system) return <AllRules />;
  if (system === "search") return <SearchResults />;
  const alias = resolveRef(system);
  if (alias && alias.system !== system) return <Topic system={alias.system} page={alias.page} />;
  if (!ruleSet(system)) return <Missing what={system} />;
  if (!page) return <SystemHome system={system} />;
  if (!topicOf(system, page)) return <Missing what={`${system}/${page}`} />;
  return <Topic system={system} page={page} />;
}
