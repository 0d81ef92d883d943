/**
 * The start page's own status line (index.html `#boot-step`), before React: on a slow line the first script, the
 * sign-in check and the app's download each take seconds, and the line says which one is under way.
 */
export const BOOT_STAGES = {
  checking: 'Проверка входа в личный кабинет…',
  toLogin: 'Переход на страницу входа…',
  app: 'Загрузка приложения…',
} as const;

export function showBootStage(stage: keyof typeof BOOT_STAGES, doc: Pick<Document, 'getElementById'> = document): void {
  const line = doc.getElementById('boot-step');
  if (line) line.textContent = BOOT_STAGES[stage];
}
