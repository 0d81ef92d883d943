/** GET /edm/type: the document types of the demo world (ids are stable for the run). */
export const EDM_DOCUMENT_TYPES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: 'Договор факторинга' },
  { id: 2, name: 'Дополнительное соглашение' },
  { id: 3, name: 'Уведомление об уступке требования' },
  { id: 4, name: 'Акт сверки взаиморасчётов' },
  { id: 5, name: 'Счёт на оплату' },
  { id: 6, name: 'Письмо' },
];

export function edmTypeName(id: number): string {
  return EDM_DOCUMENT_TYPES.find((type) => type.id === id)?.name ?? `Тип ${id}`;
}
