/**
 * The end of a Hawks over Malta game: why it ended, who won, the victory
 * points line by line (and why a level score goes to the RAF), every special
 * chit shown, and export, a new game, a rematch. The rules' view says it all
 * once the game is over: every plane, every chit, the whole movement order.
 * Below it, the game replayed step by step from its log (HawksReplay).
 */
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "wouter";
import type { Side } from "../../../src/games/hawks-over-malta/data.js";
import type { HawksView } from "../../../src/games/hawks-over-malta/view.js";
import { api, type GamePayload } from "../api";
import { heldLinks } from "../links";
import { type HawksMode, startHawks } from "./start";

/** The replay, with the rules engine it plays the log with, loaded only at the end. */
const HawksReplay = lazy(() => import("./HawksReplay"));

const SIDE_SHORT: Record<Side, string> = { axis: "Axis", british: "RAF" };

export interface EndLine {
  side: Side;
  what: string;
  vp: number;
}

export function EndScreen({ game, token }: { game: GamePayload<HawksView>; token: string }) {
  const view = game.view;
  const end = view.end;
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const lines = end?.lines ?? [];
  const held = heldLinks().find((h) => h.gameId === game.id);
  const computer = game.computer?.[0];
  // An online rematch: this browser flies the same side again, or hands out both links again.
  const flew = held?.plays?.length === 1 ? held.plays[0] : undefined;
  const mode: HawksMode = computer
    ? (`computer-${computer}` as HawksMode)
    : held?.mode === "hotseat"
      ? "hotseat"
      : flew === "axis" || flew === "british"
        ? `online-${flew}`
        : "online";

  async function rematch() {
    setError(null);
    if (mode.startsWith("online")) {
      navigate(`/hawks/new?scenario=${view.scenario.id}&mode=${mode}`);
      return;
    }
    try {
      const r = await startHawks(view.scenario.id, mode);
      if ("open" in r) navigate(r.open);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <>
      <section className="panel game-over" aria-live="polite">
        <h2>{end?.summary ?? game.outcome?.summary ?? "The game is over"}</h2>
        <p className="end-reason">{end?.reason ?? "The game is over."}</p>
        <table className="vp-breakdown" aria-label="Victory points">
          <tbody>
            {(["axis", "british"] as Side[]).map((side) => (
              <VpRows
                key={side}
                side={side}
                lines={lines.filter((l) => l.side === side)}
                total={view.vp[side]}
              />
            ))}
          </tbody>
        </table>
        {end?.tie && <p className="end-tie">{end.tie}</p>}
        <h3>Special chits</h3>
        <ul className="chits-revealed">
          {view.planes.map((p) => (
            <li key={p.id}>
              <span className={`token ${p.side} ${p.role}`}>{p.id}</span> {p.name}:{" "}
              <strong>{p.chit === "hidden" ? "…" : p.chit.toUpperCase()}</strong>
            </li>
          ))}
        </ul>
        <div className="row wrap">
          <a className="button secondary" href={api.exportUrl(token)} download>
            Export the game
          </a>
          <Link className="button secondary" href="/hawks/new">
            New game
          </Link>
          <button type="button" className="act" onClick={rematch}>
            Rematch
          </button>
        </div>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </section>
      <Suspense fallback={<p className="muted">Reading the game's log…</p>}>
        <HawksReplay token={token} seat={game.seat} seq={game.seq} />
      </Suspense>
    </>
  );
}

function VpRows({ side, lines, total }: { side: Side; lines: EndLine[]; total: number }) {
  return (
    <>
      {lines.map((l, i) => (
        // Two lines may read alike (a bomber's two badges both hit): their place tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never change order.
        <tr key={i}>
          <td>{SIDE_SHORT[side]}</td>
          <td>{l.what}</td>
          <td className="num">{l.vp}</td>
        </tr>
      ))}
      {lines.length === 0 && (
        <tr>
          <td>{SIDE_SHORT[side]}</td>
          <td>nothing scored</td>
          <td className="num">0</td>
        </tr>
      )}
      <tr className="total">
        <th colSpan={2} className="vp-total">
          {SIDE_SHORT[side]} total
        </th>
        <th className="num vp-total">{total}</th>
      </tr>
    </>
  );
}
