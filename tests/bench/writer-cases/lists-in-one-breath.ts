/**
 * Lists said in one breath whose items no plural sets apart: single words,
 * names and products, things counted, lists after a word that says a list
 * follows, and lists closed by "but no …"; beside the compounds, adjectives,
 * names of several words and numbers of a date or an address that must stay
 * as they were said.
 */
import { MARCUS, POST, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const LISTS_IN_ONE_BREATH: WriterCase[] = [
  // A verb for one right after its subject's noun ends no item: the list follows it.
  {
    via: "write",
    say: "the starter pack contains a router a power cable and two filters the stand costs extra",
    keep: [],
    punctuated: ["contains a router, a power cable and two filters. The stand"],
  },
  {
    via: "chat",
    say: "our rent includes the water the heating and a parking space",
    keep: [],
    punctuated: ["includes the water, the heating and a parking space"],
  },
  {
    via: "voice",
    say: "each bag holds a blanket a towel and three bottles of water",
    keep: [],
    punctuated: ["holds a blanket, a towel and three bottles"],
  },
  {
    via: "voice",
    say: "for the picnic we bought bread cheese grapes and lemonade",
    keep: [],
    punctuated: ["bread, cheese, grapes and lemonade"],
  },
  {
    via: "chat",
    say: "at the kiosk they sell tea coffee cake or sandwiches",
    keep: [],
    punctuated: ["tea, coffee, cake or sandwiches"],
  },
  {
    via: "voice",
    say: "the hotel offers wifi parking and breakfast",
    keep: [],
    punctuated: ["wifi, parking and breakfast"],
  },
  {
    via: "reply",
    say: "we integrate with Slack Teams Zoom and Webex already",
    context: TOMASZ,
    keep: ["Slack", "Webex"],
    punctuated: ["Slack, Teams, Zoom and Webex"],
  },
  {
    via: "voice",
    say: "my team is Priya Kenji Olu and Marta",
    keep: ["Priya", "Marta"],
    punctuated: ["Priya, Kenji, Olu and Marta"],
  },
  {
    via: "comment",
    say: "this was built by Lukas Amara Chen and Sofia in two weeks",
    context: POST,
    keep: ["Lukas", "Sofia"],
    punctuated: ["Lukas, Amara, Chen and Sofia"],
  },
  {
    via: "voice",
    say: "we need 6 laptops 3 monitors and 2 docking stations",
    keep: [],
    punctuated: ["6 laptops, 3 monitors and 2 docking stations"],
  },
  {
    via: "reply",
    say: "please order five boxes of paper two toner cartridges and a stapler",
    context: MARCUS,
    keep: [],
    punctuated: ["five boxes of paper, two toner cartridges and a stapler"],
  },
  {
    via: "voice",
    say: "for the party get ten pizzas three bottles of wine and some juice",
    keep: [],
    punctuated: ["ten pizzas, three bottles of wine and some juice"],
  },
  {
    via: "write",
    say: "packing list passport charger adapter sunglasses",
    keep: [],
    punctuated: ["Packing list: passport, charger, adapter, sunglasses."],
  },
  {
    via: "voice",
    say: "ingredients flour sugar butter and two eggs",
    keep: [],
    punctuated: ["Ingredients: flour, sugar, butter and two eggs."],
  },
  {
    via: "reply",
    say: "the agenda is pricing hiring and the roadmap",
    context: MARCUS,
    keep: [],
    punctuated: ["pricing, hiring and the roadmap"],
  },
  {
    via: "voice",
    say: "things to pack sunscreen hats and water",
    keep: [],
    punctuated: ["Things to pack: sunscreen, hats and water."],
  },
  {
    via: "voice",
    say: "the meeting room has chairs tables but no projector",
    keep: [],
    punctuated: ["chairs, tables but no projector"],
  },
  {
    via: "chat",
    say: "our flat has heating parking but no lift",
    keep: [],
    punctuated: ["heating, parking but no lift"],
  },
  {
    via: "voice",
    say: "we signed 48 new clients a 20% increase on last year",
    keep: ["48", "20%"],
    punctuated: ["48 new clients, a 20% increase"],
  },
  {
    via: "reply",
    say: "we closed 310 tickets a 15% drop since March",
    context: TOMASZ,
    keep: ["310", "15%", "March"],
    punctuated: ["310 tickets, a 15% drop"],
  },
  {
    via: "voice",
    say: "the marketing team meeting room is free after lunch",
    keep: ["marketing team meeting room is free"],
  },
  {
    via: "voice",
    say: "I put the files in the big blue folder on your desk",
    keep: ["big blue folder"],
  },
  {
    via: "voice",
    say: "we flew from San Francisco to New York and Boston",
    keep: ["San Francisco to New York and Boston"],
  },
  {
    via: "chat",
    say: "we moved the data to Google Cloud and Azure last year",
    keep: ["Google Cloud and Azure"],
  },
  {
    via: "voice",
    say: "I met Anna Maria Lopez and her husband at the fair",
    keep: ["Anna Maria Lopez and her husband"],
  },
  { via: "voice", say: "I had bread and butter for breakfast", keep: ["bread and butter"] },
  {
    via: "voice",
    say: "we need more office space and parking",
    keep: ["office space and parking"],
  },
  {
    via: "voice",
    say: "the customer support ticket queue and the backlog are long",
    keep: ["customer support ticket queue and the backlog"],
  },
  { via: "voice", say: "call me on 0176 555 1234 after lunch", keep: ["0176 555 1234"] },
  {
    via: "voice",
    say: "we live at 12 Baker Street and work nearby",
    keep: ["12 Baker Street and work"],
  },
  {
    via: "reply",
    say: "we sold 300 units in May 2024 and 250 in June",
    context: TOMASZ,
    keep: ["300 units in May 2024 and 250 in June"],
  },
  {
    via: "voice",
    say: "we need 2 more chairs for the meeting",
    keep: ["2 more chairs for the meeting"],
  },
];
