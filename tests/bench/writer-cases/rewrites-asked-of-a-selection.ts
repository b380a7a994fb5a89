/**
 * Rewrites of a selection in the extension: the person selects text and says
 * what to do with it, in a word or two, in the words of many first languages
 * ("make it more short", "can you correct my grammar"), one ask or two. The
 * pieces pin down the right rewrite: the slips put right, the padding gone,
 * the order asked kindly, the chat words put plainly; names and numbers kept.
 */
import { rewritten } from "./builders";
import type { WriterCase } from "./writer-case";

export const REWRITES_ASKED_OF_A_SELECTION: WriterCase[] = [
  // Grammar put right: what is surely wrong, and nothing else.
  rewritten(
    "fix the grammar",
    "The new chairs arrives on Thursday and the desks comes a week later.",
    ["Thursday"],
    "The new chairs arrive on Thursday",
    "the desks come a week later.",
  ),
  rewritten(
    "correct this",
    "My manager have approved the budget, but she have not signed the contract yet.",
    [],
    "My manager has approved the budget, but she has not signed the contract yet.",
  ),
  rewritten(
    "check my english",
    "The courier should delivers the package before 5 pm and it must arrives intact.",
    ["5 pm"],
    "The courier should deliver the package before 5 pm and it must arrive intact.",
  ),
  rewritten(
    "can you correct my grammar",
    "Me and my colleague was at the conference in Lisbon last week.",
    ["Lisbon"],
    "My colleague and I were at the conference in Lisbon last week.",
  ),
  rewritten(
    "fix grammar please",
    "Yesterday we finish the slides and send them to Mr Okafor.",
    ["Okafor"],
    "Yesterday we finished the slides and sent them to Mr Okafor.",
  ),
  rewritten(
    "correct the grammar",
    "I have sent the invoice to Dana two days ago.",
    ["Dana"],
    "I sent the invoice to Dana two days ago.",
  ),
  rewritten(
    "proofread this",
    "The team has finished the migration yesterday evening.",
    [],
    "The team finished the migration yesterday evening.",
  ),
  rewritten(
    "fix the mistakes",
    "Last Monday she call the bank and they refuse to open the account.",
    [],
    "Last Monday she called the bank and they refused to open the account.",
  ),
  // A question's "have" after "she" is right and stays.
  rewritten(
    "fix the grammar pls",
    "Did she have time to read it? The reports arrives tomorrow.",
    [],
    "Did she have time to read it?",
    "The reports arrive tomorrow.",
  ),
  rewritten(
    "check my english please",
    "Every morning the buses leaves at 7:15 and my brother take the first one.",
    ["7:15"],
    "the buses leave at 7:15 and my brother takes the first one.",
  ),
  // Padding gone, every fact kept.
  rewritten(
    "make it shorter",
    "I was wondering if it might be possible to move our call with Hiroshi to Wednesday at 3 pm, if it is not too much trouble.",
    ["Hiroshi", "Wednesday", "3 pm"],
    "Could we move our call with Hiroshi to Wednesday at 3 pm?",
  ),
  rewritten(
    "more direct",
    "Due to a number of reasons that are outside of our control, the shipment to Rotterdam will arrive on 14 June instead of 10 June.",
    ["Rotterdam", "14 June", "10 June"],
    "reasons beyond our control, the shipment to Rotterdam will arrive on 14 June instead of 10 June.",
  ),
  rewritten(
    "make it concise",
    "After careful consideration of all the proposals, we have decided to go with the offer from Baltic Print on this occasion.",
    ["Baltic Print"],
    "After considering all the proposals, we have decided to go with the offer from Baltic Print.",
  ),
  rewritten(
    "shorten this pls",
    "I just wanted to let you know that at this point in time the warehouse in Leeds is closed for stocktaking.",
    ["Leeds"],
    "the warehouse in Leeds is closed for stocktaking.",
  ),
  rewritten(
    "make it more short",
    "We would be grateful if you could send us the signed contract at your earliest convenience, Ms Adeyemi.",
    ["Adeyemi"],
    "Please send us the signed contract",
  ),
  rewritten(
    "warmer and a bit shorter",
    "Please be advised that your subscription will be renewed on 1 May. Kindly contact us in the event that you wish to cancel.",
    ["1 May"],
    "Your subscription will be renewed on 1 May.",
    "contact us if you wish to cancel",
  ),
  rewritten(
    "too long, cut it down",
    "In order to make a decision on the budget, the committee will meet on a weekly basis until the end of March.",
    ["March"],
    "To decide on the budget, the committee will meet weekly until the end of March.",
  ),
  // Curt or official text made warm: thanks, and orders asked.
  rewritten(
    "make it friendlier",
    "Submit the timesheet by Friday.",
    ["Friday"],
    "Could you please submit the timesheet by Friday?",
  ),
  rewritten(
    "warmer please",
    "Your refund request has been received.",
    [],
    "we've received your refund request",
  ),
  rewritten(
    "in a friendly tone",
    "Invoice 4471 is overdue. Pay it immediately.",
    ["4471"],
    "Invoice 4471 is overdue.",
    "Could you please pay it as soon as you can?",
  ),
  rewritten(
    "less stiff",
    "Attendance at the training on 9 October is mandatory for all staff. Bring your laptop.",
    ["9 October"],
    "Could you please bring your laptop?",
  ),
  rewritten(
    "put it more friendly",
    "Do not park in the visitor spaces. Use level 2 of the garage.",
    ["level 2"],
    "Please don't park in the visitor spaces.",
    "Could you please use level 2 of the garage?",
  ),
  rewritten(
    "friendlier",
    "The meeting with Farid is cancelled. Inform your team.",
    ["Farid"],
    "The meeting with Farid is cancelled.",
    "Could you please inform your team?",
  ),
  // Chat words put plainly.
  rewritten(
    "make it more professional",
    "yo Marta, the printer thing is fixed, we good for the demo tomorrow?",
    ["Marta"],
    "Hello Marta",
    "the printer issue is fixed",
    "ready for the demo tomorrow?",
  ),
  rewritten(
    "more formal",
    "we're gonna need the stuff from the Q2 audit by Monday, gimme a call if that's a problem",
    ["Q2", "Monday"],
    "going to need the materials from the Q2 audit by Monday",
  ),
  rewritten(
    "more professional pls",
    "no worries, I'll send u the slides tonight, they're kinda rough tho",
    [],
    "I will send you the slides tonight",
  ),
  rewritten(
    "do it more polite please",
    "hey guys, I wanna move the standup to 10:30, pls confirm asap",
    ["10:30"],
    "I would like to move the standup to 10:30",
  ),
  rewritten(
    "make this sound professional",
    "We gotta push the launch to 3 March cuz the SSO certificate isn't ready yet lol",
    ["3 March", "SSO"],
    "We have to push the launch to 3 March because the SSO certificate is not ready yet.",
  ),
  // Two asks at once.
  rewritten(
    "fix the grammar and make it more formal",
    "hey Tomasz, the samples arrives tomorrow and she have the price list ready",
    ["Tomasz"],
    "the samples arrive tomorrow and she has the price list ready",
  ),
  rewritten(
    "shorter and friendlier",
    "Please be informed that due to the fact that the lift is under maintenance, the office on floor 6 can only be reached by the stairs until 20 November.",
    ["floor 6", "20 November"],
    "Because the lift is under maintenance, the office on floor 6",
  ),
  rewritten(
    "make it more simple and polite",
    "Send me the updated figures for the Oslo branch, I need them in order to finish the report.",
    ["Oslo"],
    "Could you please send me the updated figures for the Oslo branch?",
    "I need them to finish the report.",
  ),
];
