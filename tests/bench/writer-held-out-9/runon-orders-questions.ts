/** Run-on dictations whose second clause is an order or a question. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_ORDERS_QUESTIONS: WriterCase[] = [
  {
    via: "chat",
    say: "the draft is in your inbox call me when you read it",
    keep: [],
    punctuated: ["inbox. Call me"],
  },
  {
    via: "write",
    say: "the prices went up please send the new list to the team",
    keep: [],
    punctuated: ["up. Please send"],
  },
  {
    via: "write",
    say: "we leave very early don't forget your passport",
    keep: [],
    punctuated: ["early. Don't forget"],
  },
  {
    via: "write",
    say: "the form is attached fill it in and send it back by friday",
    keep: [],
    punctuated: ["attached. Fill it in"],
  },
  {
    via: "voice",
    say: "your appointment is confirmed bring the old x-rays with you",
    keep: [],
    punctuated: ["confirmed. Bring"],
  },
  {
    via: "write",
    say: "the wifi is down again restart the router in the hall",
    keep: [],
    punctuated: ["again. Restart"],
  },
  {
    via: "chat",
    say: "the guests arrive at noon make sure the room is ready",
    keep: [],
    punctuated: ["noon. Make sure"],
  },
  {
    via: "write",
    say: "i am at the pharmacy text me the name of the cream",
    keep: [],
    punctuated: ["pharmacy. Text me"],
  },
  {
    via: "write",
    say: "the system update is tonight save your work before you leave",
    keep: [],
    punctuated: ["tonight. Save your work"],
  },
  {
    via: "chat",
    say: "the soup is on the stove heat it for five minutes",
    keep: [],
    punctuated: ["stove. Heat it"],
  },
  {
    via: "write",
    say: "please do not park here the gate must stay clear",
    keep: [],
    punctuated: ["here. The gate"],
  },
  {
    via: "write",
    say: "let me know if you need anything i am in the office all day",
    keep: [],
    punctuated: ["anything. I am"],
  },
  {
    via: "write",
    say: "the quote is ready can you check the numbers before i send it",
    keep: [],
    punctuated: ["ready. Can you check", "send it?"],
  },
  {
    via: "write",
    say: "i made pasta do you want some",
    keep: [],
    punctuated: ["pasta. Do you want some?"],
  },
  {
    via: "write",
    say: "the train is delayed what time does your shift end",
    keep: [],
    punctuated: ["delayed. What time", "end?"],
  },
  {
    via: "write",
    say: "i am near the old bridge is it far from your house",
    keep: [],
    punctuated: ["bridge. Is it far"],
  },
  {
    via: "write",
    say: "the laptop is still broken could you look at it tomorrow",
    keep: [],
    punctuated: ["broken. Could you look at it tomorrow?"],
  },
  {
    via: "write",
    say: "we have two spare tickets would you like to come",
    keep: [],
    punctuated: ["tickets. Would you like to come?"],
  },
  {
    via: "write",
    say: "my order number is 55812 where is my package",
    keep: ["55812"],
    punctuated: ["55812. Where is my package?"],
  },
  {
    via: "write",
    say: "the dentist has a slot on tuesday does that work for you",
    keep: [],
    punctuated: ["Tuesday. Does that work for you?"],
  },
  {
    via: "write",
    say: "i cannot find the charger did you take it",
    keep: [],
    punctuated: ["charger. Did you take it?"],
  },
  {
    via: "reply",
    context:
      "Hi! We're having a small dinner at our place on Saturday and would love you to come. Aylin",
    say: "thank you for the invitation who else is coming",
    keep: [],
    punctuated: ["Who else is coming?"],
  },
  {
    via: "write",
    say: "how was the trip did you see the lakes",
    keep: [],
    punctuated: ["How was the trip? Did you see the lakes?"],
  },
  {
    via: "comment",
    context: "We just opened our second bakery in Curitiba!",
    say: "congratulations when do you open in São Paulo",
    keep: ["São Paulo"],
    punctuated: ["When do you open in São Paulo?"],
  },
];
