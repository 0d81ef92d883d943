import { Box, Image, Link } from '@portal/ui/chakra';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@portal/ui/router';
import { http, silentRequest } from '@portal/platform';
import { logoContent } from './logoContent';

export const LOGO_LINK_LABEL = 'На главную';
const LOGO_HEIGHT = 40;

function fetchLogo(): Promise<string> {
  return http.get('image/LKK_LOGO_IMAGE', silentRequest).text();
}

/** The server's logo (sanitised SVG or an image), linking to the cabinet's home page (spec §2). */
export function HeaderLogo({ home }: { home: string }) {
  const logo = useQuery({ queryKey: ['image', 'LKK_LOGO_IMAGE'], queryFn: fetchLogo, staleTime: Infinity });
  const content = logo.data === undefined ? undefined : logoContent(logo.data);
  return (
    <Link asChild aria-label={LOGO_LINK_LABEL} display="inline-flex" alignItems="center" h={`${LOGO_HEIGHT}px`} minW="40px" flexShrink={0}>
      <RouterLink to={home} data-testid="header-logo">
        {content?.kind === 'svg' && (
          <Box
            as="span"
            display="inline-flex"
            aria-hidden="true"
            css={{ '& svg': { height: `${LOGO_HEIGHT}px`, width: 'auto', maxWidth: '200px' } }}
            // Sanitised above with DOMPurify's SVG profile.
            dangerouslySetInnerHTML={{ __html: content.markup }}
          />
        )}
        {content?.kind === 'image' && <Image src={content.src} alt="" h={`${LOGO_HEIGHT}px`} maxW="200px" objectFit="contain" />}
      </RouterLink>
    </Link>
  );
}
