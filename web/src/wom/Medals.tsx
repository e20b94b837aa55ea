/**
 * An airman's medals drawn as small ribbons and decorations in SVG (no emoji
 * font needed on screen or in print): the DFC and its bars, the Iron Cross
 * grades, the Italian valour medals in bronze, silver and gold.
 */
import { MEDALS } from "../../../src/games/wings-over-malta/career-data.js";
import type { Service } from "../../../src/games/wings-over-malta/facts.js";

const METAL = ["#a86b32", "#b9bec4", "#d4a72c"];

function Ribbon({ service }: { service: Service }) {
  if (service === "raf")
    return (
      <>
        <rect x="0" y="0" width="14" height="9" fill="#f4f4f4" />
        {[-8, -2, 4, 10].map((x) => (
          <path key={x} d={`M${x} 9 L${x + 9} 0 L${x + 12} 0 L${x + 3} 9 Z`} fill="#5b2a86" />
        ))}
      </>
    );
  if (service === "luftwaffe")
    return (
      <>
        <rect x="0" y="0" width="14" height="9" fill="#c8102e" />
        <rect x="4" y="0" width="6" height="9" fill="#f4f4f4" />
        <rect x="6" y="0" width="2" height="9" fill="#111" />
      </>
    );
  return <rect x="0" y="0" width="14" height="9" fill="#2f6db5" />;
}

function Cross({ fill, edge }: { fill: string; edge: string }) {
  return (
    <path
      d="M7 10 L9 13 L12 12 L11 15 L14 17 L11 19 L12 22 L9 21 L7 24 L5 21 L2 22 L3 19 L0 17 L3 15 L2 12 L5 13 Z"
      fill={fill}
      stroke={edge}
      strokeWidth="0.8"
    />
  );
}

function Medal({ service, grade }: { service: Service; grade: number }) {
  if (service === "raf") {
    return (
      <svg viewBox="0 0 14 25" width="14" height="25" aria-hidden="true">
        <Ribbon service={service} />
        {Array.from({ length: grade }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one bar per award.
          <rect key={i} x="2" y={2 + i * 3} width="10" height="1.6" fill="#b9bec4" />
        ))}
        <Cross fill="#c9ced4" edge="#6d7379" />
      </svg>
    );
  }
  if (service === "luftwaffe") {
    const big = grade >= 2;
    return (
      <svg viewBox="0 0 14 25" width="14" height="25" aria-hidden="true">
        {grade !== 1 && <Ribbon service={service} />}
        <path
          d={
            big
              ? "M7 9 L9 14 L14 13 L10 17 L14 21 L9 20 L7 25 L5 20 L0 21 L4 17 L0 13 L5 14 Z"
              : "M7 11 L8.5 15 L12 14 L9.5 17 L12 20 L8.5 19 L7 23 L5.5 19 L2 20 L4.5 17 L2 14 L5.5 15 Z"
          }
          fill="#111"
          stroke="#e8e8e8"
          strokeWidth="0.9"
        />
        {grade === 3 && <path d="M4 9 Q7 6 10 9" stroke="#b9bec4" strokeWidth="1.5" fill="none" />}
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 14 25" width="14" height="25" aria-hidden="true">
      <Ribbon service={service} />
      <circle
        cx="7"
        cy="17"
        r="5.5"
        fill={METAL[Math.min(grade, 2)]}
        stroke="#5a4a2a"
        strokeWidth="0.8"
      />
      <path d="M4.5 17 L7 14.5 L9.5 17 L7 19.5 Z" fill="#fff8" />
    </svg>
  );
}

export function Medals({ service, count }: { service: Service; count: number }) {
  if (count <= 0) return null;
  const names = MEDALS[service].slice(0, count);
  return (
    <span className="medals" role="img" aria-label={names.join("; ")} title={names.join("; ")}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: medals are a fixed ladder.
        <Medal key={i} service={service} grade={i} />
      ))}
    </span>
  );
}
