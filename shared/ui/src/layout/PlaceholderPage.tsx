import { Text } from '../kit/chakra';
import { PageTitle } from './PageTitle';

/** A section whose screen is not built yet: its title and a short note. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <Text color="fg.muted">Раздел находится в разработке.</Text>
    </section>
  );
}
