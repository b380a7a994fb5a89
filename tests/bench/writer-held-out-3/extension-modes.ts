/**
 * The extension's four modes with their tones, threads, editors and sites:
 * a reply greets the thread's sender and does not repeat what the editor
 * already holds, a comment answers its post, `write` polishes the words for
 * any field, and `transform` rewrites the selection as the words ask.
 */
import type { WriterCase } from "../writer-cases";

export const EXTENSION_MODES: WriterCase[] = [
  {
    via: "reply",
    tone: "formal",
    say: "yes happy to review it but I would need until the twentieth of January if that's ok",
    context:
      "From: Prof. Elena Rossi <e.rossi@unimi.it>\n\nDear colleague,\n\nWould you be available to review a manuscript for the journal by 15 January?\n\nWith best wishes,\nElena Rossi",
    keep: ["Rossi", "20", "January"],
  },
  {
    via: "reply",
    tone: "friendly",
    say: "yes still on see you at the usual place at 12",
    context: "From: Tom Harris <tom.harris@gmail.com>\n\nAre we still on for lunch on Friday?",
    editor: "Hi Tom,\n\n\n\nBest,\nKasia",
    keep: ["12"],
  },
  {
    via: "reply",
    tone: "concise",
    say: "one yes the budget is approved two the kickoff is on the 4th three Omar will lead it",
    context:
      "From: Grace Liu <grace.liu@meridian.com>\n\nThree quick questions: is the budget approved, when is the kickoff, and who leads the project?",
    keep: ["4th", "Omar"],
  },
  {
    via: "reply",
    tone: "confident",
    say: "we can deliver by September 30 we have the team and the parts in place",
    context:
      "From: Victor Lindqvist <victor@lindqvist.se>\n\nCan you realistically deliver the first batch by the end of Q3?",
    keep: ["Victor", "September 30"],
    punctuated: ["September 30. We"],
  },
  {
    via: "comment",
    tone: "friendly",
    say: "huge congrats Ayesha six months of study really paid off",
    context:
      "Ayesha Siddiqui\nProud to share that I passed my PMP exam today after 6 months of study!",
    keep: ["Ayesha"],
    punctuated: ["congrats, Ayesha"],
    site: "www.linkedin.com",
  },
  {
    via: "comment",
    tone: "professional",
    say: "impressive how did you handle the stateful services and did you use Helm or Kustomize",
    context: "Our team migrated 40 services to Kubernetes in 3 months. Ask me anything!",
    keep: ["Helm", "Kustomize"],
    punctuated: ["Kustomize?"],
  },
  {
    via: "write",
    tone: "concise",
    say: "steps to reproduce add an item go to checkout choose SEPA and the page errors with a 502",
    context: "PROJ-812 Checkout fails for EU customers",
    keep: ["SEPA", "502"],
    punctuated: ["checkout, choose"],
    site: "acme.atlassian.net",
  },
  {
    via: "write",
    tone: "formal",
    say: "uh the committee will meet on the third of December to decide on the grant applications",
    keep: ["December", "committee"],
    site: "docs.google.com",
  },
  {
    via: "write",
    tone: "friendly",
    say: "running late be there in like 15 min save me a seat",
    keep: ["15"],
    site: "web.whatsapp.com",
  },
  {
    via: "transform",
    tone: "formal",
    say: "make it formal",
    context: "hey can u send me the numbers for q3 asap, thx",
    keep: ["Q3"],
  },
  {
    via: "transform",
    say: "change Tuesday to Thursday",
    context: "The meeting is on Tuesday at 10 in room 4.",
    keep: ["Thursday", "10", "room 4"],
    says: "Thursday",
  },
  {
    via: "transform",
    say: "make it warmer and a bit shorter",
    context:
      "We regret to inform you that, after careful consideration of all applications received, your application for the position of Junior Designer was not successful on this occasion.",
    keep: ["Junior Designer"],
  },
  {
    via: "transform",
    say: "fix the spelling and grammar",
    context: "i think we shuold ship it on monday but we needs QA sign off first",
    keep: ["Monday", "QA"],
    says: "should",
  },
  {
    via: "transform",
    say: "write out the abbreviations",
    context: "Pls find attached the Q4 report. Will share the FY25 forecast EOW.",
    keep: ["Q4", "FY25"],
    says: "please",
  },
  {
    via: "reply",
    say: "the address is the warehouse on Dock Road unit 7 not the head office",
    context:
      "On Mon, 3 Nov 2025 at 09:12, Hamid Rahimi wrote:\n> Can you confirm the delivery address for the pallets?",
    editor:
      "\n\nOn Mon, 3 Nov 2025 at 09:12, Hamid Rahimi wrote:\n> Can you confirm the delivery address for the pallets?",
    keep: ["Hamid", "Dock Road", "7"],
  },
  {
    via: "reply",
    say: "tell her we received the signed contract and we'll start onboarding on the 17th",
    context:
      "From: Inês Carvalho <ines.carvalho@atlantico.pt>\n\nPlease find the signed contract attached.\n\nInês",
    keep: ["Inês", "17th"],
    says: "signed contract",
    site: "mail.google.com",
  },
  {
    via: "comment",
    say: "is the role open to candidates based in Kraków and what's the salary range",
    context: "We're hiring a frontend developer in Warsaw, remote-friendly. DM me for details.",
    keep: ["Kraków"],
    punctuated: ["range?"],
  },
  {
    via: "write",
    say: "my name is Oluwaseun Adebayo born 14 February 1990 in Lagos",
    keep: ["Oluwaseun Adebayo", "14 February 1990", "Lagos"],
    site: "forms.example.gov",
  },
  {
    via: "reply",
    tone: "friendly",
    say: "likewise it was great chatting I'll send the proposal by Wednesday cheers",
    context: "From: Sarah Kim <sarah.kim@northpeak.com>\n\nThanks for the call today!",
    editor: "\n\n--\nJoão Pereira\nSales, Lumen Ltda",
    keep: ["Wednesday"],
  },
  {
    via: "comment",
    say: "so true, we saw the same thing when we cut our meetings by half",
    context: "Hot take: most teams would ship faster with half the meetings.",
    keep: ["half"],
  },
];
