/** Run-ons whose second clause is an order or a question, or whose first is a question. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_ORDERS_QUESTIONS: WriterCase[] = [
  runOn("the files are on the shared drive please check them before lunch", [
    "drive. Please check",
  ]),
  runOn("i will land around eight call me when you get to the airport", ["eight. Call me"]),
  runOn("the gate code changed please use 4471 from now on", ["changed. Please use"], {
    keep: ["4471"],
  }),
  runOn("the meeting notes are attached remember to sign the last page", ["attached. Remember to"]),
  runOn("your table is booked for seven bring the voucher with you", ["seven. Bring the"]),
  runOn("the form has a mistake on page two fix it and send it again", ["two. Fix it"]),
  runOn("the cat has not eaten since breakfast give her the wet food", ["breakfast. Give her"]),
  runOn("we are out of milk pick some up on the way home", ["milk. Pick some"]),
  runOn("the client is waiting in room three please bring coffee", ["three. Please bring"]),
  runOn("the oven is still hot keep the children away from it", ["hot. Keep the"]),
  runOn("your order is ready collect it at the front desk", ["ready. Collect it"]),
  runOn("the report is due friday send me your part by thursday", ["Friday. Send me"], {
    keep: ["Friday", "Thursday"],
  }),
  runOn("the system is down again write the customer calls on paper", ["again. Write the"]),
  runOn("your passport expires in june renew it before the trip", ["June. Renew it"], {
    keep: ["June"],
  }),
  runOn("the new prices start next month update the price list", ["month. Update the"]),
  runOn("the baby is sleeping please knock quietly", ["sleeping. Please knock"]),
  runOn("we leave at six sharp pack your swimsuit", ["sharp. Pack your"]),
  runOn("the code review is done merge the branch when the tests pass", ["done. Merge the"]),
  runOn("the lift is out of order use the stairs on the left", ["order. Use the"]),
  runOn("the report is ready can you check it before noon", ["ready. Can you"]),
  runOn("i am near the station do you want to meet for coffee", ["station. Do you", "for coffee?"]),
  runOn("the party is on saturday what time should we come", ["Saturday. What time"], {
    keep: ["Saturday"],
  }),
  runOn("the heater is making a strange noise is it safe to use", ["noise. Is it", "to use?"]),
  runOn("we got your message which day suits you", ["message. Which day"]),
  runOn("the tracking shows the parcel as delivered where did they leave it", [
    "delivered. Where did",
  ]),
  runOn("my son has a fever should i bring him in", ["fever. Should I"]),
  runOn("the invoice number is missing could you resend it", ["missing. Could you"]),
  runOn("the new rota is confusing who covers the monday shift", ["confusing. Who covers"]),
  runOn("you mentioned a discount how much is it", ["discount. How much"]),
  runOn("the test failed again did you change the config", ["again. Did you"]),
  runOn("i lost the link to the call are you sharing it again", ["call. Are you"]),
  runOn("the school sent a letter have you read it", ["letter. Have you"]),
  runOn("we need a venue for the wedding would the garden work", ["wedding. Would the"]),
  runOn("the hotel is fully booked is there another one nearby", ["booked. Is there", "nearby?"]),
  runOn("the printer jammed again why does this keep happening", ["again. Why does"]),
  runOn("did you get my email i sent the contract yesterday", ["email? I sent"]),
  runOn("are you coming to the dinner we need the numbers by tonight", ["dinner? We need"]),
  runOn("what time is the match the kids want to watch it", ["match? The kids"]),
  runOn("can you pick me up at the station my train arrives at five", ["station? My train"]),
  runOn(
    "is the pharmacy on Avenida Paulista open on sundays my mother needs her pills",
    ["Sundays? My mother"],
    { keep: ["Avenida Paulista"] },
  ),
];
