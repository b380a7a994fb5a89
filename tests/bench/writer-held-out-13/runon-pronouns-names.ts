/** Run-ons whose second clause opens with a pronoun or a name. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_PRONOUNS_NAMES: WriterCase[] = [
  runOn("the heater broke again we slept in our coats", ["again. We slept"]),
  runOn("my laptop will not turn on i tried a different charger", ["on. I tried"]),
  runOn(
    "the landlord finally answered she says the plumber comes thursday",
    ["answered. She says"],
    {
      keep: ["Thursday"],
    },
  ),
  runOn("the package arrived it was open on one side", ["arrived. It was"], { via: "chat" }),
  runOn("we asked the neighbours for help they lent us a ladder", ["help. They lent"]),
  runOn("your test results are normal you do not need another appointment", ["normal. You do"]),
  runOn("the manager called he wants the quote before friday", ["called. He wants"], {
    keep: ["Friday"],
  }),
  runOn("the room is very cold i turned the radiator up", ["cold. I turned"], { via: "voice" }),
  runOn("the form was signed by both parents we sent it back on monday", ["parents. We sent"]),
  runOn("is the pool open on weekends we want to take the kids", ["weekends? We want"]),
  runOn("the bus came late again i missed the first class", ["again. I missed"], { via: "chat" }),
  runOn("my sister moved to Lisbon she loves the food there", ["Lisbon. She loves"], {
    keep: ["Lisbon"],
  }),
  runOn("the printer on the second floor prints only blank pages it needs a new cartridge", [
    "pages. It needs",
  ]),
  runOn("our flight was delayed five hours they gave us meal vouchers", ["hours. They gave"]),
  runOn("you left your umbrella in my car i will bring it to the office", ["car. I"]),
  runOn("the dishwasher makes a loud noise we should call someone", ["noise. We should"], {
    via: "voice",
  }),
  runOn("the kids finished their homework they are watching a film now", ["homework. They"]),
  runOn("i waited at the reception desk nobody came", ["desk. Nobody came"]),
  runOn("the new intern is very quick she learned the whole system in two days", [
    "quick. She learned",
  ]),
  runOn("the meeting room smells of paint we moved to the cafe", ["paint. We moved"], {
    via: "chat",
  }),
  runOn("this medicine make me very sleepy i take it before bed", ["sleepy. I take"]),
  runOn("the shop gave me the wrong size they will exchange it", ["size. They"]),
  runOn("the contract looks fine to me you can sign it", ["me. You can"]),
  runOn("the car failed its inspection it needs new brakes", ["inspection. It needs"]),
  runOn("dinner at your place was great we should do it again soon", ["great. We should"], {
    via: "voice",
  }),
  runOn("yesterday i go to the bank it was closed for a holiday", ["bank. It was"]),
  runOn("my boss he is very strict he checks every email twice", ["strict. He checks"]),
  runOn("the heater works again Ahmed fixed it this morning", ["again. Ahmed fixed"], {
    keep: ["Ahmed"],
  }),
  runOn("the slides are finished Priya added the charts", ["finished. Priya added"], {
    keep: ["Priya"],
  }),
  runOn("the client liked the design Kenji wants a second version", ["design. Kenji wants"], {
    keep: ["Kenji"],
  }),
  runOn("our team won the match Olusegun scored twice", ["match. Olusegun scored"], {
    keep: ["Olusegun"],
    via: "chat",
  }),
  runOn("the order is late again Magdalena from logistics is checking", ["again. Magdalena"], {
    keep: ["Magdalena"],
  }),
  runOn("the door was locked Carlos had the only key", ["locked. Carlos had"], {
    keep: ["Carlos"],
  }),
  runOn("grandma arrived safely Fatima picked her up at the station", ["safely. Fatima picked"], {
    keep: ["Fatima"],
    via: "voice",
  }),
  runOn("the report is on your desk Hyun-woo reviewed it", ["desk. Hyun-woo reviewed"], {
    keep: ["Hyun-woo"],
  }),
  runOn("my shift ends at six Dmitri takes over after that", ["six. Dmitri takes"], {
    keep: ["Dmitri"],
  }),
  runOn("the internet is down again Thu is calling the provider", ["again. Thu"], {
    keep: ["Thu"],
  }),
  runOn("the boxes are packed Mehmet will drive the van", ["packed. Mehmet"], {
    keep: ["Mehmet"],
  }),
  runOn("the lesson is off Ana is sick", ["off. Ana"], { keep: ["Ana"], via: "chat" }),
];
