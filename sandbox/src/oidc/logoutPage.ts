import { pageLayout } from '../html/pageLayout';

/**
 * RP-initiated logout without a confirmation: the provider's own form (carrying its xsrf value) gets
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
