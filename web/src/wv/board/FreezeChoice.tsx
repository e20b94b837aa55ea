/**
 * Time Freezing, once for the manoeuvre about to be flown: a sentence on what
 * it does, a link to its rule, and after how many Hexes to stop the clock.
 */
import type { MoveCost } from "../../../../src/games/winged-victory/view/view.js";
import { RuleLink } from "../../rules/RuleNote";

export const FREEZE_RULE = { system: "winged-victory", anchor: "combat#time-freezing" };

/** What the freeze chosen does with manoeuvre `m` (nothing to say: no freeze chosen). */
export function freezeNote(m: MoveCost, at: number | null): string | undefined {
  if (at === null) return undefined;
  if (m.freezeAfter.includes(at))
    return `time freezes after ${at} Hex${at === 1 ? "" : "es"} of it`;
  if (m.freezeAfter.length === 0) return "no Time Freezing with this one";
  return `with this one time may freeze only after ${m.freezeAfter.join(", ")} Hexes`;
}

export function FreezeChoice({
  moves,
  at,
  set,
}: {
  moves: readonly MoveCost[];
  at: number | null;
  set: (n: number | null) => void;
}) {
  const points = [...new Set(moves.flatMap((m) => m.freezeAfter))].sort((a, b) => a - b);
  if (points.length === 0) return null;
  return (
    <div className="wv-freeze-choice small">
      <p>
        <strong>Time Freezing</strong>: stop the clock part-way, so the shots come before planes
        flying at each other pass.{" "}
        <RuleLink rule={FREEZE_RULE} title="Time Freezing">
          The rule
        </RuleLink>
      </p>
      <label>
        Stop the clock{" "}
        <select
          aria-label="Time Freezing"
          value={at ?? ""}
          onChange={(e) => set(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">no</option>
          {points.map((n) => (
            <option key={n} value={n}>
              after {n} Hex{n === 1 ? "" : "es"}
            </option>
          ))}
        </select>{" "}
        of the manoeuvre you fly
      </label>
    </div>
  );
}
