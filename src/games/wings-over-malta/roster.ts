/** Wings over Malta: the rosters — enlisting airmen, who is free to fly, status. */
import { RuleError } from "../../engine/errors.js";
import { AIRCRAFT, RANKS, type Role, SERVICE_SIDE, type Service } from "./data.js";
import { adopt, own } from "./draft.js";
import { nameFor } from "./names.js";
import type { CampaignState, Pilot } from "./state.js";

/** Where airman `id` is on the roster, or −1: ids are P1, P2, … in the order enlisted, so the number finds him. */
function indexOf(s: CampaignState, id: string): number {
  const i = typeof id === "string" ? Number(id.slice(1)) - 1 : -1;
  if (Number.isInteger(i) && s.pilots[i]?.id === id) return i;
  return s.pilots.findIndex((x) => x.id === id);
}

/** The airman `id`, if on the roster (for reading only). */
export function findPilot(s: CampaignState, id: string): Pilot | undefined {
  const i = indexOf(s, id);
  return i < 0 ? undefined : s.pilots[i];
}

/** The airman `id`; within a step, a copy of him the step may change (see draft.ts). */
export function pilotOf(s: CampaignState, id: string): Pilot {
  const i = indexOf(s, id);
  if (i < 0) throw new RuleError(`there is no airman ${id}`);
  return own(s, i);
}

export const rankName = (p: Pilot) => RANKS[p.service][p.rank];
export const fullName = (p: Pilot) => `${rankName(p)} ${p.name}`;

/** How a status reads on a roster. */
export const STATUS_LABEL: Record<Pilot["status"], string> = {
  active: "fit",
  hospital: "hospital",
  ceremony: "medal ceremony",
  prisoner: "prisoner",
  killed: "killed",
  crippled: "crippled",
  ministry: "Air Ministry",
};

/** Gone for good: killed, prisoner, crippled, or at the Air Ministry. */
export const gone = (p: Pilot) =>
  p.status === "killed" ||
  p.status === "prisoner" ||
  p.status === "crippled" ||
  p.status === "ministry";

/** Free to be chosen for the mission being prepared. */
export const available = (p: Pilot) => !gone(p) && p.miss === 0;

/** Sets the status from the missions still to miss (permanent statuses stay). */
export function refresh(p: Pilot): void {
  if (gone(p)) return;
  if (p.miss <= 0) {
    p.miss = 0;
    p.missWhy = null;
    p.status = "active";
  } else p.status = p.missWhy?.startsWith("medal") ? "ceremony" : "hospital";
}

export function enlist(
  s: CampaignState,
  service: Service,
  role: Role,
  opts: { name?: string; experienced?: boolean; why: string },
): Pilot {
  const name = opts.name?.trim() || nameFor(service, s.named[service]++);
  const p: Pilot = {
    id: `P${s.nextId++}`,
    name,
    side: SERVICE_SIDE[service],
    service,
    role,
    rank: 0,
    xp: 0,
    steps: 0,
    novice: !opts.experienced,
    flown: 0,
    kills: 0,
    shares: 0,
    status: "active",
    miss: 0,
    missWhy: null,
    lucky: false,
    skills: [],
    medals: 0,
    scars: 0,
    keepsakes: [],
    lasting: [],
    next: { wound: false, extraDamage: 0 },
    career: [{ mission: s.mission, text: opts.why }],
  };
  s.pilots.push(p);
  adopt(s, p);
  return p;
}

/** Whether an airman may fly an aircraft: his service and his role (fighter pilot or bomber crew). */
export function fits(p: Pilot, aircraft: string): boolean {
  const a = AIRCRAFT[aircraft];
  return a !== undefined && a.service === p.service && a.role === p.role;
}

/**
 * The manager's proposal for a list of aircraft: free airmen of the right
 * service and role, most experienced first; novices are enlisted if the
 * roster runs short (ruling W6).
 */
export function propose(s: CampaignState, aircraft: string[]): string[] {
  const taken = new Set<string>();
  // The roster's order is the order enlisted: a stable sort on XP puts the earlier enlisted first among equals.
  const free = s.pilots.filter(available).sort((a, b) => b.xp - a.xp);
  return aircraft.map((type) => {
    const pick = free.find((p) => fits(p, type) && !taken.has(p.id));
    const a = AIRCRAFT[type];
    const p =
      pick ??
      enlist(s, a.service, a.role, { why: `Joins the squadron as a replacement (${type})` });
    taken.add(p.id);
    return p.id;
  });
}

/** Adds a line to an airman's career record. */
export const careerLine = (p: Pilot, mission: number, text: string) =>
  p.career.push({ mission, text });
