import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Supply } from '@portal/api';
import { renderInCabinet } from '@portal/ui/testing';
import { SelectableSuppliesTable } from './SelectableSuppliesTable';
import { SelectionProvider } from './selectionContext';
import { createSupplySelectionStore } from './supplySelectionStore';

afterEach(cleanup);

function supply(id: number, patch: Partial<Supply> = {}): Supply {
  return { id, supplyAmount: id * 100, verificationDebtor: true, prime: false, active: false, financing: false, checked: false, invalid: false, supplyDate: '', dueDate: '', updDocument: { document: { name: `УПД ${id}` } }, ...patch };
}

function renderTable(supplies: Supply[], { financing = true, editable = true } = {}) {
  const store = createSupplySelectionStore(supplies, 10_000);
  renderInCabinet(
    <SelectionProvider store={store}>
      <SelectableSuppliesTable editable={editable} financing={financing} />
    </SelectionProvider>,
    { path: '/lkk/registry', cabinet: 'lkk' },
  );
  return store;
}

const registryAll = () => screen.getByRole('checkbox', { name: 'Выбрать все поставки в реестр' }) as HTMLInputElement;
const financingAll = () => screen.getByRole('checkbox', { name: 'Выбрать все поставки к финансированию' }) as HTMLInputElement;
const box = (name: string) => screen.getByRole('checkbox', { name });

/**
 * What a screen reader announces for the box: a native checkbox with `indeterminate` (or aria-checked="mixed") is
 * «mixed» whatever its `checked` is, so «all chosen» must be checked AND not indeterminate.
 */
function announced(input: HTMLInputElement): 'checked' | 'mixed' | 'unchecked' {
  if (input.indeterminate || input.getAttribute('aria-checked') === 'mixed') return 'mixed';
  return input.checked ? 'checked' : 'unchecked';
}

function expectState(input: HTMLInputElement, state: 'checked' | 'mixed' | 'unchecked') {
  expect(announced(input)).toBe(state);
  // The same through jest-dom's accessibility matchers.
  if (state === 'mixed') expect(input).toBePartiallyChecked();
  else expect(input).not.toBePartiallyChecked();
  if (state === 'checked') expect(input).toBeChecked();
  else expect(input).not.toBeChecked();
}

describe('select-all box: none chosen → unchecked, some → mixed (indeterminate), all → checked', () => {
  it('the registry column follows the row ticks and its own clicks', async () => {
    const user = userEvent.setup();
    renderTable([supply(1), supply(2), supply(3)]);
    expectState(registryAll(), 'unchecked');
    await user.click(box('В реестр: УПД 1'));
    expectState(registryAll(), 'mixed');
    await user.click(box('В реестр: УПД 2'));
    expectState(registryAll(), 'mixed');
    await user.click(box('В реестр: УПД 3'));
    expectState(registryAll(), 'checked');
    await user.click(box('В реестр: УПД 2'));
    expectState(registryAll(), 'mixed');
    // From «some», select-all chooses every supply…
    await user.click(registryAll());
    expectState(registryAll(), 'checked');
    expect(box('В реестр: УПД 2')).toBeChecked();
    // …and from «all» it clears them.
    await user.click(registryAll());
    expectState(registryAll(), 'unchecked');
    expect(box('В реестр: УПД 1')).not.toBeChecked();
  });

  it('the financing column counts among the supplies in the registry', async () => {
    const user = userEvent.setup();
    renderTable([supply(1), supply(2), supply(3)]);
    // Nothing in the registry: nothing to finance, the box is off and disabled.
    expectState(financingAll(), 'unchecked');
    expect(financingAll()).toBeDisabled();
    await user.click(box('В реестр: УПД 1'));
    await user.click(box('В реестр: УПД 2'));
    expectState(financingAll(), 'unchecked');
    expect(financingAll()).toBeEnabled();
    await user.click(box('К финансированию: УПД 1'));
    expectState(financingAll(), 'mixed');
    // Both supplies of the registry financed: all, though a third supply is outside the registry.
    await user.click(box('К финансированию: УПД 2'));
    expectState(financingAll(), 'checked');
    expectState(registryAll(), 'mixed');
    // A third supply enters the registry unfinanced: financing is «some» again.
    await user.click(box('В реестр: УПД 3'));
    expectState(registryAll(), 'checked');
    expectState(financingAll(), 'mixed');
    await user.click(financingAll());
    expectState(financingAll(), 'checked');
    await user.click(financingAll());
    expectState(financingAll(), 'unchecked');
    expectState(registryAll(), 'checked');
  });

  it('a registry opened with every supply preselected shows both boxes checked, not mixed, from the first render', () => {
    renderTable([supply(1, { prime: true, financing: true }), supply(2, { active: true, financing: true })]);
    expectState(registryAll(), 'checked');
    expectState(financingAll(), 'checked');
  });

  it('a registry opened with some preselected shows both boxes mixed from the first render', () => {
    renderTable([supply(1, { prime: true, financing: true }), supply(2, { active: true }), supply(3)]);
    expectState(registryAll(), 'mixed');
    expectState(financingAll(), 'mixed');
  });

  it('without the financing column (the debtor) the registry box keeps its three states; read-only it shows them too', async () => {
    const user = userEvent.setup();
    renderTable([supply(1), supply(2)], { financing: false });
    expect(screen.queryByRole('checkbox', { name: 'Выбрать все поставки к финансированию' })).toBeNull();
    expectState(registryAll(), 'unchecked');
    await user.click(box('В реестр: УПД 1'));
    expectState(registryAll(), 'mixed');
    await user.click(box('В реестр: УПД 2'));
    expectState(registryAll(), 'checked');
    cleanup();
    renderTable([supply(1, { prime: true }), supply(2, { prime: true })], { editable: false });
    expect(registryAll()).toBeDisabled();
    expectState(registryAll(), 'checked');
  });
});
