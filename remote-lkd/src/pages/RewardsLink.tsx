import { LKD_REWARDS } from '@portal/features';
import { HStack, Link } from '@portal/ui/chakra';
import { Link as RouterLink } from '@portal/ui/router';

/** The spec gives the debtor's rewards no menu item: they are one link away from the main page (Главная). */
export function RewardsLink() {
  return (
    <HStack as="nav" aria-label="Разделы кабинета" justify="end" mb="2">
      <Link asChild color="fg" textDecoration="underline" fontWeight="semibold">
        <RouterLink to={LKD_REWARDS.listPath}>Вознаграждения</RouterLink>
      </Link>
    </HStack>
  );
}
