/** Malta Convoy in the browser: the sheet, the choices with the advisor's estimates, the log. */
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { ADVISOR_ROLLOUTS } from "../../../src/games/malta-convoy/advisor.js";
import { OPTION_EFFECTS, OPTIONS, type OptionName } from "../../../src/games/malta-convoy/data.js";
import { type ConvoyView, maltaConvoy } from "../../../src/games/malta-convoy/rules.js";
import type { ConvoyAction } from "../../../src/games/malta-convoy/state.js";
import { api, type GamePayload } from "../api";
import { RuleLink, RulesLink } from "../rules/RuleNote";
import { DicePrompt } from "../shared/DicePrompt";
import { RollList } from "../shared/RollList";
import { useGame } from "../shared/useGame";
import { explainConvoy } from "./explain";
import { Outlook } from "./Outlook";
import { ScoreBreakdown } from "./ScoreBreakdown";
import { Sheet } from "./Sheet";
import { Terms } from "./Terms";
import { useAdvice } from "./useAdvice";

type Game = GamePayload<ConvoyView>;

const label = (a: ConvoyAction) => (a.option ? OPTION_EFFECTS[a.option].title : "Next turn");
/** The option a log line's turn took, read back from the rules' own description of it. */
const optionOf = (text: string): OptionName | null =>
  OPTIONS.find((o) => text === maltaConvoy.describe?.({ type: "turn", option: o })) ?? null;
const choiceName = (o: ConvoyAction["option"]) => (o ? OPTION_EFFECTS[o].title : "Next turn");
const detail = (a: ConvoyAction) =>
  a.option ? `${OPTION_EFFECTS[a.option].summary}, then play the turn` : "no option";

