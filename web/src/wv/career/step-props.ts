import type {
  CareerAction,
  CareerView,
} from "../../../../src/games/winged-victory/career/rules.js";
import type { Mission } from "../../../../src/games/winged-victory/career/state.js";

/** What a form for one step of a mission takes: the career, the mission, and how to act. */
export interface MissionStepProps {
  v: CareerView;
  m: Mission;
  busy: boolean;
  act: (a: CareerAction) => void;
}
