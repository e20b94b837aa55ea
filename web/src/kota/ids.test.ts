/** A new campaign's seat ids: never the owner's name, whatever the club types. */
import { describe, expect, it } from "vitest";
import { playerNameProblem, seatIds } from "./ids";

describe("a new campaign's seat ids", () => {
  it("come from the names, unique, with a number where the name gives none", () => {
    expect(seatIds(["Ann", "Bert", "Ann", ""], "p")).toEqual(["ann", "bert", "ann-3", "p4"]);
    expect(seatIds(["WC Smith"], "p")).toEqual(["p1"]);
  });

  it("never make the owner's name, even from a name the page lets through", () => {
    const ids = seatIds(["Owner!", "Jim Owner", "owner.", "Ann"], "p");
    expect(ids).toEqual(["owner-1", "jim-owner", "owner-3", "ann"]);
    for (const id of ids) expect(id.toLowerCase()).not.toBe("owner");
  });

  it("refuse a player called Owner, in any case, and let Jim Owner be", () => {
    expect(playerNameProblem("Owner")).toBe(
      "\"Owner\" is kept for the campaign's owner: give the player's full name (Jim Owner).",
    );
    expect(playerNameProblem(" OWNER ")).toMatch(/^"OWNER" is kept/);
    expect(playerNameProblem("Jim Owner")).toBeNull();
    expect(playerNameProblem("")).toBeNull();
  });
});
