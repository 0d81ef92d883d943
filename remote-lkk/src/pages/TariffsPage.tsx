import { TariffsPage as Tariffs } from '@portal/features';

/** LKK: the contracts' tariffs and document templates (spec §2 Тарифы). */
export function TariffsPage() {
  return <Tariffs scope="LKK" />;
}
