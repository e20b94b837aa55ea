/** The career's fight on the server (src/server/career-fight.ts): read it back, or create it / get links to it. */
import { ApiFailure } from "../../api";

export interface KeptFight {
  id: string;
  status: "live" | "over";
  summary?: string;
  /** New links to both seats (only from `openFight`). */
  links?: { allies: string; germans: string };
}

async function call(method: "GET" | "POST", url: string, body?: unknown) {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiFailure(0, "the server cannot be reached; check that Sortie is running");
  }
  const data = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiFailure(res.status, data.error ?? `the server answered ${res.status}`);
  return data as { mission: number | null; fight: KeptFight | null };
}

/** The fight kept for mission `n`, if any (no links). */
export const readFight = (career: string, n: number) =>
  call("GET", `/api/t/${encodeURIComponent(career)}/fight?mission=${n}`);

/** The fight for mission `n`, created if it is not yet, with links of this device's own. */
export const openFight = (career: string, n: number) =>
  call("POST", `/api/t/${encodeURIComponent(career)}/fight`, { mission: n });
