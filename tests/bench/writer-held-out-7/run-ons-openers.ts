/**
 * Run-on dictations whose second clause opens with a time or place word,
 * "there is", an imperative or a question, or that open with yes, no, sure
 * or thanks (held-out 7, written blind).
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUN_ONS_OPENERS: WriterCase[] = [
  // A time or place word opens the second clause.
  {
    via: "write",
    say: "the package will arrive on Friday yesterday the seller confirmed the tracking number",
    keep: ["Friday"],
    punctuated: ["Friday. Yesterday"],
  },
  {
    via: "chat",
    say: "we repaired the roof last month now the ceiling needs new paint",
    keep: [],
    punctuated: ["month. Now"],
  },
  {
    via: "write",
    say: "the budget for the event was approved here is the plan for next week",
    keep: [],
    punctuated: ["approved. Here is the plan"],
  },
  {
    via: "voice",
    say: "I will be in Madrid until Thursday tomorrow I meet the distributors",
    keep: ["Madrid", "Thursday"],
    punctuated: ["Thursday. Tomorrow"],
  },
  {
    via: "write",
    say: "the old system will be switched off in June today we start moving the data",
    keep: ["June"],
    punctuated: ["June. Today"],
  },
  {
    via: "chat",
    say: "my shift starts early in the morning tonight I am sleeping at my cousin's place",
    keep: [],
    punctuated: ["morning. Tonight"],
  },
  {
    via: "write",
    say: "I have classes all morning later I can help you move the boxes",
    keep: [],
    punctuated: ["morning. Later"],
  },
  {
    via: "voice",
    say: "the old shop was too small for us next month we move to a bigger place in Kraków",
    keep: ["Kraków"],
    punctuated: ["us. Next month"],
  },
  {
    via: "write",
    say: "last year we had three interns this year we have eight",
    keep: [],
    punctuated: ["interns. This year"],
  },
  {
    via: "chat",
    say: "at the moment I am working from Manila soon I will move back to Dubai",
    keep: ["Manila", "Dubai"],
    punctuated: ["Manila. Soon"],
  },
  // "There is" or "there are" opens the second clause.
  {
    via: "write",
    say: "the kitchen sink is leaking again there is water under the cabinet",
    keep: [],
    punctuated: ["again. There is water"],
  },
  {
    via: "chat",
    say: "the parking lot is full there are free spaces on Rua Augusta",
    keep: ["Rua Augusta"],
    punctuated: ["full. There are"],
  },
  {
    via: "write",
    say: "thank you for the quick delivery there is one small problem with the second box",
    keep: [],
    punctuated: ["delivery. There is one"],
  },
  {
    via: "voice",
    say: "the workshop starts after lunch there will be coffee in the lobby",
    keep: [],
    punctuated: ["lunch. There will"],
  },
  {
    via: "write",
    say: "I reviewed your pull request there is a typo in the config file",
    keep: [],
    punctuated: ["request. There is a typo"],
  },
  {
    via: "chat",
    say: "my grandmother lives alone there is nobody to check on her during the day",
    keep: [],
    punctuated: ["alone. There is nobody"],
  },
  // An imperative opens the second clause.
  {
    via: "write",
    say: "the files are in the shared folder please review them before Friday",
    keep: ["Friday"],
    punctuated: ["folder. Please review"],
  },
  {
    via: "write",
    say: "the code is merged run the full test suite before you deploy",
    keep: [],
    punctuated: ["merged. Run the full"],
  },
  {
    via: "write",
    say: "the gate code changed use 4471 from Monday",
    keep: ["4471", "Monday"],
    punctuated: ["changed. Use 4471"],
  },
  {
    via: "write",
    say: "the floor in the hallway is wet be careful when you come in",
    keep: [],
    punctuated: ["wet. Be careful"],
  },
  {
    via: "write",
    say: "the meeting has been shifted to Thursday bring your own laptop",
    keep: ["Thursday"],
    punctuated: ["Thursday. Bring your own"],
  },
  {
    via: "write",
    site: "support.example-shop.com",
    say: "your order is ready for pickup bring your ID and the order number",
    keep: ["ID"],
    punctuated: ["pickup. Bring your ID"],
  },
  {
    via: "write",
    say: "the doctor wants fasting blood tests do not eat anything after dinner",
    keep: [],
    punctuated: ["tests. Do"],
  },
  {
    via: "write",
    say: "the password reset link expires in one hour click it as soon as you can",
    keep: [],
    punctuated: ["hour. Click it"],
  },
  // A question opens the second clause.
  {
    via: "write",
    say: "the printer is jammed again can someone from IT look at it",
    keep: ["IT"],
    punctuated: ["again. Can someone", "look at it?"],
  },
  {
    via: "write",
    say: "I missed the lecture on Monday do you have the notes",
    keep: ["Monday"],
    punctuated: ["Monday. Do you have", "notes?"],
  },
  {
    via: "write",
    say: "the hotel booking shows two rooms is that correct",
    keep: [],
    punctuated: ["rooms. Is that correct?"],
  },
  {
    via: "reply",
    context:
      "From: Hoang Minh Tuan\n\nDear customer,\n\nPlease find attached our quote for the office painting: 3,600 USD for all four rooms.\n\nBest regards,\nTuan",
    say: "thanks for the quote the price looks fair when can your team start",
    keep: [],
    punctuated: ["fair. When can your team start?"],
  },
  {
    via: "write",
    say: "the rent increase starts in April why was I not told earlier",
    keep: ["April"],
    punctuated: ["April. Why", "earlier?"],
  },
  {
    via: "write",
    say: "we have two candidates for the role which one do you prefer",
    keep: [],
    punctuated: ["role. Which one do you prefer?"],
  },
  {
    via: "write",
    say: "the new feature looks great does it work on older Android phones",
    keep: ["Android"],
    punctuated: ["great. Does it work", "phones?"],
  },
  {
    via: "write",
    say: "my parcel has not arrived yet where can I check the status",
    keep: [],
    punctuated: ["yet. Where can I", "status?"],
  },
  {
    via: "write",
    site: "app.slack.com",
    say: "the team lunch is on Friday who is bringing dessert",
    keep: ["Friday"],
    punctuated: ["Friday. Who is bringing dessert?"],
  },
  // After yes, no, sure or thanks.
  {
    via: "write",
    say: "yes the conference room is booked for the whole afternoon",
    keep: [],
    punctuated: ["Yes, the conference room"],
  },
  {
    via: "write",
    say: "no the invoice has not been paid the bank transfer failed",
    keep: [],
    punctuated: ["No, the invoice", "paid. The bank"],
  },
  {
    via: "write",
    say: "sure I can cover your shift on Sunday",
    keep: ["Sunday"],
    punctuated: ["Sure, I can"],
  },
  {
    via: "write",
    say: "thanks for the photos the kids look so happy",
    keep: [],
    punctuated: ["photos. The kids"],
  },
  {
    via: "write",
    say: "yes we accept bank transfers the details are on the invoice",
    keep: [],
    punctuated: ["Yes, we accept", "transfers. The details"],
  },
  {
    via: "write",
    say: "no we do not ship to Canada at the moment",
    keep: ["Canada"],
    punctuated: ["No, we"],
  },
  {
    via: "write",
    say: "sure the key is under the blue flower pot",
    keep: [],
    punctuated: ["Sure, the key"],
  },
  {
    via: "write",
    say: "thanks for your patience the technician will visit tomorrow morning",
    keep: [],
    punctuated: ["patience. The technician"],
  },
];
