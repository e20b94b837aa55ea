/** Enlists a replacement airman for a side: a novice of the chosen service and role. */
import { type FormEvent, useState } from "react";
import type { WomAction } from "../../../src/games/wings-over-malta/actions.js";
import {
  SERVICE_NAME,
  SERVICE_SIDE,
  type Service,
  SIDE_NAME,
  type Side,
} from "../../../src/games/wings-over-malta/data.js";

export function Enlist({
  side,
  busy,
  act,
}: {
  side: Side;
  busy: boolean;
  act: (a: WomAction, side?: Side) => void;
}) {
  const services = (Object.keys(SERVICE_SIDE) as Service[]).filter((s) => SERVICE_SIDE[s] === side);
  const [service, setService] = useState<Service>(services[0]);
  const [role, setRole] = useState<"fighter" | "bomber">("fighter");
  const [name, setName] = useState("");
  function submit(e: FormEvent) {
    e.preventDefault();
    act(
      { type: "enlist", side, service, role, ...(name.trim() ? { name: name.trim() } : {}) },
      side,
    );
    setName("");
  }
  return (
    <details className="no-print">
      <summary>Enlist a replacement for the {SIDE_NAME[side]}</summary>
      <form className="row wrap" onSubmit={submit} aria-label={`Enlist for the ${SIDE_NAME[side]}`}>
        <label>
          Name
          <input
            value={name}
            maxLength={60}
            placeholder="(a name from the list)"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label>
          Service
          <select value={service} onChange={(e) => setService(e.target.value as Service)}>
            {services.map((s) => (
              <option key={s} value={s}>
                {SERVICE_NAME[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Role
          <select value={role} onChange={(e) => setRole(e.target.value as "fighter" | "bomber")}>
            <option value="fighter">fighter pilot</option>
            <option value="bomber">bomber crew</option>
          </select>
        </label>
        <button type="submit" disabled={busy}>
          Enlist
        </button>
      </form>
    </details>
  );
}
