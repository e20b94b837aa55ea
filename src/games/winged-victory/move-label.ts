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
