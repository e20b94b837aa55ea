/**
 * The board's zoom and scroll: opened framed on the action at a zoom where
 * counters read, following the fight as planes move (the focus scrolled back
 * into sight when it leaves it), and each seat's own zoom and place kept
 * through a hot-seat hand-over.
 */
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  type Area,
  type BoxSize,
  keep,
  kept,
  MAX_ZOOM,
  readableZoom,
  scrollFor,
  shows,
  zoomFor,
} from "./frame";

export interface Framing {
  /** Everything in play: the planes, the markers, where the moving plane can reach. */
  action: Area | null;
  /** What must stay in sight: the plane moving and its reach (else the seat's planes). */
  focus: Area | null;
  /** Changes whenever a plane moves or another takes its turn. */
  signature: string;
}

const sizeOf = (b: HTMLElement): BoxSize => ({ width: b.clientWidth, height: b.clientHeight });

export function useFrame(
  box: RefObject<HTMLElement | null>,
  key: string,
  framing: Framing,
  /** The least zoom the tools go down to (the whole board in the box). */
  least: (size: BoxSize) => number,
  /**
   * Show everything in play whole, however small the counters come out, and
   * again after every move (a lesson about distance: the spotter and the
   * enemy it counts MegaHexes to must both be in sight, on a phone too).
   */
  fit = false,
) {
  const [zoom, setZoomState] = useState<number | null>(() => kept(key)?.zoom ?? null);
  const scrollTo = useRef<{ left: number; top: number } | null>(null);
  const current = useRef(zoom);
  current.current = zoom;

  // The first framing: this seat's kept place, else the action (or the focus where the action will not fit readably).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box is first laid out.
  useLayoutEffect(() => {
    const b = box.current;
    if (!b) return;
    const k = kept(key);
    if (k) {
      scrollTo.current = { left: k.left, top: k.top };
      setZoomState(k.zoom);
      return;
    }
    const size = sizeOf(b);
    const min = fit ? least(size) : readableZoom(window.innerWidth);
    const { action, focus } = framing;
    let area = action ?? focus;
    if (!area) {
      setZoomState(min);
      return;
    }
    let z = zoomFor(area, size, min);
    if (focus && action && !shows(action, size, z, scrollFor(action, size, z))) {
      area = focus;
      z = zoomFor(focus, size, min);
    }
    scrollTo.current = scrollFor(area, size, z);
    setZoomState(z);
  }, []);

  // After a zoom change, the scroll asked for (the box has grown or shrunk by then).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the box is read through its ref when the zoom changes.
  useLayoutEffect(() => {
    const b = box.current;
    if (!b || zoom === null || !scrollTo.current) return;
    b.scrollLeft = scrollTo.current.left;
    b.scrollTop = scrollTo.current.top;
    scrollTo.current = null;
    keep(key, { zoom, left: b.scrollLeft, top: b.scrollTop });
  }, [zoom, key]);

  // Follow the fight: the focus scrolled back into sight once a move takes it out
  // (fitting: everything in play framed whole again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a plane moves or another's turn comes.
  useEffect(() => {
    const b = box.current;
    const z = current.current;
    if (fit && b && z !== null && framing.action) {
      const size = sizeOf(b);
      const next = zoomFor(framing.action, size, least(size));
      const to = scrollFor(framing.action, size, next);
      if (next === z) b.scrollTo(to);
      else {
        scrollTo.current = to;
        setZoomState(next);
      }
      return;
    }
    if (!b || z === null || !framing.focus) return;
    const size = sizeOf(b);
    const at = { left: b.scrollLeft, top: b.scrollTop };
    if (shows(framing.focus, size, z, at)) return;
    const to = scrollFor(framing.focus, size, z);
    b.scrollTo({ left: to.left, top: to.top, behavior: "smooth" });
  }, [framing.signature]);

  const onScroll = useCallback(() => {
    const b = box.current;
    const z = current.current;
    if (b && z !== null) keep(key, { zoom: z, left: b.scrollLeft, top: b.scrollTop });
  }, [box, key]);

  /** Zooms by `factor`, keeping the middle of the box where it was. */
  const zoomBy = useCallback(
    (factor: number) => {
      const b = box.current;
      const z = current.current;
      if (!b || z === null) return;
      const size = sizeOf(b);
      const next = Math.max(least(size), Math.min(MAX_ZOOM, z * factor));
      const cx = (b.scrollLeft + size.width / 2) / z;
      const cy = (b.scrollTop + size.height / 2) / z;
      scrollTo.current = {
        left: Math.max(0, cx * next - size.width / 2),
        top: Math.max(0, cy * next - size.height / 2),
      };
      setZoomState(next);
    },
    [box, least],
  );

  return { zoom, zoomBy, onScroll };
}
