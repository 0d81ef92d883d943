/**
 * @jest-environment-options {"customExportConditions": [""]}
 */
import { screen } from '@testing-library/react';
import { NEW_EVENTS_TITLE } from '@portal/features';
import { probeNewEvents } from '@portal/features/src/testing/newEventsProbe';
import { renderInCabinet } from '@portal/ui/testing';
import Cabinet from './Cabinet';

/** What the LKD cabinet mounts besides its pages (a dialog mounted in the wrong cabinets would otherwise go unnoticed). */
const { asked } = probeNewEvents();

describe('LKD cabinet composition', () => {
  it('mounts the new-events dialog (spec §4: on entry to LKK, LKP and LKD), asking GET /api/lkd/events/new', async () => {
    renderInCabinet(<Cabinet />, { path: '/lkd/critical', cabinet: 'lkd' });
    expect(await screen.findByRole('dialog', { name: NEW_EVENTS_TITLE })).toBeVisible();
    expect(asked).toEqual(['/api/lkd/events/new']);
  });
});
