import { Flex, Spacer } from '@portal/ui/chakra';
import { CABINET_HOME } from '@portal/api';
import { useCurrentUser } from '@portal/platform';
import { HEADER_HEIGHT } from '@portal/ui';
import { UserMenu } from '../userMenu/UserMenu';
import { FactoringLimit } from './header/FactoringLimit';
import { HeaderLogo } from './header/HeaderLogo';
import { LoginTimes } from './header/LoginTimes';
import { MandateExpiryNotice } from './header/MandateExpiryNotice';
import { UserIdentity } from './header/UserIdentity';

/**
 * Header of spec §1/§2: the logo linking to the cabinet's home, the available factoring limit (LKK, LKP),
 * the mandate expiry notice, login times, short and full name with the role in brackets, the user menu.
 */
export function Header() {
  const user = useCurrentUser();
  return (
    <Flex as="header" align="center" gap="4" px="4" height={`${HEADER_HEIGHT}px`} flexShrink={0} borderBottomWidth="1px" bg="palette.container_header" overflow="hidden">
      {user && <HeaderLogo home={CABINET_HOME[user.scope]} />}
      {user && <FactoringLimit username={user.username} scope={user.scope} />}
      <Spacer />
      {user && <MandateExpiryNotice />}
      {user && <LoginTimes current={user.currentLoginTime} previous={user.previousLoginTime} />}
      {user && <UserIdentity user={user} />}
      {user && <UserMenu user={user} />}
    </Flex>
  );
}
