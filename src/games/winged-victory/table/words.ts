/** The companion's lines in players' words. */

/**
 * A move's line with the manoeuvre said once: "A1 flies falling leaf
 * (falling leaf): …" → "A1 flies falling leaf: …" (what happened in it that
 * only repeats its name is dropped; anything else stays in the brackets).
 */
export function sayOnce(line: string): string {
  const m = /^(\S+ flies )([^(:]+?) \(([^)]*)\)(:.*)?$/.exec(line);
  if (!m) return line;
  const [, head, move, said, tail = ""] = m;
  const rest = said.split(", ").filter((x) => x !== move);
  return `${head}${move}${rest.length ? ` (${rest.join(", ")})` : ""}${tail}`;
}
