/**
 * Near misses: speech that looks run on, but whose joined piece a careful
 * editor keeps whole (a describing clause, "I think he …", "so … that", a
 * verb and what it says, a name and its surname).
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const NEAR_MISSES: WriterCase[] = [
  runOn("the book i was reading fell behind the sofa", ["book I was reading fell"]),
  runOn("the man who called yesterday left a number", ["man who called yesterday left"]),
  runOn("i think he left early", ["think he left early"], { via: "chat" }),
  runOn("she was so tired that she slept on the train", ["so tired that she slept"]),
  runOn("the courier said that the parcel is at the depot", ["said that the parcel"]),
  runOn(
    "i had lunch with Chidi Okonkwo he runs a bakery in Enugu",
    ["with Chidi Okonkwo. He runs"],
    { keep: ["Chidi Okonkwo", "Enugu"] },
  ),
  runOn("the shoes she bought last week are too small", ["shoes she bought last week are"]),
  runOn("i know you have a lot of work this week", ["know you have a lot"]),
  runOn("we hope the weather stays dry for the wedding", ["hope the weather stays dry"]),
  runOn("the doctor told me my blood pressure is high", ["told me my blood pressure is"], {
    via: "voice",
  }),
  runOn("i noticed the door was open when i got home", ["noticed the door was open when I got"]),
  runOn("the house we rented in Split has a pool", ["house we rented in Split has"], {
    keep: ["Split"],
  }),
  runOn("the woman at the counter gave me the wrong change", ["counter gave me the wrong"]),
  runOn("my teacher says i need more practice", ["says I need more practice"]),
  runOn("the company i work for is moving to Katowice", ["company I work for is moving"], {
    keep: ["Katowice"],
  }),
  runOn("it rained so hard that the match stopped", ["so hard that the match stopped"]),
  runOn("the guy who fixed our roof is coming back on monday", ["guy who fixed our roof is"]),
  runOn("we found the keys you lost", ["found the keys you lost"], { via: "chat" }),
  runOn("she promised she would call after the exam", ["promised she would call after"]),
  runOn("the email you sent me has no attachment", ["email you sent me has no attachment"]),
  runOn("everything the chef makes is delicious", ["Everything the chef makes is"]),
  runOn("i believe the train leaves from platform two", ["believe the train leaves"]),
  runOn("the neighbours complained the music was too loud", ["complained the music was"]),
  runOn("i will call you when the car is ready", ["call you when the car is ready"]),
  runOn("they said the store opens at nine", ["said the store opens"], { via: "voice" }),
  runOn("the kids were so excited they could not sleep", ["so excited they could"]),
  runOn("the lady who runs the bakery gave us fresh bread", ["lady who runs the bakery gave"]),
  runOn("i heard the concert moved to june", ["heard the concert moved"], { keep: ["June"] }),
  runOn("make sure the windows are closed before you leave", ["sure the windows are closed"]),
  runOn("do you know if the bank is open", ["know if the bank is open?"]),
  runOn("the meeting that was planned for today moved to friday", ["meeting that was planned"]),
  runOn("we saw the form needed a stamp", ["saw the form needed a stamp"]),
  runOn("María José Fernández will join the call from Bogotá", ["María José Fernández will"], {
    keep: ["María José Fernández", "Bogotá"],
  }),
];
