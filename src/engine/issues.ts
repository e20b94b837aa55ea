/**
 * What a checked input got wrong, said plainly: a schema's findings (a form,
 * a file, an action) become "where: what", with the place named the way a
 * player counts (the first plane is #1) and the fault in words ("must be a
 * whole number", "must be at most 367") instead of the checker's own terms.
 * A message a schema states itself (a refinement's words) is kept as it is.
 */
import type { z } from "zod";

type Issue = z.core.$ZodIssue;

/** The checker's own wording begins so; any other message was written for players and is kept. */
const DEFAULT_WORDING = /^(Invalid|Too big|Too small|Unrecognized key)/;

const KINDS: Record<string, string> = {
  int: "a whole number",
  number: "a number",
  string: "text",
  boolean: "true or false",
  array: "a list",
  tuple: "a list",
  object: "a group of named values",
  record: "a group of named values",
  null: "null",
};

const said = (v: unknown) => (typeof v === "string" ? `"${v}"` : String(v));

/** Where an issue lies: "planes #1 › col" (list places counted from 1), or the root's name. */
export function issuePlace(path: readonly PropertyKey[], root: string): string {
  if (path.length === 0) return root;
  return path
    .map((p, k) =>
      typeof p === "number"
        ? k === 0
          ? `#${p + 1}`
          : ` #${p + 1}`
        : k
          ? ` › ${String(p)}`
          : String(p),
    )
    .join("");
}

function bound(i: Issue & { code: "too_big" | "too_small" }): string {
  const big = i.code === "too_big";
  const n = Number(big ? i.maximum : (i as { minimum: number }).minimum);
  const exact = i.exact === true;
  switch (i.origin) {
    case "string":
      if (!big && n === 1 && !exact) return "must not be empty";
      return `must be ${exact ? "exactly" : big ? "at most" : "at least"} ${n} character${n === 1 ? "" : "s"} long`;
    case "array":
    case "set":
      if (!big && n === 1 && !exact) return "must not be empty";
      return `must have ${exact ? "exactly" : big ? "at most" : "at least"} ${n} item${n === 1 ? "" : "s"}`;
    default:
      if (i.inclusive === false) return `must be ${big ? "below" : "above"} ${n}`;
      return `must be ${big ? "at most" : "at least"} ${n}`;
  }
}

/** The fault of one issue in words (the place not included). */
function fault(i: Issue): { path: readonly PropertyKey[]; what: string } {
  if (i.code === "custom" || !DEFAULT_WORDING.test(i.message))
    return { path: i.path, what: i.message };
  switch (i.code) {
    case "invalid_type": {
      if (/received undefined$/.test(i.message)) return { path: i.path, what: "is missing" };
      return { path: i.path, what: `must be ${KINDS[i.expected] ?? i.expected}` };
    }
    case "too_big":
    case "too_small":
      return { path: i.path, what: bound(i) };
    case "invalid_value": {
      const shown = i.values.slice(0, 12).map(said).join(", ");
      const more = i.values.length > 12 ? ", …" : "";
      return {
        path: i.path,
        what: i.values.length === 1 ? `must be ${shown}` : `must be one of ${shown}${more}`,
      };
    }
    case "unrecognized_keys":
      return {
        path: i.path,
        what: `has no field${i.keys.length === 1 ? "" : "s"} named ${i.keys.map(said).join(", ")}`,
      };
    case "not_multiple_of":
      return { path: i.path, what: `must be a multiple of ${i.divisor}` };
    case "invalid_format":
      return { path: i.path, what: "is not written the right way" };
    case "invalid_union": {
      // The shape it came nearest to: the branch with the fewest faults, its first one.
      const near = i.errors.filter((e) => e.length > 0).sort((a, b) => a.length - b.length)[0];
      if (!near) return { path: i.path, what: "is none of the shapes it may take" };
      const inner = fault(near[0]);
      return { path: [...i.path, ...inner.path], what: inner.what };
    }
    case "invalid_key":
    case "invalid_element": {
      const first = i.issues[0];
      if (!first) return { path: i.path, what: "is not allowed here" };
      const inner = fault(first);
      return { path: [...i.path, ...inner.path], what: inner.what };
    }
    default:
      return { path: (i as Issue).path, what: (i as Issue).message };
  }
}

/** One issue: "where: what". */
export function plainIssue(i: Issue, root: string): string {
  const f = fault(i);
  return `${issuePlace(f.path, root)}: ${f.what}`;
}

/** Every issue (at most `max`), each "where: what", joined by "; ". */
export function plainIssues(
  error: { issues: readonly Issue[] } | readonly Issue[],
  root: string,
  max = 6,
): string {
  const issues = "issues" in error ? error.issues : error;
  const lines = issues.slice(0, max).map((i) => plainIssue(i, root));
  if (issues.length > max) lines.push(`and ${issues.length - max} more`);
  return lines.join("; ");
}
