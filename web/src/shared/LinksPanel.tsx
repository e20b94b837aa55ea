/** A new online game's links: one per side to send, and the owner's to watch, each with a copy button. */
import { useState } from "react";
import { Link } from "wouter";
import type { Links } from "../api";

const url = (t: string) => `${location.origin}/g/${t}`;

export function CopyLink({ label, token }: { label: string; token: string }) {
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const id = `link-${token.slice(0, 8)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url(token));
      setCopied("yes");
    } catch {
      // No clipboard (an insecure page, a refused permission): select the link to copy by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setCopied("no");
    }
  }
  return (
    <div className="copy-link">
      <label htmlFor={id}>{label}</label>
      <div className="row">
        <input id={id} readOnly value={url(token)} onFocus={(e) => e.target.select()} />
        <button type="button" className="secondary small" onClick={copy}>
          Copy {label.split(":")[0]} link
        </button>
      </div>
      <span className="muted small" aria-live="polite">
        {copied === "yes" ? "Copied." : copied === "no" ? "Selected: copy it with Ctrl+C." : ""}
      </span>
    </div>
  );
}

export function LinksPanel({
  links,
  names,
}: {
  links: Links;
  /** Each seat's name, in the order to show. */
  names: Record<string, string>;
}) {
  return (
    <section className="links" aria-label="Links">
      <p>Send each player their link: whoever holds a link plays that side.</p>
      {Object.entries(names).map(
        ([seat, name]) =>
          links.seats[seat] && <CopyLink key={seat} label={name} token={links.seats[seat]} />,
      )}
      <CopyLink
        label="Watch: the owner's link (sees the game, plays no side)"
        token={links.owner}
      />
      <p className="row wrap">
        {Object.entries(names).map(
          ([seat, name]) =>
            links.seats[seat] && (
              <Link key={seat} href={`/g/${links.seats[seat]}`} className="button secondary small">
                Play {name} here
              </Link>
            ),
        )}
        <Link href={`/g/${links.owner}`} className="button secondary small">
          Watch here
        </Link>
      </p>
    </section>
  );
}
