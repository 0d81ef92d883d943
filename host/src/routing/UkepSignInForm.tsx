import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Field, HStack, Stack, Text } from '@portal/ui/chakra';
import { signing, withLoader } from '@portal/platform';
import '../settings/hostSigning';
import { CertificateSelect } from '../signing/CertificateSelect';
import { serverMessage } from '../settings/serverMessage';
import { signInWithCertificate, UKEP_LOADER_TEXT } from './ukepSignIn';

/** The certificate picker of /ukep: choose a certificate of the plug-in and sign in with it. */
export function UkepSignInForm() {
  const certificates = useQuery({ queryKey: ['signing', 'certificates'], queryFn: () => signing.listCertificates(), retry: false });
  const [thumbprint, setThumbprint] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    setBusy(true);
    setProblem('');
    try {
      // The loader stays up while the browser leaves for the identity provider.
      await withLoader(UKEP_LOADER_TEXT, () => signInWithCertificate(thumbprint));
    } catch (error) {
      setProblem(await serverMessage(error, 'Не удалось войти по УКЭП'));
      setBusy(false);
    }
  };

  const loadError = certificates.error?.message ?? '';
  return (
    <Stack gap="3" width="full" maxW="560px" as="form" onSubmit={(event) => event.preventDefault()}>
      <Field.Root invalid={Boolean(loadError || problem)}>
        <Field.Label>Сертификат</Field.Label>
        <CertificateSelect
          certificates={certificates.data}
          loading={certificates.isPending}
          disabled={Boolean(loadError) || busy}
          value={thumbprint}
          onChange={setThumbprint}
        />
      </Field.Root>
      {loadError ? (
        <HStack>
          <Text role="alert" color="fg.error">
            {loadError}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void certificates.refetch()}>
            Повторить
          </Button>
        </HStack>
      ) : null}
      {problem ? (
        <Text role="alert" color="fg.error" data-testid="ukep-problem">
          {problem}
        </Text>
      ) : null}
      <Button type="submit" disabled={!thumbprint || busy} loading={busy} onClick={() => void signIn()}>
        Войти по УКЭП
      </Button>
    </Stack>
  );
}
