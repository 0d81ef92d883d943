import { escapeHtml } from '../html/escapeHtml';
import { pageLayout } from '../html/pageLayout';

export const LOGIN_ERROR_TEXT = 'Неверное имя пользователя или пароль';

export interface LoginPageModel {
  action: string;
  username?: string;
  error?: string;
}

/**
 * The identity provider's sign-in form (selectors #username, #password, button[type=submit]). An error is
 * announced (role=alert) and tied to both fields (aria-invalid, aria-describedby), so a screen reader says it
 * again on the field the user goes back to. Under the form, on the portal's own origin (the provider is under
 * /keycloak): the УКЭП sign-in and the workstation check, which both open without a session (decision 0028).
 */
export function renderLoginPage({ action, username = '', error }: LoginPageModel): string {
  const errorBlock = error ? `<p class="error" role="alert" id="login-error">${escapeHtml(error)}</p>` : '';
  const errorTie = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return pageLayout(
    'Вход в личный кабинет',
    `<h1>Вход в личный кабинет</h1>
${errorBlock}
<form method="post" action="${escapeHtml(action)}">
  <label for="username">Имя пользователя</label>
  <input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username" autofocus required${errorTie}>
  <label for="password">Пароль</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${errorTie}>
  <button type="submit" id="kc-login">Войти</button>
</form>
<p class="other-ways"><a href="/ukep">Войти по УКЭП</a> · <a href="/check">Проверка рабочего места</a></p>`,
  );
}
