/**
 * Run-on dictations whose second clause is an order ("call me", "please
 * send", "don't forget") or a question ("can you …", "do you …", "what time
 * …", "is it …"), and some whose first clause is the question.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_ORDERS_QUESTIONS: WriterCase[] = [
  {
    via: "write",
    say: "the water is off until noon please do not use the kitchen",
    keep: [],
    punctuated: ["noon. Please"],
  },
  {
    via: "chat",
    say: "i am running late call me when you get there",
    keep: [],
    punctuated: ["late. Call me"],
  },
  {
    via: "write",
    say: "the forms are on your desk please sign both copies",
    keep: [],
    punctuated: ["desk. Please sign"],
  },
  {
    via: "write",
    say: "your appointment is on tuesday bring your insurance card",
    keep: ["Tuesday"],
    punctuated: ["Tuesday. Bring your"],
  },
  {
    via: "write",
    say: "the boxes are heavy lift them with your knees",
    keep: [],
    punctuated: ["heavy. Lift them"],
  },
  {
    via: "write",
    say: "the door code changed last night use the new one from the email",
    keep: [],
    punctuated: ["night. Use the new"],
  },
  {
    via: "write",
    say: "send me the address i will book a taxi",
    keep: [],
    punctuated: ["address. I"],
  },
  {
    via: "write",
    say: "the guests arrive soon set the table",
    keep: [],
    punctuated: ["soon. Set the table"],
  },
  {
    via: "write",
    say: "the patient in bed four is awake check her blood pressure",
    keep: [],
    punctuated: ["awake. Check her"],
  },
  {
    via: "write",
    say: "the invoice is overdue please pay it by friday",
    keep: ["Friday"],
    punctuated: ["overdue. Please pay"],
  },
  {
    via: "write",
    say: "don't forget the charger the last one broke",
    keep: [],
    punctuated: ["charger. The last one"],
  },
  { via: "chat", say: "try the soup it is really good", keep: [], punctuated: ["soup. It"] },
  {
    via: "write",
    say: "the file is too big please send it as a zip",
    keep: [],
    punctuated: ["big. Please send"],
  },
  {
    via: "write",
    say: "send it to Mehmet he handles the Turkish orders",
    keep: ["Mehmet"],
    punctuated: ["Mehmet. He handles"],
  },
  {
    via: "write",
    say: "the car is unlocked leave the keys in the glovebox",
    keep: [],
    punctuated: ["unlocked. Leave the keys"],
  },
  {
    via: "write",
    say: "i lost my badge can you let me in",
    keep: [],
    punctuated: ["badge. Can you let me in?"],
  },
  {
    via: "write",
    say: "the delivery is late do you have a tracking number",
    keep: [],
    punctuated: ["late. Do you have a tracking number?"],
  },
  {
    via: "write",
    say: "the party is on saturday what time should we come",
    keep: [],
    punctuated: ["Saturday. What time should we come?"],
  },
  {
    via: "write",
    say: "the road looks flooded is it safe to drive",
    keep: [],
    punctuated: ["flooded. Is it safe to drive?"],
  },
  {
    via: "write",
    say: "we need a bigger room is the hall free on monday",
    keep: [],
    punctuated: ["room. Is the hall free on Monday?"],
  },
  {
    via: "write",
    say: "my son has a cough should i keep him home",
    keep: [],
    punctuated: ["cough. Should I keep him home?"],
  },
  {
    via: "write",
    say: "the quote seems high could you check the numbers again",
    keep: [],
    punctuated: ["high. Could you check the numbers again?"],
  },
  {
    via: "write",
    say: "i read your proposal where did you get these figures",
    keep: [],
    punctuated: ["proposal. Where did you get these figures?"],
  },
  {
    via: "write",
    say: "did you get my email i sent it on monday",
    keep: [],
    punctuated: ["Did you get my email? I sent it"],
  },
  {
    via: "write",
    say: "are you coming to the barbecue we need to know by thursday",
    keep: [],
    punctuated: ["Are you coming to the barbecue? We need"],
  },
  {
    via: "write",
    say: "how was your trip we missed you at the office",
    keep: [],
    punctuated: ["How was your trip? We missed you"],
  },
  {
    via: "write",
    say: "is the report ready the client keeps calling",
    keep: [],
    punctuated: ["Is the report ready? The client"],
  },
  {
    via: "write",
    say: "can you cover my shift my daughter is sick",
    keep: [],
    punctuated: ["Can you cover my shift? My daughter is sick."],
  },
  {
    via: "write",
    say: "who took the stapler it was on my desk",
    keep: [],
    punctuated: ["Who took the stapler? It was on my desk."],
  },
  {
    via: "write",
    say: "why is the gate locked the delivery truck is waiting",
    keep: [],
    punctuated: ["Why is the gate locked? The delivery truck"],
  },
  {
    via: "write",
    say: "the water heater is leaking do you know a plumber we need someone today",
    keep: [],
    punctuated: ["leaking. Do you know a plumber? We need someone"],
  },
  {
    via: "write",
    say: "which bus goes to the stadium we are at the main square",
    keep: [],
    punctuated: ["Which bus goes to the stadium? We"],
  },
  {
    via: "write",
    say: "when does the pool open my kids want to swim",
    keep: [],
    punctuated: ["When does the pool open? My kids"],
  },
  {
    via: "reply",
    context: "From: Bilal Qureshi\nThe samples are ready. When would you like them?\nBilal",
    say: "great news could you send them to the Leeds office we need them before the audit",
    keep: ["Leeds"],
    punctuated: ["Could you send them to the Leeds office? We need them"],
  },
  {
    via: "comment",
    say: "i love this recipe do you use fresh or dried basil",
    keep: [],
    punctuated: ["recipe. Do you use fresh or dried basil?"],
  },
];
