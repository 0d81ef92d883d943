import { escapeHtml } from './escapeHtml';

const STYLE = `
  body { margin: 0; font-family: Roboto, Arial, sans-serif; background: #f5f7fa; color: #1f2937; }
  main { max-width: 360px; margin: 10vh auto; background: #fff; padding: 32px; border-radius: 8px;
         box-shadow: 0 2px 8px rgba(0,0,0,.12); }
  h1 { font-size: 22px; font-weight: 500; margin: 0 0 24px; text-align: center; }
  label { display: block; margin: 16px 0 6px; font-size: 14px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; font-size: 16px; border: 1px solid #cbd5e1; border-radius: 4px; }
  button { width: 100%; margin-top: 24px; padding: 12px; font-size: 16px; color: #fff; background: #1976D2;
           border: 0; border-radius: 4px; cursor: pointer; }
  .error { color: #b91c1c; background: #fef2f2; padding: 10px; border-radius: 4px; font-size: 14px; }
  p.hint { font-size: 13px; color: #64748b; }
  p.other-ways { margin: 20px 0 0; font-size: 14px; text-align: center; }
  p.other-ways a { color: #1f2937; }
`;

/** A plain Russian page around the given body markup. */
export function pageLayout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="ru">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <!-- The portal's own icon (host dist): without a link the browser asks /favicon.ico, which is 404, and its console
       reports that 404 against the sign-in page's address at every sign-in. -->
  <link rel="icon" type="image/svg+xml" href="/favicon.svg">
  <style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
