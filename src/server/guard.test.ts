/**
 * What a public server needs: security headers the web app works under,
 * rate limits, time limits on slow requests, 404 for unknown files, hashed
 * assets cached for good, and strict action shapes in every system.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WEB_DIST } from "../paths.js";
import { IMPORT_LIMIT } from "./app.js";
import { apiOnFreshStore } from "./test-app.js";

const web = mkdtempSync(join(tmpdir(), "sortie-web-"));
mkdirSync(join(web, "assets"));
writeFileSync(join(web, "index.html"), "<!doctype html><title>Sortie</title>");
writeFileSync(join(web, "assets", "index-AbC123.js"), "export {};");

const { inject, post, get, unchanged, app } = apiOnFreshStore({
  webDir: web,
  limits: { create: 3, import: 2, mine: 2 },
  timeouts: { request: 400, headers: 400 },
});

describe("security headers", () => {
  it("sends a content security policy, nosniff, no referrer and no framing, on pages and the API", async () => {
    for (const url of ["/", "/g/AAAAAAAAAAAAAAAAAAAAAA", "/api/systems"]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      const csp = String(r.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      // A club's server on plain HTTP keeps working: nothing is upgraded to HTTPS.
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
      expect(r.headers["referrer-policy"]).toBe("no-referrer");
      expect(r.headers["x-frame-options"]).toBe("DENY");
    }
  });
});

describe("the web app's files", () => {
  it("serves page routes the app's page, and 404 for any file that is not there", async () => {
    for (const url of ["/", "/g/AAAAAAAAAAAAAAAAAAAAAA", "/analyse", "/wom/a/b"]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers["content-type"]).toMatch(/text\/html/);
      expect(r.headers["cache-control"]).toBe("no-cache");
    }
    for (const url of ["/assets/index-Old999.js", "/favicon.ico", "/robots.txt", "/api/nothing"]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().error).toMatch(/nothing at GET/);
    }
  });

  it("serves a rebuilt web app's new files without a restart, and nothing outside its folder", async () => {
    writeFileSync(join(web, "assets", "index-New456.js"), "export {};");
    const r = await get("/assets/index-New456.js");
    expect(r.statusCode).toBe(200);
    expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of [
      "/assets/../../etc/passwd",
      "/..%2f..%2fetc%2fpasswd",
      "/assets/%2e%2e/index.html",
    ]) {
      const out = await get(url);
      expect(out.body, url).not.toMatch(/root:/);
    }
  });

  it("caches hashed assets for good", async () => {
    const r = await get("/assets/index-AbC123.js");
    expect(r.statusCode).toBe(200);
    expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("bad bodies", () => {
  it("says what is wrong with a __proto__ key", async () => {
    const poisoned = await unchanged(() =>
      inject({
        method: "POST",
        url: "/api/t/AAAAAAAAAAAAAAAAAAAAAA/undo",
        payload: '{"seq": 0, "x": {"constructor": {"prototype": {}}}}',
        headers: { "content-type": "application/json" },
      }),
    );
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().error).toMatch(/constructor.prototype/);
    const r = await unchanged(() =>
      inject({
        method: "POST",
        url: "/api/t/AAAAAAAAAAAAAAAAAAAAAA/undo",
        payload: '{"seq": 0, "__proto__": {"admin": true}}',
        headers: { "content-type": "application/json" },
      }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/may not use "__proto__"/);
    const escaped = await unchanged(() =>
      inject({
        method: "POST",
        url: "/api/t/AAAAAAAAAAAAAAAAAAAAAA/undo",
        payload: '{"seq": 0, "\\u005f_proto__": {"admin": true}}',
        headers: { "content-type": "application/json" },
      }),
    );
    expect(escaped.statusCode).toBe(400);
    expect(escaped.json().error).toMatch(/may not use "__proto__"/);
  });

  it("says which limit a too-large import broke", async () => {
    const r = await unchanged(() =>
      inject({
        method: "POST",
        url: "/api/import",
        payload: JSON.stringify({ log: JSON.stringify("x".repeat(IMPORT_LIMIT + 1024)) }),
        headers: { "content-type": "application/json" },
      }),
    );
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({
      error: `this log is larger than ${(IMPORT_LIMIT / 1024).toLocaleString("en")} KB, the most any system allows`,
    });
  });
});

describe("malformed addresses", () => {
  it("answers a broken %-escape with { error } like every other refusal", async () => {
    for (const url of ["/api/t/%E0%A4%A", "/%", "/api/t/%E0%A4%A/actions"]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(400);
      expect(r.headers["content-type"], url).toMatch(/application\/json/);
      expect(r.json(), url).toEqual({
        error: "this address is not valid: it has a broken %-escape",
      });
    }
    const posted = await unchanged(() => post("/api/t/%E0%A4%A/undo", { seq: 0 }));
    expect(posted.json()).toEqual({ error: "this address is not valid: it has a broken %-escape" });
  });
});

describe("time limits", () => {
  it("answers 408 to a request whose body never comes", async () => {
    await app().listen({ port: 0, host: "127.0.0.1" });
    const address = app().server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          "POST /api/t/AAAAAAAAAAAAAAAAAAAAAA/undo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
        );
      });
      let text = "";
      socket.on("data", (d) => {
        text += d;
      });
      socket.on("close", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1.1 408/);
  }, 15000);
});

describe("rate limits", () => {
  it("limits games created, imports and 'my games' from one address, with a message", async () => {
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(await post("/api/games", { system: "malta-convoy" }));
    }
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const over = await unchanged(() => post("/api/games", { system: "malta-convoy" }));
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/too many requests from this address \(at most 3 a minute\)/);
    for (let i = 0; i < 2; i++)
      expect((await post("/api/my-games", { tokens: [] })).statusCode).toBe(200);
    expect((await post("/api/my-games", { tokens: [] })).statusCode).toBe(429);
    // The too-large import above was the first of the two.
    expect((await post("/api/import", { log: {} })).statusCode).toBe(400);
    expect((await unchanged(() => post("/api/import", { log: {} }))).statusCode).toBe(429);
    // Reading and playing are not limited.
    const token = made[0].json().links.seats.player;
    for (let i = 0; i < 5; i++) expect((await get(`/api/t/${token}`)).statusCode).toBe(200);
  });
});

describe("the built web app under the content security policy", () => {
  it("loads nothing inline: no inline script or style, no inline event handler", () => {
    const html = readFileSync(join(WEB_DIST, "index.html"), "utf8");
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) {
      expect(s[0]).toMatch(/\bsrc="\/assets\//);
      expect(s[1].trim()).toBe("");
    }
    expect(html).not.toMatch(/<style\b|\sstyle="|\son[a-z]+="/i);
  });
});
