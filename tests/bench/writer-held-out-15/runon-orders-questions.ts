/** Run-ons whose second clause is an order or a question, or whose first is a question. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./run-on";

export const RUNON_ORDERS_QUESTIONS: WriterCase[] = [
  runOn("the door code changed call me before you come", ["changed. Call me"]),
  runOn("the laptop is ready please send someone to collect it", ["ready. Please send"], "write"),
  runOn(
    "the report is attached please check the numbers on page two",
    ["attached. Please check"],
    "chat",
  ),
  runOn("the floor is wet be careful on the stairs", ["wet. Be careful"]),
  runOn(
    "your appointment is confirmed bring your insurance card",
    ["confirmed. Bring your"],
    "write",
  ),
  runOn("the meeting moved to room 12 pass it on to the others", ["12. Pass it on"], "chat", [
    "12",
  ]),
  runOn("the soup is hot wait a minute before you eat", ["hot. Wait a"]),
  runOn(
    "the delivery is at the back door remember to sign the slip",
    ["door. Remember to"],
    "write",
  ),
  runOn("the invoice is overdue please pay by friday", ["overdue. Please pay"]),
  runOn("I left the keys with Hamid pick them up from him", ["Hamid. Pick them"], "chat", [
    "Hamid",
  ]),
  runOn("the forms are on my desk fill in the blue one first", ["desk. Fill in"]),
  runOn("the site is live have a look and send me your comments", ["live. Have a look"], "chat"),
  runOn("the plan changed let me know if you can still come", ["changed. Let me know"]),
  runOn("your order has shipped keep this email for your records", ["shipped. Keep this"], "write"),
  runOn("the stove is still on turn it off and lock the door the key is in the drawer", [
    "on. Turn it off",
    "door. The key",
  ]),
  runOn("the file is too big can you send it in two parts", ["big. Can you", "parts?"], "chat"),
  runOn("I am making tea do you want some", ["tea. Do you", "some?"]),
  runOn("the plumber is coming what time are you home", ["coming. What time", "home?"], "chat"),
  runOn("the car park is full is it okay if I park in your drive", ["full. Is it", "drive?"]),
  runOn("did you get my email I sent it on monday", ["email? I sent"], "chat"),
  runOn(
    "the lab results are back could you call the patient",
    ["back. Could you", "patient?"],
    "write",
  ),
  runOn("we need a room for thursday is the big room free", ["Thursday. Is the big", "free?"]),
  runOn("the shop has two sizes which one do you want", ["sizes. Which one", "want?"], "chat"),
  runOn("your package is at the post office when can you collect it", ["office. When can", "it?"]),
  runOn("I missed the lecture did you take notes", ["lecture. Did you", "notes?"], "chat"),
  runOn("where did you park the car I cannot find it", ["car? I can"]),
  runOn("how was the trip to Istanbul we missed you", ["Istanbul? We missed"], "chat", [
    "Istanbul",
  ]),
  runOn(
    "the price went up again are you still interested",
    ["again. Are you", "interested?"],
    "write",
  ),
  runOn("the battery is low who has a charger", ["low. Who has", "charger?"]),
  runOn(
    "the nursery closes early on friday can you pick up Leo",
    ["Friday. Can you", "Leo?"],
    "chat",
    ["Leo"],
  ),
];
