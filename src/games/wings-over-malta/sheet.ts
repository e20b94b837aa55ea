/** The set-up sheet for the mission being flown: everything the players need to lay out the table. */
import {
  DOGFIGHT_DISTANCE,
  other,
  RELATIVE_POSITIONS,
  type RelativePosition,
  SCENARIOS,
  type ScenarioId,
  SIDE_NAME,
  type Side,
  SKILL_NAME,
} from "./data.js";
import { findPilot, rankName } from "./roster.js";
import type { CampaignState, Mission } from "./state.js";
import { SHIPS } from "./victory.js";

interface ScenarioText {
  area: string;
  targets: string[];
  attacker: string;
  defender: string;
  clouds: string | null;
  victory: string[];
  ends: string;
}

const SEA =
  "Two Sails of Glory mats (67 × 98 cm) over the Mediterranean; a short edge is the attacker's, the opposite one the defender's.";
const SHIP_ENDS =
  "Ends when one side has no planes left on the table (shot down or gone), or every ship has left the table.";
const STRIKE =
  "Two fighters and two bombers in separate formations, half a ruler from the attacker's edge, at altitude 3 or 4.";
const PAIR_DEFENDS =
  "Two fighters in formation, half a ruler from the defender's edge, at altitude 3 or 4.";
const LOSSES = [
  "Each side: −2 for each of its planes destroyed, −1 for each that leaves the table.",
  "The attacker's planes may leave by their own edge without penalty once both bombers have attacked or been shot down.",
];

const TEXT: Record<ScenarioId, ScenarioText> = {
  strafe: {
    area: SEA,
    targets: [
      "Three MTB / MAS boat cards in a vee, half a ruler apart, one ruler in from the middle of a long edge, heading for the other long edge; they sail straight ahead.",
    ],
    attacker:
      "Two fighters in formation, half a ruler from the attacker's edge, at altitude 3 or 4.",
    defender:
      "Two fighters in formation, half a ruler from the defender's edge, at altitude 3 or 4.",
    clouds: null,
    victory: [
      "Attacker: 1 point for each damage point on a boat.",
      "Each side: 16 points for each enemy plane shot down.",
      "Defender: 20 points if the attacker makes 20 or less from the boats.",
    ],
    ends: "Ends when one side has no planes left on the table (shot down or gone).",
  },
  torpedo: {
    area: SEA,
    targets: [
      "Four ship cards in a diamond, half a ruler apart, one ruler in from the middle of a long edge, heading for the other long edge: an escort and three cargo ships, one towing a barrage balloon. They sail straight ahead.",
    ],
    attacker: STRIKE,
    defender: PAIR_DEFENDS,
    clouds: null,
    victory: [
      "Attacker: 1 point for each bomb damage on a ship, doubled if it sinks.",
      "Defender: 1 point if no ship is hit.",
      ...LOSSES,
    ],
    ends: SHIP_ENDS,
  },
  carrier: {
    area: SEA,
    targets: [
      "An aircraft carrier and a destroyer in formation, half a ruler apart, one ruler in from the middle of a long edge, heading for the other long edge. They sail straight ahead.",
    ],
    attacker: STRIKE,
    defender: PAIR_DEFENDS,
    clouds: null,
    victory: [
      "Attacker: 1 point for each bomb damage on the carrier, doubled if it sinks.",
      "Defender: 1 point if no hit is scored.",
      ...LOSSES,
    ],
    ends: SHIP_ENDS,
  },
  interdict: {
    area: SEA,
    targets: [
      "Two destroyers in formation, half a ruler apart, one ruler in from the middle of a long edge, heading for the other long edge. They sail straight ahead.",
    ],
    attacker: STRIKE,
    defender: PAIR_DEFENDS,
    clouds: null,
    victory: [
      "Attacker: 1 point for each bomb damage on a ship, doubled if it sinks.",
      "Defender: 1 point if no hit is scored.",
      ...LOSSES,
    ],
    ends: SHIP_ENDS,
  },
  airfield: {
    area: "Two game mats (68 × 98 cm) over the defender's territory; a short edge is the attacker's, the opposite one the defender's.",
    targets: [
      "Six airfield cards: two hangars, two buildings, an aircraft dispersal and an AA machine-gun post (ground troops, takes 20 damage).",
      "One of them a ruler from the centre of the defender's edge; the others at least a ruler from any edge and within half a ruler of another target.",
    ],
    attacker: "Two fighters half a ruler from the attacker's edge, at altitude 3 or 4.",
    defender:
      "Two fighters in formation half a ruler from the defender's edge, at altitude 3 or 4.",
    clouds: null,
    victory: [
      "Attacker: 2 points for each damage point on a hangar, 1 for each on another target (not the AA post).",
      "Each side: 16 points for each enemy plane shot down.",
      "Defender: 16 points if the attacker makes 16 or less from the airfield.",
    ],
    ends: "Ends when one side has no planes left on the table (shot down or gone).",
  },
  harbour: {
    area: "A coastal mat and a Sails of Glory mat (68 × 98 cm) over the defender's territory: the short land edge is the defender's, the opposite edge the attacker's.",
    targets: ["The harbour."],
    attacker:
      "Two bombers and two fighters in formation, half a ruler from the attacker's edge, at altitude 3; one bomber has a single climb counter.",
    defender:
      "Three fighters in formation touching one of the three edges of the coastal mat, at altitude 3 or 4 (the British choose the edge; the Axis roll for it).",
    clouds:
      "Two small irregular clouds placed at random, not over the harbour; they cover altitudes 3–6.",
    victory: [
      "Attacker: 2 points for bombs on the target, 1 for a near miss.",
      "Defender: 1 point if the target is missed completely.",
      ...LOSSES,
    ],
    ends: "Ends when one side has no planes left on the table (shot down or gone).",
  },
  dogfight: {
    area: "One game mat (68 × 98 cm) over the defender's territory.",
    targets: [],
    attacker: "Two fighters at altitude 3, placed by the position table.",
    defender: "Two fighters at altitude 3, placed by the position table.",
    clouds:
      "Two irregular clouds placed at random, not over nor straight ahead of any plane; they cover altitudes 3–9.",
    victory: ["The side with planes left when the enemy's are all shot down or gone."],
    ends: "Ends when one side has no planes left on the table.",
  },
};

