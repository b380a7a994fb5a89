/**
 * Run-on dictations whose clauses meet after a yes, no or okay, after a
 * greeting or a name called, after a time phrase, with a question run on
 * after a statement, or three and four clauses in one breath.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUN_ONS_MOMENTS: WriterCase[] = [
  {
    via: "write",
    say: "yes i can join the call tomorrow i will send the slides before",
    keep: [],
    punctuated: ["tomorrow. I will"],
  },
  {
    via: "reply",
    say: "no we did not receive the payment the bank shows nothing on our account",
    context:
      "From: Tomasz Wieczorek\n\nHello, we transferred the deposit last Thursday. Can you confirm you received it?\n\nRegards,\nTomasz",
    keep: [],
    punctuated: ["payment. The bank"],
  },
  {
    via: "write",
    say: "okay the files are uploaded the folder is called final version",
    keep: [],
    punctuated: ["uploaded. The folder"],
  },
  {
    via: "write",
    say: "hi Daniela the report is attached the summary is on the first page",
    keep: ["Daniela"],
    punctuated: ["attached. The summary"],
  },
  {
    via: "write",
    say: "hello everyone the office is closed tomorrow the heating is being repaired",
    keep: [],
    punctuated: ["tomorrow. The heating"],
  },
  {
    via: "write",
    say: "good morning team the server update is finished everything works again",
    keep: [],
    punctuated: ["finished. Everything"],
    site: "teams.microsoft.com",
    tone: "friendly",
  },
  {
    via: "write",
    say: "Mehmet the client wants the offer by tomorrow can you prepare the numbers",
    keep: ["Mehmet"],
    punctuated: ["Mehmet, the client", "tomorrow. Can you", "numbers?"],
  },
  {
    via: "write",
    say: "thanks Olga the numbers look good now i will forward them to finance",
    keep: ["Olga"],
    punctuated: ["now. I will"],
  },
  {
    via: "voice",
    say: "yesterday evening the system crashed twice this morning it worked without problems",
    keep: [],
    punctuated: ["twice. This morning"],
  },
  {
    via: "write",
    say: "last week we tested the new version next week the customer tests it",
    keep: [],
    punctuated: ["version. Next week"],
  },
  {
    via: "chat",
    say: "after the meeting i talked to the director he agrees with our plan",
    keep: [],
    punctuated: ["director. He agrees"],
  },
  {
    via: "write",
    say: "at the moment the warehouse is full the next delivery must wait until monday",
    keep: [],
    punctuated: ["full. The next"],
  },
  {
    via: "write",
    say: "the train was late i missed the first session the speaker sent me her slides",
    keep: [],
    punctuated: ["late. I missed", "session. The speaker"],
  },
  {
    via: "voice",
    say: "i cooked dinner the kids did their homework my husband came home late from work",
    keep: [],
    punctuated: ["dinner. The kids", "homework. My husband"],
  },
  {
    via: "write",
    say: "the app crashes on login the error appears only on android the logs are attached we need a fix before the release",
    keep: [],
    punctuated: ["login. The error", "attached. We need"],
  },
  {
    via: "write",
    say: "the hotel is booked the taxi picks you up at the airport the dinner is at the harbour",
    keep: [],
    punctuated: ["booked. The taxi", "airport. The dinner"],
  },
  {
    via: "comment",
    say: "nice summary one thing is missing the costs for the cloud storage",
    context:
      "Our move to the cloud in numbers: what we gained in speed, uptime and team happiness.",
    keep: [],
    punctuated: ["One thing is missing"],
  },
  {
    via: "write",
    say: "okay so the plan changed we meet at the client office not at ours",
    keep: [],
    punctuated: ["changed. We meet"],
  },
  {
    via: "write",
    say: "the report is almost done do you have the sales numbers for october",
    keep: [],
    punctuated: ["done. Do you", "October?"],
  },
  {
    via: "reply",
    say: "i checked the logs the error started after the update did you change anything on the server",
    context:
      "From: Hannah Fischer\n\nHi, since this morning the portal shows an error 500 for all our users. Can you look into it?\n\nHannah",
    keep: [],
    punctuated: ["logs. The error", "update. Did you", "server?"],
  },
  {
    via: "write",
    say: "the offer expires soon should we sign it this week",
    keep: [],
    punctuated: ["soon. Should we", "this week?"],
  },
  {
    via: "comment",
    say: "interesting point how do you measure the results in your team",
    context: "Why we stopped counting hours and started counting outcomes.",
    keep: [],
    punctuated: ["How do you measure", "team?"],
  },
  {
    via: "write",
    say: "i sent you the draft did you get it",
    keep: [],
    punctuated: ["draft. Did you", "get it?"],
  },
  {
    via: "reply",
    say: "the dates work for me where is the meeting exactly",
    context:
      "From: Luis Romero\n\nDear all, the partner meeting will take place on 4 and 5 February. Please confirm.\n\nLuis",
    keep: [],
    punctuated: ["me. Where is", "exactly?"],
  },
  {
    via: "write",
    say: "the budget is approved when can your team start",
    keep: [],
    punctuated: ["approved. When can", "start?"],
  },
  {
    via: "write",
    say: "hi Chen thank you for the quick answer the numbers are clear now",
    keep: ["Chen"],
    punctuated: ["answer. The numbers"],
  },
  {
    via: "write",
    say: "dear colleagues the audit starts next week please prepare your documents",
    keep: [],
    punctuated: ["week. Please prepare"],
    site: "outlook.office.com",
    tone: "formal",
  },
  {
    via: "voice",
    say: "no the delivery is not late it arrives tomorrow as planned",
    keep: [],
    punctuated: ["late. It arrives"],
  },
  {
    via: "write",
    say: "yes please send it the old version has some mistakes",
    keep: [],
    punctuated: ["it. The old"],
  },
  {
    via: "write",
    say: "sorry for the late answer i was sick the whole week",
    keep: [],
    punctuated: ["answer. I was"],
  },
];