export function ConvoyPage({ token, initial }: { token: string; initial: Game }) {
  const g = useGame<ConvoyView>(token, initial);
  const game = g.game ?? initial;
  const { log, error, busy, asking, act, undo } = g;
  const view = game.view;
  const canPlay = game.seat !== null && !view.over;
  const advice = useAdvice(
    view.state,
    `${game.id}:${game.seq}`,
    canPlay && view.actions.length > 1,
  );

  useEffect(() => {
    document.title = `Malta Convoy — turn ${view.nextTurn} · Sortie`;
  }, [view.nextTurn]);

  // One entry plays one turn: a line's turn is its place in the standing log (taken-back turns are gone).
  const turnOf = new Map(log.map((line, i) => [line.seq, i + 1]));

  // Focus stays where the next choice is: when the chosen button goes (or a roll was typed), the first choice takes it.
  const choices = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new position (seq) or prompt moves the focus.
  useEffect(() => {
    const list = choices.current;
    if (!list || asking) return;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active) && active.closest("main"))
      return;
    list.querySelector<HTMLButtonElement>("button")?.focus();
  }, [game.seq, asking]);

  return (
    <div className="convoy">
      <Sheet view={view} />
      <div className="side">
        {view.over ? (
          <section className="panel game-over" aria-live="polite">
            <h2>The convoy has arrived</h2>
            {view.state.events.length > 0 && (
              <ul className="last-turn">
                {view.state.events.map((e, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: events are a fixed list in order.
                  <li key={i}>
                    <Terms text={e} />
                  </li>
                ))}
              </ul>
            )}
            <ScoreBreakdown view={view} />
            <Outlook
              score={view.score.total}
              setupRolls={game.setupRolls}
              turns={log.map((line) => ({
                option: optionOf(line.text),
                rolls: line.rolls.map((r) => r.value),
              }))}
            />
            <p className="row wrap">
              <Link href="/">Back to the games</Link>
              <a className="button secondary small" href={api.exportUrl(token)} download>
                Export
              </a>
            </p>
          </section>
        ) : game.seat === null ? (
          <section className="panel">
            <p>You are watching this game with its owner's link.</p>
          </section>
        ) : (
          <section className="panel choices" aria-labelledby="choices-h">
            <h2 id="choices-h">Turn {view.nextTurn}</h2>
            {asking ? (
              <DicePrompt need={asking} onRoll={g.roll} onCancel={g.cancelRoll} />
            ) : (
              <ul className="actions" ref={choices}>
                {view.actions.map((a) => {
                  const e = advice?.estimates.find((x) => x.option === a.option);
                  const advised = advice && advice.tied.length === 0 && advice.pick === a.option;
                  return (
                    <li key={a.option ?? "none"}>
                      <button
                        type="button"
                        className={a.option ? "secondary choice" : "choice"}
                        aria-disabled={busy}
                        onClick={() => {
                          if (!busy) act(a);
                        }}
                      >
                        <span className="choice-name">{label(a)}</span>
                        <span className="choice-detail">{detail(a)}</span>
                        <span className="estimate">
                          {view.actions.length === 1
                            ? ""
                            : e
                              ? `${e.mean.toFixed(1)} ± ${e.margin.toFixed(1)}`
                              : "estimating…"}
                          {advised && <strong className="advised"> ★ advised</strong>}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {view.state.events.length > 0 && (
              <div className="last-turn">
                <h3>Turn {view.state.turn}</h3>
                <ul>
                  {view.state.events.map((e, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: events are a fixed list in order.
                    <li key={i}>
                      <Terms text={e} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="muted small">
              Options:{" "}
              <RuleLink rule={{ system: "malta-convoy", anchor: "the-game-in-brief" }}>
                what each one does
              </RuleLink>
              ; tap a roll in the log for the rule and table row behind it.
            </p>
            {advice && advice.tied.length > 0 && (
              <p className="too-close" role="status">
                Too close to call: {[advice.pick, ...advice.tied].map(choiceName).join(", ")} cannot
                be told apart at {advice.estimates[0].rollouts.toLocaleString("en")} playouts each,
                so no choice is starred.
              </p>
            )}
            {view.actions.length > 1 && (
              <p
                className="muted small estimates-note"
                data-engine={advice ? (advice.kernel ? "wasm" : "js") : undefined}
              >
                Estimates: the advisor's mean final score over{" "}
                {(advice?.estimates[0].rollouts ?? ADVISOR_ROLLOUTS).toLocaleString("en")} playouts
                of the rest of the game (an eighth at once, then all{" "}
                {ADVISOR_ROLLOUTS.toLocaleString("en")}), ± its 95% margin. Every choice is played
                out on the same dice, so their differences are sharper than the margins.
              </p>
            )}
            {error && (
              <p role="alert" className="error">
                {error}
              </p>
            )}
          </section>
        )}
        <section className="panel" aria-labelledby="log-h">
          <div className="row spread">
            <h2 id="log-h">Log</h2>
            <div className="row">
              {game.seat !== null && log.at(-1)?.undoable && (
                <button type="button" className="secondary small" onClick={undo}>
                  Take back last turn
                </button>
              )}
              <a className="button secondary small" href={api.exportUrl(token)} download>
                Export
              </a>
              <RulesLink system="malta-convoy" />
            </div>
          </div>
          <p className="muted small">
            {game.dice === "manual" ? "You roll the dice." : "Sortie rolls the dice."}
          </p>
          {game.seat !== null && log.length > 0 && !log.at(-1)?.undoable && (
            <p className="muted small no-take-back">
              No take-back: the last turn rolled dice, and a roll stands, as at the table.
            </p>
          )}
          <ul className="log" aria-live="polite">
            {[...log].reverse().map((line) => (
              <li key={line.seq}>
                <strong>
                  Turn {turnOf.get(line.seq)}: {line.text}
                </strong>
                <RollList rolls={line.rolls} explain={explainConvoy} />
              </li>
            ))}
            <li>
              <strong>Set-up</strong>
              <RollList rolls={game.setupRolls} explain={explainConvoy} />
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
