import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { Link, Route, Switch } from "wouter";
import { Home } from "./home/Home";
import "./styles.css";

// The home page loads alone; each game's pages (and the analyse view with its
// charting library, the rules reference with its markdown) load when opened.
const Analyse = lazy(() => import("./analyse/Analyse"));
const NewManualGame = lazy(() =>
  import("./convoy/NewManualGame").then((m) => ({ default: m.NewManualGame })),
);
const GamePage = lazy(() => import("./GamePage").then((m) => ({ default: m.GamePage })));
const SeatPilot = lazy(() => import("./GamePage").then((m) => ({ default: m.SeatPilot })));
const HotSeat = lazy(() => import("./hawks/HotSeat").then((m) => ({ default: m.HotSeat })));
const NewHawks = lazy(() => import("./hawks/NewHawks").then((m) => ({ default: m.NewHawks })));
const NewCampaign = lazy(() =>
  import("./wom/NewCampaign").then((m) => ({ default: m.NewCampaign })),
);
const PilotPage = lazy(() => import("./wom/PilotPage").then((m) => ({ default: m.PilotPage })));
const WomPage = lazy(() => import("./wom/WomPage").then((m) => ({ default: m.WomPage })));
const RulesPage = lazy(() => import("./rules/RulesPage"));
const NewKota = lazy(() => import("./kota/NewKota").then((m) => ({ default: m.NewKota })));
const KotaPage = lazy(() => import("./kota/KotaPage").then((m) => ({ default: m.KotaPage })));
const KotaMasterLog = lazy(() => import("./kota/Logs").then((m) => ({ default: m.MasterLog })));
const KotaPilotLog = lazy(() => import("./kota/Logs").then((m) => ({ default: m.PilotLog })));
const NewWv = lazy(() => import("./wv/NewWv").then((m) => ({ default: m.NewWv })));
const NewTable = lazy(() => import("./wv/table/NewTable").then((m) => ({ default: m.NewTable })));
const NewCareer = lazy(() =>
  import("./wv/career/NewCareer").then((m) => ({ default: m.NewCareer })),
);
const CareerPage = lazy(() =>
  import("./wv/career/CareerPage").then((m) => ({ default: m.CareerPage })),
);
const WvHotSeat = lazy(() => import("./wv/WvPage").then((m) => ({ default: m.WvHotSeat })));
const WvSchool = lazy(() => import("./wv/school/School").then((m) => ({ default: m.School })));
const WvLesson = lazy(() => import("./wv/school/School").then((m) => ({ default: m.Lesson })));
const WvFirstFightStart = lazy(() =>
  import("./wv/school/FirstFight").then((m) => ({ default: m.FirstFightStart })),
);
const WvFirstFight = lazy(() =>
  import("./wv/school/FirstFight").then((m) => ({ default: m.FirstFight })),
);
const FirstGame = lazy(() => import("./hawks/FirstGame").then((m) => ({ default: m.FirstGame })));

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
          <Link href="/rules">Rules</Link>
        </nav>
      </header>
      <main>
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <Switch>
            <Route path="/" component={Home} />
            <Route path="/new/malta-convoy/manual" component={NewManualGame} />
            <Route path="/hawks/new" component={NewHawks} />
            <Route path="/hotseat/:axis/:british">
              {(p) => <HotSeat key={`${p.axis}/${p.british}`} axis={p.axis} british={p.british} />}
            </Route>
            <Route path="/wv/new" component={NewWv} />
            <Route path="/wv/table/new" component={NewTable} />
            <Route path="/wv/career/new" component={NewCareer} />
            <Route path="/wv/school" component={WvSchool} />
            <Route path="/wv/school/:lesson">{(p) => <WvLesson id={p.lesson} />}</Route>
            <Route path="/wv/first-fight" component={WvFirstFightStart} />
            <Route path="/wv/first-fight/:token">{(p) => <WvFirstFight token={p.token} />}</Route>
            <Route path="/wv/career/:token">{(p) => <CareerPage token={p.token} />}</Route>
            <Route path="/wv/hotseat/:allies/:germans">
              {(p) => (
                <WvHotSeat key={`${p.allies}/${p.germans}`} allies={p.allies} germans={p.germans} />
              )}
            </Route>
            <Route path="/wom/new" component={NewCampaign} />
            <Route path="/wom/:axis/:british/pilot/:id">
              {(p) => <PilotPage tokens={{ axis: p.axis, british: p.british }} id={p.id} />}
            </Route>
            <Route path="/wom/:axis/:british">
              {(p) => <WomPage tokens={{ axis: p.axis, british: p.british }} />}
            </Route>
            <Route path="/kota/new" component={NewKota} />
            <Route path="/kota/:token/master-log">{(p) => <KotaMasterLog token={p.token} />}</Route>
            <Route path="/kota/:token/pilot/:id">
              {(p) => <KotaPilotLog token={p.token} id={p.id} />}
            </Route>
            <Route path="/kota/:token">{(p) => <KotaPage token={p.token} />}</Route>
            <Route path="/g/:token/pilot/:id">
              {(p) => <SeatPilot token={p.token} id={p.id} />}
            </Route>
            <Route path="/g/:token">{(p) => <GamePage key={p.token} token={p.token} />}</Route>
            <Route path="/analyse" component={Analyse} />
            <Route path="/rules">{() => <RulesPage />}</Route>
            <Route path="/rules/hawks-over-malta/first-game" component={FirstGame} />
            <Route path="/rules/:system">{(p) => <RulesPage system={p.system} />}</Route>
            <Route path="/rules/:system/:page">
              {(p) => <RulesPage system={p.system} page={p.page} />}
            </Route>
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
