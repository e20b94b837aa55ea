/** The home page: the five systems, new games, saved games, and importing a saved file. */
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { ApiFailure, api } from "../api";
import { allTokens, heldLinks, holdLinks, playLink } from "../links";

type Mine = Awaited<ReturnType<typeof api.mine>>;
type Systems = Awaited<ReturnType<typeof api.systems>>;

export function Home() {
  const [, navigate] = useLocation();
  const [systems, setSystems] = useState<Systems>([]);
  const [mine, setMine] = useState<Mine | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api
      .systems()
      .then(setSystems)
      .catch((e) => setError(e.message));
    api
      .mine(allTokens())
      .then(setMine)
      .catch(() => setMine([]));
  }, []);

  async function start(manual: boolean) {
    setBusy(true);
    setError(null);
    try {
      // A manual-dice game needs its set-up rolls: the game page asks for them.
      if (manual) {
        navigate("/new/malta-convoy/manual");
        return;
      }
      const { links, game } = await api.create({
        system: "malta-convoy",
        dice: { mode: "seeded" },
      });
      holdLinks(game.id, game.system, links);
      navigate(`/g/${links.seats.player}`);
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function importFile(file: File) {
    setError(null);
    try {
      const text = await file.text();
      const { id, links } = await api.import(text);
      const system = JSON.parse(text).system as string;
      holdLinks(id, system, links);
      navigate(`/g/${Object.values(links.seats)[0] ?? links.owner}`);
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : "this file could not be read");
    }
  }

  const held = new Map(heldLinks().map((h) => [h.gameId, h]));
  const games = [...new Map((mine ?? []).map((g) => [g.id, g])).values()];

  return (
    <div className="home">
      <section className="panel">
        <h1>Sortie</h1>
        <p className="lead">
          Five air-war tabletop systems, played here or run alongside your table.
        </p>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <ul className="systems">
          {systems.map((s) => (
            <li key={s.id} className={s.ready ? "system ready" : "system"}>
              <h2>{s.title}</h2>
              <p className="kind">{s.kind}</p>
              <p>{s.blurb}</p>
              {s.id === "hawks-over-malta" ? (
                <div className="row">
                  <Link href="/hawks/new" className="button">
                    New game
                  </Link>
                </div>
              ) : s.id === "wings-over-malta" ? (
                <div className="row">
                  <Link href="/wom/new" className="button">
                    New campaign
                  </Link>
                </div>
              ) : s.ready ? (
                <div className="row">
                  <button type="button" disabled={busy} onClick={() => start(false)}>
                    New game
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    disabled={busy}
                    onClick={() => start(true)}
                  >
                    New game, my own dice
                  </button>
                </div>
              ) : (
                <p className="soon">Not built yet.</p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="panel" aria-labelledby="saved">
        <h2 id="saved">Your games</h2>
        {mine === null ? (
          <p className="muted">Loading…</p>
        ) : games.length === 0 ? (
          <p className="muted">No saved games in this browser yet.</p>
        ) : (
          <ul className="saved">
            {games.map((g) => {
              const h = held.get(g.id);
              const link = h ? playLink(h) : g.token;
              // A campaign held with both sides' links opens as the whole table.
              const both =
                g.system === "wings-over-malta" && h?.links.seats.axis && h.links.seats.british;
              const href = both
                ? `/wom/${h.links.seats.axis}/${h.links.seats.british}`
                : `/g/${link}`;
              return (
                <li key={g.id}>
                  <Link href={href}>
                    <strong>{g.title}</strong>
                    {g.subtitle ? ` — ${g.subtitle}` : ""} ·{" "}
                    {g.status === "over" ? "finished" : `${g.seq} move${g.seq === 1 ? "" : "s"}`} ·{" "}
                    <time dateTime={g.updatedAt}>{new Date(g.updatedAt).toLocaleString()}</time>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        <label className="file">
          Import a saved game (.json)
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) importFile(f);
              e.target.value = "";
            }}
          />
        </label>
        <p>
          <Link href="/analyse">Analyse Malta Convoy strategies →</Link>
        </p>
      </section>
    </div>
  );
}
