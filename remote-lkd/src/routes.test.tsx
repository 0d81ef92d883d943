import path from 'node:path';
import { screen } from '@testing-library/react';
import { DECLARED_LANDING_TEXT, landingModuleStandIn, renderCabinetPages } from '@portal/ui/testing';
import packageJson from '../package.json';
import { LKD_PAGES } from './routes';

const { landing } = packageJson.portal.cabinet;

describe('LKD landing page (portal.cabinet in package.json, decision 0054)', () => {
  it('is the module its landing route renders, the one its manifest lists for preloading', async () => {
    jest.doMock(path.resolve(__dirname, '..', landing.module), landingModuleStandIn);
    renderCabinetPages(LKD_PAGES, { cabinet: 'lkd', path: landing.path, fallback: '/lkd/no-landing-page' });
    expect(await screen.findByText(DECLARED_LANDING_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(landing.path);
  });
});
