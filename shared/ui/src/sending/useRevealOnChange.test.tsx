import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useRevealOnChange } from './useRevealOnChange';

function Refusals() {
  const [problems, setProblems] = useState<string[]>([]);
  useRevealOnChange(problems.join('\n'), () => document.getElementById('problems'));
  return (
    <div>
      <button onClick={() => setProblems((list) => [...list, `Файл ${list.length + 1} не загружен`])}>add</button>
      <button onClick={() => setProblems((list) => [...list])}>same</button>
      <ul id="problems" role="alert">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

describe('useRevealOnChange', () => {
  it('scrolls a refusal into view when it appears or another is added, not when nothing changed', () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<Refusals />);
    expect(scrolled).not.toHaveBeenCalled();
    act(() => screen.getByText('add').click());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('problems'));
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest', behavior: 'smooth' });
    act(() => screen.getByText('same').click());
    expect(scrolled).toHaveBeenCalledTimes(1);
    act(() => screen.getByText('add').click());
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});
