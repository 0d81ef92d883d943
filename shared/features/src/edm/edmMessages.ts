/** The Russian texts of the EDM screens; the §8 ones verbatim. */
export const EDM_MESSAGES = {
  added: 'Документ добавлен',
  changed: 'Документ изменен',
  deleted: 'Документ удалён',
  done: 'Операция выполнена',
  loading: 'Пожалуйста, подождите. Идёт загрузка.',
  noPowerOfAttorney: 'Необходимо загрузить машиночитаемую доверенность в Личный кабинет',
  listFailed: 'Не удалось загрузить документы',
  empty: 'Документов нет',
  noParty: 'Для пользователя не задан идентификатор клиента: документы ЭДО недоступны',
  actionFailed: 'Не удалось выполнить действие',
} as const;

export const EDM_DIRECTION_LABELS = { incoming: 'Входящие', outgoing: 'Исходящие' } as const;
