/** The set-up sheet of a sortie: what the table needs before the first card is played. */
import { ABILITY_INFO, AMMO_CARDS, BOMB_DAMAGE, SIDES, type Side } from "./facts.js";
import { planeOf } from "./roster.js";
import type { CampaignState, Sortie, TableAid } from "./state.js";
import { specOf } from "./tree.js";

export interface SheetAirman {
  id: string;
  name: string;
  role: "pilot" | "observer";
  health: number;
  maxHealth: number;
  abilities: { name: string; summary: string; reminder: string | null }[];
}

export interface SheetCrew {
  side: Side;
  plane: string;
  pilot: SheetAirman;
  observer: SheetAirman | null;
  ammo: string;
  rear: string | null;
  bombs: string | null;
  upgrade: boolean;
}

export interface Sheet {
  sortie: number;
  title: string;
  brief: string;
  year: number;
  attacker: Side | null;
  balloons: Record<Side, number>;
  targets: Record<Side, string[]>;
  crews: SheetCrew[];
  aids: TableAid[];
}

function airman(s: CampaignState, id: string): SheetAirman {
  const p = s.pilots.find((x) => x.id === id);
  if (!p) return { id, name: id, role: "pilot", health: 0, maxHealth: 0, abilities: [] };
  return {
    id,
    name: p.name,
    role: p.role,
    health: p.health,
    maxHealth: p.maxHealth,
    abilities: p.abilities.map((a) => ({
      name: ABILITY_INFO[a].name,
      summary: ABILITY_INFO[a].summary,
      reminder: ABILITY_INFO[a].everyTwoTurns
        ? "every two turns: put a blank counter down when used"
        : null,
    })),
  };
}

export function sheetFor(s: CampaignState, x: Sortie): Sheet {
  const spec = x.mission ? specOf(s, x.mission) : null;
  const name = (id: string) => s.tables.groundTargets.find((t) => t.id === id)?.name ?? "face down";
  const targets = { allies: [] as string[], central: [] as string[] };
  for (const side of SIDES)
    targets[side] = x.targets[side].map((t) => (t === "face-down" ? "face down" : name(t)));
  return {
    sortie: x.id,
    title: spec
      ? `Mission ${spec.id}: ${spec.name}, sortie ${x.n} of ${spec.sorties}`
      : `League game ${x.id}`,
    brief: spec?.brief ?? "Any scenario the players agree on; no capture.",
    year: x.year,
    attacker: x.attacker,
    balloons: x.balloons,
    targets,
    crews: x.crews.map((c) => {
      const plane = planeOf(s, c.plane);
      const bombs = c.bombs ? c.bombs.threes * 3 + c.bombs.singles : 0;
      return {
        side: c.side,
        plane: plane.name,
        pilot: airman(s, c.pilot),
        observer: c.observer ? airman(s, c.observer) : null,
        ammo: plane.deck
          ? `${AMMO_CARDS} cards face down from deck ${plane.deck}; the close-range second card from the shared deck`
          : "no forward guns",
        rear: plane.rearDeck ? `observer's gun: deck ${plane.rearDeck}` : null,
        bombs:
          bombs > 0
            ? `${c.bombs?.threes ?? 0} group(s) of three and ${c.bombs?.singles ?? 0} single bomb(s), ${BOMB_DAMAGE} damage each`
            : null,
        upgrade: !!c.upgrade,
      };
    }),
    aids: x.aids,
  };
}
