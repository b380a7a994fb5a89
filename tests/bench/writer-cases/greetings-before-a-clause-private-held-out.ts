/**
 * The private held-out split of the greetings in
 * orders-and-greetings-opening-a-clause.ts, written before the fix and not
 * tuned on: a greeting, thanks or praise with a name before a clause, in
 * other words (other praise, titles, names from many countries, lower case,
 * two and three clauses), with near misses.
 * Scored once (bdbc7dc): clauses set apart 22/22 (100%) beside the tuned
 * 100%; then the file became a tuned one.
 */
import { written } from "./builders";
import type { WriterCase } from "./writer-case";

export const GREETINGS_BEFORE_A_CLAUSE_PRIVATE_HELD_OUT: WriterCase[] = [
  written("huge congratulations Olusegun the promotion is well deserved", "The promotion is well"),
  written(
    "brilliant talk Siobhan everyone was asking questions after",
    "Everyone was asking questions",
  ),
  written("thank you Mrs Papadopoulos the flowers arrived safely", "The flowers arrived safely."),
  written("good evening Hamid the guests have left the hall is clean", "left. The hall is clean."),
  written("well played Jin your team scored twice", "Your team scored twice."),
  written("sweet message Lucía it made my whole week", "It made my whole week."),
  written("thanks a lot Nikolai the heater works again", "The heater works again."),
  written("congrats Ayesha the baby is gorgeous", "The baby is gorgeous."),
  written("hey Kwabena the lunch got moved to one", "the lunch got moved to one"),
  written("morning Rosa the gate is open the dogs are inside", "open. The dogs are inside."),
  written("great photos Mateus the bride looks so happy", "The bride looks so happy."),
  written("welcome Dr Nguyen your first patient is here", "Your first patient is here."),
  written("nice one Sven the fix solved the problem", "The fix solved the problem."),
  written(
    "thanks again Thandiwe one more thing the hotel needs your passport",
    "the hotel needs your passport",
  ),
  written("lovely speech Farah my mum cried twice", "My mum cried twice."),
  written("happy new year Kenji we hope to visit soon", "We hope to visit soon."),
  written("excellent work Ms Alvarez the audit passed easily", "The audit passed easily."),
  // Near misses.
  written("thanks for the lift Olusegun", "the lift"),
  written("hi all", "all"),
  written("congratulations on the new job Farah", "on the new job"),
  written("well done to everyone in the kitchen", "to everyone in the kitchen"),
  written("good morning team", "team"),
];
