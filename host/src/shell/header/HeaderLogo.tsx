import { Box, Image, Link } from '@portal/ui/chakra';
import { useQuery } from '@portal/ui/query';
import { Link as RouterLink } from '@portal/ui/router';
import { http, silentRequest } from '@portal/platform';
import { useLogoSize } from '../../theme/themeSwitches';
import { logoContent } from './logoContent';

export const LOGO_LINK_LABEL = 'На главную';

/**
 * The link's accessible name starts with the words the logo shows (WCAG 2.5.3 Label in Name: a voice user says what
 * they see), then says where it goes: «Факторинг — на главную»; a logo without words is «На главную».
 */
export function logoLinkLabel(logoText: string): string {
  return logoText ? `${logoText} — ${LOGO_LINK_LABEL.toLowerCase()}` : LOGO_LINK_LABEL;
}

function fetchLogo(): Promise<string> {
  return http.get('image/LKK_LOGO_IMAGE', silentRequest).text();
}

/** How wide the logo may be on a phone (below spec §9's xs), scaled down with its proportions, so the limit and the user menu fit. */
export const COMPACT_LOGO_MAX_WIDTH = 88;

/**
 * The server's logo (sanitised SVG or an image) at the theme's logo size (spec §3), linking to the cabinet's home page
 * (spec §2). `compact`: at most COMPACT_LOGO_MAX_WIDTH wide, height following.
 */
export function HeaderLogo({ home, compact = false }: { home: string; compact?: boolean }) {
  const { width: themeWidth, height: themeHeight } = useLogoSize();
  const scale = compact && themeWidth && themeWidth > COMPACT_LOGO_MAX_WIDTH ? COMPACT_LOGO_MAX_WIDTH / themeWidth : 1;
  const width = themeWidth ? Math.round(themeWidth * scale) : null;
  const height = Math.round(themeHeight * scale);
  const logoWidth = width ? `${width}px` : 'auto';
  const maxWidth = compact ? `${COMPACT_LOGO_MAX_WIDTH}px` : '200px';
  const logo = useQuery({ queryKey: ['image', 'LKK_LOGO_IMAGE'], queryFn: fetchLogo, staleTime: Infinity });
  const content = logo.data === undefined ? undefined : logoContent(logo.data);
  return (
    <Link asChild aria-label={logoLinkLabel(content?.kind === 'svg' ? content.text : '')} display="inline-flex" alignItems="center" h={`${height}px`} minW="40px" flexShrink={0}>
      <RouterLink to={home} data-testid="header-logo">
        {content?.kind === 'svg' && (
          <Box
            as="span"
            display="inline-flex"
            aria-hidden="true"
            // Squeezed to maxWidth, an svg keeps its proportions (preserveAspectRatio) and draws smaller inside the box.
            css={{ '& svg': { height: `${height}px`, width: logoWidth, maxWidth: width ? undefined : maxWidth } }}
            // Sanitised above with DOMPurify's SVG profile.
            dangerouslySetInnerHTML={{ __html: content.markup }}
          />
        )}
        {content?.kind === 'image' && <Image src={content.src} alt="" h={`${height}px`} w={logoWidth} maxW={width ? undefined : maxWidth} objectFit="contain" />}
      </RouterLink>
    </Link>
  );
}
