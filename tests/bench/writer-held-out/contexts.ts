/**
 * The emails, posts and editors the held-out cases answer: other senders,
 * other threads and other editors than the tuned cases', so that a rule
 * written for one of those cannot pass here by accident.
 */

export const INGRID =
  "From: Ingrid Larsen <ingrid.larsen@example.no>\n\nHi,\nCould you send the signed NDA before our kickoff on 2 March?\nThanks,\nIngrid";
export const RAFAEL =
  "From: Rafael Duarte <rafael@duarte.example.pt>\nSubject: Quote for the Porto office\n\nOlá! Following our call, can you share the final quote and the delivery window?\nAbraço,\nRafael";
export const HIROSHI =
  "From: Hiroshi Tanaka <h.tanaka@example.jp>\n\nDear Ms. Kowalska,\nThank you for your presentation yesterday. We would like to know the price for 250 licenses.\nBest regards,\nHiroshi Tanaka";
export const GIULIA =
  "From: Giulia Bianchi <giulia.bianchi@example.it>\n\nHello,\nI would like to book your conference room for 40 people on Saturday 18 April. Is it available?\nGrazie,\nGiulia";
export const OLGA =
  "From: Olga Petrova <olga.petrova@example.com>\n\nHi team,\nThe server migration is planned for this weekend. Any objections?\nOlga";
export const DEEPA =
  "From: Deepa Krishnan <deepa.k@example.in>\n\nHi,\nPlease share the updated timesheet for October at the earliest.\nRegards,\nDeepa";
export const JEAN_LUC =
  "From: Jean-Luc Moreau <jl.moreau@example.fr>\n\nBonjour,\nI am following up on my application for the data analyst role. Is there any news?\nCordialement,\nJean-Luc Moreau";
export const AISHA =
  "From: Aisha Bello <aisha.bello@example.ng>\n\nHello,\nMy order #A-55821 arrived damaged. What can you do?\nAisha";
export const LIAM =
  "From: Liam O'Connor <liam@example.ie>\n\nHey,\nAre we still on for Thursday? Also, did you get the figures?\nLiam";
export const ZOFIA =
  "From: Zofia Wiśniewska <zofia@example.pl>\n\nDzień dobry,\nCould you send me the invoice for September? Our accountant needs it by Friday.\nPozdrawiam,\nZofia";
export const KWAME =
  "From: Kwame Mensah <kwame@example.gh>\n\nHi,\nWould you be open to a partnership call next week?\nKwame";
export const MEI =
  "From: Mei Lin <mei.lin@example.cn>\n\nHi,\nThe samples were shipped today by DHL. Please check and confirm.\nMei";
export const NADIA =
  "From: Nadia Haddad <nadia@example.lb>\n\nHi all,\nJoin us for the quarterly planning offsite on Friday 6 March in Beirut.\nNadia";

export const POST_HIRING =
  "We're hiring! Two backend engineers for our Lisbon office. DM me for details.";
export const POST_MILESTONE =
  "Today marks 5 years since I founded Lumen Analytics. Thank you to everyone who believed in us.";
export const POST_ARTICLE =
  "New article: why most remote teams over-communicate and under-document. Curious what you think.";
export const POST_CONFERENCE =
  "Had a great time speaking at DevDays Warsaw about accessibility testing. Slides are in the comments. – Piotr";

/** A reply box that already holds the greeting and the sign-off around the cursor. */
export const EDITOR_INGRID = "Hi Ingrid,\n\n\n\nKind regards,\nAda";
/** Only the greeting is there yet. */
export const EDITOR_RAFAEL = "Hi Rafael,\n\n";
/** A formal letter's frame. */
export const EDITOR_TANAKA = "Dear Mr. Tanaka,\n\n\n\nSincerely,\nAda Kowalska";
/** The quoted thread under the cursor, as webmail leaves it. */
export const EDITOR_QUOTED_LIAM =
  "\n\nOn Tue, 10 Mar 2026, Liam O'Connor <liam@example.ie> wrote:\n> Are we still on for Thursday?";
/** A signature block the mail client adds on its own. */
export const EDITOR_SIGNATURE = "\n\n--\nAda Kowalska\nOperations Lead";
