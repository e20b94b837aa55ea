/**
 * A click that raced another seat's move (the server answered "stale"): in a
 * step both sides take at once, such as setting throttles, the other side's
 * move leaves this seat's choices as they were, and the click stands. It is
 * sent again only then: when the seat's legal actions after the other move
 * are exactly those it chose from, the action among them (sealed orders:
 * each of their choices among them). Otherwise the
 * board has changed under the player, who chooses again from what it shows.
 */
export function clickStands(before: unknown, after: unknown, action: unknown): boolean {
  const was = actionsOf(before);
  const now = actionsOf(after);
  if (!was || !now || was.length !== now.length) return false;
  const keys = now.map((a) => JSON.stringify(a));
  if (was.some((a, k) => JSON.stringify(a) !== keys[k])) return false;
  // Sealed orders (a side's choices of the step as one action): each choice among them.
  const choices = (action as { type?: unknown; choices?: unknown } | null)?.choices;
  if ((action as { type?: unknown }).type === "orders" && Array.isArray(choices))
    return choices.length > 0 && choices.every((c) => keys.includes(JSON.stringify(c)));
  return keys.includes(JSON.stringify(action));
}

function actionsOf(view: unknown): unknown[] | null {
  const actions = (view as { actions?: unknown } | null)?.actions;
  return Array.isArray(actions) ? actions : null;
}
