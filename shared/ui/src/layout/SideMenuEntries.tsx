import { Box } from '../kit/chakra';
import type { MenuItem } from './menuItem';
import { SideMenuLink } from './SideMenuLink';
import type { MenuSignalState } from './signals/useMenuSignals';
import { CabinetVersion } from './CabinetVersion';

export interface SideMenuEntriesProps {
  items: readonly MenuItem[];
  signals: MenuSignalState;
  version?: string;
  onFollow?: () => void;
}

/** What both the permanent menu and the drawer list: the entries, then the build version at the bottom. */
export function SideMenuEntries({ items, signals, version, onFollow }: SideMenuEntriesProps) {
  return (
    <>
      <Box as="ul" listStyleType="none" m="0" p="0" py="2">
        {items.map((item) => (
          <li key={item.path}>
            <SideMenuLink item={item} signals={signals} onFollow={onFollow} />
          </li>
        ))}
      </Box>
      {version !== undefined && (
        <Box mt="auto">
          <CabinetVersion version={version} />
        </Box>
      )}
    </>
  );
}
