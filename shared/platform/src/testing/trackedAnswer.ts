/**
 * An answer whose body comes in two pieces, saying when all of it has been read: a test sees whether the browser could
 * finish the request (answerReadToEnd.ts).
 */
export function trackedAnswer(text = '{"a":1}', init: ResponseInit = { status: 200 }) {
  const encoder = new TextEncoder();
  const pieces = [text.slice(0, 3), text.slice(3)];
  let readToEnd = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces.shift();
      if (piece === undefined) {
        readToEnd = true;
        controller.close();
      } else controller.enqueue(encoder.encode(piece));
    },
  });
  return { response: new Response(body, init), readToEnd: () => readToEnd };
}
