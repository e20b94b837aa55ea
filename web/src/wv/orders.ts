/**
 * A side's orders for a step both sides take at once (throttles and flak
 * markers; shots and holding fire), kept on the page until they settle the
 * whole step and then sent as one sealed action: the other seat learns
 * neither what nor how many choices were made until the step is over. The
 * server judges the orders; this only shows the seat its own choices so far.
 */
import { megaCentre, megaOf } from "../../../src/games/winged-victory/board/grid.js";
import { isSealedChoice, type SealedChoice } from "../../../src/games/winged-victory/game/state.js";
import type { WvView } from "../../../src/games/winged-victory/view/view.js";

/** Whether `a` is a choice of a step both sides take at once, in a view that is in one. */
export function isSealedStep(view: WvView, a: unknown): a is SealedChoice {
  const type = (a as { type?: unknown } | null)?.type;
  return (
    (view.phase === "throttle" || view.phase === "fire") &&
    typeof type === "string" &&
    isSealedChoice({ type })
  );
}

/** The draft with `a` added: a throttle set again replaces the first one set for that plane. */
export function withChoice(draft: readonly SealedChoice[], a: SealedChoice): SealedChoice[] {
  if (a.type !== "throttle") return [...draft, a];
  return [...draft.filter((c) => !(c.type === "throttle" && c.plane === a.plane)), a];
}

/** The view as the seat sees it with its draft noted: chosen throttles, markers and shots no longer offered. */
export function drafted(view: WvView, draft: readonly SealedChoice[]): WvView {
  if (draft.length === 0) return view;
  const r = view.megaRadius;
  const throttle = new Map<string, Extract<SealedChoice, { type: "throttle" }>>();
  const flakMegas = new Set<number>();
  const crews = new Set<string>();
  const shots: WvView["namedShots"] = [];
  for (const c of draft) {
    if (c.type === "throttle") throttle.set(c.plane, c);
    else if (c.type === "flak") flakMegas.add(megaOf(c, r));
    else if (c.type === "shoot") {
      crews.add(`${c.plane}.${c.crew}`);
      shots.push({ plane: c.plane, crew: c.crew, target: c.target, longBurst: c.longBurst });
    }
  }
  const held = draft[draft.length - 1]?.type === "hold";
  const left = view.flakMarkers.left - flakMegas.size;
  const flakOpen = (h: { col: number; level: number }) => left > 0 && !flakMegas.has(megaOf(h, r));
  const open = (a: WvView["actions"][number]) => {
    if (held) return false;
    if (a.type === "throttle") return !throttle.has(a.plane);
    if (a.type === "flak") return flakOpen(a);
    if (a.type === "shoot") return !crews.has(`${a.plane}.${a.crew}`);
    return true;
  };
  return {
    ...view,
    actions: view.actions.filter(open),
    throttles: view.throttles.map((t) => {
      const c = throttle.get(t.plane);
      return c ? { ...t, chosen: c.value, calls: [], call: c.freezeWithin ?? null } : t;
    }),
    flakMarkers: {
      left: Math.max(0, left),
      options: view.flakMarkers.options.filter(flakOpen),
      placed: [...view.flakMarkers.placed, ...[...flakMegas].map((m) => megaCentre(m, r))],
    },
    shots: held ? [] : view.shots.filter((s) => !crews.has(`${s.plane}.${s.crew}`)),
    namedShots: [...view.namedShots, ...shots],
  };
}

/** Whether the draft settles the seat's whole step (`shown`: the view with it noted): the orders are ready to go in. */
export function settled(shown: WvView, draft: readonly SealedChoice[]): boolean {
  if (draft.length === 0) return false;
  if (shown.phase === "throttle")
    return (
      shown.throttles.every((t) => t.chosen !== null) &&
      (shown.flakMarkers.left <= 0 || shown.flakMarkers.options.length === 0)
    );
  return draft[draft.length - 1].type === "hold" || shown.shots.length === 0;
}

/** A choice of the draft in a few words, for the seat's own list (`view`: the step's view before the draft, for a shooter's role). */
export function choiceWords(c: SealedChoice, view?: WvView): string {
  switch (c.type) {
    case "throttle":
      return `${c.plane}: throttle ${c.value}${c.freezeWithin ? `, Time Freezing call within ${c.freezeWithin}` : ""}`;
    case "flak":
      return `flak marker at Hex ${c.col}, level ${c.level}`;
    case "shoot": {
      const role = view?.shots.find((s) => s.plane === c.plane && s.crew === c.crew)?.role;
      return `${c.plane} (${role ?? `crew ${c.crew + 1}`}) at ${c.target}, ${c.longBurst ? "long" : "short"} burst`;
    }
    case "hold":
      return "hold fire";
  }
}
