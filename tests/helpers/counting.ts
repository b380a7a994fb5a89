/** An async function that answers what `answer` gives and counts its calls in `calls`. */
export function counting<T>(answer: () => T) {
  const call = async () => {
    call.calls += 1;
    return answer();
  };
  call.calls = 0;
  return call;
}

/** A call that waits until `release` is called, then answers what it is given. */
export function heldUntilReleased<T>(answer: () => T) {
  let release = () => {};
  const call = async () => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return answer();
  };
  return { call, release: () => release() };
}
