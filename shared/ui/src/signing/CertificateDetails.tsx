import type { SigningCertificate } from '@portal/platform';
import { Box, Text } from '../kit/chakra';
import { orDash } from '../format/orDash';
import { describeSigningCertificate } from './certificateChoice';

/** The chosen certificate in full, under the picker: who, which organisation, INNs, issuer, validity. */
export function CertificateDetails({ certificate }: { certificate: SigningCertificate | undefined }) {
  if (!certificate) return null;
  const about = describeSigningCertificate(certificate);
  const rows: Array<[string, string]> = [
    ['Владелец', orDash(about.holder)],
    ['Организация', orDash(about.organisation)],
    ['ИНН владельца', orDash(about.inn)],
    ['ИНН организации', about.innOrganisation || 'нет (подпись по МЧД)'],
    ['Издатель', orDash(about.issuer)],
    ['Действует', `с ${about.validFrom} по ${about.validTo}`],
  ];
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="3" rowGap="0.5" fontSize="sm" mt="2" data-testid="certificate-details">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </Box>
  );
}
