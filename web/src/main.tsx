import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { Link, Route, Switch } from "wouter";
import { NewManualGame } from "./convoy/NewManualGame";
import { GamePage, SeatPilot } from "./GamePage";
import { HotSeat } from "./hawks/HotSeat";
import { NewHawks } from "./hawks/NewHawks";
import { Home } from "./home/Home";
import { NewCampaign } from "./wom/NewCampaign";
import { PilotPage } from "./wom/PilotPage";
import { WomPage } from "./wom/WomPage";
import "./styles.css";

// The analyse view carries the charting library: it loads only when opened.
const Analyse = lazy(() => import("./analyse/Analyse"));

function App() {
  return (
    <>
      <header className="top">
        <Link href="/" className="brand">
          ✈ Sortie
        </Link>
        <nav>
          <Link href="/">Games</Link>
          <Link href="/analyse">Analyse</Link>
        </nav>
      </header>
      <main>
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <Switch>
            <Route path="/" component={Home} />
            <Route path="/new/malta-convoy/manual" component={NewManualGame} />
            <Route path="/hawks/new" component={NewHawks} />
            <Route path="/hotseat/:axis/:british">
              {(p) => <HotSeat axis={p.axis} british={p.british} />}
            </Route>
            <Route path="/wom/new" component={NewCampaign} />
            <Route path="/wom/:axis/:british/pilot/:id">
              {(p) => <PilotPage tokens={{ axis: p.axis, british: p.british }} id={p.id} />}
            </Route>
            <Route path="/wom/:axis/:british">
              {(p) => <WomPage tokens={{ axis: p.axis, british: p.british }} />}
            </Route>
            <Route path="/g/:token/pilot/:id">
              {(p) => <SeatPilot token={p.token} id={p.id} />}
            </Route>
            <Route path="/g/:token">{(p) => <GamePage token={p.token} />}</Route>
            <Route path="/analyse" component={Analyse} />
            <Route>
              <section className="panel">
                <h1>Nothing here</h1>
                <p>
                  This page does not exist. <Link href="/">Back to the games</Link>.
                </p>
              </section>
            </Route>
          </Switch>
        </Suspense>
      </main>
    </>
  );
}

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
