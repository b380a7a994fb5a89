/**
 * What the person says while the agent speaks that is not meant to stop it:
 * a backchannel ('mhm', 'okay, right') or the agent's own voice coming back
 * through their speakers. Speech time alone decides until words are
 * recognized (turn handling's interruption.minDuration); these rules judge
 * the words once they are.
 */

/** Words people say to show they listen, not to take the turn. */
const BACKCHANNEL_WORDS = new Set([
  ...["mhm", "mm", "mmm", "hm", "hmm", "uh", "huh", "um", "ah", "oh", "aha"],
  // A hum ('mhm') can come back as the letters it sounds like: 'm h m'.
  ...["m", "h"],
  // 'alright' is often written as two words: 'all right', 'all good'.
  ...[
    "okay",
    "ok",
    "right",
    "yeah",
    "yes",
    "yep",
    "yup",
    "sure",
    "alright",
    "all",
    "cool",
    "great",
  ],
  ...["i", "see", "got", "it", "gotcha", "fine", "good", "nice", "true", "exactly", "indeed"],
]);

/** A backchannel is short: a longer run of these words is an answer. */
const BACKCHANNEL_MAX_WORDS = 3;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z']+/g) ?? [];
}

/** 'mhm', 'okay right', 'yeah I see': nothing the agent should stop for. */
export function isBackchannel(transcript: string): boolean {
  const words = wordsOf(transcript).flatMap((word) => word.split("'"));
  return (
    words.length > 0 &&
    words.length <= BACKCHANNEL_MAX_WORDS &&
    words.every((word) => BACKCHANNEL_WORDS.has(word))
  );
}

/**
 * Whether what was heard is the words of the agent's own reply (its echo):
 * every one of them. A correction reuses the agent's words but brings one
 * of its own ('send the report to the client today'), and since words are
 * what stop the agent, that one word must be enough for the person to be
 * heard.
 */
export function isEcho(transcript: string, agentSpeech: string): boolean {
  const heard = wordsOf(transcript);
  const spoken = new Set(wordsOf(agentSpeech));
  return heard.length > 0 && heard.every((word) => spoken.has(word));
}

/** Whether words heard while the agent speaks leave it speaking. */
export function leavesAgentSpeaking(transcript: string, agentSpeech: string): boolean {
  return isBackchannel(transcript) || isEcho(transcript, agentSpeech);
}
