/**
 * The seat's legal steps, from the view: throttles, flak markers, manoeuvres
 * with what each costs (Hexes, end level, speed after it and after the
 * update, warnings) before one is chosen, the manoeuvres it may not fly now
 * greyed with the reason, shots with their die and modifiers, and holding fire.
 * Beside a throttle, what limits its settings (a rotary engine's 0 or top),
 * and a standing Time Freezing call (ruling G17) where the plane can be
 * engaged, or a word why not.
 */
import { useState } from "react";
import type { MoveCost, WvView } from "../../../src/games/winged-victory/view/view.js";
import { RuleLink } from "../rules/RuleNote";
import { FREEZE_RULE } from "./board/FreezeChoice";
import { Moves } from "./Moves";
import type { useOrders } from "./useOrders";

interface Props {
  view: WvView;
  busy: boolean;
  act: (a: unknown) => void;
  preview: MoveCost | null;
  setPreview: (m: MoveCost | null) => void;
  /** The seats the computer flies. */
  computer?: string[];
  /** The seat's sealed orders under way (useOrders). */
  orders?: Pick<ReturnType<typeof useOrders>, "choices" | "words" | "ready" | "send" | "clear">;
}

/** The seat's own choices of this step so far, kept on the page until they settle it. */
function Draft({ orders, busy }: { orders: NonNullable<Props["orders"]>; busy: boolean }) {
  if (orders.choices.length === 0) return null;
  return (
    <div className="wv-orders" aria-live="polite">
      <h3>Your orders so far</h3>
      <p className="muted small">
        They stay on this page until the step is settled, then go in together: the other side learns
        nothing of them, not even how many, before both sides are in.
      </p>
      <ul className="small">
        {orders.words.map((w, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever added to or cleared
          <li key={k}>{w}</li>
        ))}
      </ul>
      {orders.ready && (
        <button type="button" className="act" disabled={busy} onClick={orders.send}>
          Send orders
        </button>
      )}{" "}
      <button type="button" className="secondary" disabled={busy} onClick={orders.clear}>
        Start again
      </button>
    </div>
  );
}

