/**
 * A manoeuvre's notation (`dive-shallow:2+turn`, `turn-hard+keep1`,
 * `wingover:dive-hard`) as a player reads it: "shallow dive, 2 levels + turn".
 * The log and the web pages say manoeuvres this way; the flight computer and
 * the actions keep the notation.
 */
export function moveLabel(name: string): string {
  return name
    .split("+")
    .map((part) => {
      const dive = /^(?:(wingover):)?(climb|dive)-(shallow|hard)(?::(\d+))?$/.exec(part);
      if (dive) {
        const [, wingover, kind, how, levels] = dive;
        const core = `${how} ${kind}${levels ? `, ${levels} level${levels === "1" ? "" : "s"}` : ""}`;
        return wingover ? `wingover, ${core}` : core;
      }
      const turn = /^turn-(easy|normal|hard)$/.exec(part);
      if (turn) return `${turn[1]} turn`;
      const keep = /^keep(\d+)$/.exec(part);
      if (keep) return `keep ${keep[1]}`;
      return part === "side-slip" ? part : part.replace(/-/g, " ");
    })
    .join(" + ");
}

/** What a manoeuvre brought (the flight model's event codes), as a player says it. */
const EVENT_WORDS: Record<string, string> = {
  stall: "stall",
  crackup: "crackup",
  crash: "crashes into the ground",
  "falling-leaf": "falling leaf",
  "take-off": "takes off",
  landed: "lands",
  "heading-west": "falls heading west",
  "heading-east": "falls heading east",
  "structural-test": "Structural Test",
  "structural-test:crackup": "Structural Test: crackup",
  "structural-test:damage-4": "Structural Test: 4 damage",
  "structural-test:no-damage": "Structural Test: no damage",
  "handling-test": "Handling Test",
  "handling-test:control-lost": "Handling Test: control lost",
  "handling-test:control-kept": "Handling Test: control kept",
  "handling-test:control-regained": "Handling Test: control regained",
  "handling-test:structural-test": "Handling Test: a Structural Test follows",
};

export function eventLabel(code: string): string {
  const asked = code.endsWith(":not-rolled");
  const key = asked ? code.slice(0, -":not-rolled".length) : code;
  const words = EVENT_WORDS[key] ?? key.replace(/[-:]/g, " ");
  return asked ? `${words} (to roll)` : words;
}

/** An attitude ("dive-shallow") as a player says it ("shallow dive"). */
export const attitudeLabel = (attitude: string): string =>
  attitude === "level" ? "level" : moveLabel(attitude);

/** An engine box's mark ("speed-1", "leak") as the dashboard prints it. */
export const engineBoxLabel = (mark: string): string =>
  ({
    none: "no effect",
    "speed-1": "−1 to top speed",
    "speed-2": "−2 to top speed",
    leak: "leak",
    fire: "fire",
  })[mark] ?? mark;
