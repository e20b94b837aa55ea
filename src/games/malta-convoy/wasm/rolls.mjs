/**
 * The kernel's one macro (see game.as.ts): each `ROLL` on a line becomes one
 * d6 from the generator in the locals ra, rb, rc, rd (sfc32's step, as in
 * engine/rng.ts, and its output scaled to 1–6 as fast.ts does), stepped on
 * the lines just before it. A line holding a ROLL must run as a whole or not
 * at all, so one that could roll only in part (an `else`, a loop's head, a
 * `?`, `&&` or `||`) is refused with its line number.
 */
export function expandRolls(source, name = "source") {
  let site = 0;
  return source
    .split("\n")
    .map((line, n) => {
      const code = line.replace(/\/\/.*$/, "");
      if (!/\bROLL\b/.test(code) || /^\s*\*/.test(code)) return line;
      if (/\b(else|for|while|do)\b|\?|&&|\|\|/.test(code))
        throw new Error(`${name}:${n + 1}: a ROLL must stand in a plain statement: ${line.trim()}`);
      const indent = line.match(/^\s*/)[0];
      const steps = [];
      const out = line.replace(/\bROLL\b/g, () => {
        const t = `roll${site}`;
        const v = `face${site++}`;
        steps.push(
          `${indent}const ${t} = ra + rb + rd;`,
          `${indent}ra = rb ^ (rb >>> 9);`,
          `${indent}rb = rc + (rc << 3);`,
          `${indent}rc = rotl<u32>(rc, 21) + ${t};`,
          `${indent}rd = rd + 1;`,
          `${indent}const ${v} = 1 + <i32>((<u64>${t} * 6) >>> 32);`,
        );
        return v;
      });
      return [...steps, out].join("\n");
    })
    .join("\n");
}
