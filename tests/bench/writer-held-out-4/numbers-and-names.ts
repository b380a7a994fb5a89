/**
 * Numbers, dates, times, prices, phone numbers and percentages said as
 * digits or words, and the names of people, places, products and tools.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NUMBERS_AND_NAMES: WriterCase[] = [
  {
    via: "write",
    say: "the quote is $2,350 including shipping",
    keep: ["$2,350"],
  },
  {
    via: "write",
    say: "conversion went up 12.5% after we changed the button colour",
    keep: ["12.5%"],
  },
  {
    via: "write",
    say: "please call me back on +44 7700 900123 after 6 pm",
    keep: ["+44 7700 900123"],
  },
  {
    via: "write",
    say: "my flight is LH 1432 from Frankfurt it lands at 14:20",
    keep: ["LH 1432", "Frankfurt", "14:20"],
    punctuated: ["Frankfurt. It"],
  },
  {
    via: "write",
    say: "the deadline is 15 January 2027 not the 10th",
    keep: ["15 January 2027"],
  },
  {
    via: "write",
    say: "the room costs €89 per night breakfast is €12 extra",
    keep: ["€89", "€12"],
    punctuated: ["night. Breakfast"],
  },
  {
    via: "chat",
    say: "we shipped 4,800 units in q3 which is about twenty percent more than last year",
    keep: ["4,800", "Q3"],
  },
  {
    via: "write",
    say: "the ticket number is INC-20931 please quote it when you call",
    keep: ["INC-20931"],
    punctuated: ["INC-20931. Please"],
  },
  {
    via: "write",
    say: "our new address is 27 Rua Augusta Lisbon from the 1st of june",
    keep: ["27 Rua Augusta", "Lisbon"],
  },
  {
    via: "write",
    say: "the meeting is on 2026-12-03 at 09:30 Berlin time",
    keep: ["2026-12-03", "09:30", "Berlin"],
  },
  {
    via: "write",
    say: "i transferred ₹45,000 to the contractor on monday",
    keep: ["₹45,000"],
  },
  {
    via: "write",
    say: "the battery lasts about 36 hours and charges to 80% in 40 minutes",
    keep: ["36 hours", "80%", "40 minutes"],
  },
  {
    via: "write",
    say: "we moved the repo from GitLab to GitHub last sprint",
    keep: ["GitLab", "GitHub"],
  },
  {
    via: "write",
    say: "can you share the Figma file in the Slack channel",
    keep: ["Figma", "Slack"],
    punctuated: ["channel?"],
  },
  {
    via: "write",
    say: "the bug only happens in Safari 17 on macOS Sonoma",
    keep: ["Safari 17", "macOS Sonoma"],
  },
  {
    via: "write",
    say: "Dr. Adeyemi from Lagos University Teaching Hospital will join the panel",
    keep: ["Dr. Adeyemi", "Lagos University Teaching Hospital"],
  },
  {
    via: "chat",
    say: "the PostgreSQL 16 upgrade took 3 hours and 20 minutes",
    keep: ["PostgreSQL 16", "3 hours and 20 minutes"],
  },
  {
    via: "write",
    say: "Herr Schneider and Frau Yılmaz approved the budget of 75,000 euros",
    keep: ["Schneider", "Yılmaz", "75,000"],
  },
  {
    via: "write",
    say: "our team in Shenzhen needs the samples by November 30",
    keep: ["Shenzhen", "November 30"],
  },
  {
    via: "voice",
    say: "remind me what is 15% of 240",
    keep: [],
  },
  {
    via: "write",
    say: "the parcel weighs 2.4 kg and the box is 40 by 30 by 20 cm",
    keep: ["2.4 kg"],
  },
  {
    via: "write",
    say: "interest rate went from 4.25% to 3.9% this quarter",
    keep: ["4.25%", "3.9%"],
  },
];
