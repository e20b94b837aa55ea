/**
 * Winged Victory's flying school: the lessons in order with the ones passed
 * ticked (kept in this browser), each lesson's page, and the way on to a
 * first fight against the computer.
 */
import { useState } from "react";
import { Link } from "wouter";
import { lessonById } from "../../../../src/games/winged-victory/flight/lessons.js";
import "../wv.css";
import "./school.css";
import { FlightLesson } from "./FlightLesson";
import { entryOf, LESSONS, nextOf } from "./lessons";
import { forgetProgress, markPassed, passedLessons } from "./progress";
import { ShotLesson } from "./ShotLesson";
import { SpotLesson } from "./SpotLesson";

export function School() {
  const [passed, setPassed] = useState(passedLessons);
  return (
    <article className="panel narrow wv-school">
      <h1>Flying school</h1>
      <p>
        Learn Winged Victory one step at a time, in a Sopwith Strutter and then a Camel. Each lesson
        is a few turns on the board: you make the move it teaches, and the page says what happened
        and why, with the dashboard's numbers. Then fly a first fight against the computer.
      </p>
      <ol className="wv-school-list">
        {LESSONS.map((l) => (
          <li key={l.id} data-lesson={l.id} className={passed.has(l.id) ? "passed" : ""}>
            <Link href={`/wv/school/${l.id}`}>{l.title}</Link>
            {passed.has(l.id) && <span className="wv-school-done"> ✓ passed</span>}
            <span className="muted small"> — {l.goal}</span>
          </li>
        ))}
      </ol>
      <p className="row wrap">
        <Link href="/wv/first-fight" className="button">
          Your first fight, step by step
        </Link>
        {passed.size > 0 && (
          <button
            type="button"
            className="secondary small"
            onClick={() => {
              forgetProgress();
              setPassed(new Set());
            }}
          >
            Start the school again
          </button>
        )}
      </p>
    </article>
  );
}

export function Lesson({ id }: { id: string }) {
  const entry = entryOf(id);
  const [passed, setPassed] = useState(() => passedLessons().has(id));
  if (!entry)
    return (
      <section className="panel">
        <h1>No such lesson</h1>
        <p>
          <Link href="/wv/school">Back to the flying school</Link>
        </p>
      </section>
    );
  const pass = () => {
    markPassed(id);
    setPassed(true);
  };
  const next = nextOf(id);
  const flight = entry.kind === "flight" ? lessonById(id) : undefined;
  return (
    <div className="wv-school-page" data-lesson={id}>
      <section className="panel wv-school-intro">
        <p className="small">
          <Link href="/wv/school">Flying school</Link>
        </p>
        <h1>{entry.title}</h1>
        {entry.intro.map((t) => (
          <p key={t}>{t}</p>
        ))}
        <p>
          <strong>Goal:</strong> {entry.goal}
          {passed && <span className="wv-school-done"> ✓ passed</span>}
        </p>
        {passed && (
          <p className="row wrap">
            {next ? (
              <Link href={`/wv/school/${next.id}`} className="button">
                Next lesson: {next.title}
              </Link>
            ) : (
              <Link href="/wv/first-fight" className="button">
                On to a first fight
              </Link>
            )}
          </p>
        )}
      </section>
      {/* A new lesson starts afresh (its key), even when the page stays mounted. */}
      {flight && <FlightLesson key={id} lesson={flight} onPass={pass} />}
      {entry.kind === "spotting" && <SpotLesson key={id} onPass={pass} />}
      {entry.kind === "shot" && <ShotLesson key={id} onPass={pass} />}
    </div>
  );
}
