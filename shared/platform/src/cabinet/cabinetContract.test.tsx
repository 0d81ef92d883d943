import { render, screen } from '@testing-library/react';
import type { CabinetComponent } from '../index';

/** The contract is a type: what it admits and refuses is checked by the compiler (pnpm run typecheck). */
describe('the ./Cabinet props contract', () => {
  it('admits a cabinet that takes no props, rendered as the host renders it', () => {
    const Cabinet: CabinetComponent = () => <p>Кабинет</p>;
    render(<Cabinet />);
    expect(screen.getByText('Кабинет')).toBeInTheDocument();
  });

  it('refuses a cabinet that requires a prop the host does not give, and a host that passes one it does not name', () => {
    // @ts-expect-error: the host gives no `title`; a cabinet requiring one would break under every host.
    const NeedsTitle: CabinetComponent = ({ title }: { title: string }) => <p>{title}</p>;
    // @ts-expect-error: the host passes nothing the contract does not name.
    const element = <NeedsTitle title="Кабинет" />;
    expect(element.props).toEqual({ title: 'Кабинет' });
  });
});
