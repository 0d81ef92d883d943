import { escapeHtml } from '../html/escapeHtml';
import { pageLayout } from '../html/pageLayout';

/** Shown instead of an app whose dist folder has not been built yet. */
export function renderMissingBuildPage(dir: string): string {
  return pageLayout(
    'Сборка не найдена',
    `<h1>Сборка не найдена / Build not found</h1>
<p class="error">Папка <code>${escapeHtml(dir)}</code> отсутствует. Сначала соберите приложения: <code>pnpm run build</code>.</p>
<p class="hint">The folder <code>${escapeHtml(dir)}</code> is missing: run the build first (<code>pnpm run build</code>), then reload.</p>`,
  );
}
