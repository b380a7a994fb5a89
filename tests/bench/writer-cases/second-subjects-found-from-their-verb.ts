/**
 * A complete first clause (a verb with no object, its object already said,
 * or after "when", "if", "because") run on into a second clause whose subject
 * is a noun phrase of any build (a determiner or none, a compound, a plural,
 * a list) and whose verb is a word that is also a noun ("costs", "works",
 * "needs", "says") or an auxiliary; with adverbs between subject and verb,
 * and near misses that stay whole (a clause with a gap describing the noun
 * before it, "costs" as a noun, a verb whose subject is the whole phrase).
 * Left out: "when the box arrives the team unpacks it", which the voice
 * session answers as a question to the writer and the write box ends with a
 * question mark; a clause fronted by "when" or "if" is the question and
 * opener readers' to set off, not this reading's.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SECOND_SUBJECTS_FOUND_FROM_THEIR_VERB: WriterCase[] = [
  said(
    "the ticket machine keeps rejecting cards passengers are buying on the bus",
    "rejecting cards. Passengers are",
  ),
  said("the scanner keeps jamming the nurses are writing by hand", "jamming. The nurses"),
  said("my bike chain snapped the new part costs forty euros", "snapped. The new part costs"),
  typed("Rania sent the invoice the total includes shipping", "invoice. The total includes"),
  said("the old laptop died the backup works fine", "died. The backup works"),
  said("I wrote the summary my team lead has a copy now", "summary. My team lead"),
  said(
    "the app freezes when I open the camera the error says no permission",
    "camera. The error says",
  ),
  said(
    "the heating stops if we close the valve the engineer comes tomorrow",
    "valve. The engineer",
  ),
  said("I called the plumber about the leak he promised to come at eight", "leak. He promised"),
  typed(
    "I fixed the crash in the upload page users can send files again",
    "upload page. Users can",
  ),
  // A singular before a plural may be a compound ("office chairs"), so the list readers set a
  // comma after a plural only: "scissors, tape", not "tape, scissors".
  said(
    "the box is on the top shelf scissors tape and labels are in the drawer",
    "shelf. Scissors, tape and labels are",
  ),
  said("my bike chain snapped the new part only costs forty euros", "snapped. The new part only"),
  said("the old laptop died last week the backup still works", "week. The backup still works"),
  written("we moved to the new office the rent includes parking", "office. The rent includes"),
  said("the printer stopped again the tray needs paper", "again. The tray needs"),
  typed("my sister bought the flat the kitchen looks very old", "flat. The kitchen looks"),
  said("the shop was closed the sign says back at two", "closed. The sign says"),
  said("the doctor checked my arm the scan shows a small crack", "arm. The scan shows"),
  said("we finished the audit the bank is paying the fees", "audit. The bank is paying"),
  typed("i booked the hotel the breakfast costs extra", "hotel. The breakfast costs"),
  said("the river rose overnight the farmers are moving their animals", "overnight. The farmers"),
  said("my son lost his phone at school the teacher has it", "school. The teacher has it"),
  said("the kids are at the pool towels and snacks are in the car", "pool. Towels and snacks are"),
  said(
    "the screen goes black when I plug in the cable my laptop needs a new driver",
    "cable. My laptop needs",
  ),
  // Near misses.
  said("the parcel the courier left got wet", "The parcel the courier left got wet."),
  said("the cost of the repair surprised me", "The cost of the repair surprised me."),
  said("she works long shifts", "She works long shifts."),
  said("the report my manager sent has errors", "The report my manager sent has errors."),
  said("the price includes tax", "The price includes tax."),
  said("I think the plan works", "I think the plan works."),
  said("the job needs two people", "The job needs two people."),
  said("the repair costs were high", "The repair costs were high."),
  said("the repair costs more than we thought", "The repair costs more than we thought."),
  said(
    "the software update fixes the login problem",
    "The software update fixes the login problem.",
  ),
  said("my neighbour works from home", "My neighbour works from home."),
  typed("the team lead needs the numbers by friday", "The team lead needs the numbers by Friday."),
];
