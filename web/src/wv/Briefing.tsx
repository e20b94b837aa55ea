/**
 * A generated mission's briefing before it is flown: each side's mission and
 * what accomplishes it, who flies it, the rolls that chose the missions, and
 * the set-up on the board (front, targets, weather). Which planes each side
 * flies is rolled too, but told to that side only, on its own screen.
 */
import type { Roll } from "../../../src/engine/dice.js";
import { boxOf } from "../../../src/games/winged-victory/game/printed.js";
import type { MissionId, Requirement } from "../../../src/games/winged-victory/missions/data.js";
import type { WvView } from "../../../src/games/winged-victory/view/view.js";
import { Board } from "./Board";
import { SIDE_NAMES } from "./names";
import { Rolls } from "./Rolls";
import "./wv.css";

const count = (n: number, one: string, many = `${one}s`) =>
  `${n === 1 ? "one" : n} ${n === 1 ? one : many}`;

/** What accomplishes a mission, in a sentence. */
export function requirementText(r: Requirement): string {
  switch (r.kind) {
    case "destroy":
      return `Destroy ${count(r.count, r.what === "ground" ? "enemy ground target" : "enemy balloon")}.`;
    case "bomb":
      return `Score ${count(r.hits, "bomb hit")} (a near miss counts)${r.comeHome ? " and bring a bomber home" : ""}.`;
    case "observe":
      return `A two-seater spends ${count(r.turns, "turn")} at Low altitude over the enemy side, then comes home.`;
    case "photograph":
      return "A two-seater flies level over the target's MegaHex for a turn, then comes home.";
    case "patrol":
      return `Cross the front line, and when the ${r.turns} turns are up still have a plane over the line or beyond it, on the enemy's side.`;
    case "defend":
      return `Keep a plane aloft over your own side for ${r.turns} turns, and see the enemy fail its mission.`;
    case "intercept":
      return "Down an enemy plane, or see the enemy fail its mission.";
  }
}

const CLASS: Record<string, [string, string]> = {
  F: ["fighter", "fighters"],
  R: ["two-seater", "two-seaters"],
  B: ["bomber", "bombers"],
};

/** "1 B + 2 F", "2 F from the airfield" as words. */
export function flightText(flight: string): string {
  const parts = [...flight.matchAll(/(\d+)\s*([FRB])/g)].map(([, n, c]) =>
    count(Number(n), CLASS[c][0], CLASS[c][1]),
  );
  if (/airfield/.test(flight))
    return `${parts.join(" and ")}, on the ground at its airfield: they must take off`;
  const low = /low/.test(flight);
  return `${parts.join(" and ")}, from its own edge at ${low ? "Low" : "Medium"} altitude`;
}

/**
 * A side's rolled mission set aside because the other side's mission involves
 * both sides (its counter is flown instead): said in words beside the rolls.
 */
function Overruled({
  missions,
  rolls,
}: {
  missions: NonNullable<WvView["missions"]>;
  rolls: Roll[];
}) {
  const notes = missions.flatMap((m) => {
    const side = m.side === "allies" ? "Allied" : "German";
    const roll = rolls.find((r) => r.purpose.startsWith(`${side} mission`));
    const rolled = roll?.result?.replace(/^.*→ /, "");
    const other = missions.find((o) => o.side !== m.side);
    if (!rolled || rolled === m.name || !other) return [];
    return [
      `The ${SIDE_NAMES[m.side]} rolled ${rolled}, but fly ${m.name}: the ${SIDE_NAMES[other.side]}' ${other.name} involves both sides.`,
    ];
  });
  return notes.length ? (
    <p className="small wv-overruled">
      {notes.map((n) => (
        <span key={n}>{n} </span>
      ))}
    </p>
  ) : null;
}

export function Briefing({ view, rolls }: { view: WvView; rolls: Roll[] }) {
  const missions = view.missions ?? [];
  // The game's own briefings: the owner's printed ones where his box file gives them.
  const briefings = boxOf(view).briefings;
  return (
    <section className="wv-briefing" aria-label="Briefing">
      <h2>{view.title}</h2>
      <p className="muted small">
        {view.lastTurn} turns at most. A side that accomplishes its mission while the other does not
        wins; otherwise the victory points for enemy planes downed, forced to land or driven off the
        map decide.
      </p>
      <div className="wv-briefing-sides">
        {missions.map((m) => {
          const b = briefings[m.id as MissionId];
          return (
            <article key={m.side} className={`wv-mission side-${m.side}`} data-side={m.side}>
              <h3>
                {SIDE_NAMES[m.side]}: {b.name}
              </h3>
              <p>{b.summary}</p>
              <p>
                <strong>Accomplished by:</strong> {requirementText(b.requirement)}
              </p>
              <p className="small">
                <strong>Flies:</strong> {flightText(b.flight)}.
                {b.enemyFlak > 0 &&
                  ` The other side places ${count(b.enemyFlak, "flak barrage marker")} against it each turn.`}
              </p>
            </article>
          );
        })}
      </div>
      <Rolls rolls={rolls.filter((r) => /mission|weather/i.test(r.purpose))} />
      <Overruled missions={missions} rolls={rolls} />
      <h3>The set-up</h3>
      <p className="small">
        The Allies enter from the west edge, the Germans from the east, heading for the front on mat
        B (a side flying Scramble waits on its airfield instead). The sky and the sun were rolled on
        the set-up table.
        {view.targets.length > 0 &&
          ` Targets: ${view.targets.map((t) => `${t.kind} (${SIDE_NAMES[t.side]}) at Hex ${t.hex.col}, level ${t.hex.level}`).join("; ")}.`}{" "}
        Which planes fly is rolled now and shown to each side on its own screen.
      </p>
      <Board view={view} preview={null} />
    </section>
  );
}
