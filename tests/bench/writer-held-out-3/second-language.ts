/**
 * Requests and statements in the English of people whose first language is
 * Spanish, Polish, Hindi, Chinese, Arabic, Portuguese, German, Japanese or
 * French: their word order, false friends and missing articles, which a
 * careful editor reads for what they mean.
 */
import type { WriterCase } from "../writer-cases";

export const SECOND_LANGUAGE: WriterCase[] = [
  // Spanish
  {
    via: "chat",
    say: "please write to Ana that I will assist to the meeting on Thursday and I bring the documents",
    keep: ["Thursday"],
    says: "documents",
  },
  {
    via: "chat",
    say: "can you make an email for my boss explaining him that actually I am working on the Ortega account and I need two more days",
    keep: ["Ortega"],
    says: "Ortega account",
  },
  {
    via: "voice",
    say: "tell to Javier that the people is waiting in the lobby",
    keep: [],
    says: "waiting in the lobby",
  },
  // Polish
  {
    via: "chat",
    say: "write email to Krzysztof that I send him invoice till end of week",
    keep: ["Krzysztof"],
    says: "invoice",
  },
  {
    via: "chat",
    say: "please ask Agnieszka if she can take my shift on saturday because I have wedding of my cousin",
    keep: ["Saturday"],
    says: "take my shift",
  },
  {
    via: "reply",
    say: "report is almost ready I will send it to you tomorrow morning maybe around 9",
    context:
      "From: Michał Nowak <m.nowak@firma.pl>\n\nHi, is the report for the audit ready? We need it this week.\n\nMichał",
    keep: ["Michał", "9"],
    punctuated: ["ready. I"],
  },
  // Hindi
  {
    via: "chat",
    say: "kindly write a mail to Mr. Sharma to prepone the review meeting to Wednesday itself and do the needful for the room booking",
    keep: ["Sharma", "Wednesday"],
    says: "review meeting",
  },
  {
    via: "voice",
    say: "please tell Deepak I have one doubt about the payslip, the tax amount is showing wrong",
    keep: [],
    says: "payslip",
  },
  {
    via: "reply",
    say: "PFA the updated deck, revert back if any changes are required",
    context:
      "From: Anil Mehta <anil.mehta@infra.co.in>\n\nHi, please share the updated deck before the client call.\n\nRegards,\nAnil",
    keep: ["Anil"],
  },
  // Chinese
  {
    via: "chat",
    say: "help me write to Wang Lei, the sample we already receive, quality is very good, we want order 500 pieces",
    keep: ["500"],
    says: "500 pieces",
  },
  {
    via: "voice",
    say: "tomorrow I go to Shenzhen factory, tell Lisa I cannot join the call",
    keep: ["Shenzhen"],
    says: "join the call",
  },
  {
    via: "chat",
    say: "this contract I already sign, please you check page 4 and send back to me",
    keep: ["page 4"],
  },
  // Arabic
  {
    via: "chat",
    say: "write to Khalid that I am agree with his proposal but the price he is too high",
    keep: [],
    says: "proposal",
  },
  {
    via: "voice",
    say: "inform Fatima that the visa papers is ready, she can collect them on Sunday",
    keep: ["Sunday"],
    says: "visa papers",
  },
  {
    via: "comment",
    say: "congratulation for the launch Omar, I am very exciting to try the new app",
    context: "After two years of work, our app Sahla is finally live in the UAE and Saudi Arabia!",
    keep: ["Omar"],
  },
  // Portuguese
  {
    via: "chat",
    say: "send a message to Rodrigo that I pretend to finish the layout until Wednesday",
    keep: ["Wednesday"],
    says: "layout",
  },
  {
    via: "reply",
    say: "yes of course we can make a meeting on Thursday in my office, I stay there all the afternoon",
    context:
      "From: Juliana Costa <juliana@costa.com.br>\n\nHi! Can we meet this week to go over the designs?",
    keep: ["Juliana", "Thursday"],
  },
  // German
  {
    via: "chat",
    say: "write an email to Herr Becker that I became his documents yesterday and I will sign them until Monday",
    keep: ["Becker", "Monday"],
    says: "documents",
  },
  {
    via: "chat",
    say: "since two weeks the VPN is not working from home office, IT still has no solution",
    keep: ["VPN", "IT"],
  },
  {
    via: "voice",
    say: "tell Jonas he should bring his handy charger to the workshop",
    keep: [],
    says: "charger",
  },
  // Japanese
  {
    via: "chat",
    say: "please write reply to Sato-san, sorry for late reply, I confirmed the schedule, it is OK for me",
    keep: ["Sato"],
    says: "schedule",
  },
  {
    via: "reply",
    say: "I am available on Tuesday and Wednesday afternoon, please tell me your convenient time",
    context:
      "From: Yuki Sato <y.sato@hikari.co.jp>\n\nDear Sir, could you tell me your availability next week for the contract meeting?\n\nYuki Sato",
    keep: ["Yuki", "Tuesday", "Wednesday"],
  },
  // French
  {
    via: "chat",
    say: "write to Claire that eventually we could move the launch, I propose you to discuss it in the same time as the budget",
    keep: [],
    says: "launch",
  },
  {
    via: "voice",
    say: "actually I am at the client so tell Hugo I will call him back in one hour",
    keep: [],
    says: "call you back",
  },
  {
    via: "chat",
    say: "the meeting of tomorrow is cancelled because Sophie is sick since three days",
    keep: ["Sophie"],
  },
];
