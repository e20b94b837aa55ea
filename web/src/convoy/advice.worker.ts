/// <reference lib="webworker" />
/** The advisor in a Web Worker, so the page stays responsive while it rolls out the game. */
import { advise, best, tiedWith } from "../../../src/games/malta-convoy/advisor.js";
import type { ConvoyState } from "../../../src/games/malta-convoy/state.js";

self.onmessage = (e: MessageEvent<{ id: number; state: ConvoyState; rollouts: number }>) => {
  const estimates = advise(e.data.state, e.data.rollouts);
  const pick = best(estimates);
  self.postMessage({
    id: e.data.id,
    estimates,
    pick: pick.option,
    tied: tiedWith(estimates, pick).map((t) => t.option),
  });
};
