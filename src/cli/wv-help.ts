/** The notation of `sortie wv fly`, shown under its --help (kept apart so the help loads nothing else). */
export const FLY_HELP = `
A TURN is one quoted argument: an optional throttle=N, then the turn's manoeuvre.
  level                      straight and level
  climb-shallow, climb-hard  climb one level after the preparatory Hexes (drag, drag + 2)
  dive-shallow:L, dive-hard:L  lose L levels (+1 speed each)
  turn-easy, turn-normal, turn-hard   (drag; normal −1 level, hard −2)
  turn-normal+keep1, turn-hard+keep1, turn-hard+keep2   keep levels for one more drag each
  climb-shallow+turn, dive-hard:1+turn   climb or dive and flip (turn-easy works too)
  dive-hard:3+turn@1         a diving turn that reverses after 1 diving Hex
  stall                      the fall of a plane out of control (2 levels, Handling Test)
  falling-leaf, jink, barrel-roll, half-loop, wingover, immelmann, side-slip
  wingover:dive-shallow, wingover:dive-hard   a wingover that finishes diving
--attitude starts the plane climbing or diving; --level 0 starts it on the
ground, where it rolls (level) and takes off (climb-shallow) at its take-off
speed, and a shallow dive of 1 from level 1, slow enough, lands (event landed). sortie wv moves lists every
manoeuvre open at a given level, speed and throttle, with its cost.
The throttle stays where it was last set; never set, it is full power for the band.
Each turn prints its start speed, the speed after the manoeuvre, the speed after
the end-of-turn update, the level it ends at, and events (stall,
structural-test, crackup, crash, handling tests). Tests are rolled with --seed,
or read from dice thrown at the table with --dice (e.g. --dice i,fail,4: the
face each test die shows, a d6's number); otherwise they are only listed.
--printed FILE takes the owner's box file: its planes are on offer and the
faces are read on its dice.

The flying school's lessons:
  climbing   sortie wv fly --plane strutter --level 6 --speed 5 level climb-shallow level climb-hard level
  diving     sortie wv fly --plane strutter --level 10 --speed 5 --any-throttle "throttle=2 dive-shallow:2" level "dive-hard:2" "throttle=5 level"
  turning    sortie wv fly --plane strutter --level 11 --speed 5 turn-easy turn-normal turn-hard
  keeping    sortie wv fly --plane strutter --level 6 --speed 5 turn-hard+keep1
  combined   sortie wv fly --plane strutter --level 4 --speed 5 climb-shallow+turn level dive-hard:1+turn
  ground     sortie wv fly --plane strutter --level 0 --speed 0 level "throttle=0 level" level
  take-off   sortie wv fly --plane strutter --level 0 --speed 0 level level climb-shallow
An illegal turn (a rotary throttle in between, a climb with too little
allowance, a manoeuvre the plane cannot fly) stops with the reason.`;
