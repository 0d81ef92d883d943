import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Flex, Heading } from '@chakra-ui/react';
import { useSession } from '@portal/platform';

export const CLIENT_CABINET_TITLE = 'Кабинет клиента';

/** react-router numbers its history entries; 0 is the first page of this visit. */
function hasHistoryInSite(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** /ukep (spec §2): signed-in users go back one step; others see the client cabinet title. */
export function UkepPage() {
  const authenticated = useSession((state) => state.authenticated);
  const navigate = useNavigate();
  useEffect(() => {
    // Back one step (spec §2); a page opened directly has no step back inside the site, so it goes to /login.
    if (authenticated) {
      if (hasHistoryInSite()) navigate(-1);
      else navigate('/login', { replace: true });
    } else document.title = CLIENT_CABINET_TITLE;
  }, [authenticated, navigate]);
  if (authenticated) return null;
  return (
    <Flex as="main" direction="column" align="center" p="10">
      <Heading as="h1" size="2xl">
        {CLIENT_CABINET_TITLE}
      </Heading>
    </Flex>
  );
}
