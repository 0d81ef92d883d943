/** GET /api/image/LKK_LOGO_IMAGE: the header logo as SVG text (spec §7: rendered as svg when it starts with <svg). */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="Факторинг">
  <rect x="0" y="4" width="32" height="32" rx="6" fill="#1976D2"/>
  <path d="M9 28V12h14v4h-9v3h8v4h-8v5z" fill="#FFFFFF"/>
  <text x="42" y="27" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#1976D2">Факторинг</text>
</svg>`;
