/**
 * "reply <message>" in the extension's reply box, with no "saying" or
 * "that": the words after "reply" are the reply's own text, carried out with
 * its sentences punctuated and no "Reply" left in it ("reply it's fine by
 * me", "reply sorry for the late answer the invoice is attached"). Beside
 * them the near misses: a request already phrased ("reply to Anna and say
 * yes"), "reply" said alone with a word ("reply later", "reply all") and the
 * person's own sentences that hold the word ("I will reply tomorrow").
 * Written before the fix, in many people's styles.
 */

import { bare, replied } from "./builders";
import { INVITE, MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const REPLIES_SAID_WITHOUT_SAYING: WriterCase[] = [
  bare("reply it's fine by me", MARCUS, "fine by me", "fine by me."),
  bare(
    "reply sorry for the late answer the invoice is attached and valid until May",
    TOMASZ,
    "invoice is attached and valid until May",
    "late answer. The invoice is attached",
  ),
  bare("reply yes Wednesday works for me", MARCUS, "Wednesday works for me", "Wednesday works"),
  bare("reply no we cannot make it this week", MARCUS, "cannot make it this week", "this week."),
  bare("reply thanks we will be there", INVITE, "we will be there", "be there."),
  bare("reply sounds good see you then", MARCUS, "see you then", "good. See you then."),
  bare("reply the invoice was paid on monday", TOMASZ, "invoice was paid on Monday", "on Monday."),
  bare("reply I am free on thursday afternoon", MARCUS, "free on Thursday afternoon", "afternoon."),
  bare(
    "reply happy to go over it on friday the deck is almost done",
    PRIYA,
    "deck is almost done",
    "on Friday. The deck is almost done.",
  ),
  bare("reply count me in", INVITE, "count me in", "Count me in."),
  bare("reply great idea let's do it", MARCUS, "do it", "Great idea."),
  bare(
    "reply we already paid it last week I can send the receipt",
    TOMASZ,
    "send the receipt",
    "last week. I can send the receipt.",
  ),
  bare("reply i will join but i might be late", INVITE, "might be late", "might be late."),
  bare("reply this works for us", MARCUS, "works for us", "This works for us."),
  bare(
    "reply ok I will look at the numbers tonight",
    PRIYA,
    "look at the numbers tonight",
    "numbers tonight.",
  ),
  bare("reply not this week maybe next monday", MARCUS, "next Monday", "next Monday"),
  bare("reply of course I can send it again", TOMASZ, "send it again", "send it again."),
  bare("reply we paid it yesterday", TOMASZ, "paid it yesterday", "We paid it yesterday."),
  bare(
    "reply thank you for the invitation unfortunately I am travelling that day",
    INVITE,
    "travelling that day",
    "invitation. Unfortunately",
  ),
  bare("reply perfect see you there", INVITE, "see you there", "see you there."),
  bare(
    "reply my colleague Oksana will come instead of me",
    INVITE,
    "Oksana will come instead of me",
    "instead of me.",
  ),
  bare(
    "reply the payment went out today you should see it tomorrow",
    TOMASZ,
    "should see it tomorrow",
    "today. You should see it tomorrow.",
  ),
  bare("reply sure tuesday at ten", MARCUS, "Tuesday", "Tuesday"),
  bare(
    "reply I have not received it yet can you resend it",
    TOMASZ,
    "resend it",
    "yet. Can you resend it?",
  ),
  bare("reply Monday is better for me", MARCUS, "Monday is better for me", "better for me."),
  bare(
    "Reply we looked at the deck it needs one more chart",
    PRIYA,
    "needs one more chart",
    "deck. It needs one more chart.",
  ),
  bare("um reply yes I can do that", PRIYA, "I can do that", "I can do that."),
  bare("reply sorry I missed your call", MARCUS, "missed your call", "your call."),
  bare(
    "reply the workshop sounds great I will bring two colleagues",
    INVITE,
    "bring two colleagues",
    "sounds great. I will bring",
  ),
  bare("reply please send me the agenda", INVITE, "send me the agenda", "the agenda."),
  // Already a request, or the word "reply" in the person's own sentence: left as it was.
  bare("reply to Marcus and say yes", MARCUS, "yes"),
  bare("reply saying we will be there", INVITE, "we will be there"),
  bare("reply that the invoice was paid", TOMASZ, "invoice was paid"),
  replied("I will reply tomorrow", MARCUS, "I will reply tomorrow."),
  replied("reply later", MARCUS, "Reply later."),
  replied("reply all", MARCUS, "Reply all."),
  replied("sorry for the late reply Marcus", MARCUS, "late reply"),
  replied("thanks for the quick reply it helps a lot", TOMASZ, "quick reply. It helps a lot."),
  replied("please reply by Friday", INVITE, "Please reply by Friday."),
  replied("no need to reply to this", PRIYA, "No need to reply to this."),
  replied("we will reply to the customer on Monday", TOMASZ, "reply to the customer on Monday."),
  replied("I did not get a reply from the bank yet", TOMASZ, "reply from the bank yet."),
];
