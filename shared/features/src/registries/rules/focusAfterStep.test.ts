import { focusTargetAfter, type FinishedStep, type FocusTarget } from './focusAfterStep';

describe('focus after a registry step goes to what comes next', () => {
  it.each<[FinishedStep, FocusTarget[], FocusTarget]>([
    // Сформировать реестр (draft): send next.
    ['generate', ['allToFinancing', 'generate', 'send'], 'send'],
    // Отправить on a draft: the registry is on check, signing is next.
    ['send', ['sign', 'withdraw'], 'sign'],
    // Signed: send to the factor.
    ['sign', ['send'], 'send'],
    // Sent to the factor: nothing left but the status.
    ['send', [], 'status'],
    // Withdrawn to a draft: generate again.
    ['withdraw', ['allToFinancing', 'generate', 'send'], 'generate'],
    // A refused send points at the check errors, else stays on Отправить.
    ['sendFailed', ['checkErrors', 'send'], 'checkErrors'],
    ['sendFailed', ['generate', 'send'], 'send'],
    ['generateFailed', ['generate', 'send'], 'generate'],
    ['allToFinancing', ['allToFinancing', 'generate', 'send'], 'generate'],
  ])('after %s with %j on the page: %s', (step, present, target) => {
    expect(focusTargetAfter(step, present)).toBe(target);
  });
});