export interface SheetAircraft {
  aircraft: string;
  pilot: string | null;
  name: string;
  rank: string;
  notes: string[];
}

export interface Sheet {
  mission: number;
  name: string;
  period: string;
  attacker: Side;
  floor: number;
  text: ScenarioText;
  ships: string[];
  sides: Record<Side, { role: "attacker" | "defender"; aircraft: SheetAircraft[] }>;
  dogfight: {
    spotter: Side;
    spotted: Side;
    position: number;
    place: RelativePosition;
    distance: number;
  } | null;
}

export function sheetFor(s: CampaignState, m: Mission): Sheet {
  const sc = SCENARIOS[m.scenario];
  const crew = (side: Side): SheetAircraft[] =>
    m.crews[side].map((slot) => {
      const p = slot.pilot ? findPilot(s, slot.pilot) : undefined;
      if (!p) return { aircraft: slot.aircraft, pilot: null, name: "—", rank: "", notes: [] };
      const notes: string[] = [];
      if (p.novice) notes.push("novice");
      if (p.skills.length) notes.push(`ace: ${p.skills.map((k) => SKILL_NAME[k]).join(", ")}`);
      if (p.lucky) notes.push("lucky");
      if (slot.asWounded) notes.push("old wound playing up: flies as if wounded");
      if (p.next.wound) notes.push("starts with one wound");
      if (p.next.extraDamage) notes.push(`his plane takes ${p.next.extraDamage} extra damage`);
      if (p.lasting.includes("blinded"))
        notes.push(
          p.keepsAimedFire
            ? "blinded in one eye: lost Perfect Aim, still gets the aimed-fire bonus"
            : "blinded in one eye: no aimed-fire bonus",
        );
      if (p.lasting.includes("national-hero"))
        notes.push("national hero: may not leave the battle early");
      for (const k of p.keepsakes)
        notes.push(
          `${k === "hip-flask" ? "hip-flask" : "cigarette case"}: ignores the next Aircrew special damage`,
        );
      if (p.lasting.includes("arm")) notes.push("serious arm injury: −5 to bale out");
      return { aircraft: slot.aircraft, pilot: p.id, name: p.name, rank: rankName(p), notes };
    });
  const df = m.dogfight;
  return {
    mission: m.n,
    name: sc.name(m.attacker),
    period: m.period === "early" ? "Early period (1940–41)" : "Later period (1941–42)",
    attacker: m.attacker,
    floor: sc.floor,
    text: TEXT[m.scenario],
    ships: SHIPS[m.scenario] ?? [],
    sides: {
      axis: { role: m.attacker === "axis" ? "attacker" : "defender", aircraft: crew("axis") },
      british: {
        role: m.attacker === "british" ? "attacker" : "defender",
        aircraft: crew("british"),
      },
    },
    dogfight: df
      ? {
          spotter: df.spotter,
          spotted: other(df.spotter),
          position: df.position,
          place: RELATIVE_POSITIONS[df.position - 1],
          distance: DOGFIGHT_DISTANCE[df.distance - 1],
        }
      : null,
  };
}

export const sideLabel = (side: Side) => SIDE_NAME[side];
