/**
 * Wings over Malta: a step's working copy of a campaign. `act` never changes
 * the campaign it is given, yet the rules read best as changes made to one;
 * so each step works on a draft that copies only what a step may change:
 * the top level, the mission being prepared or flown, the after-action
 * queue, and an airman only when the rules look him up (`pilotOf`). Earlier
 * missions, every airman the step leaves alone and their careers are shared
 * with the campaign before the step, so a step costs what it changes, not
 * what the campaign holds.
 */
import { copyReopen } from "./kept.js";
import type { CampaignState, Mission, Phase, Pilot, Task } from "./state.js";

/** For each draft still being worked on, the airmen it holds copies of (or enlisted itself). */
const owned = new WeakMap<CampaignState, Set<string>>();

const copyPilot = (p: Pilot): Pilot => ({
  ...p,
  skills: [...p.skills],
  keepsakes: [...p.keepsakes],
  lasting: [...p.lasting],
  next: { ...p.next },
  // Career lines are never changed once written: the list is copied, the lines shared.
  career: [...p.career],
});

function copyMission(m: Mission): Mission {
  const copy: Mission = {
    ...m,
    crews: {
      axis: m.crews.axis.map((x) => ({ ...x })),
      british: m.crews.british.map((x) => ({ ...x })),
    },
    sittingOut: [...m.sittingOut],
    fates: [...m.fates],
  };
  if (m.oldWounds) copy.oldWounds = { ...m.oldWounds };
  return copy;
}

const copyTask = (t: Task): Task =>
  t.kind === "walk"
    ? { kind: "walk", walk: { ...t.walk, used: [...t.walk.used], notes: [...t.walk.notes] } }
    : t;

/** Only the after-action queue is changed in place; the other phases are replaced whole. */
const copyPhase = (ph: Phase): Phase =>
  ph.kind === "after" ? { kind: "after", tasks: ph.tasks.map(copyTask), pending: ph.pending } : ph;

/** A working copy of `s` for one step; `settle` it before handing it out. */
export function draft(s: CampaignState): CampaignState {
  const missions = s.missions.slice();
  const last = missions.length - 1;
  if (last >= 0 && missions[last].n === s.mission) missions[last] = copyMission(missions[last]);
  const d: CampaignState = {
    ...s,
    crossed: [...s.crossed],
    missions,
    pilots: s.pilots.slice(),
    named: { ...s.named },
    phase: copyPhase(s.phase),
  };
  if (s.reopen) d.reopen = copyReopen(s.reopen);
  owned.set(d, new Set());
  return d;
}

/**
 * From here on the draft's airmen count as shared again: the next change to
 * one copies him afresh. For keeping the roster as it stands now (a
 * correction's starting point), or after putting such a roster back.
 */
export function letGo(d: CampaignState): void {
  if (owned.has(d)) owned.set(d, new Set());
}

/** The draft is done: from now on it is a campaign like any other, never changed again. */
export function settle(d: CampaignState): void {
  owned.delete(d);
}

/**
 * The airman at index `i` of `s`, ready to be changed: in a draft, copied
 * on first use (later look-ups in the same step find the copy); in any
 * other campaign, the airman himself.
 */
export function own(s: CampaignState, i: number): Pilot {
  const mine = owned.get(s);
  const p = s.pilots[i];
  if (!mine || mine.has(p.id)) return p;
  const copy = copyPilot(p);
  s.pilots[i] = copy;
  mine.add(p.id);
  return copy;
}

/** Marks an airman enlisted in this step as the draft's own (nothing to copy). */
export function adopt(s: CampaignState, p: Pilot): void {
  owned.get(s)?.add(p.id);
}
