/**
 * Run-on dictations whose second clause opens with a pronoun, a name, or a
 * bare noun or noun phrase (held-out 7, written blind).
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUN_ONS_SUBJECTS: WriterCase[] = [
  // A pronoun opens the second clause.
  {
    via: "write",
    say: "the courier came at noon he left the box with the neighbour",
    keep: [],
    punctuated: ["noon. He left"],
  },
  {
    via: "chat",
    say: "my laptop restarted in the middle of the call it lost the draft of the proposal",
    keep: [],
    punctuated: ["call. It lost"],
  },
  {
    via: "voice",
    say: "Meera finished the audit report she wants to present it on Friday",
    keep: ["Meera", "Friday"],
    punctuated: ["report. She wants"],
  },
  {
    via: "write",
    say: "the generator has been off since evening we are using the inverter for now",
    keep: [],
    punctuated: ["evening. We are"],
  },
  {
    via: "chat",
    say: "my tita from Cebu is staying with us she brought dried mangoes for the whole office",
    keep: ["Cebu"],
    punctuated: ["us. She brought"],
  },
  {
    via: "voice",
    say: "the contract draft has many mistakes they used the old company address",
    keep: [],
    punctuated: ["mistakes. They used"],
  },
  {
    via: "write",
    say: "I called the landlord about the broken window he promised to send someone",
    keep: [],
    punctuated: ["window. He promised"],
  },
  {
    via: "chat",
    say: "our team won the hackathon we are taking everyone out for dinner",
    keep: [],
    punctuated: ["hackathon. We are"],
  },
  {
    via: "write",
    say: "the visa appointment was moved I need a new letter from the university",
    keep: [],
    punctuated: ["moved. I need"],
  },
  {
    via: "voice",
    say: "the supplier changed the packaging it is easier to stack in the warehouse",
    keep: [],
    punctuated: ["packaging. It is"],
  },
  {
    via: "chat",
    say: "my son has a high fever he cannot go to school this week",
    keep: [],
    punctuated: ["fever. He"],
  },
  {
    via: "write",
    say: "the new interns are very motivated they still need laptops and badges",
    keep: [],
    punctuated: ["motivated. They still"],
  },
  {
    via: "voice",
    say: "the bakery on our street closed you can get bread at the market instead",
    keep: [],
    punctuated: ["closed. You can"],
  },
  {
    via: "write",
    say: "the ceramic tiles arrived broken we want a refund or a replacement",
    keep: [],
    punctuated: ["broken. We want"],
  },
  // A name opens the second clause.
  {
    via: "write",
    say: "the slides are finished Ingrid will add the sales numbers",
    keep: ["Ingrid"],
    punctuated: ["finished. Ingrid will"],
  },
  {
    via: "chat",
    say: "my flight from Lagos was cancelled Chidi is driving me to the hotel",
    keep: ["Lagos", "Chidi"],
    punctuated: ["cancelled. Chidi is"],
  },
  {
    via: "voice",
    say: "the kids have football practice Marisol will pick them up after",
    keep: ["Marisol"],
    punctuated: ["practice. Marisol will"],
  },
  {
    via: "write",
    say: "the server migration is done Jonas checked every backup",
    keep: ["Jonas"],
    punctuated: ["done. Jonas checked"],
  },
  {
    via: "chat",
    say: "our landlord raised the rent again Wojciech thinks we should talk to a lawyer",
    keep: ["Wojciech"],
    punctuated: ["again. Wojciech thinks"],
  },
  {
    via: "write",
    say: "the budget meeting ran long Fatima missed her train",
    keep: ["Fatima"],
    punctuated: ["long. Fatima missed"],
  },
  {
    via: "voice",
    say: "the lab results came back normal Dr Okafor wants to see me in a month",
    keep: ["Okafor"],
    punctuated: ["normal. Dr"],
  },
  {
    via: "write",
    say: "the demo crashed twice Hyun-woo is fixing the login bug",
    keep: ["Hyun-woo"],
    punctuated: ["twice. Hyun-woo is"],
  },
  {
    via: "chat",
    say: "the wedding venue is booked Tiago is handling the music",
    keep: ["Tiago"],
    punctuated: ["booked. Tiago is"],
  },
  {
    via: "write",
    say: "the ticket was escalated to the billing team Priyanka will call the customer back",
    keep: ["Priyanka"],
    punctuated: ["team. Priyanka will"],
  },
  {
    via: "voice",
    say: "the rice cooker stopped working Mei Ling says the warranty still covers it",
    keep: ["Mei Ling"],
    punctuated: ["working. Mei Ling says"],
  },
  {
    via: "chat",
    say: "the school trip is confirmed Mrs Haddad collected all the forms",
    keep: ["Haddad"],
    punctuated: ["confirmed. Mrs"],
  },
  {
    via: "write",
    say: "the shipment cleared customs Kaito will bring it to the studio",
    keep: ["Kaito"],
    punctuated: ["customs. Kaito will"],
  },
  // A bare noun or a noun phrase opens the second clause.
  {
    via: "write",
    say: "the printer on the second floor is jammed the toner is also empty",
    keep: [],
    punctuated: ["jammed. The toner"],
  },
  {
    via: "chat",
    say: "we changed the return policy customers now have 60 days to send items back",
    keep: ["60"],
    punctuated: ["policy. Customers now"],
  },
  {
    via: "voice",
    say: "I cannot drive on Saturday my sister's car is in the garage",
    keep: ["Saturday"],
    punctuated: ["Saturday. My sister's car"],
  },
  {
    via: "write",
    say: "the elevator is out of service residents should use the stairs",
    keep: [],
    punctuated: ["service. Residents should"],
  },
  {
    via: "chat",
    say: "the training went well the new hires asked good questions",
    keep: [],
    punctuated: ["well. The new hires"],
  },
  {
    via: "write",
    say: "our quarterly numbers look strong sales in Brazil grew the most",
    keep: ["Brazil"],
    punctuated: ["strong. Sales in Brazil"],
  },
  {
    via: "voice",
    say: "the heating is off in the whole building the boiler needs a new part",
    keep: [],
    punctuated: ["building. The boiler"],
  },
  {
    via: "write",
    say: "the invoice has the wrong address my company's name is also misspelled",
    keep: [],
    punctuated: ["address. My company's name"],
  },
  {
    via: "chat",
    say: "the exam schedule changed students with a conflict must email the office",
    keep: [],
    punctuated: ["changed. Students with"],
  },
  {
    via: "write",
    say: "we moved into the new flat the kitchen is smaller than in the photos",
    keep: [],
    punctuated: ["flat. The kitchen"],
  },
  {
    via: "voice",
    say: "the conference was excellent the talk on solar storage was the best",
    keep: [],
    punctuated: ["excellent. The talk"],
  },
  {
    via: "write",
    say: "the dishwasher makes a loud noise water stays at the bottom after every cycle",
    keep: [],
    punctuated: ["noise. Water stays"],
  },
  {
    via: "chat",
    say: "I visited my grandmother in Porto her neighbours still remember me",
    keep: ["Porto"],
    punctuated: ["Porto. Her neighbours"],
  },
  {
    via: "write",
    say: "the client approved the logo the colours need one more round",
    keep: [],
    punctuated: ["logo. The colours"],
  },
];
