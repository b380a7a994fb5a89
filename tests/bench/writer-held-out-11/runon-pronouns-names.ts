/** Run-on dictations whose next clause opens with a pronoun or a person's name. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_PRONOUNS_NAMES: WriterCase[] = [
  runOn(
    "the heater in room 12 makes a loud noise at night I could not sleep at all",
    ["night. I could"],
    ["12"],
  ),
  runOn(
    "my sister finished her nursing course in Porto she starts at the hospital in January",
    ["Porto. She starts"],
    ["Porto", "January"],
  ),
  runOn("the delivery van came early this morning it blocked the whole street for an hour", [
    "morning. It blocked",
  ]),
  runOn(
    "we visited the factory in Łódź last month they still use the old machines",
    ["month. They still"],
    ["Łódź"],
  ),
  runOn("thank you for the quick answer you really helped me with the visa form", [
    "answer. You really",
  ]),
  runOn(
    "the landlord fixed the window on Tuesday we no longer have a draught in the bedroom",
    ["Tuesday. We no longer"],
    ["Tuesday"],
  ),
  runOn("our new intern is from Hanoi he speaks three languages", ["Hanoi. He speaks"], ["Hanoi"]),
  runOn(
    "i tried to log in to the portal twice it keeps showing an error",
    ["twice. It keeps"],
    [],
    "comment",
  ),
  runOn(
    "the kids loved the museum they want to go back next Sunday",
    ["museum. They want"],
    ["Sunday"],
  ),
  runOn(
    "my mother takes the blood pressure pills every morning she sometimes forgets the evening dose",
    ["morning. She sometimes"],
  ),
  runOn("the contractor sent the quote yesterday it is much higher than last year", [
    "yesterday. It is",
  ]),
  runOn(
    "our team in Lagos finished the audit we can close the ticket now",
    ["audit. We can"],
    ["Lagos"],
  ),
  runOn("I read your proposal carefully I agree with most of the points", ["carefully. I agree"]),
  runOn("the customer called three times today she says the parcel never arrived", [
    "today. She says",
  ]),
  runOn(
    "Mehmet fixed the leak in the kitchen Ayşe painted the hallway",
    ["kitchen. Ayşe painted"],
    ["Mehmet", "Ayşe"],
  ),
  runOn(
    "the report is almost ready Joanna is checking the last table",
    ["ready. Joanna is"],
    ["Joanna"],
  ),
  runOn(
    "we ordered the spare parts from Osaka Kenji will track the shipment",
    ["Osaka. Kenji will"],
    ["Osaka", "Kenji"],
  ),
  runOn(
    "the physics exam was hard Minh passed with the highest mark in the class",
    ["hard. Minh passed"],
    ["Minh"],
  ),
  runOn(
    "our supplier changed the packaging last week Fatima noticed it first",
    ["week. Fatima noticed"],
    ["Fatima"],
  ),
  runOn(
    "the boiler is working again Chidi came this afternoon and replaced the valve",
    ["again. Chidi came"],
    ["Chidi"],
  ),
  runOn(
    "I spoke to the school this morning Mrs Kowalska says Ola is doing much better",
    ["morning. Mrs", "Ola is doing"],
    ["Kowalska", "Ola"],
  ),
  runOn(
    "the shop on Rua da Prata closed Rafael moved the stock to the warehouse",
    ["closed. Rafael moved"],
    ["Rua da Prata", "Rafael"],
  ),
  runOn(
    "Yuki booked the hotel in Kyoto we arrive on Monday she already paid the deposit",
    ["Kyoto. We arrive", "Monday. She already"],
    ["Yuki", "Kyoto"],
  ),
  runOn(
    "the patient in bed four is awake he is asking for water I told him to wait for the doctor",
    ["awake. He is", "water. I told"],
  ),
  runOn(
    "Arjun sent the slides this morning they look great I only changed the title",
    ["morning. They look", "great. I only"],
    ["Arjun"],
  ),
  runOn("the printer on the third floor jammed again we used the one in the lobby", [
    "again. We used",
  ]),
];
