import { startupCalls } from './startupCalls';

describe("the app's start-up reads made early", () => {
  it('include the user only when no sign-in record is due (the record and the user then go in turn), and never a write', () => {
    const paths = (due: boolean) => startupCalls(due).map((call) => `${call.method} ${call.path}`);
    expect(paths(false)).toEqual(['GET v2/user', 'GET i18n', 'GET info/systeminfologin', 'GET system/page']);
    expect(paths(true)).toEqual(['GET i18n', 'GET info/systeminfologin', 'GET system/page']);
  });
});
