/** The Hawks over Malta board: a grid of squares, each with its stack of four altitudes. */
import type { HawksAction } from "../../../src/games/hawks-over-malta/state.js";
import type { HawksView, PlaneView } from "../../../src/games/hawks-over-malta/view.js";
import "./hawks.css";
import { count } from "../../../src/engine/words.js";

const COLS = "ABCDEFG";
export const squareName = (x: number, y: number) => `${COLS[x]}${y + 1}`;

export interface Target {
  x: number;
  y: number;
  alt?: number;
  action: HawksAction;
  label: string;
}

function Token({ p, moving, inPlay }: { p: PlaneView; moving: boolean; inPlay: boolean }) {
  const cls = [
    "token",
    p.side,
    p.role,
    p.hits > 0 ? "hit" : "",
    p.fired ? "fired" : "",
    moving ? "moving" : "",
    inPlay ? "in-play" : "",
  ].join(" ");
  return (
    <span
      className={cls}
      title={`${p.name} ${p.id}${p.hits ? " (hit)" : ""}${p.fired ? ", fired" : ""}`}
    >
      <span className="glyph" aria-hidden="true">
        {p.role === "bomber" ? "▲" : "✈"}
      </span>
      {p.id}
    </span>
  );
}

/** An AA chit as a player sees it: a twin gun on its mount under a shell burst, and the letters AA. */
export function AaMarker({ title }: { title: string }) {
  return (
    <span className="aa" title={title} role="img" aria-label={title}>
      <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true">
        <path
          d="M3.5 0.8l.7 1.5 1.6-.4-.8 1.4 1.3 1-1.6.3.1 1.6-1.3-1-1.3 1 .1-1.6-1.6-.3 1.3-1-.8-1.4 1.6.4z"
          fill="currentColor"
        />
        <path
          d="M6.5 11.5 12 4.5 M9 12 14.5 5.5"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
        />
        <path d="M2.5 15.5h11l-1.6-4.2H4.1z" fill="currentColor" />
      </svg>
      <span aria-hidden="true">AA</span>
    </span>
  );
}

export function Board({
  view,
  targets,
  onTarget,
}: {
  view: HawksView;
  targets: Target[];
  onTarget: (t: Target) => void;
}) {
  const { width, height, altitudes } = view.board;
  const moving =
    view.phase.kind === "move"
      ? view.phase.plane
      : view.phase.kind === "react"
        ? view.phase.mover
        : undefined;
  // The planes at stake in this step: the one moving, a fighter and its foes, bombers over a target.
  const ph = view.phase;
  const inPlay = new Set(
    [moving, ph.attacker, ...(ph.targets ?? []), ...(ph.bombers ?? [])].filter(Boolean),
  );
  const rows = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const objective = view.objectives.find((o) => o.x === x && o.y === y);
      const aa = view.aa.some((a) => a.x === x && a.y === y);
      const squareTarget = targets.find((t) => t.x === x && t.y === y && t.alt === undefined);
      const levels = [];
      for (let alt = altitudes; alt >= 1; alt--) {
        const cloud = view.clouds.some((c) => c.x === x && c.y === y && c.alt === alt);
        const planes = view.planes.filter(
          (p) => !p.down && p.x === x && p.y === y && p.alt === alt,
        );
        const t = targets.find((q) => q.x === x && q.y === y && q.alt === alt);
        const content = (
          <>
            <span className="alt-no">{alt}</span>
            {planes.map((p) => (
              <Token key={p.id} p={p} moving={p.id === moving} inPlay={inPlay.has(p.id)} />
            ))}
          </>
        );
        levels.push(
          t ? (
            <button
              key={alt}
              type="button"
              className={`level target act${cloud ? " cloud" : ""}`}
              onClick={() => onTarget(t)}
              aria-label={t.label}
            >
              {content}
            </button>
          ) : (
            <div key={alt} className={`level${cloud ? " cloud" : ""}`}>
              {content}
            </div>
          ),
        );
      }
      const name = squareName(x, y);
      const foot = (
        <span className="foot">
          {name}
          {objective && (
            <span className="objective" title={`objective, ${count(objective.hits, "hit")}`}>
              ◎{objective.hits > 0 ? `×${objective.hits}` : ""}
            </span>
          )}
          {aa && (
            <AaMarker title="AA guns: they fire at the Axis planes at altitude 1 to 3 in this square (at every plane if it holds an objective)" />
          )}
        </span>
      );
      // A square that is a target answers anywhere on it: a button under its contents fills it.
      rows.push(
        <div
          key={name}
          className={`square${x === 0 ? " first-col" : ""}${squareTarget ? " has-target" : ""}`}
        >
          {squareTarget && (
            <button
              type="button"
              className="square-button target act"
              onClick={() => onTarget(squareTarget)}
              aria-label={squareTarget.label}
            />
          )}
          {levels}
          {foot}
        </div>,
      );
    }
  }
  return (
    <section
      className="hawks-board"
      style={{ gridTemplateColumns: `repeat(${width}, minmax(0, 1fr))` }}
      aria-label="Board"
    >
      {rows}
    </section>
  );
}
