/**
 * One seat's sealed orders under way (orders.ts): the choices of a step both
 * sides take at once are kept on the page, shown as made, and sent as one
 * action once they settle the step. Any other step goes straight through.
 * The draft belongs to one seat and the choices it was made from: the other
 * side's orders coming in leave it be (they change nothing this seat may
 * choose), while a new step, orders sent, or the other seat on a hot-seat
 * screen start it empty.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { SealedChoice } from "../../../src/games/winged-victory/game/state.js";
import type { WvView } from "../../../src/games/winged-victory/view/view.js";
import { choiceWords, drafted, isSealedStep, settled, withChoice } from "./orders";

export function useOrders(view: WvView, act: (a: unknown) => void) {
  const key = useMemo(() => `${view.seat ?? ""}|${JSON.stringify(view.actions)}`, [view]);
  const [draft, setDraft] = useState<{ key: string; choices: SealedChoice[] }>({
    key,
    choices: [],
  });
  // Another step (or these orders gone in): the draft starts again, and stays empty if the step comes back.
  useEffect(() => setDraft((d) => (d.key === key ? d : { key, choices: [] })), [key]);
  const choices = useMemo(() => (draft.key === key ? draft.choices : []), [draft, key]);
  const shown = useMemo(() => drafted(view, choices), [view, choices]);
  const ready = settled(shown, choices);
  const choose = useCallback(
    (a: unknown) => {
      if (!isSealedStep(view, a)) {
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
