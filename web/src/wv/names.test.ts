import { describe, expect, it } from "vitest";
import { hexCount } from "./names";

describe("a number of Hexes in words", () => {
  it("says one Hex in the singular and any other count in the plural", () => {
    expect(hexCount(1)).toBe("1 Hex");
    expect(hexCount(0)).toBe("0 Hexes");
    expect(hexCount(4)).toBe("4 Hexes");
  });
});
