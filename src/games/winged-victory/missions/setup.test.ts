/** The Mission Editor's reconstructed set-up table (sky, sun, clouds, airfield) and its corrections file. */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../engine/errors.js";
import { SUN_POSITIONS } from "../board/weather.js";
import {
  dieOf,
  rowOf,
  SETUP_TABLE,
  type SetupTable,
  setupTableFileSchema,
  withSetupTable,
} from "./setup.js";

/** The table as a corrections file would give it (every part, the marks left out). */
function asFile(t: SetupTable) {
  const strip = <T extends { reconstructed: boolean }>({ reconstructed: _r, ...rest }: T) => rest;
  return {
    sky: t.sky.map(strip),
    sun: t.sun.map(strip),
    lowStratusLevels: strip(t.lowStratusLevels),
    cumulusLevels: strip(t.cumulusLevels),
    airfield: strip(t.airfield),
  };
}

describe("the reconstructed set-up table", () => {
  it("marks every entry reconstructed", () => {
    for (const r of [...SETUP_TABLE.sky, ...SETUP_TABLE.sun]) expect(r.reconstructed).toBe(true);
    expect(SETUP_TABLE.lowStratusLevels.reconstructed).toBe(true);
    expect(SETUP_TABLE.cumulusLevels.reconstructed).toBe(true);
    expect(SETUP_TABLE.airfield.reconstructed).toBe(true);
  });

  it("rolls the sky on a d20 and the sun on a d6, every face in one row", () => {
    expect(dieOf(SETUP_TABLE.sky)).toBe(20);
    expect(dieOf(SETUP_TABLE.sun)).toBe(6);
    for (let f = 1; f <= 20; f++)
      expect(SETUP_TABLE.sky.filter((r) => f >= r.from && f <= r.to)).toHaveLength(1);
    expect(() => rowOf(SETUP_TABLE.sky, 21)).toThrow(RuleError);
    // The sun: each of its five places once, and none on a 6.
    expect(SETUP_TABLE.sun.map((r) => r.sun)).toEqual([...SUN_POSITIONS, null]);
  });

  it("gives a clear sky half the time and weather that hides planes (clouds, storm) on 6 faces in 20", () => {
    const faces = (pick: (r: SetupTable["sky"][number]) => boolean) =>
      SETUP_TABLE.sky.filter(pick).reduce((n, r) => n + r.to - r.from + 1, 0);
    const clear = (r: SetupTable["sky"][number]) =>
      r.haze === null &&
      r.storm === null &&
      r.highStratus === null &&
      r.mediumStratus === null &&
      r.lowStratus === 0 &&
      r.cumulus === 0;
    expect(faces(clear)).toBe(10);
    expect(faces((r) => r.cumulus > 0 || r.storm !== null)).toBe(4);
    expect(faces((r) => r.storm !== null)).toBe(1);
    expect(faces((r) => r.lowStratus > 0 || r.cumulus > 0)).toBe(5);
  });

  it("is a valid corrections file of itself", () => {
    expect(setupTableFileSchema.safeParse(asFile(SETUP_TABLE)).success).toBe(true);
    const same = withSetupTable(SETUP_TABLE, asFile(SETUP_TABLE));
    // Typed in from the page, each part is no longer ours.
    expect(same.sky.every((r) => !r.reconstructed)).toBe(true);
    expect(asFile(same)).toEqual(asFile(SETUP_TABLE));
  });
});

describe("correcting the set-up table (withSetupTable)", () => {
  it("replaces the parts a file gives, leaves the rest and never changes the base", () => {
    const before = structuredClone(SETUP_TABLE);
    const t = withSetupTable(SETUP_TABLE, {
      sky: [
        { from: 1, to: 4, name: "Clear" },
        { from: 5, to: 5, name: "Storm", storm: 24 },
        { from: 6, to: 6, name: "Fog", haze: 8, lowStratus: 3 },
      ],
      airfield: { behindTarget: 6 },
    });
    expect(dieOf(t.sky)).toBe(6);
    expect(t.sky[0]).toEqual({
      from: 1,
      to: 4,
      name: "Clear",
      haze: null,
      storm: null,
      highStratus: null,
      mediumStratus: null,
      lowStratus: 0,
      cumulus: 0,
      reconstructed: false,
    });
    expect(t.sky[2]).toMatchObject({ haze: 8, lowStratus: 3, cumulus: 0 });
    expect(t.airfield).toEqual({ behindTarget: 6, fromFront: 14, apart: 2, reconstructed: false });
    expect(t.sun).toEqual(SETUP_TABLE.sun);
    expect(t.cumulusLevels).toEqual(SETUP_TABLE.cumulusLevels);
    expect(SETUP_TABLE).toEqual(before);
    expect(withSetupTable(SETUP_TABLE, {})).toEqual(SETUP_TABLE);
  });

  it("refuses a bad file with a RuleError naming the field, and changes nothing", () => {
    const before = structuredClone(SETUP_TABLE);
    const refused: [unknown, RegExp][] = [
      [null, /set-up table: the file: must be a group of named values/],
      [{ weather: [] }, /set-up table: .*weather/],
      [
        {
          sky: [
            { from: 1, to: 10, name: "Clear" },
            { from: 12, to: 20, name: "Haze", haze: 6 },
          ],
        },
        /sky #2 › from: row 2 starts at 12; .* starts at 11/,
      ],
      [{ sky: [{ from: 2, to: 20, name: "Clear" }] }, /sky #1 › from/],
      [{ sky: [{ from: 1, to: 0, name: "Clear" }] }, /sky #1 › to/],
      [{ sky: [] }, /sky/],
      [{ sky: [{ from: 1, to: 20, name: "Clear", fog: 3 }] }, /sky #1/],
      [{ sky: [{ from: 1, to: 20, name: "High", highStratus: 15 }] }, /sky #1 › highStratus/],
      [{ sky: [{ from: 1, to: 20, name: "Mid", mediumStratus: 25 }] }, /sky #1 › mediumStratus/],
      [{ sky: [{ from: 1, to: 20, name: "Storm", storm: 31 }] }, /sky #1 › storm/],
      [{ sky: [{ from: 1, to: 20, name: "Cu", cumulus: 11 }] }, /sky #1 › cumulus/],
      [{ sky: [{ from: 1, to: 20, name: "" }] }, /sky #1 › name/],
      [{ sun: [{ from: 1, to: 6, sun: "north" }] }, /sun #1 › sun/],
      [{ lowStratusLevels: { from: 2, to: 12 } }, /lowStratusLevels › to/],
      [{ cumulusLevels: { from: 9, to: 4 } }, /cumulusLevels › to: from is above to/],
      [{ airfield: { behindTarget: -1 } }, /airfield › behindTarget/],
      [{ airfield: { runway: 3 } }, /airfield/],
    ];
    for (const [file, why] of refused) {
      expect(() => withSetupTable(SETUP_TABLE, file), JSON.stringify(file)).toThrow(RuleError);
      expect(() => withSetupTable(SETUP_TABLE, file), JSON.stringify(file)).toThrow(why);
    }
    expect(SETUP_TABLE).toEqual(before);
  });
});
