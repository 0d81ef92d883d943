import { escapeHtml } from '../html/escapeHtml';
import { pageLayout } from '../html/pageLayout';

/** The provider's error page for errors that cannot be sent back to the client. */
export function renderProviderErrorPage(out: Record<string, string | undefined>): string {
  const details = Object.entries(out)
    .map(([key, value]) => `<p class="hint"><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value ?? '')}</p>`)
    .join('\n');
  return pageLayout('Ошибка входа', `<h1>Ошибка входа</h1>\n<p class="error">Не удалось выполнить запрос на вход.</p>\n${details}`);
}
