/**
 * The extension's modes: a reply to an email with the thread as context (and
 * what the editor already holds), a comment on a post, and a rewrite of a
 * selection given as context, in each of the five tones.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const EXTENSION: WriterCase[] = [
  {
    via: "reply",
    context:
      "Hi,\n\nThe delivery for order 88213 has not arrived yet. Can you check?\n\nThanks,\nMarta Kowalczyk",
    say: "sorry for the delay the courier lost the parcel we are sending a new one today",
    keep: ["88213"],
    punctuated: ["delay. The", "parcel. We"],
  },
  {
    via: "reply",
    context: "Dear team, please confirm your attendance for the quarterly review. Best, Aisha",
    editor: "Hi Aisha,\n\n",
    say: "i will attend i will join from the Lagos office",
    keep: ["Lagos"],
    punctuated: ["attend. I"],
  },
  {
    via: "reply",
    context: "Hello, is the apartment on Rua Augusta still available? Regards, Pedro",
    editor: "\n\nBest regards,\nHelena",
    say: "yes it is still available you can visit on saturday at 11",
    keep: ["Saturday"],
    punctuated: ["Yes, it", "available. You"],
  },
  {
    via: "reply",
    tone: "formal",
    context:
      "Could you send me the signed agreement by the end of the week? Kind regards, Dr. Weber",
    say: "the agreement is signed i will send it tomorrow morning",
    keep: [],
    punctuated: ["signed. I"],
  },
  {
    via: "reply",
    tone: "friendly",
    context: "Hey! Are you coming to the barbecue on Sunday? - Jamal",
    say: "yes of course we will bring the drinks",
    keep: [],
    punctuated: ["Yes, of course"],
  },
  {
    via: "reply",
    tone: "concise",
    context: "Hi, what is the status of ticket SUP-1042? Thanks, Olu",
    say: "the fix is deployed please clear your cache and try again",
    keep: ["SUP-1042"],
    punctuated: ["deployed. Please"],
  },
  {
    via: "reply",
    tone: "confident",
    context: "We are worried the launch date of May 14 is too tight. Thoughts? Priyanka",
    say: "we can make may 14 the testing is already finished",
    keep: ["May 14"],
    punctuated: ["May 14. The"],
  },
  {
    via: "reply",
    tone: "professional",
    context: "Hi, can you share the price list for 2027? Best, Tomasz",
    say: "the new price list is attached prices go up by 4 percent from january",
    keep: ["4"],
    punctuated: ["attached. Prices"],
  },
  {
    via: "reply",
    context: "Hi, I was charged twice for my subscription this month. Ravi",
    say: "i am sorry about that the second charge is refunded it takes three to five days",
    keep: [],
    punctuated: ["that. The", "refunded. It"],
  },
  {
    via: "comment",
    context: "After 10 years at Siemens I am starting my own consultancy. Wish me luck!",
    say: "congratulations Anke this is a brave step good luck with the new company",
    keep: ["Anke"],
    punctuated: ["step. Good"],
  },
  {
    via: "comment",
    tone: "friendly",
    context: "Our hospital cut outpatient waiting times by 30% this year. Here is how.",
    say: "thirty percent is impressive we are trying the same at our clinic",
    keep: [],
    punctuated: ["impressive. We"],
  },
  {
    via: "comment",
    context: "Which project management tool do you use for a small team?",
    say: "we use Trello for the tasks and Notion for the docs it works well for six people",
    keep: ["Trello", "Notion"],
    punctuated: ["docs. It"],
  },
  {
    via: "comment",
    tone: "professional",
    context: "Hiring: two backend engineers, remote, Go and PostgreSQL.",
    say: "shared this with my network good luck with the hiring",
    keep: [],
    punctuated: ["network. Good"],
  },
  {
    via: "transform",
    say: "make this more formal",
    context: "hey guys the server is down again we are on it will update u in 1 hour",
    keep: ["1 hour"],
  },
  {
    via: "transform",
    say: "fix the punctuation",
    context:
      "the order shipped today it should arrive on Monday the tracking number is 1Z999AA10123456784",
    keep: ["Monday", "1Z999AA10123456784"],
    punctuated: ["today. It", "Monday. The"],
  },
  {
    via: "transform",
    say: "shorter please",
    context:
      "I just wanted to let you know that I think it would probably be a good idea if we moved the call with Hiroshi to Thursday at 4 pm.",
    keep: ["Hiroshi", "Thursday"],
  },
  {
    via: "transform",
    tone: "friendly",
    say: "make it friendlier",
    context: "Your request has been rejected. Resubmit the form with the correct IBAN.",
    keep: ["IBAN"],
  },
  {
    via: "transform",
    tone: "confident",
    say: "sound more confident",
    context:
      "I think maybe we could possibly finish the Falcon migration by June 30, if that is ok.",
    keep: ["Falcon", "June 30"],
  },
  {
    via: "transform",
    say: "make this professional",
    context: "pls send me the q4 report asap the board meets on the 9th",
    keep: ["9th"],
    punctuated: ["9th."],
  },
  {
    via: "transform",
    tone: "concise",
    say: "make it concise",
    context:
      "Hello, I am writing to you today in order to ask whether it would be possible for you to send us the invoice for order 5520 again, because we did not receive it.",
    keep: ["5520"],
  },
  {
    via: "write",
    site: "github.com",
    say: "the test fails on windows because the path uses a backslash i opened a fix",
    keep: ["Windows"],
    punctuated: ["backslash. I"],
  },
  {
    via: "write",
    site: "app.slack.com",
    tone: "friendly",
    say: "morning all the coffee machine is fixed",
    keep: [],
    punctuated: ["all. The"],
  },
  {
    via: "write",
    site: "support.example.com",
    context: "New ticket: describe your problem",
    say: "my card was charged but the order does not show in my account the order number is 77120",
    keep: ["77120"],
    punctuated: ["account. The"],
  },
];
