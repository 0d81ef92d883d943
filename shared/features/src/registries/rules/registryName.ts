import { formatDate } from '@portal/ui/format';

/**
 * How a registry is named after the word «заявка»: its number; without one (spec §3 promises a registry only its id)
 * the date it was created, else «без номера». Never the id: the user sees it nowhere else.
 */
export function registryName(registry: { number: string; createDate?: string | null }): string {
  if (registry.number) return registry.number;
  const date = formatDate(registry.createDate);
  return date ? `от ${date}` : 'без номера';
}