const NAMES: Record<string, string> = { allies: "the Allies", germans: "the Germans" };

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export function Actions({ view, busy, act, preview, setPreview, computer = [], orders }: Props) {
  const hold = view.actions.some((a) => a.type === "hold");
  // Per plane, the standing Time Freezing call to set with its throttle (0: none).
  const [calls, setCalls] = useState<Record<string, number>>({});
  if (view.actions.length === 0) {
    return (
      <section className="panel wv-actions">
        {orders && <Draft orders={orders} busy={busy} />}
        <p className="muted">
          {view.phase === "over"
            ? "The fight is over."
            : `Waiting for ${
                view.waitingFor
                  .map((w) =>
                    computer.includes(w) ? `the computer (${NAMES[w]})` : (NAMES[w] ?? w),
                  )
                  .join(" and ") || "the other side"
              }.`}
        </p>
      </section>
    );
  }
  return (
    <section className="panel wv-actions">
      {orders && <Draft orders={orders} busy={busy} />}
      {view.throttles
        .filter((t) => t.chosen === null)
        .map((t) => (
          <div key={t.plane} className="wv-throttle" data-plane={t.plane}>
            <h3>Throttle for {t.plane}</h3>
            <p className="muted small">
              Where the Throttle Pip goes this turn (speed now{" "}
              {view.planes.find((p) => p.id === t.plane)?.speed}): at the end of the turn the speed
              moves toward it.
            </p>
            {t.why && (
              <p className="wv-throttle-why muted small">
                Only {t.choices.join(" or ")}: {t.why}.
              </p>
            )}
            {t.calls.length === 0 && t.callWhy && (
              <p className="wv-call-none muted small">No Time Freezing call: {t.callWhy}.</p>
            )}
            {t.calls.length > 0 && (
              <p className="wv-call-about muted small">
                A standing Time Freezing call, for this turn: when the first plane of {t.plane}'s
                moving group comes within that many Hexes of it, the clock stops there and the shots
                are fired before the planes pass each other.{" "}
                <RuleLink rule={FREEZE_RULE} title="Time Freezing">
                  The rule
                </RuleLink>{" "}
                <RuleLink rule={{ ...FREEZE_RULE, key: "G17" }} title="Standing calls (G17)">
                  G17
                </RuleLink>
              </p>
            )}
            {t.calls.length > 0 && (
              <label className="wv-call-choice small" title={t.callWhy ?? undefined}>
                {t.callWhy ? (
                  <span className="wv-call-why">{t.callWhy.split(":")[0]}: </span>
                ) : null}
                Call a Time Freezing if the pool's first mover comes within{" "}
                <select
                  value={calls[t.plane] ?? 0}
                  disabled={busy}
                  onChange={(e) => setCalls({ ...calls, [t.plane]: Number(e.target.value) })}
                >
                  <option value={0}>—</option>
                  {t.calls.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>{" "}
                Hexes
              </label>
            )}
            {t.choices.map((c) => (
              <button
                key={c}
                type="button"
                className="act"
                disabled={busy}
                onClick={() =>
                  act(
                    calls[t.plane]
                      ? { type: "throttle", plane: t.plane, value: c, freezeWithin: calls[t.plane] }
                      : { type: "throttle", plane: t.plane, value: c },
                  )
                }
              >
                {c}
              </button>
            ))}
          </div>
        ))}
      {view.flakMarkers.left > 0 && view.flakMarkers.options.length > 0 && (
        <div className="wv-flak-choices">
          <h3>
            Flak: {view.flakMarkers.left} marker{view.flakMarkers.left === 1 ? "" : "s"} to place
          </h3>
          <p className="muted small">
            A MegaHex on or next to an enemy plane your side saw: tap a numbered one on the board,
            or its button here. An enemy plane that ends its move in it takes a flak attack.
          </p>
          <div className="wv-flak-list">
            {view.flakMarkers.options.slice(0, 30).map((h, k) => (
              <button
                key={`${h.col}.${h.level}`}
                type="button"
                disabled={busy}
                onClick={() => act({ type: "flak", col: h.col, level: h.level })}
              >
                {k + 1} · Hex {h.col}, level {h.level}
              </button>
            ))}
          </div>
        </div>
      )}
      {view.moves.length > 0 && (
        <Moves view={view} busy={busy} act={act} preview={preview} setPreview={setPreview} />
      )}
      {view.shots.length > 0 && (
        <div className="wv-shots">
          <h3>Shots</h3>
          {view.shots.map((s) => (
            <div key={`${s.plane}.${s.crew}.${s.target}`} className="wv-shot">
              <span>
                {s.plane} ({s.role}) at {s.target}, range {s.range}:{" "}
                <span className={`wv-die-chip die-${s.die}`} aria-hidden="true" /> {s.die}
                {s.baseDie !== s.die ? ` (from ${s.baseDie})` : ""}
                {s.modifiers.length > 0 && (
                  <span className="muted small">
                    {" "}
                    — {s.modifiers.map((m) => `${m.label} ${signed(m.value)}`).join(", ")}
                  </span>
                )}
              </span>
              <button
                type="button"
                className="act"
                disabled={busy}
                onClick={() => act(s.actions[0])}
                aria-label={`Short burst, ${s.die} die`}
              >
                Short burst
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => act(s.actions[1])}
                aria-label={`Long burst, ${s.longDie} die`}
              >
                Long burst (<span className={`wv-die-chip die-${s.longDie}`} aria-hidden="true" />{" "}
                {s.longDie})
              </button>
            </div>
          ))}
        </div>
      )}
      {/* Shots still on the page are listed among the orders so far. */}
      {view.namedShots.length > 0 && !orders?.choices.length && (
        <p className="small">
          Named:{" "}
          {view.namedShots
            .map((s) => `${s.plane} at ${s.target}${s.longBurst ? " (long)" : ""}`)
            .join("; ")}
        </p>
      )}
      {hold && (
        <button
          type="button"
          className={view.shots.length ? "" : "act"}
          disabled={busy}
          onClick={() => act({ type: "hold" })}
        >
          {view.phase === "fire" ? "Hold fire (no more shots)" : "Done"}
        </button>
      )}
    </section>
  );
}
