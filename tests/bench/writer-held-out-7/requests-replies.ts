/**
 * Requests said inside a reply or a comment, with the thread or post as
 * context and sometimes a greeting or sign-off already in the editor
 * (held-out 7, written blind).
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS_REPLIES: WriterCase[] = [
  {
    via: "reply",
    context:
      "From: Javier Morales\n\nHi,\n\nCould we visit your factory during the week of June 8? We would bring two engineers.\n\nBest,\nJavier",
    say: "decline politely we are fully booked that week",
    keep: [],
    says: "fully booked",
  },
  {
    via: "reply",
    context:
      "From: Keiko Sato\n\nHello,\n\nWe would love to have you speak at our product meetup in Osaka next spring. Are you interested?\n\nKind regards,\nKeiko",
    say: "accept the invitation and thank her for thinking of me",
    keep: [],
    says: "thinking of me",
  },
  {
    via: "reply",
    context:
      "From: Élodie Bernard\n\nBonjour,\n\nCan you confirm when the replacement parts will be delivered? Our line is waiting.\n\nCordialement,\nÉlodie",
    say: "answer her that the delivery is planned for the 12th of May and thank her for her patience",
    keep: [],
    says: "patience",
  },
  {
    via: "reply",
    tone: "friendly",
    context:
      "From: Nomvula Dlamini\n\nHi,\n\nI was charged twice for my subscription this month. Please fix this.\n\nNomvula",
    say: "apologise for the double charge and say that the refund will arrive in 5 working days",
    keep: ["5"],
    says: "refund will arrive",
  },
  {
    via: "comment",
    context:
      "Nkechi Eze\n\nHappy to share that I have started a new position as Head of Operations at Lumen Health!",
    say: "congratulate her on the new role",
    keep: [],
    says: "congratulations",
  },
  {
    via: "reply",
    context:
      "From: Claire Dubois\n\nDear tenant,\n\nThe yearly inspection of the flat is due. Would Tuesday morning or Thursday afternoon suit you?\n\nClaire Dubois",
    editor: "Dear Ms Dubois,\n\n\n\nKind regards,\nAhmed",
    say: "tell her Tuesday morning works for us",
    keep: ["Tuesday"],
    says: "Tuesday morning works",
  },
  {
    via: "reply",
    context:
      "From: Aditi Rao\n\nHi,\n\nThanks for applying. We can offer interview slots on Monday at 11:00 or Wednesday at 15:00 (Lisbon time).\n\nAditi",
    say: "accept the Wednesday slot and mention that I will join from Lisbon",
    keep: ["Wednesday", "Lisbon"],
    says: "Lisbon",
  },
  {
    via: "reply",
    context:
      "From: Babajide Adeyemi\n\nGood afternoon,\n\nWhen will the revised proposal for the Ikeja site be ready?\n\nRegards,\nBabajide",
    editor: "Hi Babajide,\n\n",
    say: "tell him the revised proposal will be ready by Thursday and that the cost stays the same",
    keep: ["Thursday"],
    says: "cost stays the same",
  },
  {
    via: "reply",
    context:
      "From: Wiktoria Zielińska\n\nHello,\n\nIs the 2-bedroom flat on Długa Street still available for March?\n\nWiktoria",
    say: "say yes it is still available and ask if she wants to see it on Saturday",
    keep: ["Saturday"],
    says: "still available",
  },
  {
    via: "comment",
    context:
      "Rodrigo Alves\n\nWe just opened our second coffee shop in Porto. Thanks to everyone who supported us!",
    say: "write a comment wishing them good luck with the new shop",
    keep: [],
    says: "good luck",
  },
];
