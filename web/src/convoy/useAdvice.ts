/** Advisor estimates for the position shown, computed off the main thread. */
import { useEffect, useRef, useState } from "react";
import { ADVISOR_ROLLOUTS, type Estimate } from "../../../src/games/malta-convoy/advisor.js";
import type { OptionName } from "../../../src/games/malta-convoy/data.js";
import type { ConvoyState } from "../../../src/games/malta-convoy/state.js";

export interface Advice {
  estimates: Estimate[];
  pick: OptionName | null;
  /** The choices the pick cannot be told apart from at this many rollouts (empty: the pick is clear). */
  tied: (OptionName | null)[];
  /** Whether the rollouts ran on the WebAssembly kernel (else on the JavaScript path). */
  kernel: boolean;
}

export function useAdvice(
  state: ConvoyState,
  key: string,
  enabled: boolean,
  rollouts = ADVISOR_ROLLOUTS,
): Advice | null {
  // Advice is kept with the position it is for, so a new turn never shows the last one's.
  const [advice, setAdvice] = useState<(Advice & { key: string }) | null>(null);
  const worker = useRef<Worker | null>(null);
  const ask = useRef(0);
  useEffect(() => {
    const w = new Worker(new URL("./advice.worker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    w.onmessage = (e) => {
      if (e.data.id === ask.current) {
        const { estimates, pick, tied, kernel, key: at } = e.data;
        setAdvice({ estimates, pick, tied, kernel, key: at });
      }
    };
    return () => w.terminate();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the position; the state is read with it.
  useEffect(() => {
    setAdvice(null);
    if (!enabled || !worker.current) return;
    ask.current++;
    worker.current.postMessage({ id: ask.current, key, state, rollouts });
  }, [key, enabled, rollouts]);
  return advice && advice.key === key ? advice : null;
}
