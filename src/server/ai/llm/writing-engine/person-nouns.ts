/**
 * Nouns that name a person by what they are to the speaker or by their
 * work: "my brother", "the landlord", "the driver". Reported speech reads
 * whose "he" or "she" they take; describing clauses read that a verb of
 * saying never has a person as its object ("the landlord he said …").
 */
import { wordSet } from "./tokens";

/** Kin and partners spoken of as "he". */
export const MEN = wordSet(
  "son brother husband father dad boyfriend uncle grandfather grandpa nephew",
);

/** Kin and partners spoken of as "she". */
export const WOMEN = wordSet(
  "daughter sister wife mother mum mom girlfriend aunt grandmother grandma niece",
);

/** People by their place in one's life or work, whoever they are. */
export const ANYONE = wordSet(
  "neighbour neighbor colleague boss manager teacher coach friend partner landlord landlady tenant doctor client customer kid child baby flatmate roommate cousin parent",
);

/** People by their trade or role, beyond those one speaks of as one's own. */
const ROLES = wordSet(
  "driver plumber electrician mechanic nurse dentist lawyer accountant agent receptionist waiter waitress cashier courier supplier vendor seller buyer owner host guide officer professor tutor principal director engineer technician cleaner builder contractor recruiter interviewer banker pharmacist vet assistant secretary chef guard caretaker",
);

/** Every noun that names a person. */
export const PERSON_NOUNS = new Set([...MEN, ...WOMEN, ...ANYONE, ...ROLES]);
