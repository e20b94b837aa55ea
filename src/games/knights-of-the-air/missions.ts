/**
 * The mission tree. The text keeps Mission 1 whole and names missions 3, 6a,
 * 7b and 8; the rest of the tree (the other branches, sorties per mission,
 * what decides each mission, the fall-backs) is reconstructed so that a
 * perfect run by one side takes about nine weekly club nights, "just over
 * two months". A campaign may replace the whole tree in its options.
 */

export type Victory =
  /** The side whose pilots earned more Pilot Points in the mission's sorties wins. */
  | "points"
  /** Each sortie is won by the side that met its objectives; most sorties won wins. */
  | "objectives";

export interface MissionSpec {
  id: string;
  /** Its number on the tree: winning moves the attackers to the next number. */
  level: number;
  name: string;
  type: "dogfight" | "recon" | "bombing" | "balloons" | "escort" | "rescue";
  sorties: number;
  victory: Victory;
  /** Where a defeat of the attackers sends the campaign: a mission number, or "replay". */
  fallback: number | "replay";
  /** The objectives in a line, for the set-up sheet. */
  brief: string;
  /** Marked when the text names the mission (the rest of the entry is still ours). */
  named?: boolean;
}

/** reconstructed except where `named` (and Mission 1, which the text gives whole). */
export const MISSIONS: MissionSpec[] = [
  {
    id: "1",
    level: 1,
    name: "Battle over the Trenches",
    type: "dogfight",
    sorties: 5,
    victory: "points",
    fallback: "replay",
    brief:
      "Dogfight over the trenches on a 4'×6' table, 24\" deployment zones, 3\" trenches, 18\" of no-man's land. The side with more Pilot Points over the five sorties attacks.",
    named: true,
  },
  {
    id: "2a",
    level: 2,
    name: "Eyes over the Lines",
    type: "recon",
    sorties: 3,
    victory: "objectives",
    fallback: 1,
    brief: "Attacking two-seaters must observe the defenders' ground targets and get home.",
  },
  {
    id: "2b",
    level: 2,
    name: "Trench Strafing",
    type: "bombing",
    sorties: 3,
    victory: "objectives",
    fallback: 1,
    brief: "Attackers bomb and shoot up the defenders' ground targets behind the trenches.",
  },
  {
    id: "3",
    level: 3,
    name: "Balloon Busting",
    type: "balloons",
    sorties: 3,
    victory: "objectives",
    fallback: 2,
    brief:
      "The defenders always have at least one balloon; the attackers win a sortie by destroying more balloons than they lose planes.",
    named: true,
  },
  {
    id: "4a",
    level: 4,
    name: "Escort the Bombers",
    type: "escort",
    sorties: 3,
    victory: "objectives",
    fallback: 3,
    brief: "Attacking fighters shepherd two-seaters to a ground target; defenders intercept.",
  },
  {
    id: "4b",
    level: 4,
    name: "Artillery Spotting",
    type: "recon",
    sorties: 3,
    victory: "objectives",
    fallback: 3,
    brief: "An attacking two-seater must observe two ground targets; the rest keep it alive.",
  },
  {
    id: "5",
    level: 5,
    name: "Aerodrome Raid",
    type: "bombing",
    sorties: 3,
    victory: "objectives",
    fallback: 4,
    brief:
      "The defenders' aerodrome card is a ground target; attackers bomb it, defenders scramble.",
  },
  {
    id: "6a",
    level: 6,
    name: "Out Numbered",
    type: "dogfight",
    sorties: 3,
    victory: "objectives",
    fallback: 5,
    brief:
      "The defenders fly one plane more than the attackers; the attackers win a sortie by losing fewer planes.",
    named: true,
  },
  {
    id: "6b",
    level: 6,
    name: "Train Busting",
    type: "bombing",
    sorties: 3,
    victory: "objectives",
    fallback: 5,
    brief:
      "A train crosses the defenders' side; attackers must destroy it before it leaves the table.",
  },
  {
    id: "7a",
    level: 7,
    name: "Deep Raid",
    type: "bombing",
    sorties: 3,
    victory: "objectives",
    fallback: 6,
    brief: "Attacking two-seaters bomb a headquarters far behind the lines and try to get home.",
  },
  {
    id: "7b",
    level: 7,
    name: "Daring Rescue",
    type: "rescue",
    sorties: 3,
    victory: "objectives",
    fallback: 6,
    brief:
      "An attacking pilot is down behind enemy lines; his squadron must land, pick him up and take off (daring rescue rules).",
    named: true,
  },
  {
    id: "8",
    level: 8,
    name: "Air Superiority",
    type: "dogfight",
    sorties: 3,
    victory: "points",
    fallback: 7,
    brief:
      "The last battle over the enemy's rear: the side with more Pilot Points over the sorties wins. Attackers who win it win the war.",
    named: true,
  },
];

/** reconstructed: sorties a club flies on one night, to measure the length of a perfect run. */
export const SORTIES_PER_NIGHT = 3;

/** The year each level opens: 1917 after any Mission 3 is completed, 1918 after any Mission 6. */
export const YEAR_LEVELS = { 1917: 3, 1918: 6 } as const;
/** Missions at which the two leading aces may fly the next year's planes. */
export const LEADING_ACE_LEVELS = { 1917: 3, 1918: 6 } as const;

export const levelsOf = (tree: readonly MissionSpec[]) =>
  [...new Set(tree.map((m) => m.level))].sort((a, b) => a - b);

export const missionsAt = (tree: readonly MissionSpec[], level: number) =>
  tree.filter((m) => m.level === level);

/** Weekly nights a side that wins every mission needs to finish the tree. */
export function perfectRunNights(tree: readonly MissionSpec[], perNight: number): number {
  let nights = 0;
  for (const level of levelsOf(tree)) {
    const fewest = Math.min(...missionsAt(tree, level).map((m) => m.sorties));
    nights += Math.ceil(fewest / perNight);
  }
  return nights;
}
