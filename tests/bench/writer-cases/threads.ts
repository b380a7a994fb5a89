/** The emails, posts and editors the cases answer or write into. */

export const MARCUS =
  "From: Marcus Lee <marcus.lee@example.com>\n\nHi Ada,\nCan we meet this week?\nMarcus";
export const TOMASZ =
  "From: Tomasz Nowak <tomasz@example.pl>\n\nHello,\nCould you confirm the invoice INV-2231 was paid?\nBest regards,\nTomasz Nowak";
export const PRIYA = "Hi Ann,\nCould we go over the budget deck this week?\nThanks,\nPriya Raman";
export const INVITE =
  "From: Elena Rossi <elena@example.it>\n\nDear team,\nYou are invited to the design workshop on Thursday 14 May.\nElena";
export const POST = "Excited to share that our team shipped the new onboarding flow in Q3!";
export const GMAIL_EDITOR = "Hi Marcus,\n\n\n\nBest regards,\nAda";
export const QUOTED =
  "\n\nOn Mon, 3 Nov 2026, Marcus Lee <marcus.lee@example.com> wrote:\n> Can we meet?";
