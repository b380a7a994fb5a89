/** Fillers and self-corrections to drop, and snippets whose triggers are said mid-sentence. */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  { via: "voice", say: "um so the meeting is uh moved to Tuesday", keep: ["Tuesday"] },
  {
    via: "write",
    say: "you know the printer on the second floor is broken again",
    keep: [],
  },
  {
    via: "write",
    say: "the inspection is on Monday no wait I mean Wednesday",
    keep: ["Wednesday"],
  },
  { via: "write", say: "the the invoice is attached", keep: [] },
  {
    via: "write",
    say: "I think um we should erm wait for the second quote",
    keep: [],
  },
  {
    via: "chat",
    say: "you can pick any time that suits you at my calendar link and I will send the agenda the day before",
    keep: ["https://cal.example.com/r.mendes/30min"],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/r.mendes/30min" }],
  },
  {
    via: "write",
    say: "please transfer the deposit to my bank details by the end of the week",
    keep: ["IBAN: PL61 1090 1014 0000 0712 1981 2874\nSWIFT: WBKPPLPP"],
    snippets: [
      {
        trigger: "my bank details",
        text: "IBAN: PL61 1090 1014 0000 0712 1981 2874\nSWIFT: WBKPPLPP",
      },
    ],
  },
  {
    via: "reply",
    context: "When will the tile samples ship? Thanks, Emre",
    say: "uh the samples ship on Monday my signature",
    keep: ["Kemal Aydın\nSales Lead, Anatolia Tiles\n+90 212 555 0147"],
    snippets: [
      {
        trigger: "my signature",
        text: "Kemal Aydın\nSales Lead, Anatolia Tiles\n+90 212 555 0147",
      },
    ],
  },
  {
    via: "write",
    say: "um the parcel should go to office address and not to my home",
    keep: ["Unit 4, 18 Harbour Road, Dún Laoghaire, Co. Dublin A96 X2T7"],
    snippets: [
      {
        trigger: "office address",
        text: "Unit 4, 18 Harbour Road, Dún Laoghaire, Co. Dublin A96 X2T7",
      },
    ],
  },
  {
    via: "write",
    say: "er here is the call for tomorrow zoom link see you at ten",
    keep: ["https://zoom.us/j/8812345670?pwd=Qx7t"],
    snippets: [{ trigger: "zoom link", text: "https://zoom.us/j/8812345670?pwd=Qx7t" }],
  },
  {
    via: "write",
    say: "the delivery is uh I mean the pickup is at noon",
    keep: [],
  },
];
