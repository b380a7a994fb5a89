/**
 * Run-on dictations, as a recognizer without punctuation gives them, whose
 * second clause opens with a pronoun, a bare noun or a name.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUN_ONS_OPENINGS: WriterCase[] = [
  {
    via: "chat",
    say: "i installed the new driver this morning the scanner still shows the same error",
    keep: [],
    punctuated: ["morning. The scanner"],
  },
  {
    via: "voice",
    say: "we moved the release to next week the client asked for more testing",
    keep: [],
    punctuated: ["week. The client"],
  },
  {
    via: "write",
    say: "the server was down for two hours our support team answered every ticket by hand",
    keep: [],
    punctuated: ["hours. Our support"],
  },
  {
    via: "chat",
    say: "my flight lands late in the evening i will be in the office the next day",
    keep: [],
    punctuated: ["evening. I will"],
  },
  {
    via: "write",
    say: "the new colleague starts tomorrow she will sit next to the window",
    keep: [],
    punctuated: ["tomorrow. She will"],
    site: "app.slack.com",
    tone: "friendly",
  },
  {
    via: "comment",
    say: "great article we had the same problem with our warehouse software",
    context: "How we cut picking errors in our warehouse by half with one small software change.",
    keep: [],
    punctuated: ["We had the same"],
  },
  {
    via: "voice",
    say: "the invoice from the hotel is missing the accounting team needs it for the report",
    keep: [],
    punctuated: ["missing. The accounting"],
  },
  {
    via: "write",
    say: "Kemal sent the drawings last night they look much better than the first version",
    keep: ["Kemal"],
    punctuated: ["night. They look"],
  },
  {
    via: "chat",
    say: "our manager approved the budget the training can start in january",
    keep: [],
    punctuated: ["budget. The training"],
  },
  {
    via: "write",
    say: "the meeting room on the third floor is booked we can use the small one on the second floor",
    keep: [],
    punctuated: ["booked. We can"],
  },
  {
    via: "reply",
    say: "the documents arrived this morning i will review them before lunch",
    context:
      "From: Priya Nair\n\nHello, could you confirm that the signed documents have arrived?\n\nThanks,\nPriya",
    keep: [],
    punctuated: ["morning. I will"],
  },
  {
    via: "voice",
    say: "i finished the translation the german version still needs a review",
    keep: [],
    punctuated: ["translation. The"],
  },
  {
    via: "write",
    say: "Lukas is on holiday until the end of the month his deputy is Sandra",
    keep: ["Lukas", "Sandra"],
    punctuated: ["month. His deputy"],
  },
  {
    via: "chat",
    say: "the printer on our floor is broken again facilities said a technician comes on thursday",
    keep: [],
    punctuated: ["again. Facilities"],
  },
  {
    via: "comment",
    say: "congratulations on the new role you will do great things there",
    context:
      "I am happy to share that I am starting a new position as Head of Operations at Larsen Freight!",
    keep: [],
    punctuated: ["You will do great"],
  },
  {
    via: "write",
    say: "the shipment left the warehouse yesterday tracking shows it in Rotterdam now",
    keep: ["Rotterdam"],
    punctuated: ["yesterday. Tracking"],
  },
  {
    via: "voice",
    say: "the customer called twice this morning he wants a refund for the second order",
    keep: [],
    punctuated: ["morning. He wants"],
  },
  {
    via: "write",
    say: "Aisha updated the slides the numbers on page four are now correct",
    keep: ["Aisha"],
    punctuated: ["slides. The numbers"],
  },
  {
    via: "chat",
    say: "the contract is signed legal will send the copies next week",
    keep: [],
    punctuated: ["signed. Legal will"],
  },
  {
    via: "write",
    say: "on friday marketing cannot join the call they have a workshop the whole day",
    keep: [],
    punctuated: ["call. They have"],
  },
  {
    via: "reply",
    say: "the price is fine for us the delivery date is the only problem",
    context:
      "From: Jonas Berg\n\nHi, please find our offer attached: 2,400 units at 3.10 EUR, delivery in eight weeks.\n\nBest regards,\nJonas",
    keep: [],
    punctuated: ["us. The delivery"],
  },
  {
    via: "write",
    say: "the tests passed on my machine the pipeline still fails on the build step",
    keep: [],
    punctuated: ["machine. The pipeline"],
    site: "github.com",
    tone: "concise",
  },
  {
    via: "voice",
    say: "i talked to the landlord the heating will be repaired this week",
    keep: [],
    punctuated: ["landlord. The heating"],
  },
  {
    via: "chat",
    say: "Fernanda joined the team last month she already knows the whole system",
    keep: ["Fernanda"],
    punctuated: ["month. She already"],
  },
  {
    via: "write",
    say: "the workshop was very useful everybody wants a second session in spring",
    keep: [],
    punctuated: ["useful. Everybody"],
  },
  {
    via: "comment",
    say: "thank you for sharing this our team uses the same method since two years",
    context: "Five habits that made our daily stand-ups shorter and more useful.",
    keep: [],
    punctuated: ["Our team"],
  },
  {
    via: "write",
    say: "the parking garage closes early today employees should take their cars out before six",
    keep: [],
    punctuated: ["today. Employees"],
  },
  {
    via: "voice",
    say: "the kids are sick my wife stays at home with them",
    keep: [],
    punctuated: ["sick. My wife"],
  },
  {
    via: "write",
    say: "the webinar recording is online the link is in the team channel",
    keep: [],
    punctuated: ["online. The link"],
  },
  {
    via: "chat",
    say: "we lost the biggest client last quarter the new strategy must bring new customers",
    keep: [],
    punctuated: ["quarter. The new"],
  },
];
