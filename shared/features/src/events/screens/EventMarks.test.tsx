import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@portal/ui/chakra';
import { portalSystem } from '@portal/ui';
import { EventStatusMark, EventUrgencyMark } from './EventMarks';

const base = { category: { categoryEnum: 'MESSAGE', name: '' }, urgency: null, title: '', description: '', eventDate: '', visible: true, contractFactNum: null, registryNumber: null, updName: null, requirements: [], id: 1 };
const inChakra = (ui: React.ReactElement) => render(<ChakraProvider value={portalSystem}>{ui}</ChakraProvider>);

describe('event colours (spec §9 statuses, §3 urgency)', () => {
  it.each([
    ['PULL_OFF', '#23be00'],
    ['REQUIREMENT_VALIDATING', '#23be00'],
    ['WAIT', '#23be00'],
    ['WARNING', '#ee1123'],
    ['REQUIREMENT_REQUEST', '#ee1123'],
    ['EXPIRED', '#ee1123'],
    ['CLOSED', '#ee1123'],
    ['', '#ee1123'],
  ])('status %j is %s, with its name in text', (code, color) => {
    inChakra(<EventStatusMark event={{ ...base, status: { code, name: code ? `Статус ${code}` : '' } }} />);
    expect(screen.getByTestId('event-status')).toHaveAttribute('data-color', color);
    expect(screen.getByTestId('event-status')).toHaveTextContent(code ? `Статус ${code}` : 'Не указан');
  });

  it.each([
    ['CRITICAL', '#ee1123', 'Критичная'],
    ['HIGH', '#fb8c00', 'Высокая'],
    ['LOW', '#23be00', 'Низкая'],
    [null, '#9e9e9e', 'Не указана'],
    ['UNKNOWN', '#9e9e9e', 'Не указана'],
  ])('urgency %j is %s (%s)', (urgency, color, text) => {
    inChakra(<EventUrgencyMark event={{ urgency }} />);
    expect(screen.getByTestId('event-urgency')).toHaveAttribute('data-color', color);
    expect(screen.getByTestId('event-urgency')).toHaveTextContent(text);
  });
});
