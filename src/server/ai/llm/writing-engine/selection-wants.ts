/**
 * A want said bluntly ("I want Friday off"), which a polite or formal
 * rewrite says as a wish ("I would like Friday off"), as a person asking
 * their manager would.
 */
import { type Rewording, reword } from "./rewording";

const WANTS: Rewording[] = ["I", "we"].flatMap((who): Rewording[] => [
  [`${who} want`, `${who} would like`],
  [`${who} wanna`, `${who} would like to`],
]);

export const wantsAsWishes = reword(WANTS);
