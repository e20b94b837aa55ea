/**
 * Every rule reference the games can make lands on a players' page section:
 * the rulings the games' own texts name ("ruling G13"), every ruling the
 * project's rulings documents list, and every heading and ruling key the web
 * pages' notes and links use. Every page's links, pictures and tables exist.
 */
import { describe, expect, it } from "vitest";
import { RULE_SETS } from "./catalogue";
import { headings, rulingKeys } from "./docs";
import { QUICK_TABLES } from "./quick";
import { resolveRef } from "./refs";
import { toHtml } from "./render";

const raw = (files: Record<string, unknown>) => files as Record<string, string>;
const PAGES = raw(
  import.meta.glob("./pages/*/*.md", { query: "?raw", import: "default", eager: true }),
);
const IMAGES = Object.keys(import.meta.glob("./pages/img/*.png", { query: "?url", eager: true }));
const GAMES = raw(
  import.meta.glob(["../../../src/games/**/*.ts", "!**/*.test.ts"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
);
const DOCS = raw(
  import.meta.glob("../../../docs/*.md", { query: "?raw", import: "default", eager: true }),
);
const WEB = raw(
  import.meta.glob(["../**/*.ts", "../**/*.tsx", "!./**", "!**/*.test.ts"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
);

const page = (system: string, id: string) => PAGES[`./pages/${system}/${id}.md`];

/** Whether a place (system, page, anchor) exists: the page, and the heading or ruling it names. */
function exists(system: string, id: string, anchor: string): boolean {
  const md = page(system, id);
  if (!md) return false;
  if (!anchor) return true;
  return headings(md).includes(anchor) || rulingKeys(md).some((k) => k.toLowerCase() === anchor);
}

function lands(system: string, anchor: string, key?: string): string | null {
  const p = resolveRef(system, anchor, key);
  if (!p) return `${system} ${key ?? anchor}: no players' page`;
  return exists(p.system, p.page, p.anchor)
    ? null
    : `${system} ${key ?? anchor} → ${p.page}#${p.anchor}: no such section`;
}

/** The system a game folder's or a web folder's files belong to. */
const GAME_DIR: Record<string, string> = {
  "malta-convoy": "malta-convoy",
  "hawks-over-malta": "hawks-over-malta",
  "winged-victory": "winged-victory",
  "wings-over-malta": "wings-over-malta",
  "knights-of-the-air": "knights-of-the-air",
};
const WEB_DIR: [RegExp, string][] = [
  [/^\.\.\/convoy\//, "malta-convoy"],
  [/^\.\.\/hawks\//, "hawks-over-malta"],
  [/^\.\.\/wom\//, "wings-over-malta"],
  [/^\.\.\/kota\//, "knights-of-the-air"],
  [/^\.\.\/wv\/table\//, "winged-victory-table"],
  [/^\.\.\/wv\/career\//, "winged-victory-career"],
  [/^\.\.\/wv\//, "winged-victory"],
];

describe("the players' rules pages", () => {
  it("has a page for every topic of the contents, and no page outside them", () => {
    const listed = RULE_SETS.flatMap((s) => s.topics.map((t) => `./pages/${s.id}/${t.id}.md`));
    expect(Object.keys(PAGES).sort()).toEqual([...listed].sort());
    for (const s of RULE_SETS) for (const t of s.topics) expect(page(s.id, t.id)).toMatch(/^# /);
  });

  it("links only to pages, sections and pictures that exist, and names only tables that exist", () => {
    const bad: string[] = [];
    for (const [path, md] of Object.entries(PAGES)) {
      const system = path.split("/")[2];
      for (const m of md.matchAll(/(!?)\[[^\]]*\]\(([^)\s]+)\)/g)) {
        const [, image, href] = m;
        if (image) {
          if (!IMAGES.includes(`./pages/${href}`)) bad.push(`${path}: picture ${href}`);
          continue;
        }
        if (/^https?:/.test(href) || href === "/analyse") continue;
        const here = path.split("/")[3].replace(".md", "");
        const full = href.startsWith("/rules/")
          ? href.slice(7)
          : `${system}/${href.startsWith("#") ? here : ""}${href}`;
        const [where, anchor = ""] = full.split("#");
        const [sys, id = ""] = where.split("/");
        if (sys === "hawks-over-malta" && id === "first-game") continue;
        if (!id && RULE_SETS.some((s) => s.id === sys)) continue;
        if (!exists(sys, id, anchor)) bad.push(`${path}: link ${href}`);
      }
      for (const m of md.matchAll(/\{\{table:([a-z0-9-]+)\}\}/g)) {
        if (!QUICK_TABLES[m[1]]) bad.push(`${path}: table ${m[1]}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("says nothing of source files, tests or benchmarks", () => {
    // "Test" alone is the game's word (a Spotting Test); a source path or a test run is not.
    for (const [path, md] of Object.entries(PAGES)) {
      expect(md, path).not.toMatch(/\.tsx?\b|\bsrc\/|\.test\b|e2e|bench|vitest|npm /i);
      expect(md, path).not.toMatch(/\b(tests|unit test|test file)\b/);
    }
  });

  it("draws every quick-reference table from the game's data", () => {
    for (const [name, draw] of Object.entries(QUICK_TABLES)) {
      const html = draw();
      expect(html, name).toMatch(/^<table class="quick" tabindex="0"><caption>/);
      expect(html, name).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it("gives every ruling its address on its page and every link its app address", () => {
    const html = toHtml(page("hawks-over-malta", "rulings"), "hawks-over-malta");
    expect(html).toContain('<li id="h6">');
    const about = toHtml(page("malta-convoy", "about"), "malta-convoy");
    expect(about).toContain('href="/rules/malta-convoy/turn#options"');
  });
});

describe("every rule reference lands on a players' section", () => {
  it("the rulings the games' own texts name", () => {
    const bad: string[] = [];
    let n = 0;
    for (const [path, text] of Object.entries(GAMES)) {
      const system = GAME_DIR[path.split("/")[5]];
      if (!system) continue;
      for (const m of text.matchAll(/\bruling ([A-Z]{1,2}\d+)\b/g)) {
        n++;
        const miss = lands(system, "", m[1]);
        if (miss) bad.push(`${path}: ${miss}`);
      }
    }
    expect(n).toBeGreaterThan(20);
    expect(bad).toEqual([]);
  });

  it("every ruling the project's rulings documents list", () => {
    const DOC_SYSTEM: Record<string, string> = {
      "malta-convoy": "malta-convoy",
      "hawks-over-malta": "hawks-over-malta",
      "winged-victory": "winged-victory",
      "winged-victory-combat": "winged-victory",
      "wings-over-malta": "wings-over-malta",
      "knights-of-the-air": "knights-of-the-air",
    };
    const bad: string[] = [];
    let n = 0;
    for (const [path, md] of Object.entries(DOCS)) {
      const system = DOC_SYSTEM[path.split("/").pop()?.replace(".md", "") ?? ""];
      if (!system) continue;
      for (const m of md.matchAll(/^- (?:\*\*)?([A-Z]{1,2}\d+)(?![\w'])/gm)) {
        n++;
        const miss = lands(system, "", m[1]);
        if (miss) bad.push(`${path}: ${miss}`);
      }
    }
    expect(n).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });

  it("every heading and ruling the web pages' notes and links name", () => {
    const bad: string[] = [];
    let n = 0;
    for (const [path, text] of Object.entries(WEB)) {
      const system = WEB_DIR.find(([re]) => re.test(path))?.[1];
      if (!system || !/RuleRef|RuleLink|RulesLink|anchor/.test(text)) continue;
      const consts = new Map(
        [...text.matchAll(/const ([A-Z_]+) = "([^"]+)";/g)].map((m) => [m[1], m[2]]),
      );
      const anchors = [
        ...[...text.matchAll(/anchor: "([^"]+)"/g)].map((m) => m[1]),
        ...[...text.matchAll(/anchor: ([A-Z_]+)\b/g)].map((m) => consts.get(m[1]) ?? `?${m[1]}`),
        // A phase's name and its heading: ["Set-up", "set-up"].
        ...[...text.matchAll(/^\s+\w+: \["[^"]+", "([a-z0-9-]+)"\],$/gm)].map((m) => m[1]),
      ];
      const keys = [
        ...text.matchAll(/key: "([A-Z]{1,2}\d+)"/g),
        ...text.matchAll(/rule\("([A-Z]{1,2}\d+)"/g),
      ].map((m) => m[1]);
      for (const a of anchors) {
        n++;
        const miss = lands(system, a);
        if (miss) bad.push(`${path}: ${miss}`);
      }
      for (const k of keys) {
        n++;
        const miss = lands(system, "", k);
        if (miss) bad.push(`${path}: ${miss}`);
      }
      for (const m of text.matchAll(/RulesLink system="([^"]+)"/g)) {
        n++;
        if (!resolveRef(m[1])) bad.push(`${path}: no rules for ${m[1]}`);
      }
    }
    expect(n).toBeGreaterThan(30);
    expect(bad).toEqual([]);
  });

  it("every old address of a whole system still opens a page", () => {
    for (const s of RULE_SETS)
      expect(resolveRef(s.id)).toMatchObject({ system: s.id, page: s.topics[0].id });
    expect(resolveRef("winged-victory-combat")).toMatchObject({
      system: "winged-victory",
      page: "combat",
    });
    expect(resolveRef("no-such-game")).toBeNull();
  });
});
