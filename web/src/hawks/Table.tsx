/** One side's table: the board, what it may do now, its planes, the help for this phase, and the log. */
import { useEffect, useMemo, useRef, useState } from "react";
import { count } from "../../../src/engine/words.js";
import type { Side } from "../../../src/games/hawks-over-malta/data.js";
import type { HawksAction } from "../../../src/games/hawks-over-malta/state.js";
import type { HawksView, PlaneView } from "../../../src/games/hawks-over-malta/view.js";
import { api, type GamePayload, type LogLine } from "../api";
import { RuleLink, RulesLink } from "../rules/RuleNote";
import { EventsPanel } from "../shared/Choices";
import { RollList } from "../shared/RollList";
import { Actions, SIDE_SHORT, whatNow } from "./Actions";
import { AaMarker, Board, squareName, type Target } from "./Board";
import { freeBand, scrollToClear, spacesInPlay } from "./clear";
import { EndScreen } from "./EndScreen";
import { explainHawks } from "./explain";
import { Guide } from "./Guide";

const STEP: Record<string, [number, number, number]> = {
  N: [0, -1, 0],
  E: [1, 0, 0],
  S: [0, 1, 0],
  W: [-1, 0, 0],
  up: [0, 0, 1],
  down: [0, 0, -1],
};

const PHASE_NAME: Record<string, [string, string]> = {
  place: ["Set-up", "set-up"],
  priorities: ["Priority chits", "a-turn"],
  move: ["Movement", "a-turn"],
  react: ["Fire as it passes", "the-engagement-rule-rulings"],
  engage: ["Attack", "the-engagement-rule-rulings"],
  bomb: ["Bombing", "anti-aircraft-fire-bombing-and-clouds-rulings"],
  over: ["Game over", "winning-reconstructed"],
};

function targetsOf(view: HawksView): Target[] {
  const out: Target[] = [];
  for (const a of view.actions) {
    if (a.type === "place") {
      out.push({
        x: a.x,
        y: a.y,
        alt: a.alt,
        action: a,
        label: `Place at ${squareName(a.x, a.y)}${a.alt ? ` altitude ${a.alt}` : ""}`,
      });
    } else if (a.type === "step") {
      const p = view.planes.find((q) => q.id === view.phase.plane);
      if (!p) continue;
      const [dx, dy, dz] = STEP[a.dir];
      out.push({
        x: p.x + dx,
        y: p.y + dy,
        alt: p.alt + dz,
        action: a,
        label: `Move ${p.id} ${a.dir} to ${squareName(p.x + dx, p.y + dy)} altitude ${p.alt + dz}`,
      });
    }
  }
  return out;
}

function PlaneRow({ p }: { p: PlaneView }) {
  return (
    <tr className={p.down ? "down" : ""}>
      <td>
        <span className={`token ${p.side} ${p.role}`}>{p.id}</span>
      </td>
      <td>{p.name}</td>
      <td>{p.down ? "down" : `${squareName(p.x, p.y)}·${p.alt}`}</td>
      <td aria-label={count(p.hits, "hit")}>
        {"●".repeat(p.hits)}
        {"○".repeat(Math.max(0, 2 - p.hits))}
      </td>
      <td>{p.fired ? "FIRED" : ""}</td>
      <td>{p.chit === "hidden" ? "?" : p.chit.toUpperCase()}</td>
      <td>{p.priority ?? ""}</td>
    </tr>
  );
}

