/** Hawks over Malta through one link: a seat online or against the computer, or the owner watching. */
import type { HawksView } from "../../../src/games/hawks-over-malta/view.js";
import { useGame } from "../shared/useGame";
import { Table } from "./Table";

export function HawksPage({ token }: { token: string }) {
  const { game, log, busy, error, act, undo } = useGame<HawksView>(token);
  if (!game) return <p className="muted">{error ?? "Loading the game…"}</p>;
  return (
    <Table game={game} log={log} busy={busy} error={error} act={act} undo={undo} token={token} />
  );
}
