import { useState } from 'react';
import { useQuery } from '@portal/ui/query';
import { Button, Field, HStack, Stack } from '@portal/ui/chakra';
import { CertificatePicker } from '@portal/ui';
import { signing, withLoader } from '@portal/platform';
import '../settings/hostSigning';
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
      {/* The field's state rules its control: a picker inside a Field takes disabled from here, not from its own props. */}
      <Field.Root invalid={Boolean(loadError || problem)} disabled={certificates.isPending || Boolean(loadError) || busy}>
        <Field.Label>Сертификат</Field.Label>
        <CertificatePicker
          certificates={certificates.data}
          loading={certificates.isPending}
          value={thumbprint}
          onChange={setThumbprint}
        />
        {/* The field's one error text: announced (role=alert) and tied to the picker (aria-describedby, aria-invalid). */}
        {loadError ? (
          <HStack>
            <Field.ErrorText role="alert" color="fg.error" fontSize="md">
              {loadError}
            </Field.ErrorText>
            <Button size="xs" variant="outline" onClick={() => void certificates.refetch()}>
              Повторить
            </Button>
          </HStack>
        ) : problem ? (
          <Field.ErrorText role="alert" color="fg.error" fontSize="md" data-testid="ukep-problem">
            {problem}
          </Field.ErrorText>
        ) : null}
      </Field.Root>
      <Button type="submit" disabled={!thumbprint || busy} loading={busy} onClick={() => void signIn()}>
        Войти по УКЭП
      </Button>
    </Stack>
  );
}
