/**
 * A new online game in which this browser flies one side: the other side's
 * link to send, this side's own (the one this browser plays, kept in Your
 * games), and the owner's, kept to hand out the links again or to watch. The
 * game is played and read through the side's own link, never the owner's.
 */
import { Link } from "wouter";
import type { Links } from "../api";
import { CopyLink } from "./LinksPanel";

export function SeatLinks({
  links,
  names,
  mine,
}: {
  links: Links;
  /** Each seat's name, in the order to show. */
  names: Record<string, string>;
  /** The seat this browser flies. */
  mine: string;
}) {
  const others = Object.entries(names).filter(([seat]) => seat !== mine && links.seats[seat]);
  return (
    <section className="links" aria-label="Links">
      <p>
        Send the other player the {others.map(([, name]) => name).join(" and ")} link: whoever holds
        a link plays that side. You fly the {names[mine]} with your own link.
      </p>
      {others.map(([seat, name]) => (
        <CopyLink key={seat} label={name} token={links.seats[seat]} />
      ))}
      <CopyLink
        label={`${names[mine]}: your link (it flies your side; Your games keeps it)`}
        token={links.seats[mine]}
      />
      <CopyLink
        label="Owner: the owner's link (to hand out the links again or watch; it plays no side and sees only what both sides see)"
        token={links.owner}
      />
      <p className="row wrap">
        <Link href={`/g/${links.seats[mine]}`} className="button act">
          Fly the {names[mine]} here
        </Link>
      </p>
    </section>
  );
}
