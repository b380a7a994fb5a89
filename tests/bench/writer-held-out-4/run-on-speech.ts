/**
 * Plain dictation with its clauses run together, as speech recognition gives
 * it: statements, interjections and greetings run into the next clause,
 * reported speech, lists and series of steps.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUN_ON_SPEECH: WriterCase[] = [
  {
    via: "write",
    say: "the deploy finished at noon the dashboards look normal again",
    keep: [],
    punctuated: ["noon. The"],
  },
  {
    via: "write",
    say: "i called the supplier twice nobody picked up i will try again after lunch",
    keep: [],
    punctuated: ["twice. Nobody", "up. I"],
  },
  {
    via: "write",
    say: "the printer on the second floor is jammed again someone please call facilities",
    keep: [],
    punctuated: ["again. Someone"],
  },
  {
    via: "write",
    say: "my laptop restarted during the update now outlook does not open",
    keep: ["Outlook"],
    punctuated: ["update. Now"],
  },
  {
    via: "write",
    say: "we tested the new checkout on android it crashes when you add a coupon",
    keep: ["Android"],
    punctuated: ["Android. It"],
  },
  {
    via: "chat",
    say: "the meeting with the landlord went fine he agreed to fix the heating before christmas",
    keep: [],
    punctuated: ["fine. He"],
  },
  {
    via: "chat",
    say: "my sister lands in madrid at nine i am picking her up from the airport",
    keep: ["Madrid"],
    punctuated: ["nine. I"],
  },
  {
    via: "comment",
    say: "this is a really useful summary we had the same problem with onboarding last year",
    keep: [],
    punctuated: ["summary. We"],
  },
  {
    via: "comment",
    say: "congratulations on the launch the team must be very proud",
    keep: [],
    punctuated: ["launch. The"],
  },
  {
    via: "write",
    say: "yes i can take the morning shift on sunday",
    keep: [],
    punctuated: ["Yes, I"],
  },
  {
    via: "write",
    say: "no we have not received the parcel yet",
    keep: [],
    punctuated: ["No, we"],
  },
  {
    via: "write",
    say: "sure i will send the slides tonight",
    keep: [],
    punctuated: ["Sure, I"],
  },
  {
    via: "write",
    say: "hi Tom just a quick update the build is green again",
    keep: ["Tom"],
    punctuated: ["Hi Tom,"],
  },
  {
    via: "write",
    say: "hello everyone the coffee machine on floor three is fixed",
    keep: [],
    punctuated: ["Hello everyone,"],
  },
  {
    via: "write",
    say: "by the way the parking garage closes at ten tonight",
    keep: [],
    punctuated: ["way, the"],
  },
  {
    via: "write",
    say: "thank you so much for the flowers they made my whole week",
    keep: [],
    punctuated: ["flowers. They"],
  },
  {
    via: "write",
    say: "Anna called she said the delivery will be two days late",
    keep: ["Anna"],
    punctuated: ["called. She"],
  },
  {
    via: "write",
    say: "my manager emailed he wants the numbers by thursday",
    keep: [],
    punctuated: ["emailed. He"],
  },
  {
    via: "write",
    say: "Olu texted me he says the generator is working again",
    keep: ["Olu"],
    punctuated: ["me. He"],
  },
  {
    via: "chat",
    say: "the doctor told me to rest for a week so i will not be at training",
    keep: [],
  },
  {
    via: "write",
    say: "please bring eggs milk flour and sugar for the cake",
    keep: [],
    punctuated: ["eggs, milk, flour"],
  },
  {
    via: "write",
    say: "the workshop is for Priya Daniel Sofia and Mateusz",
    keep: ["Priya", "Daniel", "Sofia", "Mateusz"],
    punctuated: ["Priya, Daniel, Sofia"],
  },
  {
    via: "write",
    say: "we still need three chairs two tables and one projector",
    keep: [],
    punctuated: ["chairs, two tables"],
  },
  {
    via: "write",
    say: "the trip covers Lisbon Porto and Coimbra",
    keep: ["Lisbon", "Porto", "Coimbra"],
    punctuated: ["Lisbon, Porto"],
  },
  {
    via: "chat",
    say: "i packed the passports tickets chargers and snacks",
    keep: [],
    punctuated: ["passports, tickets, chargers"],
  },
  {
    via: "write",
    say: "unplug the router wait thirty seconds and plug it back in",
    keep: [],
    punctuated: ["router, wait"],
  },
  {
    via: "write",
    say: "open the settings go to privacy and turn off location sharing",
    keep: [],
    punctuated: ["settings, go"],
  },
  {
    via: "write",
    say: "i finished the draft are you free to review it tomorrow",
    keep: [],
    punctuated: ["draft. Are", "tomorrow?"],
  },
  {
    via: "write",
    say: "the bus was full so i walked and now i am soaking wet",
    keep: [],
  },
  {
    via: "comment",
    say: "great point about burnout i wish more managers talked about it",
    keep: [],
    punctuated: ["burnout. I"],
  },
  {
    via: "write",
    say: "oh no the link in the newsletter is broken",
    keep: [],
    punctuated: ["Oh no, the"],
  },
  {
    via: "chat",
    say: "honestly the new layout is much cleaner the old one felt crowded",
    keep: [],
    punctuated: ["cleaner. The"],
  },
];
