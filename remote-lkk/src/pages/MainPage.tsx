import { ClientMainPage, LKK_EVENTS, LKK_REGISTRIES } from '@portal/features';

/** LKK: the client main page (spec §2 Главная). */
export function MainPage() {
  return <ClientMainPage registries={LKK_REGISTRIES} events={LKK_EVENTS} />;
}
