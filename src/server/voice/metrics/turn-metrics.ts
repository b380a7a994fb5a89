import { type llm, type metrics, voice } from "@livekit/agents";
import type { TurnMetrics } from "../../../shared";

/** What the framework reports about one reply (one speech handle) while it is under way. */
interface ReplyTimes {
  /** The end of the person's speech (epoch ms) and the delays after it, from the end-of-utterance metrics. */
  endOfSpeechAt?: number;
  transcriptMs?: number;
  endOfTurnMs?: number;
  /** When the model was asked and answered its first token (epoch ms), from the LLM metrics. */
  askedAt?: number;
  firstTokenAt?: number;
}

export interface TurnMetricsRecorder {
  /** The latency of the turn a reply the pipeline added answers; undefined when it was not a spoken turn. */
  forReply(message: llm.ChatMessage): TurnMetrics | undefined;
}

/**
 * Times each spoken turn from the framework's own reports: the end-of-
 * utterance metrics (end of speech, transcript and end-of-turn delays), the
 * model's request (its start and time to first token) and the reply's first
 * audio (when its playback started). The reports of one reply share its
 * speech handle's id, so replies that overlap (one interrupted, the next
 * preempted) are never mixed up.
 */
export function recordTurnMetrics(session: voice.AgentSession): TurnMetricsRecorder {
  const replies = new Map<string, ReplyTimes>();
  const handles = new Map<string, voice.SpeechHandle>();
  const timesOf = (speechId: string) => {
    let times = replies.get(speechId);
    if (!times) {
      times = {};
      replies.set(speechId, times);
    }
    return times;
  };

  session.on(voice.AgentSessionEventTypes.SpeechCreated, ({ speechHandle }) => {
    handles.set(speechHandle.id, speechHandle);
    speechHandle.addDoneCallback(() => {
      handles.delete(speechHandle.id);
      replies.delete(speechHandle.id);
    });
  });
  session.on(voice.AgentSessionEventTypes.MetricsCollected, ({ metrics: report }) => {
    // A report that comes after its reply ended (a cancelled request's) has nothing left to time.
    if ("speechId" in report && report.speechId && handles.has(report.speechId))
      noteReport(report, timesOf(report.speechId));
  });

  return {
    forReply(message) {
      const handle = [...handles.values()].find((h) =>
        h.chatItems.some((item) => item.id === message.id),
      );
      return turnMetrics(message, handle ? replies.get(handle.id) : undefined);
    },
  };
}

function noteReport(report: metrics.AgentMetrics, times: ReplyTimes) {
  if (report.type === "eou_metrics" && report.lastSpeakingTimeMs > 0) {
    Object.assign(times, {
      endOfSpeechAt: report.lastSpeakingTimeMs,
      transcriptMs: report.transcriptionDelayMs,
      endOfTurnMs: report.endOfUtteranceDelayMs,
    });
  } else if (report.type === "llm_metrics" && report.ttftMs >= 0) {
    // A reply that calls tools asks the model again: the first request is the one the person waits on.
    if (times.askedAt !== undefined) return;
    // The metrics come when the request ends: it began its duration before.
    times.askedAt = report.timestamp - report.durationMs;
    times.firstTokenAt = times.askedAt + report.ttftMs;
  }
}

/** The steps of one reply in milliseconds from the end of speech; only a reply that was heard has any. */
function turnMetrics(message: llm.ChatMessage, times: ReplyTimes = {}): TurnMetrics | undefined {
  const { startedSpeakingAt, e2eLatency } = message.metrics;
  const endOfSpeechAt =
    times.endOfSpeechAt ??
    (startedSpeakingAt !== undefined && e2eLatency !== undefined
      ? (startedSpeakingAt - e2eLatency) * 1000
      : undefined);
  if (endOfSpeechAt === undefined || startedSpeakingAt === undefined) return undefined;
  const since = (at: number | undefined) =>
    at === undefined ? undefined : Math.round(at - endOfSpeechAt);
  const result: TurnMetrics = {
    transcript_ms: roundOrUndefined(times.transcriptMs),
    end_of_turn_ms: roundOrUndefined(times.endOfTurnMs),
    model_asked_ms: since(times.askedAt),
    first_token_ms: since(times.firstTokenAt),
    first_audio_ms: Math.max(0, Math.round(startedSpeakingAt * 1000 - endOfSpeechAt)),
  };
  return Object.fromEntries(
    Object.entries(result).filter(([, value]) => value !== undefined),
  ) as TurnMetrics;
}

function roundOrUndefined(ms: number | undefined) {
  return ms === undefined ? undefined : Math.max(0, Math.round(ms));
}
