/** Opens a game from its link and hands it to its system's page. */
import { useEffect, useState } from "react";
import { ApiFailure, api, type GamePayload } from "./api";
import { ConvoyPage } from "./convoy/ConvoyPage";
import { HawksPage } from "./hawks/HawksPage";
import { holdToken } from "./links";

export function GamePage({ token }: { token: string }) {
  const [game, setGame] = useState<GamePayload | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setGame(null);
    setError(null);
    api
      .game(token, true)
      .then((g) => {
        holdToken(g.id, g.system, g.role, token);
        setGame(g);
      })
      .catch((e) => setError(e instanceof ApiFailure ? e.message : String(e)));
  }, [token]);
  if (error) {
    return (
      <section className="panel">
        <h1>Game not found</h1>
        <p role="alert">{error}</p>
      </section>
    );
  }
  if (!game) return <p className="muted">Loading the game…</p>;
  if (game.system === "malta-convoy") return <ConvoyPage token={token} initial={game as never} />;
  if (game.system === "hawks-over-malta") return <HawksPage token={token} />;
  return <p>This system is not playable in the browser yet.</p>;
}
