/**
 * Reads a copy of `response`'s body to its end, in the background, and returns `response` itself, still unread.
 *
 * Chromium cancels a request whose answer's body nobody reads: an answer with no body to use (the back end's
 * session, the sign-in record) or one never taken ends as an aborted request (net::ERR_ABORTED) in the network panel,
 * though the server has answered. Reading a copy lets the browser finish the request however the answer is used
 * (decision 0065). The copy's data is dropped as it comes; whoever reads the answer gets all of it.
 */
export function answerReadToEnd(response: Response): Response {
  if (response.body && !response.bodyUsed) void response.clone().arrayBuffer().catch(() => undefined);
  return response;
}
