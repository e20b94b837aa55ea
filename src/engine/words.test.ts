import { describe, expect, it } from "vitest";
import { article, count, nounFor, plural, withArticle } from "./words.js";

describe("counts and articles", () => {
  it("uses the singular for exactly one and the plural otherwise", () => {
    expect(count(1, "kill")).toBe("1 kill");
    expect(count(2, "kill")).toBe("2 kills");
    expect(count(0, "mission")).toBe("0 missions");
    expect(count(1, "claim")).toBe("1 claim");
    expect(count(3, "interception")).toBe("3 interceptions");
    expect(nounFor(1, "interception")).toBe("interception");
  });

  it("knows the plurals the systems meet", () => {
    expect(plural("victory")).toBe("victories");
    expect(plural("cargo ship")).toBe("cargo ships");
    expect(plural("aircraft")).toBe("aircraft");
    expect(plural("box")).toBe("boxes");
    expect(plural("die")).toBe("dice");
    expect(plural("day")).toBe("days");
    expect(count(2, "man", "men")).toBe("2 men");
  });

  it("chooses a or an by sound", () => {
    expect(withArticle("Allied plane")).toBe("an Allied plane");
    expect(withArticle("Allies plane")).toBe("an Allies plane");
    expect(withArticle("Hurricane")).toBe("a Hurricane");
    expect(withArticle("RAF pilot")).toBe("an RAF pilot");
    expect(withArticle("SM.79")).toBe("an SM.79");
    expect(withArticle("Bf 109")).toBe("a Bf 109");
    expect(withArticle("one-seater")).toBe("a one-seater");
    expect(withArticle("hour")).toBe("an hour");
    expect(withArticle("8-kill ace")).toBe("an 8-kill ace");
    expect(withArticle("Central pilot")).toBe("a Central pilot");
    expect(article("observer")).toBe("an");
    expect(article("unit")).toBe("a");
  });
});
