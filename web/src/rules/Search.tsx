/** The rules' search box and its results page (/rules/search?q=…), over every players' page. */
import { useEffect, useId, useMemo, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { loadAll } from "./docs";
import { type Entry, entriesOf, search, snippet } from "./find";
import { hrefOf } from "./refs";

export function SearchBox({ initial = "" }: { initial?: string }) {
  const [, navigate] = useLocation();
  const [q, setQ] = useState(initial);
  const id = useId();
  return (
    <search>
      <form
        className="rules-search row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          if (q.trim()) navigate(`/rules/search?q=${encodeURIComponent(q.trim())}`);
        }}
      >
        <label htmlFor={id}>Search the rules</label>
        <input
          id={id}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="e.g. stall, interception, medal"
        />
        <button type="submit">Search</button>
      </form>
    </search>
  );
}

export function SearchResults() {
  const q = new URLSearchParams(useSearch()).get("q") ?? "";
  const [entries, setEntries] = useState<Entry[] | null>(null);
  useEffect(() => {
    loadAll().then((pages) => setEntries(pages.flatMap(entriesOf)));
  }, []);
  const found = useMemo(() => (entries ? search(entries, q) : []), [entries, q]);
  return (
    <section className="panel narrow rules-home">
      <p className="row wrap">
        <Link href="/rules">All rules</Link>
      </p>
      <h1>Search the rules</h1>
      <SearchBox key={q} initial={q} />
      {entries === null ? (
        <p className="muted">Loading the rules…</p>
      ) : !q ? null : found.length === 0 ? (
        <p role="status">Nothing in the rules matches "{q}".</p>
      ) : (
        <>
          <p role="status">
            {found.length === 1 ? "One place" : `${found.length} places`} in the rules match "{q}".
          </p>
          <ol className="search-results">
            {found.map((e) => (
              <li key={`${e.system}/${e.page}#${e.anchor}`}>
                <Link href={hrefOf(e)}>{e.title}</Link>
                <div className="muted small">{e.where}</div>
                <p>{snippet(e.text, q)}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
