/**
 * The end of a Hawks over Malta game: who won and why, the victory points
 * line by line, every special chit shown, and export, a new game, a rematch.
 */
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { SCENARIOS, type Side } from "../../../src/games/hawks-over-malta/data.js";
import type { HawksView } from "../../../src/games/hawks-over-malta/view.js";
import { api, type GamePayload } from "../api";
import { heldLinks } from "../links";
import { type HawksMode, startHawks } from "./start";

const SIDE_SHORT: Record<Side, string> = { axis: "Axis", british: "RAF" };

export interface EndLine {
  side: Side;
  what: string;
  vp: number;
}

/** What the rules engine may add to the view at the end (drawn from when present). */
interface EndInfo {
  reason?: string;
  lines?: EndLine[];
  chits?: Record<string, string>;
}

/** The breakdown worked out from the board: planes down and bomb hits, by the scenario's points. */
function linesFromView(view: HawksView): EndLine[] {
  const vp = SCENARIOS[view.scenario.id - 1].vp;
  const down = (side: Side, role?: string) =>
    view.planes.filter((p) => p.down && p.side === side && (!role || p.role === role)).length;
  const hits = view.objectives.reduce((n, o) => n + o.hits, 0);
  const lines: EndLine[] = [
    {
      side: "axis",
      what: `${hits} bomb hit${hits === 1 ? "" : "s"} × ${vp.bombHit}`,
      vp: hits * vp.bombHit,
    },
    {
      side: "axis",
      what: `${down("british")} RAF plane${down("british") === 1 ? "" : "s"} down × ${vp.britishPlaneDown}`,
      vp: down("british") * vp.britishPlaneDown,
    },
    {
      side: "british",
      what: `${down("axis", "fighter")} Axis fighter${down("axis", "fighter") === 1 ? "" : "s"} down × ${vp.axisFighterDown}`,
      vp: down("axis", "fighter") * vp.axisFighterDown,
    },
    {
      side: "british",
      what: `${down("axis", "bomber")} Axis bomber${down("axis", "bomber") === 1 ? "" : "s"} down × ${vp.axisBomberDown}`,
      vp: down("axis", "bomber") * vp.axisBomberDown,
    },
  ];
  // Anything the board does not show (a rule's bonus) is named as such, so the sums hold.
  for (const side of ["axis", "british"] as Side[]) {
    const counted = lines.filter((l) => l.side === side).reduce((n, l) => n + l.vp, 0);
    if (counted !== view.vp[side])
      lines.push({ side, what: "other points", vp: view.vp[side] - counted });
  }
  return lines;
}

function reasonFromView(view: HawksView): string {
  const alive = (side: Side) => view.planes.some((p) => p.side === side && !p.down);
  if (!alive("axis")) return "Every Axis plane is down.";
  if (!alive("british")) return "Every RAF plane is down.";
  if (view.turn >= view.maxTurns) return `The last turn, ${view.maxTurns}, has been flown.`;
  return "No Axis bomber is left that could still bomb: the raid is spent.";
}

export function EndScreen({
  game,
  token,
  chits: known,
}: {
  game: GamePayload<HawksView>;
  token: string;
  /** Chits known from another seat this browser holds (hot-seat). */
  chits?: Record<string, string>;
}) {
  const view = game.view;
  const end = (view as HawksView & { end?: EndInfo }).end;
  const [, navigate] = useLocation();
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const chitOf = (id: string, own: string) =>
    own !== "hidden" ? own : (end?.chits?.[id] ?? known?.[id] ?? revealed[id] ?? "hidden");
  const hidden = view.planes.some((p) => chitOf(p.id, p.chit) === "hidden");
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the game ends.
  useEffect(() => {
    if (!hidden) return;
    import("./reveal")
      .then((m) => m.revealChits(token))
      .then(setRevealed)
      .catch(() => {});
  }, [token]);

  const lines = end?.lines ?? linesFromView(view);
  const held = heldLinks().find((h) => h.gameId === game.id);
  const computer = game.computer?.[0];
  const mode: HawksMode = computer
    ? (`computer-${computer}` as HawksMode)
    : held?.mode === "hotseat"
      ? "hotseat"
      : "online";

  async function rematch() {
    setError(null);
    if (mode === "online") {
      navigate(`/hawks/new?scenario=${view.scenario.id}&mode=online`);
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
    <section className="panel game-over" aria-live="polite">
      <h2>{game.outcome?.summary ?? "The game is over"}</h2>
      <p className="end-reason">{end?.reason ?? reasonFromView(view)}</p>
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
      <h3>Special chits</h3>
      <ul className="chits-revealed">
        {view.planes.map((p) => {
          const c = chitOf(p.id, p.chit);
          return (
            <li key={p.id}>
              <span className={`token ${p.side} ${p.role}`}>{p.id}</span> {p.name}:{" "}
              <strong>{c === "hidden" ? "…" : c.toUpperCase()}</strong>
            </li>
          );
        })}
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
  );
}

function VpRows({ side, lines, total }: { side: Side; lines: EndLine[]; total: number }) {
  return (
    <>
      {lines.map((l) => (
        <tr key={l.what}>
          <td>{SIDE_SHORT[side]}</td>
          <td>{l.what}</td>
          <td className="num">{l.vp}</td>
        </tr>
      ))}
      <tr className="total">
        <th colSpan={2} className="vp-total">
          {SIDE_SHORT[side]} total
        </th>
        <th className="num vp-total">{total}</th>
      </tr>
    </>
  );
}
