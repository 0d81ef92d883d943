import { pageLayout } from '../html/pageLayout';

export const LOGOUT_CONFIRM_TEXT = 'Вы действительно хотите выйти из личного кабинета?';

/**
 * RP-initiated logout with nothing proving the portal asked for it (no id_token_hint): any page could send the
 * browser here, so the user confirms with a button; nothing submits by itself.
 */
export function renderLogoutConfirmPage(providerForm: string): string {
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"/><button type="submit">Выйти</button></form>');
  return pageLayout('Выход', `<h1>Выход</h1>
<p>${LOGOUT_CONFIRM_TEXT}</p>
${form}`);
}

/**
 * RP-initiated logout without a confirmation (the portal's own, with its id_token_hint): the provider's own form (carrying its xsrf value) gets
 * logout=yes and submits itself at once, so the browser lands on post_logout_redirect_uri.
 */
export function renderAutoLogoutPage(providerForm: string): string {
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Выйти</button></noscript></form>');
  return pageLayout(
    'Выход',
    `<h1>Выход…</h1>
${form}
<script>document.getElementById('op.logoutForm').submit();</script>`,
  );
}
