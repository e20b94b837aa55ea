/** Listens to a game's live socket; reconnects if the connection drops. */
import { useEffect, useRef } from "react";
import type { GamePayload, LogLine } from "../api";

export type LiveMessage =
  | { type: "hello"; seq: number }
  | { type: "entry"; seq: number; line: LogLine | null; game: GamePayload }
  | { type: "undo"; seq: number; game: GamePayload }
  | { type: "error"; error: string };

export function useLive(token: string, onMessage: (m: LiveMessage) => void) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const proto = location.protocol === "https:" ? "wss" : "ws";
      socket = new WebSocket(`${proto}://${location.host}/api/t/${token}/live`);
      socket.onmessage = (e) => handler.current(JSON.parse(e.data));
      socket.onclose = () => {
        if (!stopped) retry = setTimeout(open, 2000);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [token]);
}
