import type { DocumentForSigning } from '@portal/api';

/**
 * Russian names of the document types the portal knows (registries CONTRACT.md "Choosing supplies, funding date, generate, sign, actions": generate records a
 * `registryFile` and a `financingFile`). Spec §3 gives a document for signing only `id`, `type` and the registry flag.
 */
const TYPE_TITLES: Readonly<Record<string, string>> = {
  registryFile: 'Реестр уступки',
  financingFile: 'Заявка на финансирование',
};

/**
 * What a document for signing is called on screen: its name when the server gives one, else the Russian name of its
 * type, else what it is for (spec §1: the interface is Russian only; a server's type code is never shown).
 */
export function signingDocumentTitle(document: Pick<DocumentForSigning, 'name' | 'type' | 'registry'>): string {
  if (document.name) return document.name;
  const known = TYPE_TITLES[document.type];
  if (known) return known;
  return document.registry ? 'Реестр уступки' : 'Документ на подпись';
}
