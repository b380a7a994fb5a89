/**
 * Run by stop-mid-utterance.test.ts in a process of its own, since what it
 * guards against (a native addon's work finishing in a host thread being torn
 * down: node-addon-api #902, "FATAL ERROR ... napi_throw") aborts the whole
 * process, test runner and all. Each round streams speech into sessions of
 * one host at four times real time, so voice activity inference is in
 * flight all the while, and ends the host under it; the last round closes
 * the hosts the same way. Prints "survived" once every round is over.
 */
import { concatPcm, silence, speak } from "../../../../helpers/speech";
import { getTestInstance } from "../../../../helpers/test-instance";
import { connectVoice, type VoiceClient } from "../../../../helpers/voice-client";

// Set from the environment to try other loads by hand.
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SESSIONS = Number(process.env.SESSIONS ?? 2);
const SPEED = Number(process.env.SPEED ?? 4);
/** 100 ms pieces of raw 16 kHz PCM: each a few of the VAD's 32 ms windows. */
const PIECE_SAMPLES = 1_600;

const t = await getTestInstance("sqlite", { VOICE_HOSTS: "1" });
// Warmed, a stopped host's successor starts loading at once, while the stopped one ends.
await t.services.voiceHosts.warm();
const user = await t.signUp();
const phrase = await speak("please send the report to the client tomorrow");
const speech = concatPcm(silence(200), phrase, phrase, phrase, phrase);

/**
 * Sends the speech at SPEED times real time, over and over until the socket
 * closes: fast enough that the voice activity model is nearly always running,
 * slow enough that the host still hears the pool between pieces.
 */
async function flood(client: VoiceClient) {
  let sequence = 0;
  while (client.socket.readyState === client.socket.OPEN) {
    for (let at = 0; at < speech.length; at += PIECE_SAMPLES) {
      if (client.socket.readyState !== client.socket.OPEN) return;
      const piece = speech.slice(at, at + PIECE_SAMPLES);
      client.send({
        type: "audio_chunk",
        chunk_data: Buffer.from(piece.buffer).toString("base64"),
        chunk_sequence: sequence++,
        audio_format: "pcm16",
      });
      await new Promise((resolve) => setTimeout(resolve, 100 / SPEED));
    }
  }
}

async function session() {
  const response = await t.request("POST", "/api/v1/sessions", { title: "New Chat" }, user.token);
  const client = await connectVoice(t.baseUrl, {
    token: user.token,
    session_id: response.body.session_id,
  });
  await client.start("pcm16");
  return client;
}

/** Each session was told as a crash would tell it: the server error, then 1011. */
async function told(clients: VoiceClient[]) {
  for (const client of clients) {
    const { code } = await client.closed;
    const error = client.messages.find((message) => message.type === "error");
    if (code !== 1011 || error?.code !== "SERVER_ERROR")
      throw new Error(`a session ended with ${code} and ${JSON.stringify(error)}`);
  }
}

/** Sessions busy hearing speech, and a moment for their inference to get going. */
async function midUtterance() {
  const clients = await Promise.all(Array.from({ length: SESSIONS }, session));
  const flooding = clients.map(flood);
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
  return { clients, flooding };
}

for (let round = 1; round <= ROUNDS; round++) {
  const { clients, flooding } = await midUtterance();
  const started = Date.now();
  for (const host of await t.services.voiceHosts.usage())
    await t.services.voiceHosts.stop(host.threadId);
  await told(clients);
  await Promise.all(flooding);
  console.log(`round ${round}: stopped mid-utterance in ${Date.now() - started} ms`);
}

const { clients, flooding } = await midUtterance();
const started = Date.now();
await t.services.voiceHosts.close();
await told(clients);
await Promise.all(flooding);
console.log(`closed mid-utterance in ${Date.now() - started} ms`);
await t.close();
console.log("survived");
