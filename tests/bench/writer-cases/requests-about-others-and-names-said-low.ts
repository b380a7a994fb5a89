/**
 * Requests whose words people say loosely: a message about someone other
 * than the recipient ("tell the coach Ben twisted his ankle"), names said in
 * lower case ("forward it to anna"), "text", "message" or "ping" with a name
 * and the message straight after, what to tell as a wh-clause ("let Chen know
 * what time …"), phone numbers with their country code read out digit by
 * digit, an email address said after the name, "more polite" for a
 * selection, "lets" as a verb, a follow-up with a question joined on, and a
 * request after a sentence of background. With their near misses: "you" that
 * is the recipient, names that are ordinary words, "let's" that is "let's",
 * "shorter" rather than "more polite".
 */
import type { WriterCase } from "./writer-case";

export const REQUESTS_ABOUT_OTHERS_AND_NAMES_SAID_LOW: WriterCase[] = [
  // Someone else's "he", "his", "her" stay theirs; only the recipient's become "you".
  {
    via: "chat",
    say: "let the coach know that Ben twisted his ankle and we will keep him off the pitch this week",
    keep: ["Ben"],
    says: "keep him off the pitch this week",
    punctuated: ["Ben twisted his ankle"],
  },
  {
    via: "voice",
    say: "write to the nursery that my son has a cough so we keep him at home tomorrow",
    keep: [],
    says: "we keep him at home tomorrow",
  },
  {
    via: "chat",
    say: "email the dentist that my wife cannot come on friday because her car broke down",
    keep: ["Friday"],
    says: "because her car broke down",
  },
  {
    via: "chat",
    say: "tell the landlord our neighbour left his bike in the hall again",
    keep: [],
    says: "our neighbour left his bike in the hall again",
  },
  {
    via: "voice",
    say: "tell Anna that Mateo has a fever and we keep him in bed today",
    keep: ["Anna", "Mateo"],
    says: "we keep him in bed today",
  },
  {
    via: "chat",
    say: "tell Omar that he can take friday off",
    keep: ["Omar"],
    says: "you can take Friday off",
  },
  {
    via: "chat",
    say: "tell priya her parcel arrived",
    keep: ["Priya"],
    says: "your parcel arrived",
  },
  {
    via: "chat",
    say: "tell Lisa that you did a great job on the launch",
    keep: ["Lisa"],
    says: "you did a great job on the launch",
  },
  {
    via: "voice",
    say: "tell Ben that Sara will call him tomorrow",
    keep: ["Ben", "Sara"],
    says: "Sara will call you tomorrow",
  },
  {
    via: "chat",
    say: "tell Anna my brother fixed her bike",
    keep: ["Anna"],
    says: "my brother fixed your bike",
  },
  // Names said in lower case, where they name whom it goes to.
  { via: "chat", say: "send it to paul", keep: ["Paul"], punctuated: ["Send it to Paul."] },
  {
    via: "chat",
    say: "please forward the invoice to anna",
    keep: ["Anna"],
    punctuated: ["forward the invoice to Anna."],
  },
  {
    via: "voice",
    say: "ok send the photos to ravi and to grandma",
    keep: ["Ravi"],
    punctuated: ["send the photos to Ravi and to grandma."],
  },
  {
    via: "chat",
    say: "let sophie know the parcel arrived",
    keep: ["Sophie"],
    says: "the parcel arrived",
  },
  { via: "chat", say: "tell will I am running late", keep: ["Will"], says: "I am running late" },
  {
    via: "chat",
    say: "mark the report as done",
    keep: [],
    punctuated: ["Mark the report as done."],
  },
  {
    via: "chat",
    say: "send it to print and then to the client",
    keep: [],
    punctuated: ["Send it to print and then to the client."],
  },
  {
    via: "chat",
    say: "the rose bush needs water",
    keep: [],
    punctuated: ["The rose bush needs water."],
  },
  // "text", "message", "ping" with a name and then the message.
  {
    via: "chat",
    say: "text jin sorry I missed your call",
    keep: ["Jin"],
    says: "sorry, I missed your call",
  },
  {
    via: "chat",
    say: "ping Raj the build is green",
    keep: ["Raj"],
    says: "the build is green",
  },
  {
    via: "voice",
    say: "text Wei congrats on the new job",
    keep: ["Wei"],
    says: "congrats on the new job",
  },
  {
    via: "chat",
    say: "ping tomas can you review my pull request",
    keep: ["Tomas"],
    says: "can you review my pull request?",
  },
  { via: "chat", say: "I will text you later", keep: [], punctuated: ["I will text you later."] },
  {
    via: "chat",
    say: "the message from the bank was confusing",
    keep: [],
    punctuated: ["The message from the bank was confusing."],
  },
  // What to tell, said as a wh-clause.
  {
    via: "chat",
    say: "tell Ahmed what we decided about the budget",
    keep: ["Ahmed"],
    says: "let you know what we decided about the budget",
  },
  {
    via: "voice",
    say: "let Chen know what time the train leaves",
    keep: ["Chen"],
    says: "let you know what time the train leaves",
  },
  // A country code read digit by digit.
  {
    via: "voice",
    say: "call me on plus four nine one five one two three four five six seven eight nine",
    keep: ["+49 "],
  },
  {
    via: "voice",
    say: "my number is plus three five three eight seven one two three four five six seven",
    keep: ["+353 "],
  },
  {
    via: "voice",
    say: "the hotline is plus one four one five five five five zero one nine nine",
    keep: ["+1 "],
  },
  // An email address said after the name is where it goes, not the message.
  {
    via: "chat",
    say: "write to Julia at julia dot weber at example dot org that the tickets are booked",
    keep: ["Julia"],
    punctuated: ["Hello Julia,\n\nThe tickets are booked."],
  },
  {
    via: "chat",
    say: "email Hiro at hiro dot tanaka at mail dot jp saying the samples arrived",
    keep: ["Hiro"],
    punctuated: ["Hello Hiro,\n\nThe samples arrived."],
  },
  {
    via: "chat",
    say: "we met at the cafe at noon",
    keep: [],
    punctuated: ["We met at the cafe at noon."],
  },
  // "More polite" asks for the polite tone; "shorter" does not.
  {
    via: "transform",
    say: "make it more polite",
    context: "send me the invoice today",
    keep: [],
    punctuated: ["Could you please send me the invoice today?"],
  },
  {
    via: "transform",
    say: "can you make this politer",
    context: "fix the printer before the meeting",
    keep: [],
    punctuated: ["Could you please fix the printer before the meeting?"],
  },
  {
    via: "transform",
    say: "make it shorter",
    context: "I just wanted to say that I really think we should move the meeting to next week",
    keep: [],
    punctuated: ["we should move the meeting to next week."],
  },
  // "lets" after a subject is the verb.
  {
    via: "chat",
    say: "our cat lets nobody near her food bowl",
    keep: [],
    punctuated: ["Our cat lets nobody near her food bowl."],
  },
  {
    via: "voice",
    say: "this app lets you share files without an account",
    keep: [],
    punctuated: ["This app lets you share files without an account."],
  },
  {
    via: "chat",
    say: "the new rule lets staff park behind the building",
    keep: [],
    punctuated: ["The new rule lets staff park behind the building."],
  },
  { via: "chat", say: "ok lets go", keep: [], punctuated: ["let's go."] },
  {
    via: "voice",
    say: "lets meet at the station at six",
    keep: [],
    punctuated: ["Let's meet at the station at six."],
  },
  // A follow-up with a question joined on.
  {
    via: "chat",
    say: "write a follow up to Mr Diaz about the invoice from last week and ask whether it has been paid",
    keep: ["Diaz"],
    says: "whether it has been paid?",
  },
  {
    via: "chat",
    say: "write to Hannah about the workshop on friday and ask if she can bring the projector",
    keep: ["Hannah", "Friday"],
    says: "if you can bring the projector?",
  },
  {
    via: "voice",
    say: "email the supplier about the late order and ask when it will ship",
    keep: [],
    says: "when it will ship?",
  },
  {
    via: "chat",
    say: "write to Hannah about the workshop and the questions people asked",
    keep: ["Hannah"],
    says: "the questions people asked",
  },
  // A request after a sentence of background.
  {
    via: "chat",
    say: "ok so my flatmate Dario asked about the wifi password please tell him it is on the fridge",
    keep: ["Dario"],
    says: "it is on the fridge",
    punctuated: ["Hello Dario,"],
  },
  {
    via: "chat",
    say: "Pedro wanted to know about the deposit so please tell him we got it yesterday",
    keep: ["Pedro"],
    says: "we got it yesterday",
    punctuated: ["Hello Pedro,"],
  },
  {
    via: "voice",
    say: "my colleague Ines asked about the holiday rota can you tell her she is off on the 24th",
    keep: ["Ines", "24th"],
    says: "you are off on the 24th",
    punctuated: ["Hello Ines,"],
  },
  {
    via: "voice",
    say: "my landlord Piotr asked about the bins please tell him they go out on mondays",
    keep: ["Piotr", "Mondays"],
    says: "they go out on Mondays",
    punctuated: ["Hello Piotr,"],
  },
  {
    via: "chat",
    say: "my sister asked about dinner please let her know we eat at seven",
    keep: [],
    says: "we eat at seven",
    punctuated: ["Hello,"],
  },
  {
    via: "chat",
    say: "if you see Olek please tell him I said hi",
    keep: ["Olek"],
    punctuated: ["If you see Olek, please tell him I said hi."],
  },
  {
    via: "chat",
    say: "my neighbour asked about the parking and I told him it is free after six",
    keep: [],
    punctuated: ["My neighbour asked about the parking and I told him it is free after six."],
  },
];
