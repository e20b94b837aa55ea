/** Opens a game from its link and hands it to its system's page. */
import { lazy, Suspense, useEffect, useState } from "react";
import { ApiFailure, api, type GamePayload } from "./api";
import { ConvoyPage } from "./convoy/ConvoyPage";
import { HawksPage } from "./hawks/HawksPage";
import { holdToken } from "./links";
import { ChosenDice } from "./shared/ChosenDice";
import { PilotPage } from "./wom/PilotPage";
import { WomPage } from "./wom/WomPage";

const TablePage = lazy(() =>
  import("./wv/table/TablePage").then((m) => ({ default: m.TablePage })),
);
const WvPage = lazy(() => import("./wv/WvPage").then((m) => ({ default: m.WvPage })));
const CareerPage = lazy(() =>
  import("./wv/career/CareerPage").then((m) => ({ default: m.CareerPage })),
);
const KotaPage = lazy(() => import("./kota/KotaPage").then((m) => ({ default: m.KotaPage })));

/** Systems whose page tells of chosen dice itself. */
const OWN_NOTICE = new Set(["knights-of-the-air", "winged-victory-career"]);

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
  return (
    <>
      {/* Campaign pages say it themselves (they are opened by their own addresses too). */}
      {!OWN_NOTICE.has(game.system) && <ChosenDice game={game} />}
      {systemPage(game, token)}
    </>
  );
}

/** The page of the game's system. */
function systemPage(game: GamePayload, token: string) {
  if (game.system === "malta-convoy") return <ConvoyPage token={token} initial={game as never} />;
  if (game.system === "hawks-over-malta") return <HawksPage token={token} />;
  if (game.system === "wings-over-malta") {
    // One side's link: that side's steps only; the owner's link watches.
    return <WomPage tokens={game.seat ? { [game.seat]: token } : { watch: token }} />;
  }
  if (game.system === "knights-of-the-air")
    return (
      <Suspense fallback={<p className="muted">Loading the campaign…</p>}>
        <KotaPage token={token} />
      </Suspense>
    );
  if (game.system === "winged-victory")
    return (
      <Suspense fallback={<p className="muted">Loading the fight…</p>}>
        <WvPage token={token} />
      </Suspense>
    );
  if (game.system === "winged-victory-table")
    return (
      <Suspense fallback={<p className="muted">Loading the fight…</p>}>
        <TablePage token={token} />
      </Suspense>
    );
  if (game.system === "winged-victory-career")
    return (
      <Suspense fallback={<p className="muted">Loading the squadron…</p>}>
        <CareerPage token={token} />
      </Suspense>
    );
  return <p>This system is not playable in the browser yet.</p>;
}

/** An airman's page opened from one side's link. */
export function SeatPilot({ token, id }: { token: string; id: string }) {
  const [seat, setSeat] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    api
      .game(token)
      .then((g) => setSeat(g.seat))
      .catch(() => setSeat(null));
  }, [token]);
  if (seat === undefined) return <p className="muted">Loading…</p>;
  return <PilotPage tokens={seat ? { [seat]: token } : { watch: token }} id={id} />;
}
