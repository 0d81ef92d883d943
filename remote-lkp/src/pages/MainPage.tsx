import { ClientMainPage, LKP_EVENTS, LKP_REGISTRIES } from '@portal/features';

/** LKP: the client main page (spec §2 Главная). */
export function MainPage() {
  return <ClientMainPage registries={LKP_REGISTRIES} events={LKP_EVENTS} />;
}
