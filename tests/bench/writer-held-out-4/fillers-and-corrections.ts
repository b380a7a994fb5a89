/** Fillers, repeated words and self-corrections, as people say them while thinking. */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_AND_CORRECTIONS: WriterCase[] = [
  {
    via: "write",
    say: "um so the uh the client wants the logo bigger",
    keep: [],
  },
  {
    via: "write",
    say: "we can meet on tuesday no wait wednesday at the usual place",
    keep: [],
  },
  {
    via: "write",
    say: "the total is 340 sorry no 430 dollars",
    keep: ["430"],
  },
  {
    via: "write",
    say: "i mean the report is fine but the charts are er a bit small",
    keep: [],
  },
  {
    via: "chat",
    say: "uh write to Gabriela that the uh the fitting is at four",
    keep: ["Gabriela"],
    says: "fitting",
  },
  {
    via: "write",
    say: "you know the new intern is actually really good with Excel",
    keep: ["Excel"],
  },
  {
    via: "write",
    say: "send it to Piotr i mean Paweł he handles the invoices",
    keep: ["Paweł"],
    punctuated: ["Paweł. He"],
  },
  {
    via: "comment",
    say: "erm i i think this is the best explanation of async i have read",
    keep: [],
  },
  {
    via: "voice",
    say: "tell Ravi um that the the demo is at 11 and uh he should bring his laptop",
    keep: ["Ravi", "11"],
    says: "demo",
  },
  {
    via: "write",
    say: "like the shipment is basically stuck at customs in Mombasa",
    keep: ["Mombasa"],
  },
  {
    via: "write",
    say: "we need um five no six copies of the handbook",
    keep: [],
  },
  {
    via: "write",
    say: "the call is at 3 actually make that 3:30",
    keep: ["3:30"],
  },
  {
    via: "chat",
    say: "so um ask Leila if she she can send the photos from the wedding",
    keep: ["Leila"],
    says: "photos",
  },
  {
    via: "write",
    say: "uh hi Marta uh the keys are at reception",
    keep: ["Marta"],
    punctuated: ["Hi Marta,"],
  },
  {
    via: "write",
    say: "the the vendor in Guadalajara confirmed the order",
    keep: ["Guadalajara"],
  },
  {
    via: "reply",
    context: "Hi,\n\nAre you able to join the review on Friday?\n\nThanks,\nIngrid",
    say: "um yes i can join uh but only after 2",
    keep: ["2"],
  },
];
