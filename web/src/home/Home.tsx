/** The home page: the five systems, new games, saved games, and importing a saved file. */
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { ApiFailure, api, type GamePayload, type Links } from "../api";
import { allTokens, heldLinks, holdLinks, openPath } from "../links";
import { howPlayed, standing } from "./progress";

type Mine = Awaited<ReturnType<typeof api.mine>>;
type Systems = Awaited<ReturnType<typeof api.systems>>;

export function Home() {
  const [, navigate] = useLocation();
  const [systems, setSystems] = useState<Systems>([]);
  const [mine, setMine] = useState<Mine | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [views, setViews] = useState<Record<string, GamePayload>>({});

  useEffect(() => {
    api
      .systems()
      .then(setSystems)
      .catch((e) => setError(e.message));
    api
      .mine(allTokens())
      .then((rows) => {
        setMine(rows);
        // Each game's view says where it stands and whose turn it is.
        const held = new Map(heldLinks().map((h) => [h.gameId, h]));
        const ids = [...new Set(rows.map((r) => r.id))].slice(0, 30);
        for (const id of ids) {
          const h = held.get(id);
          const seat = h?.plays?.[0];
          const token =
            (seat && h?.links.seats[seat]) || rows.find((r) => r.id === id)?.token || "";
          api
            .game(token)
            .then((g) => setViews((v) => ({ ...v, [id]: g })))
            .catch(() => {});
        }
      })
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
      const open = `/g/${links.seats.player}`;
      holdLinks(game.id, game.system, links, { mode: "solo", plays: ["player"], open });
      navigate(open);
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
      const how = imported(system, links);
      holdLinks(id, system, links, how);
      navigate(how.open);
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
              ) : s.id === "winged-victory" ? (
                <>
                  <div className="row">
                    <Link href="/wv/new" className="button">
                      New game
                    </Link>
                    <Link href="/wv/school" className="button secondary">
                      Flying school
                    </Link>
                  </div>
                  <ul className="scenarios small" aria-label="Winged Victory scenarios">
                    {s.scenarios?.map((sc) => (
                      <li key={sc.id}>
                        <Link href={`/wv/new?scenario=${sc.id}`}>{sc.name}</Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : s.id === "winged-victory-table" ? (
                <div className="row">
                  <Link href="/wv/table/new" className="button">
                    New fight at the table
                  </Link>
                </div>
              ) : s.id === "winged-victory-career" ? (
                <div className="row">
                  <Link href="/wv/career/new" className="button">
                    New career
                  </Link>
                </div>
              ) : s.id === "wings-over-malta" ? (
                <div className="row">
                  <Link href="/wom/new" className="button">
                    New campaign
                  </Link>
                </div>
              ) : s.id === "knights-of-the-air" && s.ready ? (
                <div className="row">
                  <Link href="/kota/new" className="button">
                    New campaign
                  </Link>
                </div>
              ) : s.id === "malta-convoy" && s.ready ? (
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
              ) : s.ready ? (
                <p className="soon">
                  Played in the terminal for now (<code>sortie --help</code>).
                </p>
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
              const href = h ? openPath(h) : `/g/${g.token}`;
              const v = views[g.id];
              const how = howPlayed(h, g.system);
              const where = v ? standing(v, h) : g.status === "over" ? "finished" : "";
              return (
                <li key={g.id}>
                  <Link href={href}>
                    <strong>{g.title}</strong>
                    {g.subtitle ? ` — ${g.subtitle}` : ""}
                  </Link>
                  <span className="saved-detail">
                    {[how, where].filter(Boolean).join(" · ")}
                    {where || how ? " · " : ""}
                    <time dateTime={g.updatedAt}>{new Date(g.updatedAt).toLocaleString()}</time>
                  </span>
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

/** How an imported game is played from here: every seat on this screen. */
function imported(system: string, links: Links) {
  const seats = Object.keys(links.seats);
  const { axis, british, allies, germans } = links.seats;
  if (system === "winged-victory" && allies && germans)
    return { mode: "hotseat" as const, plays: seats, open: `/wv/hotseat/${allies}/${germans}` };
  if (system === "hawks-over-malta" && axis && british)
    return { mode: "hotseat" as const, plays: seats, open: `/hotseat/${axis}/${british}` };
  if (system === "wings-over-malta" && axis && british)
    return { mode: "table" as const, plays: seats, open: `/wom/${axis}/${british}` };
  const first = seats[0];
  return {
    mode: "solo" as const,
    plays: first ? [first] : [],
    open: `/g/${first ? links.seats[first] : links.owner}`,
  };
}
