/**
 * The first-fight walkthrough of Winged Victory: what to do in the step of
 * the turn at hand (throttle, manoeuvre, fire), in a few plain sentences,
 * and a line read off the seat's view (how far the enemy is, which
 * manoeuvres leave it in front of the gun, which shots are open).
 */
import { hexDistance } from "../../../../src/games/winged-victory/board/grid.js";
import type { WvView } from "../../../../src/games/winged-victory/view/view.js";
import { hexCount, moveLabel } from "../names";

export interface GuideStep {
  step: string;
  title: string;
  text: string[];
}

export const GUIDE: readonly GuideStep[] = [
  {
    step: "throttle",
    title: "1. Set the throttle",
    text: [
      "Every turn starts with the throttle pip. Your speed (the cue) is how many Hexes you fly this turn; at the end of the turn it moves halfway toward the pip.",
      "Full power keeps you fast: turns and climbs cost speed, and a plane too slow stalls and falls. Choose the pip below; the computer sets its own at the same time, unseen. Leave any Time Freezing call at — for a first fight.",
    ],
  },
  {
    step: "move",
    title: "2. Fly a manoeuvre",
    text: [
      "Planes move one at a time. Pick a manoeuvre in the list: the board draws its path, and the list says the Hexes, the level it ends at and the speed after it.",
      "Your gun fires only straight ahead, up to 5 Hexes along your nose. Try to end your move with the enemy in front of you, and not with your tail in front of his. Engaged planes (close enough to fight) cannot fly an easy turn; a normal turn costs a level, a hard turn two.",
    ],
  },
  {
    step: "fire",
    title: "3. Fire",
    text: [
      "Once every plane has moved, each side names its shots and all are rolled together. Each shot shows its die: the colour climbs for a close range, a shot at the enemy's tail and a long burst (which jams on a result of 1).",
      "No shot listed means no enemy is in front of your gun this turn: say you are done and fly on.",
    ],
  },
  {
    step: "wait",
    title: "The computer is flying",
    text: [
      "The Germans' pilot is choosing. Its moves appear on the board and in the log as they are made.",
    ],
  },
  {
    step: "over",
    title: "The end of the fight",
    text: [
      "The fight ends when a side has no plane left in the air or the last turn is flown. A plane downed scores its victory points for the other side.",
      "Fly it again, or go back to the flying school for the manoeuvres you missed.",
    ],
  },
];

/** The step for the seat's view now. */
export function guideFor(view: WvView): GuideStep {
  const key =
    view.phase === "over"
      ? "over"
      : view.actions.length === 0
        ? "wait"
        : view.phase === "throttle" || view.phase === "fire" || view.phase === "move"
          ? view.phase
          : "wait";
  return GUIDE.find((g) => g.step === key) ?? GUIDE[3];
}

/** One line read off the view: the nearest enemy, the manoeuvres that bring it before the gun, the shots open. */
export function cueFor(view: WvView): string | null {
  if (view.phase === "over") return null;
  const mine = view.planes.filter((p) => p.side === view.seat && p.fate === null);
  const enemies = view.planes.filter((p) => p.side !== view.seat && p.fate === null);
  if (mine.length === 0) return null;
  if (view.phase === "fire" && view.actions.length > 0) {
    if (view.shots.length === 0) return "No enemy is in front of your gun: nothing to fire at.";
    const s = view.shots[0];
    return `${s.target} is in reach at range ${s.range}: a short burst rolls the ${s.die} die, a long one the ${s.longDie}.`;
  }
  if (view.phase === "move" && view.moves.length > 0) {
    const aimed = view.moves.filter((m) => m.after.length > 0);
    if (aimed.length === 0) {
      const none =
        "No manoeuvre ends with the enemy in front of your gun as it stands now: close in, or turn to face it.";
      const foe = enemies[0] ?? view.markers.find((m) => m.side !== view.seat);
      if (!foe) return none;
      // Among the manoeuvres that keep the nose toward it, the one that ends nearest.
      const facing = view.moves.filter(
        (m) => m.warnings.length === 0 && foe.hex.col > m.end.hex.col === (m.end.heading === "E"),
      );
      const best = facing.reduce<(typeof facing)[number] | null>(
        (a, m) =>
          a === null || hexDistance(m.end.hex, foe.hex) < hexDistance(a.end.hex, foe.hex) ? m : a,
        null,
      );
      return best
        ? `${none} Of those that keep your nose toward it, ${moveLabel(best.name)} ends nearest: ${hexCount(hexDistance(best.end.hex, foe.hex))} from where it is now.`
        : none;
    }
    const names = aimed
      .slice(0, 3)
      .map((m) => `${moveLabel(m.name)} (${m.after[0].target} at range ${m.after[0].range})`)
      .join(", ");
    return `After ${aimed.length === 1 ? "this manoeuvre" : "these manoeuvres"}, the enemy as it stands now would be in front of your gun: ${names}${aimed.length > 3 ? ", and more" : ""}. It moves too.`;
  }
  // Enemies seen, else the markers of those not spotted yet.
  const foes = [
    ...enemies.map((p) => ({ id: p.id, hex: p.hex, what: `${p.id} (${p.name})` })),
    ...view.markers
      .filter((m) => m.side !== view.seat)
      .map((m) => ({
        id: m.id,
        hex: m.hex,
        what: `An enemy not yet spotted (${m.id}, its marker only)`,
      })),
  ];
  if (foes.length === 0) return "No enemy on the board: fly toward the lines to find him.";
  const me = mine[0];
  const near = foes.reduce((a, b) =>
    hexDistance(me.hex, a.hex) <= hexDistance(me.hex, b.hex) ? a : b,
  );
  const d = hexDistance(me.hex, near.hex);
  const ahead = near.hex.col < me.hex.col === (me.heading === "W");
  return `${near.what} is ${d} Hex${d === 1 ? "" : "es"} away, ${ahead ? "ahead of" : "behind"} your ${me.name}, at level ${near.hex.level} to your ${me.hex.level}.`;
}
