/**
 * A piece of writing named by any noun phrase ("a short reminder that …", "a
 * support ticket saying …", "a memo that …"): the piece is written, not
 * echoed. And "write to Lucia tell her …", "message Kofi tell him …": a
 * request to write to them saying what follows, not a question to the writer.
 */
import { asked, keeping } from "./builders";
import type { WriterCase } from "./writer-case";

export const PIECES_NAMED_AND_WRITE_TO_THEN_TELL: WriterCase[] = [
  asked(
    "write",
    "write a short reminder that the gym closes early on friday",
    "the gym closes early on friday",
  ),
  asked(
    "write",
    "write a support ticket saying the export button returns error 500",
    "export button returns error 500",
  ),
  asked("chat", "write a quick notice that the lift is out of order", "the lift is out of order"),
  asked(
    "chat",
    "draft a memo that the office is closed on monday",
    "the office is closed on monday",
  ),
  asked(
    "write",
    "write an announcement saying the new canteen opens next week",
    "the new canteen opens next week",
  ),
  asked("voice", "write a short letter that the lift is out of order", "the lift is out of order"),
  asked(
    "chat",
    "write a letter to the landlord saying the heating is broken",
    "the heating is broken",
  ),
  asked(
    "write",
    "please write a friendly reminder that rent is due on the first",
    "rent is due on the first",
  ),
  asked(
    "chat",
    "can you write a formal notice saying the car park will be closed for cleaning",
    "car park will be closed for cleaning",
  ),
  asked(
    "write",
    "compose an invitation saying we are having a barbecue on saturday",
    "we are having a barbecue on saturday",
  ),
  asked(
    "voice",
    "draft a status update that the migration finished without errors",
    "the migration finished without errors",
  ),
  asked(
    "write",
    "write a bug report saying the app crashes when I upload a photo",
    "the app crashes when I upload a photo",
  ),
  asked(
    "chat",
    "write me a short apology letter saying I missed the deadline",
    "missed the deadline",
  ),
  asked(
    "write",
    "write a card for grandma saying we miss her and hope she feels better",
    "we miss",
  ),
  asked(
    "chat",
    "please draft an out of office reply saying I am back on the 12th",
    "back on the 12th",
  ),
  asked(
    "write",
    "write a complaint saying the train was two hours late",
    "the train was two hours late",
  ),
  asked("write", "write a caption saying best team day ever", "best team day ever"),
  asked(
    "chat",
    "i need a short memo saying the printer on floor two is fixed",
    "the printer on floor two is fixed",
  ),
  asked(
    "write",
    "write a little notice that the kitchen will be cleaned on friday",
    "the kitchen will be cleaned on friday",
  ),
  asked(
    "comment",
    "write a short comment saying congratulations on the new job",
    "congratulations on the new job",
  ),
  asked("write", "write an urgent warning that the bridge is closed", "the bridge is closed"),
  asked(
    "chat",
    "write a reminder to the team that timesheets are due today",
    "timesheets are due today",
  ),
  asked(
    "write",
    "draft a newsletter intro saying the summer sale starts monday",
    "the summer sale starts monday",
  ),
  asked(
    "voice",
    "write a formal announcement that the clinic moves to a new address in june",
    "the clinic moves to a new address in june",
  ),
  asked(
    "write",
    "write a support ticket that the vpn disconnects every ten minutes",
    "disconnects every ten minutes",
  ),
  asked(
    "write",
    "write a note for the neighbours saying the party ends at ten",
    "the party ends at ten",
  ),
  asked(
    "chat",
    "write a polite notice saying please do not park in front of the gate",
    "do not park in front of the gate",
  ),
  asked(
    "write",
    "make a quick announcement that lunch is on the company today",
    "lunch is on the company today",
  ),
  asked(
    "write",
    "write a short memo that the audit starts next week",
    "the audit starts next week",
  ),
  asked(
    "voice",
    "can you draft a notification saying the system will be down tonight",
    "the system will be down tonight",
  ),
  asked(
    "write",
    "write a short reminder for parents that school starts at eight",
    "school starts at eight",
  ),
  asked("write", "write a thank you card saying thanks for the flowers", "for the flowers"),
  asked(
    "chat",
    "write an invitation to my neighbours that we have a housewarming on sunday",
    "we have a housewarming on sunday",
  ),
  asked(
    "write",
    "write a short incident report saying the server was down for an hour",
    "the server was down for an hour",
  ),
  asked(
    "write",
    "write a leave request saying I need two days off in march",
    "two days off in march",
  ),
  asked("chat", "draft an official letter saying my address has changed", "my address has changed"),
  asked(
    "write",
    "write a simple notice that the pool is closed for repairs",
    "the pool is closed for repairs",
  ),
  asked(
    "write",
    "write a message for the group saying the trip is cancelled",
    "the trip is cancelled",
  ),
  asked(
    "voice",
    "write a birthday card that says happy birthday to the best dad",
    "happy birthday to the best dad",
  ),
  asked("write", "write a short post saying we are hiring two nurses", "we are hiring two nurses"),
  asked(
    "chat",
    "can you write up a notice for the office that the wifi is down",
    "the wifi is down",
  ),
  asked("chat", "write an out of office saying I am away until monday", "I am away until Monday"),
  keeping(["Ana"], asked("chat", "write an sms to Ana that I am late", "I am late")),
  keeping(["Li Wei"], asked("chat", "write to Li Wei tell him the parcel came", "the parcel came")),
  keeping(
    ["Lucia"],
    asked(
      "chat",
      "write to Lucia tell her the meeting moved to three",
      "the meeting moved to three",
    ),
  ),
  keeping(["Kofi"], asked("chat", "message Kofi tell him the car is ready", "the car is ready")),
  keeping(
    ["Lucia"],
    asked("chat", "email Lucia and tell her the report is late", "the report is late"),
  ),
  keeping(["Anna"], asked("voice", "write to Anna tell her I will be late", "I will be late")),
  asked("write", "write to Tomasz tell him the invoice is paid", "the invoice is paid"),
  keeping(["Mei"], asked("chat", "text Mei tell her dinner is at seven", "dinner is at seven")),
  keeping(["Ravi"], asked("voice", "email Ravi tell him the build is green", "the build is green")),
  keeping(
    ["Olga"],
    asked(
      "chat",
      "please write to Olga and tell her the flat is free from june",
      "the flat is free from june",
    ),
  ),
  keeping(
    ["Chidi"],
    asked("chat", "write to Chidi ask him to bring the charger", "bring the charger"),
  ),
  keeping(
    ["Hannah"],
    asked("voice", "message Hannah and ask her if she can come on friday", "come on friday"),
  ),
  keeping(["Pedro"], asked("chat", "write to Pedro tell him thanks for the ride", "thank")),
  keeping(
    ["Aisha"],
    asked("chat", "write Aisha tell her the class is cancelled", "the class is cancelled"),
  ),
  keeping(["Jonas"], asked("voice", "send a message to Jonas tell him we landed", "we landed")),
  keeping(
    ["Yuki"],
    asked(
      "chat",
      "write to Yuki, tell her the package is at the door",
      "the package is at the door",
    ),
  ),
  keeping(
    ["Samir"],
    asked("chat", "email Samir tell him the price went up to 40 euros", "40 euros"),
  ),
  asked(
    "write",
    "write to Grace let her know the keys are under the mat",
    "the keys are under the mat",
  ),
  keeping(["Bruno"], asked("chat", "message Bruno remind him to pay the rent", "pay the rent")),
  keeping(["Leila"], asked("voice", "text Leila and tell her I am on my way", "I am on my way")),
  keeping(
    ["Ivan"],
    asked(
      "chat",
      "write to Ivan tell him the doctor moved the appointment to tuesday",
      "the doctor moved the appointment to tuesday",
    ),
  ),
  keeping(["Noor"], asked("chat", "pls write to Noor tell her i got the job", "got the job")),
  keeping(
    ["Park"],
    asked("chat", "email Ms Park tell her my son is sick today", "my son is sick today"),
  ),
  keeping(["Tom"], asked("voice", "write to Tom tell him sorry I forgot his birthday", "forgot")),
  keeping(
    ["Fatou"],
    asked(
      "chat",
      "message Fatou tell her the shop opens at nine tomorrow",
      "the shop opens at nine tomorrow",
    ),
  ),
  keeping(
    ["Diego"],
    asked(
      "chat",
      "write to Diego and ask him what time the match starts",
      "what time the match starts",
    ),
  ),
  asked("write", "email Kenji tell him the contract is signed", "the contract is signed"),
  keeping(
    ["Amina"],
    asked(
      "chat",
      "write to Amina tell her we will pick her up at the airport",
      "pick you up at the airport",
    ),
  ),
  keeping(
    ["Piotr"],
    asked("voice", "message Piotr tell him the water is back on", "the water is back on"),
  ),
  keeping(
    ["Sara"],
    asked("chat", "write Sara and tell her the cake was amazing", "the cake was amazing"),
  ),
  keeping(
    ["Oscar"],
    asked("chat", "email Oscar tell him I can not come to the meeting", "come to the meeting"),
  ),
  keeping(
    ["Zara"],
    asked("chat", "write to Zara tell her the tickets are booked", "the tickets are booked"),
  ),
];
