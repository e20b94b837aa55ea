/** Test support: the API on a fresh store for one test file, with helpers to call it and to check that a refused call stored nothing. */
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import type { GameStore } from "../store/game-store.js";
import { freshStore, rowCounts } from "../store/test-store.js";
import { type AppOptions, buildApp } from "./app.js";
import type { LiveHub } from "./live.js";

export function apiOnFreshStore(options: Omit<AppOptions, "store"> = {}) {
  let app: FastifyInstance;
  let store: GameStore;
  let live: LiveHub;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ store, cleanup } = await freshStore());
    ({ app, live } = await buildApp({ store, ...options }));
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  const inject = (opts: InjectOptions) => app.inject(opts);
  const post = (url: string, body: unknown) =>
    app.inject({
      method: "POST",
      url,
      payload: body as object,
      headers: { "content-type": "application/json" },
    });
  const get = (url: string) => app.inject({ method: "GET", url });

  /** Runs a call that must be refused, and checks no row of the store changed. */
  async function unchanged<T>(call: () => Promise<T>): Promise<T> {
    const before = await rowCounts(store);
    const r = await call();
    expect(await rowCounts(store)).toEqual(before);
    return r;
  }

  return { inject, post, get, unchanged, store: () => store, live: () => live, app: () => app };
}
