/**
 * Rule notes on a game page: a term (or a roll in a log) opens a dialog with
 * the rule behind it, from the players' rules, and the table row it read.
 * The markdown renderer and the pages load only when a note is first opened.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "wouter";
import { loadPage, ruling, section } from "./docs";
import { hrefOf, type Place, resolveRef } from "./refs";
import "./rules.css";

export interface TableRef {
  name: string;
  head: string[];
  rows: string[][];
  /** The row the roll read, if known. */
  hit?: number;
}

export interface RuleRef {
  system: string;
  /** A heading's slug as the game names it (mapped to a players' page in refs.ts), or `page#section`. */
  anchor: string;
  /** A ruling's key (H6, W9, R11): shown alone. */
  key?: string;
  table?: TableRef;
}

/** Where a reference lands on the players' pages (the system's first page if it names nothing known). */
export function placeOf(rule: RuleRef): Place {
  return (
    resolveRef(rule.system, rule.anchor, rule.key) ??
    resolveRef(rule.system) ?? { system: rule.system, page: "", anchor: "" }
  );
}

function RuleText({ place }: { place: Place }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([loadPage(place.system, place.page), import("./render")]).then(([md, r]) => {
      if (!live || !md) return;
      const part =
        (/^[a-z]{1,2}\d+$/.test(place.anchor) && ruling(md, place.anchor.toUpperCase())) ||
        (place.anchor && section(md, place.anchor)) ||
        md;
      // The dialog has its own title: the rule's headings sit below it.
      setHtml(r.toHtml(part.replace(/^(#{1,4}) /gm, "$1## "), place.system));
    });
    return () => {
      live = false;
    };
  }, [place.system, place.page, place.anchor]);
  if (html === null) return <p className="muted">Loading the rule…</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own docs, bundled at build time.
  return <div className="rules-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function RuleTable({ t }: { t: TableRef }) {
  return (
    <table className="rule-table">
      <caption>{t.name}</caption>
      <thead>
        <tr>
          {t.head.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {t.rows.map((r, i) => (
          <tr
            // biome-ignore lint/suspicious/noArrayIndexKey: a printed table's rows are fixed.
            key={i}
            className={i === t.hit ? "hit-row" : undefined}
            aria-current={i === t.hit ? "true" : undefined}
          >
            {r.map((c, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed.
              <td key={j}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A modal note: the rule, the table and whatever else it is given. */
export function RuleDialog({
  rule,
  title,
  children,
  onClose,
}: {
  rule: RuleRef;
  title: string;
  children?: ReactNode;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const place = placeOf(rule);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  // Drawn at the end of the page, so a note opened from inside a label or a table stays apart from it.
  return createPortal(
    <dialog ref={ref} className="rule-note" aria-labelledby={id} onClose={onClose}>
      <div className="row spread">
        <h2 id={id}>{title}</h2>
        <button type="button" className="secondary small" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
      {children}
      {rule.table && <RuleTable t={rule.table} />}
      <RuleText place={place} />
      <p>
        <Link href={hrefOf(place)}>Open the full rules</Link>
      </p>
    </dialog>,
    document.body,
  );
}

/** A term in the page that opens its rule. */
export function RuleLink({
  rule,
  children,
  title,
}: {
  rule: RuleRef;
  children: ReactNode;
  title?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="term"
        aria-haspopup="dialog"
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {children}
      </button>
      {open && (
        <RuleDialog
          rule={rule}
          title={title ?? (typeof children === "string" ? children : "The rule")}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Where a page's rules live: a link for the page's head. */
export function RulesLink({ system }: { system: string }) {
  return (
    <Link href={`/rules/${system}`} className="rules-link">
      Rules
    </Link>
  );
}
