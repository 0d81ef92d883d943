/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen, waitFor } from '@testing-library/react';
import { NEW_EVENTS_TITLE } from '@portal/features';
import { probeNewEvents } from '@portal/features/src/testing/newEventsProbe';
import { renderInCabinet } from '@portal/ui/testing';
import Cabinet from './Cabinet';

/** What the LKA cabinet mounts besides its pages (a dialog mounted in the wrong cabinets would otherwise go unnoticed). */
const { asked } = probeNewEvents();

describe('LKA cabinet composition', () => {
  it('mounts no new-events dialog (spec §4: LKA has no events dialog), even when the server has new events', async () => {
    renderInCabinet(<Cabinet />, { path: '/lka/supplies', cabinet: 'lka' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    // the landing page's own calls have been answered by now; a mounted dialog would have asked already
    await waitFor(() => expect(screen.queryByTestId('table-skeleton')).toBeNull());
    expect(asked).toEqual([]);
    expect(screen.queryByRole('dialog', { name: NEW_EVENTS_TITLE })).toBeNull();
  });
});
