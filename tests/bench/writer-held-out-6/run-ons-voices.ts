/**
 * Run-on dictations in the turns of phrase of people from many first
 * languages (Indian, Nigerian and Filipino English, Spanish, German, Polish,
 * Japanese, Arabic speakers), each with a clause break any editor would make.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUN_ONS_VOICES: WriterCase[] = [
  {
    via: "write",
    say: "kindly note that the office will remain closed tomorrow the staff will work from home",
    keep: [],
    punctuated: ["tomorrow. The staff"],
  },
  {
    via: "write",
    say: "i will revert back by evening the team is still checking the figures",
    keep: [],
    punctuated: ["evening. The team"],
  },
  {
    via: "chat",
    say: "the generator was off the whole night we could not finish the backup",
    keep: [],
    punctuated: ["night. We could"],
  },
  {
    via: "write",
    say: "please do the needful the form must reach HR before noon",
    keep: ["HR"],
    punctuated: ["needful. The form"],
  },
  {
    via: "voice",
    say: "my boss is very strict he checks every email before it goes out",
    keep: [],
    punctuated: ["strict. He checks"],
  },
  {
    via: "write",
    say: "the documents are already with the notary she will call you this afternoon",
    keep: [],
    punctuated: ["notary. She will"],
  },
  {
    via: "chat",
    say: "the courier came at lunch nobody was at the reception",
    keep: [],
    punctuated: ["lunch. Nobody was"],
  },
  {
    via: "write",
    say: "we are now in the final phase the go live is planned for the first of december",
    keep: [],
    punctuated: ["phase. The go"],
  },
  {
    via: "reply",
    say: "thank you for the update the new timeline works for our side",
    context:
      "From: Carmen Ortega\n\nHi, due to the holidays we need to move the second milestone by one week. Updated plan attached.\n\nCarmen",
    keep: [],
    punctuated: ["update. The new"],
  },
  {
    via: "write",
    say: "the machine in hall two stopped again the maintenance team is already there",
    keep: [],
    punctuated: ["again. The maintenance"],
  },
  {
    via: "voice",
    say: "our daughter started school this year she loves her teacher",
    keep: [],
    punctuated: ["year. She loves"],
  },
  {
    via: "write",
    say: "the presentation went well the board asked only two questions",
    keep: [],
    punctuated: ["well. The board"],
  },
  {
    via: "write",
    say: "Rahul cannot attend today Vikram will present the results instead",
    keep: ["Rahul", "Vikram"],
    punctuated: ["today. Vikram will"],
  },
  {
    via: "comment",
    say: "very helpful post i shared it with my students",
    context: "A one-page checklist for writing clear emails in English as a second language.",
    keep: [],
    punctuated: ["I shared it"],
  },
  {
    via: "write",
    say: "the ticket is closed the customer confirmed the fix works",
    keep: [],
    punctuated: ["closed. The customer"],
  },
  {
    via: "write",
    say: "the system will be offline on saturday night all changes must be saved before",
    keep: [],
    punctuated: ["night. All changes"],
  },
  {
    via: "chat",
    say: "the new laptop is very fast the battery lasts the whole day",
    keep: [],
    punctuated: ["fast. The battery"],
  },
  {
    via: "write",
    say: "the team in Manila finished the first round the results look promising",
    keep: ["Manila"],
    punctuated: ["round. The results"],
  },
  {
    via: "write",
    say: "the rent goes up next year the landlord sent the letter today",
    keep: [],
    punctuated: ["year. The landlord"],
  },
  {
    via: "voice",
    say: "i practice my english every day the podcast helps me a lot",
    keep: [],
    punctuated: ["day. The podcast"],
  },
  {
    via: "reply",
    say: "the samples arrived in good condition we will test them this week",
    context:
      "From: Beatriz Santos\n\nGood morning, the samples were shipped on Monday by express courier.\n\nKind regards,\nBeatriz",
    keep: [],
    punctuated: ["condition. We will"],
  },
  {
    via: "write",
    say: "the candidate has good experience her english is excellent",
    keep: [],
    punctuated: ["experience. Her"],
  },
  {
    via: "write",
    say: "Hiroshi approved the design the production can start on the fifteenth",
    keep: ["Hiroshi"],
    punctuated: ["design. The production"],
  },
  {
    via: "chat",
    say: "the electricity bill is too high this month we used the heater a lot",
    keep: [],
    punctuated: ["month. We used"],
  },
  {
    via: "write",
    say: "the first draft is ready i need your comments until thursday",
    keep: [],
    punctuated: ["ready. I need"],
  },
  {
    via: "write",
    say: "the new price list is valid from january the old prices apply until the end of december",
    keep: [],
    punctuated: ["January. The old"],
  },
  {
    via: "voice",
    say: "the meeting took three hours nobody wanted to decide anything",
    keep: [],
    punctuated: ["hours. Nobody"],
  },
  {
    via: "write",
    say: "the password expired yesterday i cannot open my mailbox",
    keep: [],
    punctuated: ["yesterday. I cannot"],
  },
  {
    via: "comment",
    say: "we had the same issue last year the solution was a simple update",
    context:
      "Has anyone else seen their invoices duplicated after the latest accounting software release?",
    keep: [],
    punctuated: ["year. The solution"],
  },
  {
    via: "write",
    say: "the bus drivers are on strike today many colleagues will come late",
    keep: [],
    punctuated: ["today. Many colleagues"],
  },
];
