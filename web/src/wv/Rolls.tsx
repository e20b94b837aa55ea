/**
 * A log line's rolls, each with its purpose. An Alea die shows the face it
 * came up on, in the die's colour: the combat result (– a miss, 1–3 damage,
 * ✸ destroyed) over the test icon (✗, I, II) or the number, the part the
 * roll reads in bold. Other dice show their value.
 */
import type { Roll } from "../../../src/engine/dice.js";
import { DIE_COLOURS } from "../../../src/games/winged-victory/planes/plane.js";

const DARK = new Set(["green", "red", "blue", "black", "grey"]);
const RESULT: Record<string, string> = { miss: "–", destroyed: "✸" };
const ICON: Record<string, string> = { fail: "✗", i: "I", ii: "II" };
/** The part of the face a purpose reads ("Red die, number: …"). */
const READS = /^\w+ die, (result|icon|number|face): /i;

/** An Alea face's label ("2 i", "destroyed #6", "miss fail") as the die shows it. */
export function faceOf(label: string): { result: string; mark: string } | null {
  const m = /^(miss|1|2|3|destroyed)(?: (fail|i|ii))?(?: #(\d))?$/.exec(label.trim());
  if (!m) return null;
  return {
    result: RESULT[m[1]] ?? m[1],
    mark: m[2] ? ICON[m[2]] : m[3] ? `#${m[3]}` : "",
  };
}

function Face({ r, colour }: { r: Roll; colour: string }) {
  const face = r.result ? faceOf(r.result) : null;
  const reads = READS.exec(r.purpose)?.[1].toLowerCase() ?? "face";
  const style = DARK.has(colour) ? { color: "#fff" } : undefined;
  if (!face) {
    return (
      <span
        className={`wv-roll-face die-${colour}`}
        style={style}
        role="img"
        aria-label={`${colour} die showing face ${r.value}`}
      >
        {r.value}
      </span>
    );
  }
  return (
    <span
      className={`wv-roll-face alea die-${colour}`}
      style={style}
      role="img"
      data-face={r.result}
      aria-label={`${colour} die showing ${r.result}`}
    >
      <span className={reads === "result" || reads === "face" ? "reads" : ""}>{face.result}</span>
      {face.mark && (
        <span className={reads === "icon" || reads === "number" ? "mark reads" : "mark"}>
          {face.mark}
        </span>
      )}
    </span>
  );
}

export function Rolls({ rolls }: { rolls: Roll[] }) {
  if (rolls.length === 0) return null;
  return (
    <ul className="wv-rolls">
      {rolls.map((r, i) => {
        const colour = DIE_COLOURS.find((c) => r.purpose.toLowerCase().startsWith(`${c} die`));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's rolls in order.
          <li key={i} className="wv-roll">
            {colour ? (
              <Face r={r} colour={colour} />
            ) : (
              <>
                <span
                  className="wv-roll-face"
                  role="img"
                  aria-label={`d${r.sides} showing ${r.value}`}
                >
                  {r.value}
                </span>
                <small>d{r.sides}</small>
              </>
            )}
            <span className="purpose">{r.purpose}</span>
            {r.result && <span className="result"> — {r.result}</span>}
          </li>
        );
      })}
    </ul>
  );
}
