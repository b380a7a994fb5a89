/**
 * Run-on speech from work (support, sales, HR, engineering, logistics), as a
 * recognizer gives it: lowercase, no punctuation, clauses joined with nothing
 * between them. Each `punctuated` piece is the few words around one boundary
 * as an editor would set it.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUN_ONS_WORK: WriterCase[] = [
  {
    via: "write",
    say: "the shipment left the warehouse this morning it should arrive on friday",
    keep: ["Friday"],
    punctuated: ["morning. It"],
  },
  {
    via: "write",
    say: "we moved the standup to ten invoices go out after lunch",
    keep: [],
    punctuated: ["ten. Invoices"],
  },
  {
    via: "write",
    say: "i sent the contract yesterday Priya will review it tomorrow",
    keep: ["Priya"],
    punctuated: ["yesterday. Priya"],
  },
  {
    via: "write",
    say: "the build failed again it looks like a flaky test in the payments module",
    keep: [],
    punctuated: ["again. It"],
  },
  {
    via: "write",
    say: "thanks for the quote $1,200 is more than we budgeted for this quarter",
    keep: ["$1,200"],
    punctuated: ["quote. $1,200"],
  },
  {
    via: "write",
    say: "the customer cannot log in since the update we already reset her password twice",
    keep: [],
    punctuated: ["update. We"],
  },
  {
    via: "chat",
    say: "our q3 numbers look good sales in Brazil grew faster than expected",
    keep: ["Brazil"],
    punctuated: ["good. Sales"],
  },
  {
    via: "write",
    say: "the candidate accepted the offer she starts on the 4th of january",
    keep: ["4th"],
    punctuated: ["offer. She"],
  },
  {
    via: "write",
    say: "the truck is stuck at the border customs needs the packing list again",
    keep: [],
    punctuated: ["border. Customs"],
  },
  {
    via: "write",
    say: "release 4.2 is ready we deploy it tonight after the backup finishes",
    keep: ["4.2"],
    punctuated: ["ready. We"],
  },
  {
    via: "write",
    say: "i checked the logs the error started at 2:15 when the cache was cleared",
    keep: ["2:15"],
    punctuated: ["logs. The"],
  },
  {
    via: "comment",
    context: "We just opened our second office in Nairobi! Proud of this team.",
    say: "congratulations to the whole team Nairobi is a great choice for the region",
    keep: ["Nairobi"],
    punctuated: ["team. Nairobi"],
  },
  {
    via: "write",
    say: "the ticket was closed by mistake the issue is still happening for user 4471",
    keep: ["4471"],
    punctuated: ["mistake. The"],
  },
  {
    via: "write",
    say: "we lost the Hartmann deal they chose a cheaper supplier from Poland",
    keep: ["Hartmann", "Poland"],
    punctuated: ["deal. They"],
  },
  {
    via: "write",
    say: "payroll runs on the 25th please submit your timesheets before then",
    keep: ["25th"],
    punctuated: ["25th. Please"],
  },
  {
    via: "write",
    say: "the migration finished without errors all 38 tables were copied",
    keep: ["38"],
    punctuated: ["errors. All"],
  },
  {
    via: "write",
    say: "the printer on the third floor is broken again facilities said they will fix it monday",
    keep: ["Monday"],
    punctuated: ["again. Facilities"],
  },
  {
    via: "chat",
    say: "we need more chairs for the training room twelve people signed up",
    keep: [],
    punctuated: ["room. Twelve"],
  },
  {
    via: "write",
    say: "the pallets arrived damaged two boxes were crushed on the left side",
    keep: [],
    punctuated: ["damaged. Two"],
  },
  {
    via: "write",
    say: "did you see the new rota it starts next week",
    keep: [],
    punctuated: ["rota? It"],
  },
  {
    via: "write",
    say: "great work on the demo the client loved the dashboard",
    keep: [],
    punctuated: ["demo. The"],
  },
  {
    via: "write",
    say: "the api returns a 500 error when the date is empty Kenji is looking at it",
    keep: ["500", "Kenji"],
    punctuated: ["empty. Kenji"],
  },
  {
    via: "write",
    say: "we are out of stock on the blue model the next delivery is on the 12th",
    keep: ["12th"],
    punctuated: ["model. The"],
  },
  {
    via: "write",
    say: "my manager approved the leave i will be off from the 3rd to the 10th",
    keep: ["3rd", "10th"],
    punctuated: ["leave. I"],
  },
  {
    via: "write",
    say: "the laptop is ready for pickup it is at the front desk with your name on it",
    keep: [],
    punctuated: ["pickup. It"],
  },
  {
    via: "write",
    say: "the vendor sent the wrong invoice the amount should be $860 not $680",
    keep: ["$860", "$680"],
    punctuated: ["invoice. The"],
  },
  {
    via: "comment",
    context: "Excited to share that our open-source parser just hit version 2.0!",
    say: "huge milestone we have used the parser since version 1.3 and it keeps getting better",
    keep: ["1.3"],
    punctuated: ["milestone. We"],
  },
  {
    via: "write",
    say: "the onboarding session is on tuesday new hires should bring their id",
    keep: ["Tuesday"],
    punctuated: ["Tuesday. New"],
  },
  {
    via: "write",
    say: "the database is at 91 percent capacity we should add storage this week",
    keep: ["91"],
    punctuated: ["capacity. We"],
  },
  {
    via: "write",
    say: "Fatima from legal called the NDA needs one more signature",
    keep: ["Fatima", "NDA"],
    punctuated: ["called. The"],
  },
];
