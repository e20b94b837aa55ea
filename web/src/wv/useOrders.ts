/**
 * One seat's sealed orders under way (orders.ts): the choices of a step both
 * sides take at once are kept on the page, shown as made, and sent as one
 * action once they settle the step. Any other step goes straight through.
 * The draft belongs to one seat at one step of the game: a new step (or the
 * other seat on a hot-seat screen) starts it empty.
 */
import { useCallback, useMemo, useState } from "react";
import type { SealedChoice } from "../../../src/games/winged-victory/game/state.js";
import type { WvView } from "../../../src/games/winged-victory/view/view.js";
import { choiceWords, drafted, isSealedChoice, settled, withChoice } from "./orders";

export function useOrders(view: WvView, seq: number, act: (a: unknown) => void) {
  const key = `${view.seat ?? ""}:${seq}`;
  const [draft, setDraft] = useState<{ key: string; choices: SealedChoice[] }>({
    key,
    choices: [],
  });
  const choices = useMemo(() => (draft.key === key ? draft.choices : []), [draft, key]);
  const shown = useMemo(() => drafted(view, choices), [view, choices]);
  const ready = settled(shown, choices);
  const choose = useCallback(
    (a: unknown) => {
      if (!isSealedChoice(view, a)) {
        act(a);
        return;
      }
      const next = withChoice(choices, a);
      setDraft({ key, choices: next });
      // The step's last choice: the whole orders go in at once.
      if (settled(drafted(view, next), next)) act({ type: "orders", choices: next });
    },
    [view, choices, key, act],
  );
  const send = useCallback(() => act({ type: "orders", choices }), [act, choices]);
  const clear = useCallback(() => setDraft({ key, choices: [] }), [key]);
  const words = useMemo(() => choices.map((c) => choiceWords(c, view)), [choices, view]);
  return { view: shown, choose, choices, words, ready, send, clear };
}