export function Table({
  game,
  log,
  busy,
  error,
  act,
  undo,
  token,
}: {
  game: GamePayload<HawksView>;
  log: LogLine[];
  busy: boolean;
  error: string | null;
  act: (a: HawksAction) => void;
  undo: () => void;
  /** The link this table plays (for the end screen's export, and the whole log at the end). */
  token: string;
}) {
  const view = game.view;
  const mine = (game.seat as Side | null) ?? null;
  const computer = game.computer ?? [];
  // While the computer is to move, nothing on this table can be pressed: no click races it.
  const waiting = view.toAct.some((s) => computer.includes(s));
  const targets = waiting || busy ? [] : targetsOf(view);
  const planes = [...view.planes].sort(
    (a, b) => (a.side === mine ? -1 : 1) - (b.side === mine ? -1 : 1),
  );
  const types = useMemo(
    () => Object.fromEntries(view.planes.map((p) => [p.id, p.type])),
    [view.planes],
  );
  const explain = useMemo(() => explainHawks(types), [types]);
  const [phaseName, anchor] = PHASE_NAME[view.over ? "over" : view.phase.kind] ?? ["", "a-turn"];

  // Once the game is over the log is read again: the lines kept from this side during play are shown in full.
  const [finalLog, setFinalLog] = useState<LogLine[] | null>(null);
  useEffect(() => {
    if (!view.over) return;
    let live = true;
    api
      .game<HawksView>(token, true)
      .then((g) => {
        if (live && g.log) setFinalLog(g.log);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [view.over, token]);
  const lines = view.over && finalLog ? finalLog : log;

  // Keyboard focus stays where the next choice is: when the space or button that had it is gone,
  // the first highlighted space (or the first button) takes it.
  const root = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new position (seq) or the end of a wait moves the focus.
  useEffect(() => {
    const el = root.current;
    if (!el || busy || waiting) return;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    el.querySelector<HTMLElement>(
      ".hawks-board .target, .action-bar button:not([disabled])",
    )?.focus({ preventScroll: true });
  }, [game.seq, busy, waiting]);

  // The spaces in play come clear of the prompt sheet (on a phone it stays over the foot of the
  // screen, where the RAF starts): a plane's move or fight whole, a set-up choice at least one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new position (seq) is looked at once.
  useEffect(() => {
    const el = root.current;
    if (!el || busy || waiting) return;
    const { spaces, every } = spacesInPlay(el);
    const band = freeBand(el.querySelector(".action-bar"));
    const by = scrollToClear(
      spaces.map((s) => s.getBoundingClientRect()),
      band,
      every,
    );
    if (by !== 0) window.scrollBy({ top: by });
  }, [game.seq, busy, waiting]);

  return (
    <div className="hawks" ref={root}>
      <div className="hawks-head">
        <h2>
          {view.scenario.name} — turn {view.turn} of {view.maxTurns}
        </h2>
        <span>
          Axis {view.vp.axis} · RAF {view.vp.british} VP
          {view.initiative ? ` · initiative: ${SIDE_SHORT[view.initiative]}` : ""}
        </span>
        <span className="phase">
          Phase:{" "}
          <RuleLink rule={{ system: "hawks-over-malta", anchor }} title={phaseName}>
            {phaseName}
          </RuleLink>{" "}
          · <RulesLink system="hawks-over-malta" />
        </span>
      </div>
      <div className="hawks-main">
        <Board view={view} targets={targets} onTarget={(t) => act(t.action)} />
        <p className="legend">
          <span className="token axis fighter">
            <span className="glyph">✈</span>A1
          </span>{" "}
          fighter ·{" "}
          <span className="token axis bomber">
            <span className="glyph">▲</span>A4
          </span>{" "}
          bomber · ◎ objective · <AaMarker title="AA guns" /> AA guns (fire up to altitude 3 in
          their square) · grey band: cloud · red outline: hit · faded: fired this turn
        </p>
      </div>
      {view.over && game.outcome ? (
        <div className="hawks-end">
          <EndScreen game={game} token={token} />
        </div>
      ) : (
        <Actions
          view={view}
          mine={mine}
          seq={game.seq}
          busy={busy}
          waiting={waiting}
          canTakeBack={Boolean(mine && log[log.length - 1]?.undoable)}
          error={error}
          note={whatNow(view, mine, computer)}
          act={act}
          undo={undo}
        />
      )}
      <div className="side">
        <Guide view={view} mine={Boolean(mine && view.toAct.includes(mine) && !waiting)} />
        <section className="panel">
          <h2>Planes</h2>
          <table className="planes">
            <thead>
              <tr>
                <th />
                <th>aircraft</th>
                <th>at</th>
                <th>hits</th>
                <th />
                <th>
                  <RuleLink
                    rule={{ system: "hawks-over-malta", anchor: "the-engagement-rule-rulings" }}
                    title="Special chits"
                  >
                    chit
                  </RuleLink>
                </th>
                <th>
                  <RuleLink
                    rule={{ system: "hawks-over-malta", anchor: "a-turn" }}
                    title="Priority chits"
                  >
                    prio
                  </RuleLink>
                </th>
              </tr>
            </thead>
            <tbody>
              {planes.map((p) => (
                <PlaneRow key={p.id} p={p} />
              ))}
            </tbody>
          </table>
          {view.unseen > 0 && (
            <p className="muted">{count(view.unseen, "enemy plane")} out of sight in the clouds.</p>
          )}
        </section>
        <EventsPanel title="Last move" events={view.events} />
        <section className="panel">
          <h2>Log</h2>
          <p className="muted small">Tap a roll to see the rule and the table row behind it.</p>
          <ul className="log">
            {[...lines]
              .reverse()
              .slice(0, 60)
              .map((line) => (
                <li key={line.seq}>
                  <strong>
                    {SIDE_SHORT[line.seat as Side] ?? line.seat}: {line.text}
                  </strong>
                  <RollList rolls={line.rolls} explain={explain} />
                </li>
              ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
