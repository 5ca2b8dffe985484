// What a console user reads when the Partner API refuses or fails a call (after the client's own retries):
// the API's words, what it means for them, and what to do. A write that failed or got no answer is never retried
// by the client, so its user is told the outcome is not confirmed and to check before doing it again.
export function failureMessage(
  write: boolean,
  status: number,
  upstream: string,
  retryAfterS?: number,
): string {
  const when = retryAfterS !== undefined ? `in ${retryAfterS} s` : "shortly";
  if (status === 429) return `The Partner API is limiting requests (${upstream}). Try again ${when}.`;
  if (status < 500) return upstream;
  if (write)
    return `The Partner API failed (${status}: ${upstream}); the change is not confirmed. Reload to check before trying again.`;
  return `The Partner API failed (${status}: ${upstream}) and did not recover after retrying. Try again ${when}.`;
}

// No answer at all: a read was retried already; a write may or may not have been made.
export function noAnswerMessage(write: boolean, timedOut: boolean): string {
  const what = timedOut ? "The Partner API did not answer in time" : "The Partner API could not be reached";
  return write ? `${what}; the change may have been made. Reload to check before trying again.` : `${what}.`;
}
