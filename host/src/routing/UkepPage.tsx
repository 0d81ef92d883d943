import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from '@portal/ui/router';
import { Flex, Heading, Link, Text } from '@portal/ui/chakra';
import { useSession, useVocabularyText } from '@portal/platform';
import { GlobalDialogs } from '../dialogs/GlobalDialogs';
import { UkepSignInForm } from './UkepSignInForm';

export const CLIENT_CABINET_TITLE = 'Кабинет клиента';
/** The vocabulary key of the client cabinet title (GET i18n). */
export const CLIENT_CABINET_TITLE_KEY = 'clientCabinetTitle';

/** react-router numbers its history entries; 0 is the first page of this visit. */
function hasHistoryInSite(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * /ukep (spec §2): signed-in users go back one step; others see the client cabinet title (vocabulary, with
 * 'Кабинет клиента' as fallback) and sign in with a qualified electronic signature.
 */
export function UkepPage() {
  const authenticated = useSession((state) => state.authenticated);
  const title = useVocabularyText(CLIENT_CABINET_TITLE_KEY, CLIENT_CABINET_TITLE);
  const navigate = useNavigate();
  useEffect(() => {
    // Back one step (spec §2); a page opened directly has no step back inside the site, so it goes to /login.
    if (authenticated) {
      if (hasHistoryInSite()) navigate(-1);
      else navigate('/login', { replace: true });
    } else document.title = title;
  }, [authenticated, navigate, title]);
  if (authenticated) return null;
  return (
    <Flex as="main" direction="column" align="center" gap="6" p="10">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Heading as="h2" size="md" fontWeight="normal">
        Вход по квалифицированной электронной подписи
      </Heading>
      <UkepSignInForm />
      {/* The workstation check: before signing in, whether this computer can sign at all. */}
      <Text>
        Не получается войти или подписать?{' '}
        <Link asChild color="fg" textDecoration="underline">
          <RouterLink to="/check">Проверка рабочего места</RouterLink>
        </Link>
      </Text>
      {/* The shell (and its dialogs) is not shown before sign-in: the loader and banners live here. */}
      <GlobalDialogs />
    </Flex>
  );
}
