/**
 * Run-on speech where a break must not fall inside one clause: a verb keeps
 * its object when "its" said without its apostrophe opens the next clause
 * ("I finished the draft. It's in …"), and when "be" and a verb in "-ing"
 * take a counted object ("we are hiring two new engineers. One will …");
 * a time said at the end of a clause stays with it ("thanks for your help
 * yesterday. It really …"); "so" after "think", "hope" or "guess" is what
 * they take, not a conjunction ("I think so. We can …"); a clause opened by
 * "as soon as" keeps its object before the order after it takes a comma;
 * "still" before an adjective after "be" says how something still is.
 * Said by people of many first languages and walks of life. Beside them the
 * near misses, which still split: a new subject after "be" and an "-ing"
 * that takes no object, and a clause after a time said where it belongs.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const BREAKS_INSIDE_ONE_CLAUSE: WriterCase[] = [
  // "its" opens a clause of its own; the noun phrase before it is the verb's object.
  written("i finished the draft its in the shared folder", "finished the draft. It"),
  said(
    "my son lost his jacket at school its blue with a red zipper",
    "lost his jacket at school. It",
  ),
  said("we finished the report its on your desk", "finished the report. It"),
  typed("i booked the room its on the third floor", "booked the room. It"),
  written("she sent the invoice its due next friday", "sent the invoice. It"),
  said("i tried the new cafe near the station its really good", "near the station. It"),
  // A counted object after "be" and a verb in "-ing", then a clause of one of them.
  written(
    "we are hiring two new engineers one will join in october",
    "hiring two new engineers. One will join",
  ),
  said("we are buying three new servers one is for testing", "buying three new servers. One is"),
  said("they are opening two new branches one is in lagos", "opening two new branches. One is"),
  typed("i am reading two books right now one is about history", "right now. One is about"),
  said("we ordered five chairs two will arrive late", "five chairs. Two will arrive"),
  // A participle that joins an amount's phrase as a preposition is no verb of its own.
  written("sales are up 12 percent compared to last year", "are up 12 percent compared"),
  said("costs went down five percent compared with last quarter", "went down 5"),
  typed("revenue is up ten percent based on the new numbers", "is up 10"),
  // Near misses: "-ing" that takes no object, then a new subject.
  said("our dog is barking the neighbours are annoyed", "barking. The neighbours are"),
  written("the kids are playing outside the parents are chatting", "outside. The parents are"),
  // A time at the end of a clause of thanks stays with it.
  written(
    "thanks for your help yesterday it really saved me a lot of time",
    "help yesterday. It really saved",
  ),
  said("thanks for the call yesterday it helped a lot", "call yesterday. It helped"),
  typed("thank you for the flowers last week they were beautiful", "flowers last week. They were"),
  written(
    "sorry for the delay this morning the train was cancelled",
    "delay this morning. The train",
  ),
  // Near misses: a time where it already stays.
  said("i met your brother last week he is very nice", "brother last week. He is"),
  written("we fixed the bug this morning the tests pass now", "bug this morning. The tests"),
  // "so" is what "think", "hope" and "guess" take.
  written("no i dont think so it is too expensive", "think so. It is too expensive"),
  said("yes i think so we can start tomorrow", "think so. We can start"),
  said("i hope so the weather looks bad", "hope so. The weather"),
  typed("i guess so it depends on the budget", "guess so. It depends"),
  written("i dont think so the client wants a new offer", "think so. The client"),
  // A clause opened by "as soon as" before an order.
  written("as soon as you get the keys let me know", "the keys, let me know"),
  said("as soon as the parcel arrives please call me", "arrives, please call me"),
  typed("as soon as you finish the report send it to anna", "the report, send it"),
  said("as long as you sign the form we can start", "the form, we can start"),
  written("in case you need help call me", "need help, call me"),
  // A step said as a question: "who" or "what" and its verb open it.
  written(
    "i have two questions first when is the deadline second who approves it",
    "deadline? Second, who approves it?",
  ),
  written(
    "two things first where is the venue second who pays for lunch",
    "Second, who pays for lunch?",
  ),
  // "still" and an adjective after "be".
  written("i wonder whether the store is still open at this hour", "still open at this hour"),
  written("is the pharmacy still open on saturday", "still open on Saturday"),
  typed("the office is still empty the cleaners are late", "still empty. The cleaners"),
];
