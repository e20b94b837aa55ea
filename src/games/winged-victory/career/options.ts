/** The Squadron Career's creation options: flying corps, role, dates, name, and any typed-in tables. */
import { z } from "zod";
import { RuleError } from "../../../engine/errors.js";
import { plainIssues } from "../../../engine/issues.js";
import { boxOf, type Printed, parsePrinted } from "../game/printed.js";
import { corpsFlies } from "./availability.js";
import { FIRST_DAY, isDate, LAST_DAY } from "./calendar.js";
import {
  type CareerTables,
  CORPS,
  type Corps,
  DEFAULT_TABLES,
  parseTables,
  ROLE_CODE,
  ROLES,
  type Role,
} from "./tables.js";

export interface CareerOptions {
  squadron: string;
  corps: Corps;
  role: Role;
  start: string;
  end: string;
  tables: CareerTables;
  /** The owner's box file (game/printed.ts), kept as given. */
  printed?: Printed;
}

export const CORPS_SIDE = { rfc: "allies", luftstreitkrafte: "germans" } as const;

/** The corps's name on a date: the Royal Flying Corps became the Royal Air Force on 1 April 1918. */
export const corpsName = (c: Corps, date: string) =>
  c === "luftstreitkrafte"
    ? "Luftstreitkräfte"
    : date >= "1918-04-01"
      ? "Royal Air Force"
      : "Royal Flying Corps";

export const ROLE_NAME: Record<Role, string> = {
  fighter: "fighter squadron",
  "two-seater": "two-seater squadron",
  bomber: "bomber squadron",
};

const DEFAULT_NAME: Record<Corps, Record<Role, string>> = {
  rfc: { fighter: "No. 60 Squadron", "two-seater": "No. 12 Squadron", bomber: "No. 207 Squadron" },
  luftstreitkrafte: {
    fighter: "Jagdstaffel 10",
    "two-seater": "Flieger-Abteilung 33",
    bomber: "Bombengeschwader 3",
  },
};

const schema = z
  .object({
    squadron: z
      .string()
      .trim()
      .min(1, "a squadron needs a name: this one is blank")
      .max(60)
      .optional(),
    corps: z.enum(CORPS).optional(),
    role: z.enum(ROLES).optional(),
    start: z.string().max(10).optional(),
    end: z.string().max(10).optional(),
    tables: z.unknown().optional(),
    printed: z.unknown().optional(),
  })
  .strict();

const bad = (msg: string) => new RuleError(`Squadron Career options: ${msg}`);

export function parseOptions(input: unknown): CareerOptions {
  const r = schema.safeParse(input ?? {});
  if (!r.success) {
    const msg = plainIssues(r.error, "options");
    throw bad(msg);
  }
  const o = r.data;
  const corps = o.corps ?? "rfc";
  const role = o.role ?? "fighter";
  const start = o.start ?? "1917-06-01";
  const end = o.end ?? LAST_DAY;
  for (const [k, v] of [
    ["start", start],
    ["end", end],
  ] as const) {
    if (!isDate(v)) throw bad(`${k}: "${v}" is not a date written YYYY-MM-DD`);
    if (v < FIRST_DAY || v > LAST_DAY)
      throw bad(`${k}: the career runs from ${FIRST_DAY} to the Armistice, ${LAST_DAY}`);
  }
  if (end <= start) throw bad(`end: ${end} is not after the start, ${start}`);
  const printed = o.printed === undefined ? undefined : parsePrinted(o.printed);
  // The tables may name the box file's planes, new ones too.
  const known = boxOf(printed === undefined ? {} : { printed }).typeOf;
  const tables =
    o.tables === undefined ? DEFAULT_TABLES : parseTables(o.tables, DEFAULT_TABLES, known);
  if (!corpsFlies({ tables, printed }, CORPS_SIDE[corps], corps, ROLE_CODE[role]))
    throw bad(`role: the ${corpsName(corps, start)} has no ${ROLE_NAME[role]} in the plane list`);
  return {
    squadron: o.squadron ?? DEFAULT_NAME[corps][role],
    corps,
    role,
    start,
    end,
    tables,
    ...(printed === undefined ? {} : { printed }),
  };
}
