import type { EventCategoryEnum, EventStatusCode, EventUrgency } from './eventTypes';

/** What one seeded event is about; `{contract}`, `{upd}`, `{registry}` are filled from the owner's world. */
export interface EventTemplate {
  status: EventStatusCode;
  category: EventCategoryEnum;
  urgency: EventUrgency;
  critical: boolean;
  title: string;
  description: string;
  /** Requirements: [name, required, with a file]. */
  requirements?: ReadonlyArray<readonly [string, boolean, boolean]>;
  /** Seen already (the others are new to the user). */
  visible: boolean;
  /**
   * Which supply `{upd}` names: one whose deferral ended and which is still owed ('overdue'), or one not yet due
   * ('notDue'); any of the owner's otherwise. An event calling a debt overdue agrees with the reports.
   */
  supply?: 'overdue' | 'notDue';
}

const DOCUMENTS_REQUESTED: ReadonlyArray<readonly [string, boolean, boolean]> = [
  ['Товарная накладная (ТОРГ-12)', true, true],
  ['Акт сверки взаиморасчётов', true, false],
  ['Письмо о смене реквизитов', false, false],
];

const DOCUMENTS_SENT: ReadonlyArray<readonly [string, boolean, boolean]> = [
  ['Счёт-фактура', true, true],
  ['Акт приёма-передачи', true, true],
];

/** Every status of spec §3 in both categories the events page offers, plus the dashboard's and the critical ones. */
export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  { status: 'REQUIREMENT_REQUEST', category: 'AF_EVENTS', urgency: 'CRITICAL', critical: false, visible: false, title: 'Запрос документов по поставке', description: 'Фактор просит предоставить документы по {upd} (договор № {contract}).', requirements: DOCUMENTS_REQUESTED },
  { status: 'REQUIREMENT_REQUEST', category: 'MESSAGE', urgency: 'HIGH', critical: false, visible: false, title: 'Требуются документы по реестру', description: 'Для рассмотрения реестра № {registry} загрузите недостающие документы.', requirements: [['Доверенность на подписанта', true, false], ['Устав организации', false, true]] },
  { status: 'REQUIREMENT_VALIDATING', category: 'AF_EVENTS', urgency: 'LOW', critical: false, visible: true, title: 'Документы на проверке', description: 'Документы по {upd} получены и проверяются фактором.', requirements: DOCUMENTS_SENT },
  { status: 'REQUIREMENT_VALIDATING', category: 'MESSAGE', urgency: null, critical: false, visible: true, title: 'Документы приняты к проверке', description: 'Проверка документов по договору № {contract} займёт до двух рабочих дней.', requirements: DOCUMENTS_SENT },
  { status: 'PULL_OFF', category: 'AF_EVENTS', urgency: 'LOW', critical: false, visible: true, title: 'Запрос снят', description: 'Запрос документов по {upd} снят фактором.' },
  { status: 'PULL_OFF', category: 'MESSAGE', urgency: null, critical: false, visible: true, title: 'Уведомление отозвано', description: 'Уведомление по реестру № {registry} больше не актуально.' },
  { status: 'WAIT', category: 'AF_EVENTS', urgency: 'LOW', critical: false, visible: true, title: 'Ожидается оплата дебитора', description: 'Срок оплаты по {upd} ещё не наступил.', supply: 'notDue' },
  { status: 'WAIT', category: 'MESSAGE', urgency: 'HIGH', critical: true, visible: false, title: 'Ожидается подписание реестра', description: 'Реестр № {registry} ожидает подписи УКЭП.' },
  { status: 'WARNING', category: 'AF_EVENTS', urgency: 'HIGH', critical: true, visible: false, title: 'Приближается срок оплаты', description: 'Срок оплаты по {upd} (договор № {contract}) истекает через три дня.', supply: 'notDue' },
  { status: 'WARNING', category: 'MESSAGE', urgency: 'CRITICAL', critical: true, visible: false, title: 'Лимит финансирования почти исчерпан', description: 'По договору № {contract} осталось менее 10% свободного лимита.' },
  { status: 'EXPIRED', category: 'AF_EVENTS', urgency: 'CRITICAL', critical: true, visible: true, title: 'Просрочена оплата поставки', description: 'Оплата по {upd} просрочена; начисляются пени по договору № {contract}.', supply: 'overdue' },
  { status: 'EXPIRED', category: 'MESSAGE', urgency: 'CRITICAL', critical: true, visible: true, title: 'Истёк срок предоставления документов', description: 'Документы по реестру № {registry} не были предоставлены вовремя.' },
  { status: 'CLOSED', category: 'AF_EVENTS', urgency: null, critical: false, visible: true, title: 'Событие закрыто', description: 'Вопрос по {upd} урегулирован.' },
  { status: 'CLOSED', category: 'MESSAGE', urgency: 'LOW', critical: false, visible: true, title: 'Сообщение архивировано', description: 'Сообщение по договору № {contract} перенесено в архив.' },
  { status: 'WARNING', category: 'DASHBOARD_EVENTS', urgency: 'CRITICAL', critical: true, visible: false, title: 'Просроченная задолженность дебитора', description: 'Дебитор по договору № {contract} допустил просрочку по {upd}.', supply: 'overdue' },
  { status: 'WAIT', category: 'DASHBOARD_EVENTS', urgency: 'HIGH', critical: true, visible: true, title: 'Поступление платежа ожидается', description: 'Ожидается платёж по {upd}.', supply: 'notDue' },
  { status: 'EXPIRED', category: 'DASHBOARD_EVENTS', urgency: 'LOW', critical: true, visible: true, title: 'Окончание отсрочки платежа', description: 'Отсрочка по {upd} закончилась.', supply: 'overdue' },
  { status: 'PULL_OFF', category: 'DASHBOARD_EVENTS', urgency: null, critical: true, visible: true, title: 'Регресс по поставке', description: 'По {upd} выставлено требование регресса.' },
  { status: 'WARNING', category: 'DASHBOARD_EVENTS', urgency: 'HIGH', critical: false, visible: true, title: 'Платёж зачислен частично', description: 'По договору № {contract} платёж зачислен не полностью.' },
];
