/**
 * Wings over Malta: the dogfight's set-up by D10. The distances come from the
 * rule text; the relative-position table is ours (`reconstructed`): the
 * text's diagram is lost.
 */

/** Distance between the flights and the centre, by D10 (in ruler lengths). */
export const DOGFIGHT_DISTANCE = [0.5, 0.5, 0.75, 0.75, 1, 1, 1.25, 1.25, 1.5, 1.5];

export interface RelativePosition {
  name: string;
  /** Where each flight sits around the centre X (degrees, 0 = up the mat, clockwise) and where it heads. */
  spotted: { bearing: number; heading: number };
  spotter: { bearing: number; heading: number };
}

/**
 * Reconstructed: the text's position diagram is lost. Ten placements of the
 * spotted flight (the Spitfire position) and the spotter (the Messerschmitt
 * position) around the centre; the spotter has the better of most of them,
 * as a flight that sees the other first should.
 */
export const RELATIVE_POSITIONS: RelativePosition[] = [
  {
    name: "Dead astern",
    spotted: { bearing: 0, heading: 0 },
    spotter: { bearing: 180, heading: 0 },
  },
  {
    name: "Astern, from the left quarter",
    spotted: { bearing: 0, heading: 0 },
    spotter: { bearing: 225, heading: 45 },
  },
  {
    name: "Astern, from the right quarter",
    spotted: { bearing: 0, heading: 0 },
    spotter: { bearing: 135, heading: 315 },
  },
  {
    name: "Crossing from the left",
    spotted: { bearing: 0, heading: 0 },
    spotter: { bearing: 270, heading: 90 },
  },
  {
    name: "Crossing from the right",
    spotted: { bearing: 0, heading: 0 },
    spotter: { bearing: 90, heading: 270 },
  },
  {
    name: "Bounce from the left beam",
    spotted: { bearing: 90, heading: 0 },
    spotter: { bearing: 270, heading: 90 },
  },
  {
    name: "Bounce from the right beam",
    spotted: { bearing: 270, heading: 0 },
    spotter: { bearing: 90, heading: 270 },
  },
  {
    name: "Head-on, offset left",
    spotted: { bearing: 315, heading: 135 },
    spotter: { bearing: 135, heading: 315 },
  },
  {
    name: "Head-on, offset right",
    spotted: { bearing: 45, heading: 225 },
    spotter: { bearing: 225, heading: 45 },
  },
  {
    name: "Head-on",
    spotted: { bearing: 0, heading: 180 },
    spotter: { bearing: 180, heading: 0 },
  },
];
