/** Requests in the clipped, casual ways people type and say them. */
import { INVITE, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const CASUAL_REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "um so can you like write to Tom uh saying that the demo went great",
    keep: ["Tom"],
    says: "the demo went great",
  },
  {
    via: "chat",
    say: "to Maria: the report is on the shared drive",
    keep: ["Maria"],
    says: "report is on the shared drive",
  },
  {
    via: "chat",
    say: "Email to HR - I'll be off on Monday",
    keep: ["Monday"],
    says: "off on Monday",
  },
  {
    via: "chat",
    say: "compose reply, tone friendly, to Lucy saying the photos are great",
    keep: ["Lucy"],
    says: "photos are great",
  },
  {
    via: "chat",
    say: "quick note to Sam, tell him the car is fixed",
    keep: ["Sam"],
    says: "car is fixed",
  },
  {
    via: "chat",
    say: "ping Joe and ask if the build is green",
    keep: ["Joe"],
    says: "build is green",
  },
  {
    via: "chat",
    say: "shoot Dave an email saying the contract is signed",
    keep: ["Dave"],
    says: "contract is signed",
  },
  {
    via: "chat",
    say: "drop a line to Eva that the package arrived",
    keep: ["Eva"],
    says: "package arrived",
  },
  {
    via: "reply",
    say: "answer yes to the invite and say I'll bring dessert",
    context: INVITE,
    keep: ["Elena"],
    says: "bring dessert",
  },
  {
    via: "reply",
    say: "respond to the invitation: I'm in",
    context: INVITE,
    keep: ["Elena"],
    says: "I am in",
  },
  {
    via: "reply",
    say: "write a polite no, we don't do custom work",
    context: TOMASZ,
    keep: ["Tomasz"],
    says: "custom work",
  },
  {
    via: "chat",
    say: "send Katarzyna a note thanking her for the referral",
    keep: ["Katarzyna"],
    says: "thank you for the referral",
  },
  {
    via: "chat",
    say: "write back to Olga: received, thanks, will check tomorrow",
    keep: ["Olga"],
    says: "will check tomorrow",
  },
  {
    via: "reply",
    say: "thank her for the invitation and confirm that I'll attend on 14 May",
    context: INVITE,
    keep: ["Elena", "14 May"],
    says: "attend on 14 May",
  },
  {
    via: "reply",
    say: "wish him a good holiday and say we talk in September",
    context: TOMASZ,
    keep: ["Tomasz", "September"],
    says: "a good holiday",
  },
  {
    via: "reply",
    say: "explain him that the system is down for maintenance until 6 pm",
    context: TOMASZ,
    keep: ["Tomasz", "6 pm"],
    says: "the system is down for maintenance",
  },
];
