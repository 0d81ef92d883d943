import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The rules of index.html's own <style>, as the browser parses them. */
function bootRules(): CSSRule[] {
  const html = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = [...(style.sheet?.cssRules ?? [])];
  style.remove();
  return rules;
}

describe("the boot page's colours", () => {
  it('follow the system scheme only until the portal has put its own theme class on <html>', () => {
    const darkRules = bootRules()
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && /prefers-color-scheme:\s*dark/.test(rule.conditionText))
      .flatMap((rule) => [...rule.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
    expect(darkRules.length).toBeGreaterThan(0);
    document.body.innerHTML = '<p class="boot-status">Пожалуйста, подождите. Идёт загрузка.</p>';
    const matchedBy = (selectors: string[]) =>
      [document.body, document.body.firstElementChild!].some((element) => selectors.some((selector) => element.matches(selector)));
    const selectors = darkRules.map((rule) => rule.selectorText);
    // While booting (no theme class yet) the system's dark scheme applies…
    expect(matchedBy(selectors)).toBe(true);
    // …but not to the page body once the portal has chosen light or dark: the page is then one theme, its own.
    for (const theme of ['light', 'dark']) {
      document.documentElement.className = theme;
      const page = darkRules.filter((rule) => /background/.test(rule.style.cssText)).map((rule) => rule.selectorText);
      expect(page.some((selector) => document.body.matches(selector))).toBe(false);
    }
    document.documentElement.className = '';
  });
});
