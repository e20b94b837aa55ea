/** A fight flown with the owner's printed values says so, naming the parts his box file gave. */
import type { Printed } from "../../../src/games/winged-victory/game/printed.js";

const PARTS: [keyof Printed, string][] = [
  ["planes", "planes"],
  ["dice", "dice"],
  ["combat", "combat tables"],
  ["briefings", "briefings"],
  ["freeze", "Time Freezing table"],
  ["setup", "set-up table"],
];

export function PrintedLine({ printed }: { printed?: Printed }) {
  if (printed === undefined) return null;
  const parts = PARTS.filter(([k]) => printed[k] !== undefined).map(([, name]) => name);
  return (
    <p className="small muted" data-printed>
      Flown with your box's printed values: {parts.length ? parts.join(", ") : "none given"}.
    </p>
  );
}
