/**
 * Medals drawn as ribbon bars in SVG (never an emoji): each award in the
 * colours of its real ribbon, a small device for the higher grades. An award
 * a club typed in itself gets a plain ribbon in its service's colours.
 */
import type { Service } from "../../../src/games/knights-of-the-air/facts.js";
import type { MedalAward } from "../../../src/games/knights-of-the-air/state.js";

/** Stripes across the ribbon, left to right: [colour, width of 24]. */
type Stripes = [string, number][];

const RIBBONS: Record<string, Stripes> = {
  "british/mc": [
    ["#f4f4f4", 8],
    ["#5b2a86", 8],
    ["#f4f4f4", 8],
  ],
  "british/dfc": [
    ["#5b2a86", 3],
    ["#f4f4f4", 3],
    ["#5b2a86", 3],
    ["#f4f4f4", 3],
    ["#5b2a86", 3],
    ["#f4f4f4", 3],
    ["#5b2a86", 3],
    ["#f4f4f4", 3],
  ],
  "british/dso": [
    ["#1d3f8f", 3],
    ["#b3261e", 18],
    ["#1d3f8f", 3],
  ],
  "british/vc": [["#8a1c2b", 24]],
  "french/cdg": [
    ["#2e7d32", 4],
    ["#b3261e", 1],
    ["#2e7d32", 4],
    ["#b3261e", 1],
    ["#2e7d32", 4],
    ["#b3261e", 1],
    ["#2e7d32", 4],
    ["#b3261e", 1],
    ["#2e7d32", 4],
  ],
  "french/mm": [
    ["#2e7d32", 4],
    ["#e2c02c", 16],
    ["#2e7d32", 4],
  ],
  "french/lh": [["#c8102e", 24]],
  "french/lh-o": [["#c8102e", 24]],
  "american/cdg": [
    ["#2e7d32", 4],
    ["#b3261e", 1],
    ["#2e7d32", 4],
    ["#b3261e", 1],
    ["#2e7d32", 4],
    ["#b3261e", 1],
    ["#2e7d32", 4],
    ["#b3261e", 1],
    ["#2e7d32", 4],
  ],
  "american/dsc": [
    ["#b3261e", 2],
    ["#f4f4f4", 1],
    ["#1d3f8f", 18],
    ["#f4f4f4", 1],
    ["#b3261e", 2],
  ],
  "american/moh": [["#6fa8dc", 24]],
  "italian/bronze": [["#2f6db5", 24]],
  "italian/silver": [["#2f6db5", 24]],
  "italian/gold": [["#2f6db5", 24]],
  "german/ehrenbecher": [["#b9bec4", 24]],
  "german/ek2": [
    ["#111", 3],
    ["#f4f4f4", 3],
    ["#111", 12],
    ["#f4f4f4", 3],
    ["#111", 3],
  ],
  "german/ek1": [
    ["#111", 3],
    ["#f4f4f4", 3],
    ["#111", 12],
    ["#f4f4f4", 3],
    ["#111", 3],
  ],
  "german/hoh": [
    ["#f4f4f4", 3],
    ["#111", 3],
    ["#f4f4f4", 12],
    ["#111", 3],
    ["#f4f4f4", 3],
  ],
  "german/plm": [
    ["#111", 3],
    ["#c9ced4", 18],
    ["#111", 3],
  ],
  "austro-hungarian/mvk": [
    ["#b3261e", 4],
    ["#f4f4f4", 2],
    ["#b3261e", 12],
    ["#f4f4f4", 2],
    ["#b3261e", 4],
  ],
  "austro-hungarian/eko": [
    ["#e0b43a", 4],
    ["#1d3f8f", 16],
    ["#e0b43a", 4],
  ],
  "austro-hungarian/leopold": [
    ["#b3261e", 8],
    ["#f4f4f4", 8],
    ["#b3261e", 8],
  ],
  "austro-hungarian/mmto": [
    ["#f4f4f4", 8],
    ["#b3261e", 8],
    ["#f4f4f4", 8],
  ],
};

const SERVICE_COLOURS: Record<Service, string[]> = {
  british: ["#1d3f8f", "#f4f4f4", "#b3261e"],
  french: ["#1d3f8f", "#f4f4f4", "#c8102e"],
  american: ["#b3261e", "#f4f4f4", "#1d3f8f"],
  italian: ["#2e7d32", "#f4f4f4", "#c8102e"],
  german: ["#111", "#f4f4f4", "#b3261e"],
  "austro-hungarian": ["#b3261e", "#f4f4f4", "#b3261e"],
};

/** Devices on the bar: a rosette, a metal pip, a small cross. */
const DEVICE: Record<string, "rosette" | "bronze" | "silver" | "gold" | "cross" | "palm"> = {
  "french/lh-o": "rosette",
  "italian/bronze": "bronze",
  "italian/silver": "silver",
  "italian/gold": "gold",
  "german/ek1": "cross",
  "german/plm": "cross",
  "british/vc": "bronze",
  "american/moh": "gold",
  "french/cdg": "palm",
  "american/cdg": "palm",
};

function Ribbon({ service, medal, index }: { service: Service; medal: string; index: number }) {
  const key = `${service}/${medal}`;
  const c = SERVICE_COLOURS[service];
  const stripes: Stripes = RIBBONS[key] ?? [
    [c[index % 3], 8],
    [c[(index + 1) % 3], 8],
    [c[index % 3], 8],
  ];
  let x = 0;
  const device = DEVICE[key];
  return (
    <svg viewBox="0 0 24 9" width="32" height="12" aria-hidden="true">
      {stripes.map(([fill, w], i) => {
        const at = x;
        x += w;
        // biome-ignore lint/suspicious/noArrayIndexKey: a ribbon's stripes are a fixed pattern.
        return <rect key={i} x={at} y="0" width={w} height="9" fill={fill} />;
      })}
      <rect
        x="0.25"
        y="0.25"
        width="23.5"
        height="8.5"
        fill="none"
        stroke="#0005"
        strokeWidth="0.5"
      />
      {device === "rosette" && (
        <circle cx="12" cy="4.5" r="2.6" fill="#c8102e" stroke="#7a0a1b" strokeWidth="0.6" />
      )}
      {device === "palm" && (
        <path d="M9 6 Q12 1 15 6 M12 6 L12 2" stroke="#8a6d1d" strokeWidth="0.9" fill="none" />
      )}
      {device === "cross" && (
        <path
          d="M12 1.5 L13 3.5 L15 4.5 L13 5.5 L12 7.5 L11 5.5 L9 4.5 L11 3.5 Z"
          fill={key === "german/plm" ? "#2f6db5" : "#f4f4f4"}
          stroke="#111"
          strokeWidth="0.4"
        />
      )}
      {(device === "bronze" || device === "silver" || device === "gold") && (
        <circle
          cx="12"
          cy="4.5"
          r="2"
          fill={device === "bronze" ? "#a86b32" : device === "silver" ? "#c9ced4" : "#d4a72c"}
          stroke="#5a4a2a"
          strokeWidth="0.5"
        />
      )}
    </svg>
  );
}

export function Medals({ service, medals }: { service: Service; medals: MedalAward[] }) {
  if (medals.length === 0) return null;
  const names = medals.map((m) => m.name).join("; ");
  return (
    <span className="kota-medals" role="img" aria-label={names} title={names}>
      {medals.map((m, i) => (
        <Ribbon key={m.medal} service={service} medal={m.medal} index={i} />
      ))}
    </span>
  );
}
