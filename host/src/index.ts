// Before sign-in only this entry, the start-up gate and keycloak-js are downloaded (ARCHITECTURE rule 10):
// the app, React and the shared singletons load once a session exists. The dynamic import is also the
// async boundary the federation runtime needs to initialise shared modules.
import { openSession } from './startup/openSession';

void openSession(window.location).then((outcome) => {
  if (outcome.kind === 'redirecting') return;
  return import('./bootstrap').then(({ bootstrap }) => bootstrap(outcome));
});
