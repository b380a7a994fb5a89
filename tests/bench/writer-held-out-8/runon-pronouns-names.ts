/** Run-on dictations whose second clause opens with a pronoun or with a person's name. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_PRONOUNS_NAMES: WriterCase[] = [
  // A pronoun opens the second clause.
  {
    via: "write",
    say: "i called the dentist this morning she can see you on Thursday at 10",
    keep: ["Thursday", "10"],
    punctuated: ["morning. She"],
  },
  {
    via: "chat",
    say: "the new intern started today he already fixed two bugs in the login page",
    keep: [],
    punctuated: ["today. He"],
  },
  {
    via: "voice",
    say: "we tried the Italian place near the station it was closed for renovation",
    keep: [],
    punctuated: ["station. It"],
  },
  {
    via: "write",
    say: "my parents arrive on Friday they want to see the school concert",
    keep: ["Friday"],
    punctuated: ["Friday. They"],
  },
  {
    via: "chat",
    say: "the supplier raised the price again we need to find another one before June",
    keep: ["June"],
    punctuated: ["again. We"],
  },
  {
    via: "write",
    say: "i have sent the documents to the embassy since Monday they have not replied me",
    keep: ["Monday"],
    punctuated: ["Monday. They"],
  },
  {
    via: "voice",
    say: "my daughter got her grades yesterday she passed all her subjects",
    keep: [],
    punctuated: ["yesterday. She"],
  },
  {
    via: "write",
    say: "the landlord fixed the heater we finally have warm water again",
    keep: [],
    punctuated: ["heater. We"],
  },
  {
    via: "chat",
    say: "the train was delayed by forty minutes i missed the first part of the workshop",
    keep: [],
    punctuated: ["minutes. I"],
  },
  {
    via: "write",
    say: "your package was delivered to the wrong address we are sending a new one today",
    keep: [],
    punctuated: ["address. We"],
    site: "support.parcelhub.example",
  },
  {
    via: "voice",
    say: "the kids finished their homework early you can take them to the park",
    keep: [],
    punctuated: ["early. You"],
  },
  // A name opens the second clause.
  {
    via: "write",
    say: "the budget meeting went well Carlos will send the minutes tonight",
    keep: ["Carlos"],
    punctuated: ["well. Carlos"],
  },
  {
    via: "chat",
    say: "the laptop is ready for pickup Mrs Okafor can collect it from reception",
    keep: ["Okafor"],
    punctuated: ["pickup. Mrs"],
  },
  {
    via: "write",
    say: "the client approved the design Priya is preparing the final files",
    keep: ["Priya"],
    punctuated: ["design. Priya"],
  },
  {
    via: "voice",
    say: "we landed in Madrid at noon Javier picked us up at the airport",
    keep: ["Madrid", "Javier"],
    punctuated: ["noon. Javier"],
  },
  {
    via: "write",
    say: "the invoice is correct Tomasz only needs to sign it",
    keep: ["Tomasz"],
    punctuated: ["correct. Tomasz"],
  },
  {
    via: "chat",
    say: "my brother is moving to Ankara next month Elif will take over his room",
    keep: ["Ankara", "Elif"],
    punctuated: ["month. Elif"],
  },
  {
    via: "write",
    say: "the lab results came back normal Dr Haddad wants to see you in six weeks",
    keep: ["Haddad"],
    punctuated: ["normal. Dr"],
  },
  {
    via: "voice",
    say: "the presentation is finished Kenji will check the numbers tomorrow",
    keep: ["Kenji"],
    punctuated: ["finished. Kenji"],
  },
  {
    via: "write",
    say: "the venue confirmed our booking Amélie is printing the name badges",
    keep: ["Amélie"],
    punctuated: ["booking. Amélie"],
  },
  {
    via: "chat",
    say: "the boat trip was cancelled because of the wind Rafael says we can go on Sunday",
    keep: ["Rafael", "Sunday"],
    punctuated: ["wind. Rafael"],
  },
  {
    via: "write",
    say: "the plumber came on Tuesday Giulia paid him in cash",
    keep: ["Giulia"],
    punctuated: ["Tuesday. Giulia"],
  },
];
