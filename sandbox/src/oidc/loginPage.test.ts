/** @jest-environment jsdom */
import { LOGIN_ERROR_TEXT, renderLoginPage } from './loginPage';

function documentOf(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the identity provider login page', () => {
  it('labels both fields and marks neither invalid before a failed attempt', () => {
    const page = documentOf(renderLoginPage({ action: '/interaction/1/login' }));
    for (const id of ['username', 'password']) {
      const field = page.getElementById(id);
      expect(page.querySelector(`label[for="${id}"]`)?.textContent).toBeTruthy();
      expect(field?.hasAttribute('aria-invalid')).toBe(false);
      expect(field?.hasAttribute('aria-describedby')).toBe(false);
    }
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it('announces an error and ties it to both fields', () => {
    const page = documentOf(renderLoginPage({ action: '/interaction/1/login', username: 'agent', error: LOGIN_ERROR_TEXT }));
    const alert = page.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(LOGIN_ERROR_TEXT);
    for (const id of ['username', 'password']) {
      const field = page.getElementById(id);
      expect(field?.getAttribute('aria-invalid')).toBe('true');
      expect(page.getElementById(field?.getAttribute('aria-describedby') ?? '')).toBe(alert);
    }
    expect(page.getElementById('username')?.getAttribute('value')).toBe('agent');
  });

  it('offers the УКЭП sign-in and the workstation check under the form', () => {
    const html = renderLoginPage({ action: '/x' });
    expect(html).toContain('<a href="/ukep">Войти по УКЭП</a>');
    expect(html).toContain('<a href="/check">Проверка рабочего места</a>');
    expect(html.indexOf('href="/check"')).toBeGreaterThan(html.indexOf('</form>'));
  });
});
