/**
 * Written before the fix as a private split of
 * `second-subjects-found-from-their-verb.ts`: the same kind (a complete
 * clause, then a noun phrase subject whose verb may be read as a noun) with
 * other verbs, adverbs, names and near misses; scored once after the fix,
 * clauses 18/20. Its two misses are left out of this list: "the website
 * went down during the sale customers were calling all day" (the break goes
 * before "the sale", as before the fix) and "I painted the fence the paint
 * still smells" (read as a clause describing the fence, the shape of "I
 * fixed the bike my son rides").
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SECOND_SUBJECTS_FOUND_FROM_THEIR_VERB_PRIVATE_HELD_OUT: WriterCase[] = [
  said(
    "the kettle broke this morning the new one arrives on Thursday",
    "morning. The new one arrives",
  ),
  typed("Kwame returned the rental car the deposit covers the scratch", "car. The deposit covers"),
  said("our wifi dropped again the router just needs a restart", "again. The router just needs"),
  said("I printed the tickets the concert starts at nine", "tickets. The concert starts"),
  written("the supplier raised its prices our margin looks thin now", "prices. Our margin looks"),
  said(
    "the dishwasher leaks when we run the long cycle the seal probably needs replacing",
    "cycle. The seal probably needs",
  ),
  typed(
    "Mei Ling signed the lease the landlord is painting the walls next week",
    "lease. The landlord is painting",
  ),
  said(
    "the bus stopped at the border the guards were checking passports",
    "border. The guards were",
  ),
  said("I sent the draft to Olga her notes usually help a lot", "Olga. Her notes usually help"),
  said(
    "the fridge is in the garage milk eggs and butter are on the top shelf",
    "garage. Milk, eggs and butter are",
  ),
  said("my knee hurts if I walk too long the physio says rest", "long. The physio says"),
  typed(
    "Dmitri fixed the heater the living room feels warm again",
    "heater. The living room feels",
  ),
  said("we planted tomatoes in May the harvest looks good", "May. The harvest looks"),
  said(
    "the lawyer read the contract the last clause needs changes",
    "contract. The last clause needs",
  ),
  // Near misses.
  said(
    "the bill the plumber sent includes the parts",
    "The bill the plumber sent includes the parts.",
  ),
  said("the delivery costs depend on the weight", "The delivery costs depend on the weight."),
  said("if the train runs late the school calls parents", "late, the school"),
  said("Joao says the fridge works again", "Joao says the fridge works again."),
];
