/**
 * No system names a seat like a role: a link's powers come from how it was
 * issued, and a seat called "owner" would read as the owner's in pages and
 * logs. Systems whose seats are fixed are checked here; Knights of the Air,
 * whose seats are the club's players, refuses the name in its own tests.
 */
import { describe, expect, it } from "vitest";
import { isReservedSeat } from "../engine/seats.js";
import { SYSTEMS } from "./registry.js";

describe("seat names", () => {
  for (const rules of Object.values(SYSTEMS)) {
    it(`${rules.title}: no seat of a default game takes a reserved name`, () => {
      let options: unknown;
      try {
        options = rules.parseOptions({});
      } catch {
        return; // a system that needs options (none yet) is checked by its own tests
      }
      expect(rules.seats(options).filter(isReservedSeat)).toEqual([]);
    });
  }
  it("refuses 'owner' in any case", () => {
    expect(["owner", "Owner", " OWNER "].every(isReservedSeat)).toBe(true);
    expect(isReservedSeat("owner-1")).toBe(false);
  });
});
