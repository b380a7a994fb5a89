/**
 * Run-on dictations whose second clause comes after a greeting or a name
 * called, inside a request's message, after a list, after a number or a
 * date, or after an object phrase (held-out 7, written blind).
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUN_ONS_PLACES: WriterCase[] = [
  // After a greeting or a name called.
  {
    via: "write",
    say: "hi Tomasz the contract is ready for signing",
    keep: ["Tomasz"],
    punctuated: ["Tomasz,"],
  },
  {
    via: "write",
    say: "Kenji the rental car is parked in spot 14",
    keep: ["Kenji", "14"],
    punctuated: ["Kenji,"],
  },
  {
    via: "write",
    say: "hello Adaeze the samples arrived they look perfect",
    keep: ["Adaeze"],
    punctuated: ["Adaeze,", "arrived. They look"],
  },
  {
    via: "write",
    say: "Dr Mensah my mother's blood pressure is high again",
    keep: ["Mensah"],
    punctuated: ["Mensah,"],
  },
  {
    via: "write",
    site: "web.whatsapp.com",
    say: "hey Luca the pizza oven is free this weekend",
    keep: ["Luca"],
    punctuated: ["Luca,"],
  },
  {
    via: "voice",
    say: "Anjali the taxi is waiting downstairs",
    keep: ["Anjali"],
    punctuated: ["Anjali,"],
  },
  {
    via: "write",
    say: "dear Mr Yilmaz thank you for your offer we accept the terms",
    keep: ["Yilmaz"],
    punctuated: ["Yilmaz,", "offer. We accept"],
  },
  {
    via: "write",
    say: "hi all the office will be closed on May 1",
    keep: ["May 1"],
    punctuated: ["all,"],
  },
  // Inside a request's message.
  {
    via: "chat",
    say: "tell Omar that the van is booked the keys are at the front desk",
    keep: ["Omar"],
    says: "the keys are at the front desk",
    punctuated: ["booked. The keys"],
  },
  {
    via: "voice",
    say: "tell Beatriz the flight lands at 11:40 the taxi is already paid",
    keep: ["Beatriz", "11:40"],
    says: "the taxi is already paid",
    punctuated: ["11:40. The taxi"],
  },
  {
    via: "write",
    say: "let Kwame know the report is final the client has already signed it",
    keep: [],
    says: "the client has already signed it",
    punctuated: ["final. The client"],
  },
  {
    via: "chat",
    say: "tell the landlord the heater is broken again the kids are sleeping in one room",
    keep: [],
    says: "sleeping in one room",
    punctuated: ["again. The kids"],
  },
  {
    via: "reply",
    context:
      "From: Hana Novak\n\nHello,\n\nCould you tell me when my order #5530 leaves your warehouse?\n\nThanks,\nHana",
    say: "tell Hana the order has shipped the tracking number is in the portal",
    keep: ["Hana"],
    says: "tracking number is in the portal",
    punctuated: ["shipped. The tracking"],
  },
  {
    via: "write",
    say: "write to Sven that the prototype passed the drop test the report follows next week",
    keep: [],
    says: "passed the drop test",
    punctuated: ["test. The report"],
  },
  {
    via: "chat",
    say: "message Ayesha that the class is cancelled the teacher is sick",
    keep: ["Ayesha"],
    says: "the teacher is sick",
    punctuated: ["cancelled. The teacher"],
  },
  {
    via: "voice",
    say: "tell Diego the paint arrived we can start the bathroom on Monday",
    keep: ["Diego", "Monday"],
    says: "start the bathroom on Monday",
    punctuated: ["arrived. We can"],
  },
  {
    via: "chat",
    say: "please inform Mr Tanaka that the samples are ready the courier comes this afternoon",
    keep: ["Tanaka"],
    says: "the samples are ready",
    punctuated: ["ready. The courier"],
  },
  {
    via: "write",
    say: "reply to Chiamaka that the venue is confirmed the deposit is paid",
    keep: [],
    says: "the deposit is paid",
    punctuated: ["confirmed. The deposit"],
  },
  // After a list.
  {
    via: "chat",
    say: "we need eggs milk and bread the shop closes at 8",
    keep: [],
    punctuated: ["eggs, milk", "bread. The shop"],
  },
  {
    via: "write",
    say: "the package includes a charger a cable and a case the manual is online",
    keep: [],
    punctuated: ["charger, a cable", "case. The manual"],
  },
  {
    via: "voice",
    say: "I speak Portuguese Spanish and English my French is basic",
    keep: ["Portuguese", "Spanish", "English", "French"],
    punctuated: ["Portuguese, Spanish", "English. My French"],
  },
  {
    via: "write",
    say: "bring your passport two photos and the signed form the office opens at 9",
    keep: [],
    punctuated: ["passport,", "form. The office"],
  },
  {
    via: "chat",
    say: "the menu has soup pasta and grilled fish dessert is not included",
    keep: [],
    punctuated: ["soup, pasta", "fish. Dessert is"],
  },
  {
    via: "write",
    say: "we visited Rome Florence and Venice the trains were always on time",
    keep: ["Rome", "Florence", "Venice"],
    punctuated: ["Rome, Florence", "Venice. The trains"],
  },
  {
    via: "voice",
    say: "my kids play piano chess and basketball they are busy every evening",
    keep: [],
    punctuated: ["piano, chess", "basketball. They are"],
  },
  // After a number or a date.
  {
    via: "chat",
    say: "my flight lands at 6:45 my brother is picking me up",
    keep: ["6:45"],
    punctuated: ["6:45. My brother"],
  },
  {
    via: "write",
    say: "the rent is due on March 1 the landlord wants a bank transfer",
    keep: ["March 1"],
    punctuated: ["March 1. The landlord"],
  },
  {
    via: "voice",
    say: "we sold 1,240 units in October the target was 1,000",
    keep: ["1,240", "1,000"],
    punctuated: ["October. The target"],
  },
  {
    via: "write",
    say: "the total comes to $385.50 we can split it four ways",
    keep: ["$385.50"],
    punctuated: ["$385.50. We can"],
  },
  {
    via: "chat",
    say: "the course lasts 12 weeks classes are on Tuesday and Thursday evenings",
    keep: ["12"],
    punctuated: ["weeks. Classes are"],
  },
  {
    via: "write",
    say: "my appointment is on 14 November at 10:15 I will bring the x-ray",
    keep: ["14 November", "10:15"],
    punctuated: ["10:15. I"],
  },
  {
    via: "voice",
    say: "the order number is 55821 the item is a blue winter jacket",
    keep: ["55821"],
    punctuated: ["55821. The item"],
  },
  {
    via: "write",
    say: "the warranty ends in 2027 after that repairs cost extra",
    keep: ["2027"],
    punctuated: ["2027. After that"],
  },
  // After an object phrase.
  {
    via: "chat",
    say: "I finished the slides for the client meeting Ana can review them tonight",
    keep: ["Ana"],
    punctuated: ["meeting. Ana can"],
  },
  {
    via: "write",
    say: "we ordered new chairs for the meeting room the old ones are broken",
    keep: [],
    punctuated: ["room. The old ones"],
  },
  {
    via: "voice",
    say: "I booked a table at the Lebanese restaurant my parents love that place",
    keep: ["Lebanese"],
    punctuated: ["restaurant. My parents"],
  },
  {
    via: "write",
    say: "she sent me the signed lease for the apartment on Calle Mayor the deposit is 900 euros",
    keep: ["Calle Mayor", "900"],
    punctuated: ["Calle Mayor. The deposit"],
  },
  {
    via: "chat",
    say: "I fixed the bug in the payment form users can check out again",
    keep: [],
    punctuated: ["form. Users can"],
  },
  {
    via: "write",
    say: "the hospital sent the discharge papers for my father he can come home on Saturday",
    keep: ["Saturday"],
    punctuated: ["father. He can"],
  },
  {
    via: "voice",
    say: "we painted the fence in the backyard the dog keeps scratching it",
    keep: [],
    punctuated: ["backyard. The dog"],
  },
  {
    via: "write",
    say: "I need a copy of my transcript for the visa application the embassy wants the original",
    keep: [],
    punctuated: ["application. The embassy"],
  },
];
