/**
 * Questions (asked of someone through the writer, asked of the writer
 * itself, and small talk) and lists, from bare words said without pauses to
 * steps: a question ends with a question mark, list items are set apart by
 * commas, and what the writer cannot answer gets one sentence.
 */
import type { WriterCase } from "../writer-cases";

export const QUESTIONS_AND_LISTS: WriterCase[] = [
  {
    via: "chat",
    say: "ask Greta can we push the review to next Tuesday",
    keep: ["Tuesday"],
    says: "next Tuesday",
    punctuated: ["Tuesday?"],
  },
  {
    via: "reply",
    say: "thanks is the interview remote or in person and how long will it take",
    context:
      "From: Sam Whitfield <sam@brightpath.io>\n\nHi, we'd like to invite you to a first interview for the analyst role next week.\n\nSam",
    keep: ["Sam"],
    punctuated: ["take?"],
  },
  {
    via: "write",
    say: "does anyone know where the spare keys for the van are",
    keep: ["spare keys"],
    punctuated: ["are?"],
    site: "teams.microsoft.com",
  },
  {
    via: "chat",
    say: "what time is it in Tokyo right now",
    keep: [],
  },
  {
    via: "voice",
    say: "who won the champions league last year",
    keep: [],
  },
  {
    via: "chat",
    say: "hey verba how are you doing today",
    keep: [],
  },
  {
    via: "voice",
    say: "thanks that's all for now",
    keep: [],
  },
  {
    via: "chat",
    say: "how many vacation days do I have left this year",
    keep: [],
  },
  {
    via: "chat",
    say: "tell Aleksandra to pick up bread cheese tomatoes and olives on the way",
    keep: [],
    says: "olives",
    punctuated: ["bread, cheese, tomatoes"],
  },
  {
    via: "write",
    say: "packing list passport charger adapter headphones sunscreen",
    keep: [],
    punctuated: ["passport, charger, adapter"],
  },
  {
    via: "chat",
    say: "for the picnic we have plates cups napkins but no cutlery",
    keep: ["picnic"],
    punctuated: ["plates, cups"],
  },
  {
    via: "voice",
    say: "tell Pedro we still need chairs tables and two extension cords for Saturday",
    keep: ["Saturday"],
    says: "extension cords",
    punctuated: ["chairs, tables"],
  },
  {
    via: "chat",
    say: "ask Imran to restart the router wait thirty seconds and then log in again",
    keep: [],
    says: "restart the router",
    punctuated: ["router, wait"],
  },
  {
    via: "comment",
    say: "we use Notion Slack Figma and Loom every day",
    context: "Remote teams: which tools could you not work without?",
    keep: ["Notion", "Slack", "Figma", "Loom"],
    punctuated: ["Notion, Slack, Figma"],
  },
  {
    via: "reply",
    say: "thanks Ewa quick question does clause 4 cover subcontractors and who signs on your side",
    context:
      "From: Ewa Zielińska <ewa.zielinska@kancelaria.pl>\n\nGood morning, attached is the draft agreement for your review.\n\nEwa Zielińska",
    keep: ["Ewa", "4"],
    punctuated: ["subcontractors?", "side?"],
  },
  {
    via: "chat",
    say: "ask Felix whether the hotel has parking for the van",
    keep: [],
    says: "parking",
  },
  {
    via: "write",
    say: "is the new office closer to the station than the old one I can't remember",
    keep: ["station"],
    punctuated: ["old one? I"],
    site: "chat.google.com",
  },
];
