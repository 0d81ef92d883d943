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

/** The server's logo (sanitised SVG or an image) at the theme's logo size (spec §3), linking to the cabinet's home page (spec §2). */
export function HeaderLogo({ home }: { home: string }) {
  const { width, height } = useLogoSize();
  const logoWidth = width ? `${width}px` : 'auto';
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
            css={{ '& svg': { height: `${height}px`, width: logoWidth, maxWidth: width ? undefined : '200px' } }}
            // Sanitised above with DOMPurify's SVG profile.
            dangerouslySetInnerHTML={{ __html: content.markup }}
          />
        )}
        {content?.kind === 'image' && <Image src={content.src} alt="" h={`${height}px`} w={logoWidth} maxW={width ? undefined : '200px'} objectFit="contain" />}
      </RouterLink>
    </Link>
  );
}
