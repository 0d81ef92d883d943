import { Box, IconButton, Menu, Portal, Text } from '@portal/ui/chakra';
import { CircleUserRound } from '@portal/ui/icons';
import { useNavigate } from '@portal/ui/router';
import { useState } from 'react';
import { parseScope, type Scope, type User } from '@portal/api';
import { openSettings, requestLogout } from '@portal/platform';
import { useRunningVersionsText } from '../remotes/runningVersions';
import { setDarkTheme } from '../theme/themeChoice';
import { useIsDark } from '../theme/useColorMode';
import { switchScope } from './switchScope';
import { useCabinetFacts } from '../remotes/useCabinetFacts';
import { fullNameWithRole } from '../shell/header/UserIdentity';
import { formatLoginTime } from '../shell/header/formatLoginTime';
import { CURRENT_LOGIN_LABEL, PREVIOUS_LOGIN_LABEL } from '../shell/header/LoginTimes';
import { USER_MENU_TRIGGER_ID } from './userMenuTrigger';

export const USER_MENU_LABEL = 'Меню пользователя';

/** Who is signed in and when, at the top of the menu on narrow screens, where the header has no room for it. */
function IdentityGroup({ user }: { user: User }) {
  const cabinetName = useCabinetFacts(user.scope)?.name ?? null;
  const current = formatLoginTime(user.currentLoginTime);
  const previous = formatLoginTime(user.previousLoginTime);
  return (
    <Menu.ItemGroup aria-label="Пользователь">
      <Box data-testid="user-menu-identity" px="2" py="1.5" lineHeight="short" maxW="280px">
        <Text fontWeight="semibold">{user.shortName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {fullNameWithRole(user, cabinetName)}
        </Text>
        {current && (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {CURRENT_LOGIN_LABEL}: {current}
          </Text>
        )}
        {previous && (
          <Text fontSize="xs" color="fg.muted">
            {PREVIOUS_LOGIN_LABEL}: {previous}
          </Text>
        )}
      </Box>
    </Menu.ItemGroup>
  );
}

/** The host's and the cabinet's versions, for support (decision 0042): read-only text, not a menu item. */
function RunningVersions() {
  const text = useRunningVersionsText();
  return (
    <Text data-testid="running-versions" fontSize="xs" color="fg.muted" px="2" pt="2" pb="1">
      {text}
    </Text>
  );
}

/**
 * A cabinet of the account switch, named as its manifest names it (decision 0054): the user's own is the running one;
 * another is read from its manifest only when `read` (the menu is about to open), so a user with one scope reads no
 * other cabinet's manifest and one with several reads theirs only when they look. Its scope stands in meanwhile.
 */
function CabinetChoiceName({ scope, read }: { scope: Scope; read: boolean }) {
  return <>{useCabinetFacts(scope, { read })?.name ?? scope}</>;
}

/** What the plain items do when chosen (by click, Enter or Space). */
const MENU_ACTIONS: Record<string, () => void> = { settings: openSettings, logout: requestLogout };

/**
 * The header's user menu (spec §2): role selector 'Выбор роли' over the user's available cabinets (the
 * active one checked), 'Настройки', the dark-theme switch and 'Выход' (asks for confirmation). Arrow keys,
 * Enter, Space and Escape work as in any menu. With `withIdentity` (narrow screens) it starts with the user's names and
 * login times, which the header then leaves out.
 */
export function UserMenu({ user, withIdentity = false }: { user: User; withIdentity?: boolean }) {
  const dark = useIsDark();
  const navigate = useNavigate();
  // Pointing at or focusing the trigger starts reading the other cabinets' names, before the menu opens.
  const [choosing, setChoosing] = useState(false);
  const startChoosing = () => setChoosing(true);
  const choose = (value: string) => {
    // «Проверка рабочего места» (/check).
    if (value === 'workstation-check') navigate('/check');
    else MENU_ACTIONS[value]?.();
  };
  const chooseScope = (value: string) => {
    const scope = parseScope(value);
    if (!scope) return;
    switchScope(user, scope).catch((error: unknown) => console.error('Account switch failed', error));
  };
  return (
    <Menu.Root ids={{ trigger: USER_MENU_TRIGGER_ID }} positioning={{ placement: 'bottom-end' }} onSelect={(details) => choose(details.value)} onOpenChange={(details) => details.open && startChoosing()}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={USER_MENU_LABEL} data-testid="user-menu-trigger" flexShrink={0} onPointerEnter={startChoosing} onFocus={startChoosing}>
          <CircleUserRound aria-hidden="true" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="240px" maxW="calc(100vw - 16px)">
            {withIdentity && (
              <>
                <IdentityGroup user={user} />
                <Menu.Separator />
              </>
            )}
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Выбор роли</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup value={user.scope} onValueChange={(details) => chooseScope(details.value)}>
                {user.availableSystems.map((scope) => (
                  <Menu.RadioItem key={scope} value={scope}>
                    <CabinetChoiceName scope={scope} read={scope === user.scope || choosing} />
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="settings">
              Настройки
            </Menu.Item>
            <Menu.Item value="workstation-check">
              Проверка рабочего места
            </Menu.Item>
            <Menu.CheckboxItem value="dark-theme" checked={dark} onCheckedChange={(checked) => setDarkTheme(checked)}>
              Включить темную тему
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
            <Menu.Separator />
            <Menu.Item value="logout">
              Выход
            </Menu.Item>
            <RunningVersions />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
