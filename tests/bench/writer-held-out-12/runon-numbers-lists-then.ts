/**
 * Run-on dictations around a number or a list, and those whose later clause
 * opens with "then", "also", "so" or "but".
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_NUMBERS_LISTS_THEN: WriterCase[] = [
  {
    via: "write",
    say: "my flight lands at 6:40 the gate is B12",
    keep: ["6:40", "B12"],
    punctuated: ["6:40. The gate"],
  },
  {
    via: "write",
    say: "the copier jammed again two pages were lost",
    keep: [],
    punctuated: ["again. Two pages"],
  },
  {
    via: "write",
    say: "call me on 0161 496 0733 i am home after six",
    keep: ["0161 496 0733"],
    punctuated: ["0733. I"],
  },
  {
    via: "write",
    say: "the room number is 214 the key card is at reception",
    keep: ["214"],
    punctuated: ["214. The key card"],
  },
  {
    via: "write",
    say: "i need a charger a mouse and a second screen for the new starter",
    keep: [],
    punctuated: ["a charger, a mouse"],
  },
  {
    via: "write",
    say: "we need eggs flour sugar and butter for the cake",
    keep: [],
    punctuated: ["eggs, flour, sugar"],
  },
  {
    via: "write",
    say: "bring your passport two photos and the signed form",
    keep: [],
    punctuated: ["passport, two photos"],
  },
  {
    via: "write",
    say: "order 14 boxes of A4 paper the invoice number is INV-2291",
    keep: ["14", "A4", "INV-2291"],
    punctuated: ["paper. The invoice"],
  },
  {
    via: "write",
    say: "my new number is 0812 3456 789 please save it",
    keep: ["0812 3456 789"],
    punctuated: ["789. Please save it"],
  },
  {
    via: "write",
    say: "the kit is in the blue box gloves masks and aprons are on the shelf",
    keep: [],
    punctuated: ["box. Gloves, masks"],
  },
  {
    via: "write",
    say: "the order number is 88213 it was placed on the third of may",
    keep: ["88213"],
    punctuated: ["88213. It was placed"],
  },
  {
    via: "write",
    say: "my address is 22 Rua das Flores Porto the postcode is 4050-262",
    keep: ["22 Rua das Flores", "4050-262"],
    punctuated: ["Porto. The postcode"],
  },
  {
    via: "write",
    say: "the kids need lunch boxes water bottles and sun hats for the trip",
    keep: [],
    punctuated: ["lunch boxes, water bottles"],
  },
  {
    via: "write",
    say: "the invoice was 1,250 euros the rest is due in march",
    keep: ["1,250"],
    punctuated: ["The rest is due in March"],
  },
  {
    via: "write",
    say: "we landed in Lisbon the hotel was not ready then we went for breakfast",
    keep: ["Lisbon"],
    punctuated: ["Lisbon. The hotel"],
  },
  {
    via: "write",
    say: "mix the flour and the eggs then add the milk slowly the batter should be smooth",
    keep: [],
    punctuated: ["slowly. The batter"],
  },
  {
    via: "write",
    say: "i finished the tests then i wrote the report my manager has both now",
    keep: [],
    punctuated: ["report. My manager"],
  },
  {
    via: "write",
    say: "the taxi was late then it took the wrong road we missed the start",
    keep: [],
    punctuated: ["road. We missed"],
  },
  {
    via: "write",
    say: "the contract is signed also the deposit has cleared",
    keep: [],
    punctuated: ["signed. Also"],
  },
  {
    via: "write",
    say: "i booked the hotel also i need your passport number",
    keep: [],
    punctuated: ["hotel. Also"],
  },
  {
    via: "write",
    say: "the boiler was serviced also the radiators were bled",
    keep: [],
    punctuated: ["serviced. Also"],
  },
  {
    via: "write",
    say: "the store was out of bread so i bought rice instead",
    keep: [],
    punctuated: ["bread, so I bought"],
  },
  {
    via: "write",
    say: "my car is in the garage so Pedro is driving me",
    keep: ["Pedro"],
    punctuated: ["garage, so Pedro"],
  },
  {
    via: "write",
    say: "the trains are on strike so the office is closed tomorrow",
    keep: [],
    punctuated: ["strike, so the office"],
  },
  {
    via: "write",
    say: "it rained all week so the match was moved to the indoor hall",
    keep: [],
    punctuated: ["week, so the match"],
  },
  {
    via: "write",
    say: "she has the flu so she cannot teach on monday",
    keep: [],
    punctuated: ["flu, so she"],
  },
  {
    via: "write",
    say: "we checked every room twice but the ring was not there",
    keep: [],
    punctuated: ["twice, but the ring"],
  },
  {
    via: "write",
    say: "the new software is faster but the reports look different",
    keep: [],
    punctuated: ["faster, but the reports"],
  },
  {
    via: "write",
    say: "i asked for a window seat but they gave me the aisle",
    keep: [],
    punctuated: ["seat, but they"],
  },
  {
    via: "write",
    say: "Yusuf sent the files on time but half of them were empty",
    keep: ["Yusuf"],
    punctuated: ["time, but half"],
  },
  {
    via: "write",
    say: "the doctor looked at my scan but she wants a second opinion",
    keep: [],
    punctuated: ["scan, but she"],
  },
  {
    via: "write",
    say: "the heater broke but the landlord fixed it the same day so we were fine",
    keep: [],
    punctuated: ["broke, but the landlord", "day, so we"],
  },
  {
    via: "voice",
    say: "the tickets are booked also the hotel sent a confirmation the number is HX-70213",
    keep: ["HX-70213"],
    punctuated: ["booked. Also", "confirmation. The number"],
  },
  {
    via: "write",
    say: "we tried the new supplier the quality was poor so we went back to the old one",
    keep: [],
    punctuated: ["supplier. The quality", "poor, so we"],
  },
  {
    via: "chat",
    say: "the lab closes at five then the samples go to the fridge the courier takes them at seven",
    keep: [],
    punctuated: ["fridge. The courier"],
  },
  {
    via: "write",
    say: "first peel the potatoes then boil them for twenty minutes also add some salt",
    keep: [],
    punctuated: ["minutes. Also"],
  },
];
