import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issuePlace, plainIssues } from "./issues.js";

const schema = z
  .object({
    title: z.string().min(1).max(80),
    planes: z
      .array(
        z
          .object({
            col: z.number().int().min(0).max(367),
            level: z.number().int().min(1).max(30),
            type: z.enum(["camel", "se5a"]),
          })
          .strict(),
      )
      .min(1)
      .max(8),
    when: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("a"), n: z.number() }),
      z.object({ kind: z.literal("b") }),
    ]),
    start: z.string().refine((v) => v.length === 7, "write the month as YYYY-MM"),
  })
  .strict();

const said = (v: unknown) => {
  const r = schema.safeParse(v);
  if (r.success) throw new Error("the value passed");
  return plainIssues(r.error, "options", 20);
};

describe("a schema's findings said plainly", () => {
  it("names the place as a player counts and the fault in words", () => {
    const text = said({
      title: "",
      planes: [{ col: 1.5, level: 999, type: "spad", x: 1 }],
      when: { kind: "a" },
      start: "1917",
      extra: 1,
    });
    expect(text.split("; ")).toEqual([
      "title: must not be empty",
      "planes #1 › col: must be a whole number",
      "planes #1 › level: must be at most 30",
      'planes #1 › type: must be one of "camel", "se5a"',
      'planes #1: has no field named "x"',
      "when › n: is missing",
      "start: write the month as YYYY-MM",
      'options: has no field named "extra"',
    ]);
  });

  it("says lengths, list sizes, wrong kinds and the whole input's own fault", () => {
    expect(said({ title: "x".repeat(81), planes: [], when: { kind: "b" }, start: "1917-04" })).toBe(
      "title: must be at most 80 characters long; planes: must not be empty",
    );
    expect(said("nonsense")).toBe("options: must be a group of named values");
    expect(
      said({
        title: 3,
        planes: Array(9).fill({ col: -1, level: 1, type: "camel" }),
        when: { kind: "b" },
        start: "1917-04",
      }),
    ).toBe("title: must be text; planes: must have at most 8 items");
  });

  it("counts list places from 1 wherever they are, and keeps to a few findings", () => {
    expect(issuePlace([0], "file")).toBe("#1");
    expect(issuePlace(["dice", "faces", "blue", 2, "result"], "file")).toBe(
      "dice › faces › blue #3 › result",
    );
    const r = z.array(z.number()).safeParse(["a", "b", "c"]);
    expect(r.success).toBe(false);
    if (!r.success)
      expect(plainIssues(r.error, "list", 2)).toBe(
        "#1: must be a number; #2: must be a number; and 1 more",
      );
  });
});
