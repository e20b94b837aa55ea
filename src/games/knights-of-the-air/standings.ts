/** Standings: each group's and the whole war's points, kills and sorties, by side. */
import type { Side } from "./facts.js";
import type { CampaignState } from "./state.js";

export interface Standing {
  /** The group, or null for the whole war. */
  group: string | null;
  name: string;
  points: Record<Side, number>;
  kills: Record<Side, number>;
  sorties: number;
  sortiesWon: Record<Side, number>;
}

export function standings(s: CampaignState): Standing[] {
  const blank = (group: string | null, name: string): Standing => ({
    group,
    name,
    points: { allies: 0, central: 0 },
    kills: { allies: 0, central: 0 },
    sorties: 0,
    sortiesWon: { allies: 0, central: 0 },
  });
  const all = blank(null, "All groups");
  const by = new Map(s.groups.map((g) => [g.id, blank(g.id, g.name)]));
  for (const x of s.sorties) {
    if (x.status !== "closed") continue;
    for (const st of [all, by.get(x.group)]) {
      if (!st) continue;
      st.sorties++;
      if (x.winner === "allies" || x.winner === "central") st.sortiesWon[x.winner]++;
    }
  }
  for (const l of s.lines) {
    if (l.points === undefined) continue;
    const p = s.pilots.find((y) => y.id === l.pilot);
    const x = s.sorties.find((y) => y.id === l.sortie);
    if (!p || !x) continue;
    const kills = p.log.find((e) => e.sortie === x.id)?.kills ?? 0;
    for (const st of [all, by.get(x.group)]) {
      if (!st) continue;
      st.points[p.side] += l.points;
      st.kills[p.side] += kills;
    }
  }
  return [...by.values(), all];
}
