/** Wings over Malta: sides, services, periods and the aircraft each side flies, as the rule text gives them. */

export type Side = "axis" | "british";
export const SIDES: Side[] = ["axis", "british"];
export const SIDE_NAME: Record<Side, string> = { axis: "Axis", british: "British" };
export const other = (s: Side): Side => (s === "axis" ? "british" : "axis");

export type Service = "raf" | "luftwaffe" | "regia";
export const SERVICE_NAME: Record<Service, string> = {
  raf: "RAF",
  luftwaffe: "Luftwaffe",
  regia: "Regia Aeronautica",
};
export const SERVICE_SIDE: Record<Service, Side> = {
  raf: "british",
  luftwaffe: "axis",
  regia: "axis",
};

export type Period = "early" | "later";
export const MISSIONS = 24;
export const periodOf = (mission: number): Period => (mission <= 12 ? "early" : "later");

export type Role = "fighter" | "bomber";

export interface Aircraft {
  name: string;
  service: Service;
  role: Role;
}

export const AIRCRAFT: Record<string, Aircraft> = {
  "Fiat Cr.42": { name: "Fiat Cr.42", service: "regia", role: "fighter" },
  "Macchi C.200": { name: "Macchi C.200", service: "regia", role: "fighter" },
  "Macchi C.202": { name: "Macchi C.202", service: "regia", role: "fighter" },
  "Bf 109 E-7": { name: "Bf 109 E-7", service: "luftwaffe", role: "fighter" },
  Gladiator: { name: "Gladiator", service: "raf", role: "fighter" },
  "Hurricane IA": { name: "Hurricane IA", service: "raf", role: "fighter" },
  "Hurricane IIA": { name: "Hurricane IIA", service: "raf", role: "fighter" },
  "Spitfire IIA": { name: "Spitfire IIA", service: "raf", role: "fighter" },
  "SM.79-II": { name: "SM.79-II", service: "regia", role: "bomber" },
  "Fiat BR.20 M": { name: "Fiat BR.20 M", service: "regia", role: "bomber" },
  "Ju 88 A": { name: "Ju 88 A", service: "luftwaffe", role: "bomber" },
  "Fairey Swordfish": { name: "Fairey Swordfish", service: "raf", role: "bomber" },
  "Beaufort I": { name: "Beaufort I", service: "raf", role: "bomber" },
  "Beaufighter IC": { name: "Beaufighter IC", service: "raf", role: "bomber" },
  "Blenheim I": { name: "Blenheim I", service: "raf", role: "bomber" },
  "Blenheim IV": { name: "Blenheim IV", service: "raf", role: "bomber" },
};

/** Fighter type per side and period, by D6 (one roll per side per mission). */
export const FIGHTERS: Record<Side, Record<Period, string[]>> = {
  axis: {
    early: [
      "Fiat Cr.42",
      "Fiat Cr.42",
      "Fiat Cr.42",
      "Macchi C.200",
      "Macchi C.200",
      "Macchi C.200",
    ],
    later: [
      "Macchi C.202",
      "Macchi C.202",
      "Macchi C.202",
      "Bf 109 E-7",
      "Bf 109 E-7",
      "Bf 109 E-7",
    ],
  },
  british: {
    early: ["Gladiator", "Hurricane IA", "Gladiator", "Hurricane IA", "Gladiator", "Hurricane IA"],
    later: [
      "Hurricane IIA",
      "Hurricane IIA",
      "Spitfire IIA",
      "Hurricane IIA",
      "Spitfire IIA",
      "Spitfire IIA",
    ],
  },
};

/** Bomber type by mission roll, attacking side and period (missions without bombers: none). */
export const BOMBERS: Record<number, Record<Side, Record<Period, string>>> = {
  2: {
    axis: { early: "SM.79-II", later: "SM.79-II" },
    british: { early: "Fairey Swordfish", later: "Beaufort I" },
  },
  3: {
    axis: { early: "SM.79-II", later: "SM.79-II" },
    british: { early: "Fairey Swordfish", later: "Beaufighter IC" },
  },
  5: {
    axis: { early: "Fiat BR.20 M", later: "Ju 88 A" },
    british: { early: "Blenheim I", later: "Blenheim IV" },
  },
};
