/**
 * The bounded body reader: the scan refuses what is too deep, too long or
 * not JSON, at its first excess; the sliced parse gives what JSON.parse
 * gives (and refuses a prototype key), however the text is cut into pieces
 * and chunks.
 */
import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Clock, parseSliced } from "./body-parse.js";
import { readJsonBody } from "./body-read.js";
import { JsonScanner, type ScanOptions } from "./body-scan.js";
import { poisonous } from "./requests.js";

const bounds = { depth: 64, items: 1000, name: "the request body", notJson: "not JSON" };

/** Scans `text` in chunks of `chunk` bytes and parses it in pieces of `piece` bytes. */
async function read(
  text: string | Buffer,
  piece: number,
  chunk = 7,
  opts: Partial<ScanOptions> = {},
) {
  const buf = typeof text === "string" ? Buffer.from(text) : text;
  const scanner = new JsonScanner({ ...bounds, piece, ...opts });
  for (let a = 0; a < buf.length; a += chunk)
    scanner.write(buf, a, Math.min(buf.length, a + chunk));
  scanner.end();
  return {
    value: await parseSliced(buf, {
      big: scanner.big,
      clock: new Clock(1),
      notJson: "not JSON",
      piece,
    }),
    scanner,
  };
}

/** The refusal of `text`, or null. */
async function refusal(text: string, opts: Partial<ScanOptions> = {}): Promise<string | null> {
  try {
    await read(text, 16, 3, opts);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

const bodyOf = (chunks: Buffer[]) => Readable.from(chunks, { objectMode: false });

describe("the sliced parse", () => {
  it("gives what JSON.parse gives, for any JSON cut anywhere", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 6, stringUnit: "binary" }),
        fc.integer({ min: 16, max: 64 }),
        fc.integer({ min: 1, max: 50 }),
        async (value, piece, chunk) => {
          const text = JSON.stringify(value, null, chunk % 3 === 0 ? 1 : undefined);
          // A prototype key (fast-check draws "__proto__" now and then) is refused, not parsed.
          let poisoned = false;
          const parsed = JSON.parse(text, (key, v) => {
            if (poisonous(key, v)) poisoned = true;
            return v;
          });
          if (poisoned)
            await expect(read(text, piece, chunk)).rejects.toThrow(/may not use "__proto__"/);
          else expect((await read(text, piece, chunk)).value).toEqual(parsed);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("decodes long strings with escapes and characters of every width across its pieces", async () => {
    const s = 'a"\\/\b\f\n\r\t\u0001é€😀\ud83d'.repeat(40);
    for (let piece = 16; piece < 40; piece++) {
      const text = JSON.stringify({ s, list: [s, { s }], t: "😀".repeat(30) });
      expect((await read(text, piece, 5)).value).toEqual(JSON.parse(text));
    }
  });

  it("keeps the last of two equal keys, in the place of the first, as JSON.parse does", async () => {
    const text = `{"a":1,"b":[${"0,".repeat(40)}0],"a":2,"c":3}`;
    const value = (await read(text, 16)).value;
    expect(value).toEqual(JSON.parse(text));
    expect(Object.keys(value as object)).toEqual(["a", "b", "c"]);
  });

  it("refuses prototype keys, whether parsed in a piece or walked", async () => {
    for (const text of [
      `{"__proto__":{"x":1}}`,
      `{"a":[${"1,".repeat(30)}1],"__proto__":[${"1,".repeat(30)}1]}`,
      `{"a":[${"1,".repeat(30)}1],"constructor":{"prototype":[${"1,".repeat(30)}1]}}`,
      `[${"1,".repeat(30)}{"\\u005f_proto__":1}]`,
    ]) {
      expect(await refusal(text), text).toMatch(/may not use "__proto__"/);
    }
  });
});

describe("the scan", () => {
  it("refuses what JSON.parse refuses", async () => {
    for (const text of [
      "",
      "  ",
      "[1,]",
      "[1 2]",
      '{"a" 1}',
      '{"a":1,}',
      "{,}",
      '"abc',
      "[",
      "]",
      "{}x",
      "[1]]",
      '["a\u0001"]',
      '["\\x"]',
      '["\\u12G4"]',
      "[tru]",
      "[01]",
      "x",
      "{'a':1}",
      `[${"1,".repeat(40)}nul]`,
    ]) {
      expect(() => JSON.parse(text), text).toThrow();
      expect(await refusal(text), JSON.stringify(text)).not.toBeNull();
    }
  });

  it("refuses nesting deeper than its bound at the first level too many", async () => {
    expect(await refusal(`${"[".repeat(64)}${"]".repeat(64)}`)).toBeNull();
    const deep = `{"a":${"[".repeat(64)}`;
    expect(await refusal(deep)).toBe("the request body nests deeper than 64 levels");
  });

  it("refuses a list or object of more items than its bound, without reading further", async () => {
    const scanner = new JsonScanner(bounds);
    const list = Buffer.from(`[${"{},".repeat(1000)}{}`);
    expect(() => scanner.write(list)).toThrow(
      "the request body has a list of more than 1,000 items",
    );
    expect(
      await refusal(`{${Array.from({ length: 1001 }, (_, i) => `"k${i}":0`).join(",")}}`),
    ).toBe("the request body has an object of more than 1,000 items");
    expect(await refusal(`[${"0,".repeat(999)}0]`)).toBeNull();
  });

  it("captures the strings at the paths asked for, escaped or not", async () => {
    const seen: string[] = [];
    const capture = ["system", "log.system"];
    const onCapture = (path: string, v: string) => seen.push(`${path}=${v}`);
    await read(
      '{"log":{"x":{"system":"no"},"sys\\u0074em":"kota"},"system":"wom","s":{"system":"no"}}',
      16,
      3,
      { capture, onCapture },
    );
    expect(seen).toEqual(["log.system=kota", "system=wom"]);
  });

  it("unescapes any string into the UTF-8 it stands for, however the body is cut", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.integer({ min: 1, max: 20 }),
        async (s, chunk) => {
          const { scanner } = await read(JSON.stringify({ log: s }), 16, chunk, {
            unescape: "log",
          });
          expect(scanner.text.bytes()).toEqual(Buffer.from(s));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("unescapes the string at its path into the text it stands for, checked by a scanner of its own", async () => {
    const log = { format: "sortie-log", name: 'a "b" \\ é 😀 \ud83d \n', list: [1, 2, 3] };
    const body = Buffer.from(JSON.stringify({ system: "x", log: JSON.stringify(log) }));
    const { scanner } = await read(body, 16, 5, {
      unescape: "log",
      inner: () => new JsonScanner({ ...bounds, name: "this log" }),
    });
    expect(scanner.textIsString).toBe(true);
    expect(scanner.text.bytes().toString()).toBe(JSON.stringify(log));
    // A surrogate pair escaped is one character; a lone half stands for nothing: U+FFFD.
    const pair = await read('{"log":"a\\ud83d\\ude00b\\ud83dc\\udc00"}', 16, 1, {
      unescape: "log",
    });
    expect(pair.scanner.text.bytes().toString()).toBe("a😀b\ufffdc\ufffd");
    const deep = JSON.stringify({ log: `${"[".repeat(65)}` });
    expect(
      await refusal(deep, {
        unescape: "log",
        inner: () => new JsonScanner({ ...bounds, name: "this log" }),
      }),
    ).toBe("this log nests deeper than 64 levels");
  });
});

describe("reading a request body", () => {
  const plain = { bytes: 1024 * 1024, items: 1000 };

  it("reads a body that comes in chunks, with long lists, as JSON.parse would", async () => {
    const value = { a: Array.from({ length: 900 }, (_, i) => ({ i, s: "é".repeat(i % 50) })) };
    const text = Buffer.from(JSON.stringify(value));
    const chunks = [];
    for (let a = 0; a < text.length; a += 1000) chunks.push(text.subarray(a, a + 1000));
    expect((await readJsonBody(bodyOf(chunks), String(text.length), plain)).value).toEqual(value);
  });

  it("refuses a body longer than its bound, by its length or as it comes", async () => {
    const big = Buffer.from(JSON.stringify({ s: "x".repeat(2000) }));
    const small = { ...plain, bytes: 1024 };
    await expect(readJsonBody(bodyOf([big]), String(big.length), small)).rejects.toThrow(
      "the request body is larger than 1 KB",
    );
    await expect(readJsonBody(bodyOf([big]), undefined, small)).rejects.toThrow(
      "the request body is larger than 1 KB",
    );
    await expect(readJsonBody(bodyOf([big]), "10", plain)).rejects.toThrow(
      "the request's length does not match its body",
    );
  });

  it("reads an import's log sent as text into the log itself, measured as the text", async () => {
    const log = { format: "sortie-log", system: "malta-convoy", entries: [{ seat: 'é"' }] };
    const text = JSON.stringify(log);
    const body = Buffer.from(JSON.stringify({ log: text }));
    const read = await readJsonBody(bodyOf([body]), undefined, {
      ...plain,
      log: { largest: 8 * 1024 * 1024 },
    });
    expect(read.value).toEqual({ log });
    expect(read.logBytes).toBe(Buffer.byteLength(text));
  });
});
