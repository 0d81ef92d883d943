import { Box, Flex, Spacer } from '@portal/ui/chakra';
import { useCurrentUser } from '@portal/platform';
import { BREAKPOINTS, HEADER_HEIGHT, HEADER_MENU_SLOT_ID, useViewportBelow } from '@portal/ui';
import { UserMenu } from '../userMenu/UserMenu';
import { homeOf, useCabinetFacts } from '../remotes/useCabinetFacts';
import { FactoringLimit } from './header/FactoringLimit';
import { HeaderLogo } from './header/HeaderLogo';
import { LoginTimes } from './header/LoginTimes';
import { MandateExpiryNotice } from './header/MandateExpiryNotice';
import { UserIdentity } from './header/UserIdentity';

/**
 * Header of spec §1/§2: the logo linking to the cabinet's home, the available factoring limit (LKK, LKP),
 * the mandate expiry notice, login times, short and full name with the role in brackets, the user menu.
 * It condenses by spec §9's breakpoints: below `sm` the login times and the full name move into the user menu,
 * below `xs` the short name shrinks to small print cut to the room left; logo, limit and user menu always stay. Below the mobile breakpoint the cabinet
 * puts its menu button first (HEADER_MENU_SLOT_ID).
 */
export function Header() {
  const user = useCurrentUser();
  // Name and home as the user's cabinet declares them in its manifest (decision 0054).
  const cabinet = useCabinetFacts(user?.scope);
  const belowSm = useViewportBelow(BREAKPOINTS.sm);
  const belowXs = useViewportBelow(BREAKPOINTS.xs);
  return (
    <Flex
      as="header"
      align="center"
      gap={belowSm ? '2' : '4'}
      px={belowXs ? '2' : '4'}
      height={`${HEADER_HEIGHT}px`}
      flexShrink={0}
      borderBottomWidth="1px"
      bg="palette.container_header"
      overflow="hidden"
    >
      <Box id={HEADER_MENU_SLOT_ID} data-testid="header-menu-slot" display="contents" />
      {user && <HeaderLogo home={homeOf(user.scope, cabinet)} compact={belowXs} />}
      {user && <FactoringLimit username={user.username} scope={user.scope} compact={belowXs} />}
      {/* On a phone the short name itself takes the room left (and leaves out when it is too little). */}
      {!belowXs && <Spacer />}
      {user && <MandateExpiryNotice size={belowXs ? 'word' : belowSm ? 'date' : 'full'} />}
      {user && !belowSm && <LoginTimes current={user.currentLoginTime} previous={user.previousLoginTime} />}
      {/* On a phone too the header says who is signed in: the short name alone, cut to the room left. */}
      {user && <UserIdentity user={user} cabinetName={cabinet?.name ?? null} shortOnly={belowSm} compact={belowXs} />}
      {user && <UserMenu user={user} withIdentity={belowSm} />}
    </Flex>
  );
}
