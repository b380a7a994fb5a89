/**
 * "reply <adjective> <clause>" in the extension's reply box: the reply says
 * the words after "reply", and the adjective that opens them keeps its
 * clause with no comma between ("Glad it arrived.", "Sorry it took so
 * long.", "Happy to help."). Beside them the near misses: "reply" with
 * whom, how or when ("reply to Anna", "reply quickly") and the person's own
 * sentences that hold the word. Written before the fix, in many people's
 * styles.
 */

import { bare, replied } from "./builders";
import { INVITE, MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const REPLIES_OPENING_WITH_AN_ADJECTIVE: WriterCase[] = [
  bare("reply glad it arrived", MARCUS, "glad it arrived", "Glad it arrived."),
  bare("reply happy to help", PRIYA, "happy to help", "Happy to help."),
  bare("reply sorry it took so long", TOMASZ, "it took so long", "took so long."),
  bare("reply great news thanks", MARCUS, "great news", "Great news."),
  bare("reply glad you liked it", INVITE, "glad you liked it", "Glad you liked it."),
  bare("reply happy to hear that", MARCUS, "happy to hear that", "Happy to hear that."),
  bare("reply sorry we missed you", INVITE, "we missed you", "missed you."),
  bare("reply pleased it worked out", PRIYA, "pleased it worked out", "Pleased it worked out."),
  bare("reply relieved it is sorted", TOMASZ, "relieved it is sorted", "Relieved it is sorted."),
  bare("reply sad to hear that", MARCUS, "sad to hear that", "Sad to hear that."),
  bare("reply excited to see you all", INVITE, "excited to see you all", "Excited to see you all."),
  bare("reply thrilled you can make it", INVITE, "thrilled you can make it", "Thrilled you can"),
  bare(
    "reply grateful for the quick answer",
    TOMASZ,
    "grateful for the quick answer",
    "Grateful for the quick answer.",
  ),
  bare("reply fine with me", MARCUS, "fine with me", "Fine with me."),
  bare(
    "reply perfect see you at the station",
    MARCUS,
    "see you at the station",
    "see you at the station.",
  ),
  bare("reply glad to hear the trip went well", INVITE, "trip went well", "Glad to hear the trip"),
  bare(
    "reply happy the meeting went well",
    PRIYA,
    "meeting went well",
    "Happy the meeting went well.",
  ),
  bare("reply sorry the invoice was late", TOMASZ, "invoice was late", "invoice was late."),
  bare(
    "reply glad everyone got home safe",
    INVITE,
    "got home safe",
    "Glad everyone got home safe.",
  ),
  bare("reply great to hear from you", MARCUS, "great to hear from you", "Great to hear from you."),
  bare(
    "reply sorry to hear about your mum",
    PRIYA,
    "about your mum",
    "Sorry to hear about your mum.",
  ),
  bare("reply glad the kids enjoyed it", INVITE, "kids enjoyed it", "Glad the kids enjoyed it."),
  bare(
    "reply so glad it arrived in one piece",
    MARCUS,
    "arrived in one piece",
    "So glad it arrived",
  ),
  bare("reply happy it helped", PRIYA, "happy it helped", "Happy it helped."),
  bare("reply sorry you had to wait", TOMASZ, "you had to wait", "had to wait."),
  bare("reply glad it all went fine", MARCUS, "all went fine", "Glad it all went fine."),
  bare("reply sure happy to join", INVITE, "happy to join", "happy to join."),
  // "reply" with whom, how or when, or in the person's own sentence: left as it was.
  bare("reply to Anna and say glad it arrived", MARCUS, "glad it arrived"),
  replied("reply quickly", MARCUS, "Reply quickly."),
  replied("I will reply tomorrow", MARCUS, "I will reply tomorrow."),
  replied("glad you replied so fast", TOMASZ, "Glad you replied so fast."),
  replied("sorry my reply took so long", PRIYA, "reply took so long."),
  replied("happy to reply to any questions", INVITE, "Happy to reply to any questions."),
  replied("I am glad it arrived", MARCUS, "I am glad it arrived."),
  replied("it took so long", TOMASZ, "took so long."),
  replied("please reply soon", PRIYA, "Please reply soon."),
  replied("reply later", MARCUS, "Reply later."),
];
