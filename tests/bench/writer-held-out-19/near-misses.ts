/**
 * Speech that looks run together but is one sentence: a describing clause
 * ("the man who called", "the book you gave me"), a reported clause ("she told
 * me the shop was closed"), "so … that", a verb with two objects, a name with
 * its surname. Each piece is the joined stretch, which must come through with
 * no mark inside.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NEAR_MISSES: WriterCase[] = [
  {
    via: "write",
    say: "the man who called this morning left his number",
    keep: [],
    punctuated: ["man who called this morning left his number"],
  },
  {
    via: "write",
    say: "the book you gave me is very interesting",
    keep: [],
    punctuated: ["book you gave me is very interesting"],
  },
  {
    via: "write",
    say: "she told me the shop was closed because of the strike",
    keep: [],
    punctuated: ["told me the shop was closed because of the strike"],
  },
  {
    via: "write",
    say: "i was so tired that i fell asleep on the sofa",
    keep: [],
    punctuated: ["so tired that I fell asleep on the sofa"],
  },
  {
    via: "write",
    say: "i sent the client the new price list yesterday",
    keep: [],
    punctuated: ["sent the client the new price list yesterday"],
  },
  {
    via: "chat",
    say: "joanna nowicka called about the apartment",
    keep: ["Joanna Nowicka"],
    punctuated: ["Joanna Nowicka called about the apartment"],
  },
  {
    via: "write",
    say: "the car we bought last year is already broken",
    keep: [],
    punctuated: ["car we bought last year is already broken"],
  },
  {
    via: "reply",
    context: "Our new offer is attached. Let us know what you think.",
    say: "i think the price is too high for a small company like ours",
    keep: [],
    punctuated: ["think the price is too high for a small company"],
  },
  {
    via: "write",
    say: "the people you met at the party are my cousins",
    keep: [],
    punctuated: ["people you met at the party are my cousins"],
  },
  {
    via: "write",
    say: "make sure the door is locked when you leave",
    keep: [],
    punctuated: ["sure the door is locked when you leave"],
  },
  {
    via: "comment",
    context: "Sad news: I broke my leg skiing last weekend.",
    say: "i hope you feel better soon",
    keep: [],
    punctuated: ["hope you feel better soon"],
  },
  {
    via: "write",
    say: "the reason i called you is the invoice from march",
    keep: ["March"],
    punctuated: ["reason I called you is the invoice from March"],
  },
  {
    via: "write",
    say: "we know the client is not happy with the delay",
    keep: [],
    punctuated: ["know the client is not happy with the delay"],
  },
  {
    via: "write",
    say: "the woman who lives next door has a key",
    keep: [],
    punctuated: ["woman who lives next door has a key"],
  },
  {
    via: "write",
    say: "everything you need is in the blue folder",
    keep: [],
    punctuated: ["Everything you need is in the blue folder"],
  },
  {
    via: "write",
    say: "my colleague thinks the system is too old",
    keep: [],
    punctuated: ["thinks the system is too old"],
  },
  {
    via: "write",
    say: "the hotel we stayed in last summer was very cheap",
    keep: [],
    punctuated: ["hotel we stayed in last summer was very cheap"],
  },
  {
    via: "reply",
    context: "Any news about the spare parts?",
    say: "the supplier says the parts arrive on monday",
    keep: ["Monday"],
    punctuated: ["says the parts arrive on Monday"],
  },
  {
    via: "write",
    say: "i saw your brother leave the building an hour ago",
    keep: [],
    punctuated: ["saw your brother leave the building"],
  },
  {
    via: "write",
    say: "the email you sent yesterday had no attachment",
    keep: [],
    punctuated: ["email you sent yesterday had no attachment"],
  },
  {
    via: "write",
    say: "the document says the deadline is june 30",
    keep: ["June 30"],
    punctuated: ["says the deadline is June 30"],
  },
  {
    via: "write",
    say: "it was so cold that the pipes froze",
    keep: [],
    punctuated: ["so cold that the pipes froze"],
  },
  {
    via: "write",
    say: "the technician who came yesterday forgot his tools",
    keep: [],
    punctuated: ["technician who came yesterday forgot his tools"],
  },
  {
    via: "chat",
    say: "we bought our daughter a bike for her birthday",
    keep: [],
    punctuated: ["bought our daughter a bike for her birthday"],
  },
  {
    via: "write",
    say: "carlos mendes is our new accountant",
    keep: ["Carlos Mendes"],
    punctuated: ["Carlos Mendes is our new accountant"],
  },
  {
    via: "write",
    say: "the boss says the office closes early on friday",
    keep: ["Friday"],
    punctuated: ["says the office closes early on Friday"],
  },
  {
    via: "comment",
    context: "Here are the slides from my talk on team leadership.",
    say: "what you said about feedback was very helpful",
    keep: [],
    punctuated: ["What you said about feedback was very helpful"],
  },
  {
    via: "write",
    say: "i am sure the package will arrive tomorrow",
    keep: [],
    punctuated: ["sure the package will arrive tomorrow"],
  },
  {
    via: "write",
    say: "the students who failed the exam can repeat it in september",
    keep: ["September"],
    punctuated: ["students who failed the exam can repeat it in September"],
  },
  {
    via: "write",
    say: "the parcel i was waiting for came today",
    keep: [],
    punctuated: ["parcel I was waiting for came today"],
  },
  {
    via: "write",
    say: "li wei and her husband moved to shanghai",
    keep: ["Li Wei", "Shanghai"],
    punctuated: ["Li Wei and her husband moved to Shanghai"],
  },
  {
    via: "write",
    say: "the plan we discussed last week is still valid",
    keep: [],
    punctuated: ["plan we discussed last week is still valid"],
  },
  {
    via: "voice",
    say: "the only thing we need now is a signature from the director",
    keep: [],
    punctuated: ["only thing we need now is a signature"],
  },
  {
    via: "write",
    say: "our manager says we can leave early today",
    keep: [],
    punctuated: ["says we can leave early today"],
  },
  {
    via: "write",
    say: "the meeting we had yesterday was too long",
    keep: [],
    punctuated: ["meeting we had yesterday was too long"],
  },
  {
    via: "reply",
    context: "Could you help us with the move on Saturday?",
    say: "i can help you carry the boxes in the morning",
    keep: [],
    punctuated: ["help you carry the boxes in the morning"],
  },
];
