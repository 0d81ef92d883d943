import { sanitizeMarkup } from './sanitizeMarkup';

/** Classic XSS payloads (OWASP filter evasion cheat sheet and friends). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">Скачать</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<div onclick="alert(1)">клик</div>',
  '<b onmouseover=alert(1)>жирный</b>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<video><source onerror="alert(1)"></video>',
  '<a href="#" xlink:href="javascript:alert(1)">x</a>',
];

/** Renders sanitised markup into a detached element and lists whatever could still run. */
function dangerousParts(markup: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = markup;
  const found: string[] = [];
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'style', 'form', 'input', 'meta', 'base', 'svg', 'math'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = [...attribute.value].filter((char) => char.charCodeAt(0) > 32).join('').toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style') found.push(`${tag}[style]`);
      if (/^(javascript|data|vbscript):/.test(value)) found.push(`${tag}[${name}=${attribute.value}]`);
    }
  }
  return found;
}

describe('sanitizeMarkup', () => {
  it.each(PAYLOADS)('leaves nothing that can run in %s', (payload) => {
    const clean = sanitizeMarkup(payload);
    expect(dangerousParts(clean)).toEqual([]);
    expect(clean.toLowerCase()).not.toContain('javascript:');
    expect(clean.toLowerCase()).not.toContain('<script');
  });

  it('keeps harmless formatting and ordinary links', () => {
    expect(sanitizeMarkup('Документ <b>добавлен</b><br><i>в реестр</i>')).toBe('Документ <b>добавлен</b><br><i>в реестр</i>');
    expect(sanitizeMarkup('<a href="https://example.ru/doc">Скачать счет</a>')).toBe('<a href="https://example.ru/doc">Скачать счет</a>');
    expect(sanitizeMarkup('<a href="/api/binary/1">файл</a>')).toBe('<a href="/api/binary/1">файл</a>');
  });

  it('keeps the text of plain messages', () => {
    expect(sanitizeMarkup('Пароль успешно изменён')).toBe('Пароль успешно изменён');
    expect(sanitizeMarkup('Сумма < 5 & > 3')).toBe('Сумма &lt; 5 &amp; &gt; 3');
  });
});
