import { waitFor } from '@testing-library/react';
import { answerReadToEnd } from './answerReadToEnd';
import { trackedAnswer } from '../testing/trackedAnswer';


describe('answerReadToEnd', () => {
  it('reads the body to its end though nobody reads the answer', async () => {
    const { response, readToEnd } = trackedAnswer();
    answerReadToEnd(response);
    await waitFor(() => expect(readToEnd()).toBe(true));
  });

  it('hands back the same answer with all of its body still to read', async () => {
    const { response } = trackedAnswer('{"a":1}', { status: 201 });
    const answer = answerReadToEnd(response);
    expect(answer).toBe(response);
    expect(answer.status).toBe(201);
    await expect(answer.json()).resolves.toEqual({ a: 1 });
  });

  it('leaves an answer without a body as it is', async () => {
    const answer = answerReadToEnd(new Response(null, { status: 204 }));
    expect(answer.status).toBe(204);
    await expect(answer.text()).resolves.toBe('');
  });
});
