/** Why voice is off: the server has no speech recognizer, and what to install or configure. */
export function VoiceUnavailableNote({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} data-testid="voice-unavailable" className="mx-auto max-w-xl text-sm text-amber-800">
      {message}
    </p>
  );
}
