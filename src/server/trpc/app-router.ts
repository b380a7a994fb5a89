import { router } from "./init";
import { contactRouter } from "./routers/contact";
import { dictionaryRouter } from "./routers/dictionary";
import { extensionRouter } from "./routers/extension";
import { feedbackRouter } from "./routers/feedback";
import { messagesRouter } from "./routers/messages";
import { profileRouter } from "./routers/profile";
import { searchRouter } from "./routers/search";
import { sessionsRouter } from "./routers/sessions";
import { snippetsRouter } from "./routers/snippets";
import { stylesRouter } from "./routers/styles";
import { voiceRouter } from "./routers/voice";
import { voicePreferenceRouter } from "./routers/voice-preference";

export const appRouter = router({
  sessions: sessionsRouter,
  messages: messagesRouter,
  profile: profileRouter,
  voicePreference: voicePreferenceRouter,
  voice: voiceRouter,
  feedback: feedbackRouter,
  contact: contactRouter,
  extension: extensionRouter,
  search: searchRouter,
  dictionary: dictionaryRouter,
  snippets: snippetsRouter,
  styles: stylesRouter,
});

export type AppRouter = typeof appRouter;
