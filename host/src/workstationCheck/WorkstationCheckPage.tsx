import { useEffect, useState } from 'react';
import { Box, Button, Field, Flex, Heading, HStack, Link, Stack, Text, Textarea } from '@portal/ui/chakra';
import { Link as RouterLink } from '@portal/ui/router';
import { CertificatePicker } from '@portal/ui';
import type { User } from '@portal/api';
import { useSession } from '@portal/platform';
import {
  CHECK_TITLES,
  formatReport,
  STATE_SYMBOLS,
  STATE_WORDS,
  summarise,
  type CertificateReport,
  type CheckResult,
  type CheckState,
} from '@portal/platform/src/signing/workstationChecks';
import { useCurrentUserQuery } from '../user/useCurrentUserQuery';
import { useWorkstationCheck } from './useWorkstationCheck';

export const WORKSTATION_CHECK_TITLE = 'Проверка рабочего места';

/** Status colours of the theme (contrast checked in light and dark, @portal/ui statusColors.test). */
const STATE_COLORS: Record<CheckState, string> = { ok: 'fg.success', warning: 'fg.warning', error: 'fg.error', skipped: 'fg.muted', running: 'fg.muted' };

function FixSteps({ steps, label }: { steps: readonly string[]; label: string }) {
  if (steps.length === 0) return null;
  return (
    <Box mt="1">
      {/* a heading, not a bold paragraph, names the steps (axe p-as-heading) */}
      <Heading as="h3" size="sm">
        {label}
      </Heading>
      <Box as="ol" ps="6" listStyleType="decimal">
        {steps.map((step) => (
          <li key={step}>
            <Text>{step}</Text>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function CertificateRow({ certificate }: { certificate: CertificateReport }) {
  return (
    <Box as="li" borderTopWidth="1px" py="2" data-testid="certificate-row">
      <Heading as="h3" size="sm">
        <span aria-hidden="true">{STATE_SYMBOLS[certificate.state]} </span>
        {certificate.holder}
        {certificate.organisation ? `, ${certificate.organisation}` : ''}
      </Heading>
      <Text>
        ИНН {certificate.inn || '—'}
        {certificate.innOrganisation ? `, ИНН организации ${certificate.innOrganisation}` : ''}; выдан: {certificate.issuer || '—'}; действует с {certificate.validFrom} по {certificate.validTo}; алгоритм: {certificate.algorithm}
      </Text>
      <Text color={STATE_COLORS[certificate.state]}>{certificate.status}</Text>
      <FixSteps steps={certificate.fix} label="Как исправить:" />
    </Box>
  );
}

function CheckRow({ row, index }: { row: CheckResult; index: number }) {
  const title = CHECK_TITLES[row.id];
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" data-testid={`check-${row.id}`} data-state={row.state}>
      <Heading as="h2" size="md">
        <Box as="span" aria-hidden="true" color={STATE_COLORS[row.state]} me="2">
          {STATE_SYMBOLS[row.state]}
        </Box>
        {index + 1}. {title}
        <Box as="span" color={STATE_COLORS[row.state]} fontWeight="normal">
          {' '}
          — {STATE_WORDS[row.state]}
        </Box>
      </Heading>
      {row.state === 'running' ? null : <Text mt="1">{row.found}</Text>}
      <FixSteps steps={row.fix} label="Как исправить:" />
      {row.certificates && row.certificates.length > 0 ? (
        <Box as="ul" listStyleType="none" mt="2" aria-label="Сертификаты в хранилище">
          {row.certificates.map((certificate) => (
            <CertificateRow key={certificate.thumbprint} certificate={certificate} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * /check «Проверка рабочего места» (CONTRACT.md beside it): whether this computer can sign, each check in turn with the fix in
 * plain Russian. Open without signing in (beside /ukep); signed in, it also checks the certificate against the
 * personal account. The checks are @portal/platform's; this page only shows them.
 */
function WorkstationCheckPage() {
  const authenticated = useSession((state) => state.authenticated);
  return authenticated ? <SignedInCheck /> : <CheckView ready user={null} authenticated={false} />;
}

/** Signed in, the run waits for the user (or its failure), so the registration row is not skipped by mistake. */
function SignedInCheck() {
  const userQuery = useCurrentUserQuery();
  return <CheckView ready={userQuery.isSuccess || userQuery.isError} user={userQuery.data ?? null} authenticated />;
}

function CheckView({ ready, user, authenticated }: { ready: boolean; user: User | null; authenticated: boolean }) {
  const { run, chooseCertificate, recheck } = useWorkstationCheck(ready, user);
  const summary = summarise(run.results);
  const [copyState, setCopyState] = useState<{ kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; text: string }>({ kind: 'idle' });

  useEffect(() => {
    document.title = WORKSTATION_CHECK_TITLE;
  }, []);

  const report = () => formatReport(run.results, { at: new Date(), page: window.location.href, userAgent: navigator.userAgent });
  const copy = async () => {
    const text = report();
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopyState({ kind: 'copied' });
    } catch {
      setCopyState({ kind: 'manual', text });
    }
  };

  const summaryColor = !summary.done ? 'fg' : summary.errors > 0 ? 'fg.error' : summary.warnings > 0 ? 'fg.warning' : 'fg.success';
  return (
    <Flex as="main" direction="column" align="center" p={{ base: '4', md: '10' }}>
      <Stack gap="5" width="full" maxW="900px">
        <Heading as="h1" size="2xl">
          {WORKSTATION_CHECK_TITLE}
        </Heading>
        <Text>Страница проверяет, можно ли на этом компьютере подписывать документы электронной подписью, и подсказывает, как исправить найденное.</Text>
        <Box borderWidth="2px" borderRadius="md" p="4" borderColor={summaryColor} data-testid="check-summary">
          <Box role="status" aria-live="polite" aria-atomic="true" data-testid="check-progress">
            <Heading as="h2" size="xl" color={summaryColor}>
              {summary.headline}
            </Heading>
            <Text>{summary.detail}</Text>
          </Box>
          <HStack mt="3" gap="3" wrap="wrap">
            <Button onClick={() => void copy()}>Скопировать отчёт</Button>
            <Button variant="outline" onClick={recheck} disabled={!summary.done}>
              Проверить снова
            </Button>
          </HStack>
          <Text role="status" mt="2" data-testid="copy-status">
            {copyState.kind === 'copied' ? 'Отчёт скопирован в буфер обмена.' : copyState.kind === 'manual' ? 'Скопировать автоматически не удалось: выделите текст отчёта ниже и нажмите Ctrl+C.' : ''}
          </Text>
          {copyState.kind === 'manual' ? (
            <Field.Root mt="2">
              <Field.Label>Текст отчёта</Field.Label>
              <Textarea readOnly value={copyState.text} rows={10} onFocus={(event) => event.currentTarget.select()} />
            </Field.Root>
          ) : null}
        </Box>
        {run.usable.length > 1 ? (
          <Field.Root maxW="560px">
            <Field.Label>Сертификат для пробной подписи</Field.Label>
            <CertificatePicker certificates={run.usable} loading={false} value={run.chosen ?? ''} onChange={chooseCertificate} />
          </Field.Root>
        ) : null}
        <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="3" aria-label="Результаты проверки">
          {run.results.map((row, index) => (
            <CheckRow key={row.id} row={row} index={index} />
          ))}
        </Box>
        <HStack gap="6" wrap="wrap">
          {authenticated ? (
            <Link asChild color="fg" textDecoration="underline">
              <RouterLink to="/login">Вернуться в личный кабинет</RouterLink>
            </Link>
          ) : (
            <>
              <Link href="/login" color="fg" textDecoration="underline">
                Войти в личный кабинет
              </Link>
              <Link asChild color="fg" textDecoration="underline">
                <RouterLink to="/ukep">Вход по УКЭП</RouterLink>
              </Link>
            </>
          )}
        </HStack>
      </Stack>
    </Flex>
  );
}

export default WorkstationCheckPage;
