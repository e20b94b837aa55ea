/** A log line's rolls, each with its purpose; an Alea die shows its face in the die's colour. */
import type { Roll } from "../../../src/engine/dice.js";
import { DIE_COLOURS } from "../../../src/games/winged-victory/plane.js";

const DARK = new Set(["green", "red", "blue", "black", "grey"]);

export function Rolls({ rolls }: { rolls: Roll[] }) {
  if (rolls.length === 0) return null;
  return (
    <ul className="wv-rolls">
      {rolls.map((r, i) => {
        const colour = DIE_COLOURS.find((c) => r.purpose.toLowerCase().startsWith(`${c} die`));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's rolls in order.
          <li key={i} className="wv-roll">
            <span
              className={`wv-roll-face${colour ? ` die-${colour}` : ""}`}
              style={colour && DARK.has(colour) ? { color: "#fff" } : undefined}
              role="img"
              aria-label={`${colour ? `${colour} die` : `d${r.sides}`} showing ${r.value}`}
            >
              {r.value}
            </span>
            {!colour && <small>d{r.sides}</small>}
            <span className="purpose">{r.purpose}</span>
            {r.result && <span className="result"> — {r.result}</span>}
          </li>
        );
      })}
    </ul>
  );
}
